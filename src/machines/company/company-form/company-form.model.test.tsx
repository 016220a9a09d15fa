import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { ApiError } from '#api/api-error';
import { DUPLICATE_REGISTRATION_MESSAGE } from '#domain/company';
import { STALE_RECORD_MESSAGE, STALE_VERSION_DETAIL } from '#domain/versioned';
import { CompanyFormView, PERMISSION_WARNING } from '#ui/screens/company/company-form-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import { documentTypesMachine } from '#machines/shared/document-types/document-types.machine';
import { andina, colombianTypes, httpError } from '#machines/shared/company-detail/company.fixtures';
import type { loadCompany, saveCompany } from './company-form.actors';
import { companyFormMachine, type CompanyFormEvent } from './company-form.machine';

const events: CompanyFormEvent[] = [
  { type: 'form.submit', values: { name: andina.name, country_code: 'CO' } },
  { type: 'form.retry' },
  done('loadCompany', andina),
  failed('loadCompany', httpError(404)),
  failed('loadCompany', httpError(500)),
  done('saveCompany', andina),
  failed('saveCompany', httpError(409, 'Ya existe una empresa con este número de identificación.')),
  failed('saveCompany', httpError(500, 'Error interno del servidor.')),
];
// Only an edit can lose a race: another person saved the company first, and the 409 carries their copy.
const staleEvents: CompanyFormEvent[] = [
  failed(
    'saveCompany',
    new ApiError(STALE_VERSION_DETAIL, 'http', 409, {
      detail: STALE_VERSION_DETAIL,
      current: { ...andina, version: 2 },
    })
  ),
  { type: 'form.reload' },
];

// Alone (no page invoking it), the reports to the parent have nowhere to go.
const machine = companyFormMachine.provide({ actions: { reportLoaded: () => {}, reportSaved: () => {} } });
const model = new TestModel(machine, { stateMatcher: (s, key) => s.matches(key as never) });
const pathsFor = (companyId: number | null) =>
  model.getPaths(() =>
    getShortestPaths(machine, {
      input: { companyId },
      events: companyId === null ? events : [...events, ...staleEvents],
      filterEvents: (s, e) => s.can(e),
      serializeEvent: (e) => JSON.stringify(e),
    })
  );
const cases = [
  ...pathsFor(null).map((p) => ['crear', null, p] as const),
  ...pathsFor(andina.id).map((p) => ['editar', andina.id, p] as const),
];

afterEach(cleanup);

const submitButton = () => screen.getByRole('button', { name: /Crear Empresa|Guardar Cambios|Guardando/ });

describe.each(cases.map(([mode, id, p]) => [`${mode}: ${p.description}`, id, p] as const))(
  '%s',
  (_, companyId, path) => {
    it('the company form follows its machine', async () => {
      const user = userEvent.setup();
      const load = controlled<typeof loadCompany>();
      const save = controlled<typeof saveCompany>();
      const docTypesRef = createActor(
        documentTypesMachine.provide({
          actors: { loadDocumentTypes: fromPromise(async () => colombianTypes) },
        }),
        { input: { mode: companyId === null ? 'create' : 'edit' } }
      ).start();
      const formRef = createActor(
        companyFormMachine.provide({
          actors: { loadCompany: load.actor, saveCompany: save.actor },
          actions: {
            notifySaved: () => {},
            notifyError: () => {},
            // The page's wiring (company-form-page): the edited company's country loads its document types.
            reportLoaded: (_, { company }) =>
              docTypesRef.send({ type: 'country.select', country: company.country_code }),
            reportSaved: () => {},
          },
        }),
        { input: { companyId } }
      ).start();
      const relogin = vi.fn();
      render(
        <CompanyFormView
          page={{ formRef, docTypesRef, canCreateCompanies: false, denied: null }}
          send={(e) => e.type === 'session.relogin' && relogin()}
        />
      );

      await path.test({
        events: {
          'form.submit': async () => {
            const name = screen.getByRole('textbox', { name: 'Nombre de la empresa' });
            if ((name as HTMLInputElement).value === '') await user.type(name, 'Constructora Nueva S.A.S.');
            const country = screen.getByRole('combobox', { name: 'País' });
            if (!country.textContent?.includes('Colombia')) {
              await user.click(country);
              await user.click(await screen.findByRole('option', { name: 'Colombia' }));
            }
            const sent = save.inputs.length;
            await user.click(submitButton());
            // react-hook-form validates asynchronously before the view sends form.submit.
            await waitFor(() => expect(save.inputs).toHaveLength(sent + 1));
          },
          'form.retry': async () => {
            await user.click(screen.getByRole('button', { name: 'Reintentar' }));
          },
          'form.reload': async () => {
            await user.click(screen.getByRole('button', { name: 'Recargar' }));
          },
          ...settle({ loadCompany: load, saveCompany: save }),
        },
        states: {
          loading: () => {
            expect(screen.getByText('Cargando datos de la empresa...')).toBeInTheDocument();
            expect(screen.queryByRole('form')).not.toBeInTheDocument();
          },
          loadFailed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar los datos de la empresa');
          },
          notFound: () => {
            expect(screen.getByText('Empresa no encontrada')).toBeInTheDocument();
            expect(
              screen.getByText('La empresa que buscas no existe o no tienes permisos para verla.')
            ).toBeInTheDocument();
          },
          idle: async (s) => {
            const edit = s.context.companyId !== null;
            expect(
              screen.getByRole('heading', { name: edit ? 'Editar Empresa' : 'Nueva Empresa' })
            ).toBeInTheDocument();
            expect(submitButton()).toHaveTextContent(edit ? 'Guardar Cambios' : 'Crear Empresa');
            expect(submitButton()).toBeEnabled();
            if (edit) {
              expect(screen.getByRole('textbox', { name: 'Nombre de la empresa' })).toHaveValue(andina.name);
              await waitFor(() =>
                expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveTextContent(
                  'Número de Identificación Tributaria (NIT)'
                )
              );
            } else {
              expect(screen.getByText(PERMISSION_WARNING)).toBeInTheDocument();
            }
          },
          submitting: () => {
            expect(submitButton()).toHaveTextContent('Guardando...');
            expect(submitButton()).toBeDisabled();
          },
          saved: () => {
            expect(submitButton()).toBeDisabled();
          },
          conflict: () => {
            expect(screen.getByText(DUPLICATE_REGISTRATION_MESSAGE)).toBeInTheDocument();
            expect(submitButton()).toBeEnabled();
          },
          failed: () => {
            expect(screen.getByText('Error interno del servidor.')).toBeInTheDocument();
            expect(screen.queryByText(DUPLICATE_REGISTRATION_MESSAGE)).not.toBeInTheDocument();
          },
          stale: () => {
            expect(screen.getByText(STALE_RECORD_MESSAGE)).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'Recargar' })).toBeEnabled();
            expect(screen.queryByText(DUPLICATE_REGISTRATION_MESSAGE)).not.toBeInTheDocument();
          },
        },
      });
      formRef.stop();
      docTypesRef.stop();
    });
  }
);

it('covers every state of the company form chart', () => {
  const reached = new Set(cases.flatMap(([, , p]) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of [
    'loading',
    'loadFailed',
    'notFound',
    'idle',
    'submitting',
    'saved',
    'conflict',
    'failed',
    'stale',
  ]) {
    expect(reached).toContain(JSON.stringify(s));
  }
});

it('offers the forced re-login when the token lacks create:companies', async () => {
  const user = userEvent.setup();
  const formRef = createActor(companyFormMachine, { input: { companyId: null } }).start();
  const docTypesRef = createActor(documentTypesMachine, { input: { mode: 'create' } }).start();
  const relogin = vi.fn();
  render(
    <CompanyFormView
      page={{ formRef, docTypesRef, canCreateCompanies: false, denied: null }}
      send={(e) => e.type === 'session.relogin' && relogin()}
    />
  );
  await user.click(screen.getByRole('button', { name: 'Cerrar sesión e iniciar de nuevo' }));
  expect(relogin).toHaveBeenCalledOnce();
  cleanup();
  render(
    <CompanyFormView
      page={{ formRef, docTypesRef, canCreateCompanies: true, denied: null }}
      send={(e) => e.type === 'session.relogin' && relogin()}
    />
  );
  expect(screen.queryByText(PERMISSION_WARNING)).not.toBeInTheDocument();
});
