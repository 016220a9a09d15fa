import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { countryName } from '#domain/countries';
import { CompanyFormView } from '#ui/screens/company/company-form-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import { companyFormMachine } from '#machines/company/company-form/company-form.machine';
import { colombianTypes, mexicanTypes } from '#machines/shared/company-detail/company.fixtures';
import type { loadDocumentTypes } from './document-types.actors';
import { documentTypesMachine, type DocumentTypesEvent } from './document-types.machine';

const events: DocumentTypesEvent[] = [
  { type: 'country.select', country: 'CO' },
  { type: 'country.select', country: 'MX' },
  { type: 'country.select', country: null },
  done('loadDocumentTypes', colombianTypes),
  done('loadDocumentTypes', mexicanTypes),
  failed('loadDocumentTypes'),
];

const model = new TestModel(documentTypesMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(documentTypesMachine, {
    input: { mode: 'create' },
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const typeSelect = () => screen.getByRole('combobox', { name: 'Tipo de documento' });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the document-type select follows its machine', async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadDocumentTypes>();
    const docTypesRef = createActor(
      documentTypesMachine.provide({
        actors: { loadDocumentTypes: load.actor },
        actions: { notifyError: () => {} },
      }),
      { input: { mode: 'create' } }
    ).start();
    const formRef = createActor(companyFormMachine, { input: { companyId: null } }).start();
    render(
      <CompanyFormView
        page={{ formRef, docTypesRef, canCreateCompanies: true, denied: null }}
        send={() => {}}
      />
    );

    const chooseCountry = async (label: string) => {
      await user.click(screen.getByRole('combobox', { name: 'País' }));
      await user.click(await screen.findByRole('option', { name: label }));
    };

    await path.test({
      events: {
        'country.select': async ({ event }) => {
          const { country } = event as Extract<DocumentTypesEvent, { type: 'country.select' }>;
          await chooseCountry(country ? countryName(country)! : 'Selecciona un país');
        },
        ...settle({ loadDocumentTypes: load }),
      },
      states: {
        noCountry: async () => {
          await waitFor(() => expect(typeSelect()).toBeDisabled());
          expect(typeSelect()).toHaveTextContent('Selecciona primero un país');
        },
        loading: async (s) => {
          await waitFor(() => expect(typeSelect()).toHaveTextContent('Cargando tipos de documento...'));
          expect(typeSelect()).toBeDisabled();
          expect(load.inputs.at(-1)).toEqual({ country: s.context.country });
        },
        ready: async (s) => {
          await waitFor(() => expect(typeSelect()).toBeEnabled());
          await user.click(typeSelect());
          for (const type of s.context.types) {
            expect(await screen.findByRole('option', { name: type.document_name })).toBeInTheDocument();
          }
          await user.keyboard('{Escape}');
        },
        failed: async () => {
          await waitFor(() => expect(typeSelect()).toHaveTextContent('Selecciona un tipo de documento'));
          expect(screen.queryAllByRole('option', { name: /NIT|RFC/ })).toHaveLength(0);
        },
      },
    });
    docTypesRef.stop();
    formRef.stop();
  });
});

it('covers every state of the document-types chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['noCountry', 'loading', 'ready', 'failed']) expect(reached).toContain(JSON.stringify(s));
});
