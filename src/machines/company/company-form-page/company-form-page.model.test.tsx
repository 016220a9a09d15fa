import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { PERMISSION_CREATE_COMPANIES, type Access } from '#domain/permissions';
import { CompanyFormPage, PERMISSION_WARNING } from '#ui/screens/company/company-form-screen';
import { companyFormMachine } from '#machines/company/company-form/company-form.machine';
import { andina, colombianTypes } from '#machines/shared/company-detail/company.fixtures';
import { documentTypesMachine } from '#machines/shared/document-types/document-types.machine';
import { companyFormPageMachine, type CompanyFormPageEvent } from './company-form-page.machine';

// OWNER of the edited company; the create form's warning depends on the token's permission alone.
const creator: Access = { roles: { [andina.id]: 'OWNER' }, permissions: [PERMISSION_CREATE_COMPANIES] };
const noPermission: Access = { roles: { [andina.id]: 'OWNER' }, permissions: [] };

// company.loaded is not a gesture: the form reports it by itself once the edited company arrives.
const events: CompanyFormPageEvent[] = [
  { type: 'access.changed', access: creator },
  { type: 'access.changed', access: noPermission },
  { type: 'form.cancel' },
  { type: 'session.relogin' },
  { type: 'company.saved', company: { ...andina, id: 9 }, created: true },
  { type: 'company.saved', company: andina, created: false },
];

type Snapshot = SnapshotFrom<typeof companyFormPageMachine>;
const model = new TestModel(companyFormPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const pathsFor = (companyId: number | null) =>
  model.getPaths(() =>
    getShortestPaths(companyFormPageMachine, {
      input: { companyId, access: noPermission },
      events,
      filterEvents: (s, e) => {
        const { context } = s as Snapshot;
        const create = context.companyId === null;
        if (e.type === 'company.saved') return s.can(e) && e.created === create;
        // The warning (and its button) only shows on the create form without the permission.
        if (e.type === 'session.relogin')
          return s.can(e) && create && !context.access.permissions.includes(PERMISSION_CREATE_COMPANIES);
        return s.can(e);
      },
      serializeEvent: (e) => JSON.stringify(e),
    })
  );
const cases = [
  ...pathsFor(null).map((p) => [`crear: ${p.description}`, null, p] as const),
  ...pathsFor(andina.id).map((p) => [`editar: ${p.description}`, andina.id, p] as const),
];

afterEach(cleanup);

describe.each(cases)('%s', (_, companyId, path) => {
  it('the company form page follows its page machine', async () => {
    const user = userEvent.setup();
    const actions = { navigate: vi.fn(), goBack: vi.fn(), reloadSession: vi.fn(), logout: vi.fn() };
    const actor = createActor(
      companyFormPageMachine.provide({
        actors: {
          companyForm: companyFormMachine.provide({
            actors: {
              loadCompany: fromPromise(async () => andina),
              saveCompany: fromPromise(async () => (companyId === null ? { ...andina, id: 9 } : andina)),
            },
            actions: { notifySaved: () => {}, notifyError: () => {} },
          }),
          documentTypes: documentTypesMachine.provide({
            actors: { loadDocumentTypes: fromPromise(async () => colombianTypes) },
          }),
        },
        actions,
      }),
      { input: { companyId, access: noPermission } }
    ).start();
    render(<CompanyFormPage pageRef={actor} />);
    const nameBox = await screen.findByRole('textbox', { name: 'Nombre de la empresa' });

    await path.test({
      events: {
        // What the screen's useAccessSync does when the token's permissions change.
        'access.changed': ({ event }) =>
          act(async () => actor.send(event as Extract<CompanyFormPageEvent, { type: 'access.changed' }>)),
        'form.cancel': async () => {
          await user.click(screen.getByRole('button', { name: 'Cancelar' }));
          if (companyId === null)
            expect(actions.navigate.mock.calls.at(-1)![1]).toEqual({ to: '/dashboard' });
          else expect(actions.goBack).toHaveBeenCalled();
        },
        'session.relogin': async () => {
          await user.click(screen.getByRole('button', { name: 'Cerrar sesión e iniciar de nuevo' }));
          expect(actions.logout).toHaveBeenCalled();
        },
        // The form reports the save to the page once the user submits a valid form.
        'company.saved': async () => {
          if ((nameBox as HTMLInputElement).value === '')
            await user.type(nameBox, 'Constructora Nueva S.A.S.');
          const country = screen.getByRole('combobox', { name: 'País' });
          if (!country.textContent?.includes('Colombia')) {
            await user.click(country);
            await user.click(await screen.findByRole('option', { name: 'Colombia' }));
          }
          await user.click(screen.getByRole('button', { name: /Crear Empresa|Guardar Cambios/ }));
          await waitFor(() => expect(actions.reloadSession).toHaveBeenCalled());
        },
      },
      states: {
        open: async (s) => {
          const { context } = s as Snapshot;
          const warns =
            context.companyId === null && !context.access.permissions.includes(PERMISSION_CREATE_COMPANIES);
          expect(screen.queryByText(PERMISSION_WARNING) !== null).toBe(warns);
          if (context.companyId !== null) {
            // The edited company's country loaded its document types.
            await waitFor(() =>
              expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveTextContent(
                'Número de Identificación Tributaria (NIT)'
              )
            );
          }
        },
        left: (s) => {
          const create = (s as Snapshot).context.companyId === null;
          expect(actions.navigate.mock.calls.at(-1)![1]).toEqual({
            to: create ? '/dashboard' : `/company/${andina.id}`,
          });
          expect(actions.reloadSession).toHaveBeenCalledOnce();
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the company form page chart', () => {
  const reached = new Set(cases.flatMap(([, , p]) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['open', 'left']) expect(reached).toContain(JSON.stringify(s));
});
