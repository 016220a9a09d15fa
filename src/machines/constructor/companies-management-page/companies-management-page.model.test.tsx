import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom, type StateValue } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { andina } from '#machines/shared/company-detail/company.fixtures';
import { CompaniesManagementView } from '#ui/screens/constructor/companies/companies-management-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type {
  loadEditedCompany,
  loadManagedCompanies,
  saveEditedCompany,
} from './companies-management-page.actors';
import { noCompanies, ownerAccess, startAt, twoCompanies } from './companies-management-page.fixtures';
import {
  COMPANIES_LOAD_ERROR,
  companiesManagementPageMachine,
  type CompaniesManagementPageEvent,
} from './companies-management-page.machine';

// Generated paths drive the real view (Ark's dialog and selects included) step by step.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof companiesManagementPageMachine>;

const input = { access: ownerAccess, ...startAt };
const NOT_FOUND = new ApiError('Empresa no encontrada.', 'http', 404);

const events: CompaniesManagementPageEvent[] = [
  done('loadManagedCompanies', twoCompanies),
  done('loadManagedCompanies', noCompanies),
  failed('loadManagedCompanies'),
  { type: 'list.reload' },
  { type: 'filters.change', filters: { status: 'inactive' } },
  { type: 'filters.clear' },
  { type: 'company.edit', companyId: 1 },
  done('loadEditedCompany', andina),
  failed('loadEditedCompany', NOT_FOUND),
  { type: 'edit.retry' },
  { type: 'edit.close' },
];

const listIs = (s: Snapshot, state: string) => s.matches({ list: state } as never);
const closed = (s: Snapshot) => s.matches({ edit: 'closed' });

// Each gesture is offered where the screen shows it.
function offered(s: Snapshot, e: CompaniesManagementPageEvent): boolean {
  switch (e.type) {
    case 'list.reload':
      return listIs(s, 'failed') && closed(s);
    case 'filters.change':
      return s.context.filters.status === null && listIs(s, 'ready') && closed(s);
    case 'filters.clear':
      return s.context.filters.status !== null && listIs(s, 'ready') && closed(s);
    case 'company.edit':
      return listIs(s, 'ready') && closed(s) && Boolean(s.context.list?.companies.length);
    default:
      return s.can(e);
  }
}

const toValue = (key: string): StateValue => {
  const parts = key.split('.');
  const leaf: StateValue = parts.pop()!;
  return parts.reduceRight<StateValue>((inner, part) => ({ [part]: inner }), leaf);
};
const stateMatcher = (s: Snapshot, key: string) => s.matches(toValue(key) as never);

const model = new TestModel(companiesManagementPageMachine, { stateMatcher: stateMatcher as never });
const paths = model.getPaths(() =>
  getShortestPaths(companiesManagementPageMachine, {
    input,
    events,
    filterEvents: (s, e) => s.can(e) && offered(s as Snapshot, e as CompaniesManagementPageEvent),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => {
      const { filters, editId, list } = (s as Snapshot).context;
      return JSON.stringify([s.value, filters, editId, list?.companies.length]);
    },
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the companies management list follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const list = controlled<typeof loadManagedCompanies>();
    const company = controlled<typeof loadEditedCompany>();
    const save = controlled<typeof saveEditedCompany>();
    const pageRef = createActor(
      companiesManagementPageMachine.provide({
        actors: {
          loadManagedCompanies: list.actor,
          loadEditedCompany: company.actor,
          saveEditedCompany: save.actor,
        },
        actions: { navigate: () => {}, notifyListError: () => {}, reloadSession: () => {} },
      }),
      { input }
    ).start();
    render(<CompaniesManagementView pageRef={pageRef} />);

    await path.test({
      events: {
        'list.reload': () => user.click(screen.getByRole('button', { name: 'Reintentar' })),
        'filters.change': async () => {
          await user.click(screen.getByRole('combobox', { name: 'Estado' }));
          await user.click(await screen.findByRole('option', { name: 'Inactiva' }));
        },
        'filters.clear': () => user.click(screen.getByRole('button', { name: 'Limpiar filtros' })),
        'company.edit': () => user.click(screen.getByRole('button', { name: `Editar ${andina.name}` })),
        'edit.retry': async () => {
          const dialog = within(await screen.findByRole('dialog'));
          await user.click(dialog.getByRole('button', { name: 'Reintentar' }));
        },
        'edit.close': () => user.keyboard('{Escape}'),
        ...settle({ loadManagedCompanies: list, loadEditedCompany: company }),
      },
      states: {
        'list.loading': (s) => {
          if (!s.context.list) expect(screen.getByText('Cargando empresas...')).toBeInTheDocument();
        },
        'list.ready': (s) => {
          const listed = s.context.list!.companies;
          if (listed.length === 0) {
            expect(screen.getByText('No se encontraron empresas')).toBeInTheDocument();
            const hint =
              s.context.filters.status === null
                ? 'No hay empresas registradas aún'
                : 'Intenta ajustar los filtros de búsqueda';
            expect(screen.getByText(hint)).toBeInTheDocument();
            return;
          }
          const grid = within(screen.getByRole('list', { name: 'Empresas', hidden: true }));
          expect(grid.getAllByRole('article', { hidden: true })).toHaveLength(listed.length);
          // OWNER of Andina edits and deletes it; VIEWER of Caribe only sees it.
          expect(
            grid.getByRole('button', { name: `Eliminar ${andina.name}`, hidden: true })
          ).toBeInTheDocument();
          expect(grid.queryByRole('button', { name: /Editar Inversiones Caribe/, hidden: true })).toBeNull();
          expect(grid.getByRole('article', { name: /Caribe/, hidden: true })).toHaveTextContent('Inactiva');
        },
        'list.failed': () => {
          expect(screen.getAllByRole('alert', { hidden: true })[0]).toHaveTextContent(COMPANIES_LOAD_ERROR);
        },
        'edit.closed': () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull()),
        'edit.open.loading': async () => {
          const dialog = await screen.findByRole('dialog');
          expect(within(dialog).getByText('Cargando empresa...')).toBeInTheDocument();
        },
        'edit.open.editing': async () => {
          const dialog = within(await screen.findByRole('dialog', { name: 'Editar Empresa' }));
          expect(dialog.getByRole('textbox', { name: 'Razón social' })).toHaveValue(andina.name);
          expect(dialog.getByRole('textbox', { name: 'Persona de contacto' })).toHaveValue(
            andina.contact_person
          );
          // The reduced set: no NIT and no address in the modal.
          expect(dialog.queryByRole('textbox', { name: 'NIT' })).toBeNull();
          expect(dialog.queryByRole('textbox', { name: 'Dirección' })).toBeNull();
        },
        'edit.open.failed': async () => {
          const dialog = within(await screen.findByRole('dialog'));
          expect(dialog.getByRole('alert')).toHaveTextContent(
            'Error al cargar los datos de la empresa: Empresa no encontrada.'
          );
        },
      },
    });
    pageRef.stop();
  });
});

it('covers every state of the list and the modal', () => {
  const seen = new Set(paths.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
  for (const value of [
    { list: 'loading', search: 'idle', edit: 'closed' },
    { list: 'failed', search: 'idle', edit: 'closed' },
    { list: 'ready', search: 'idle', edit: { open: 'editing' } },
    { list: 'ready', search: 'idle', edit: { open: 'failed' } },
  ]) {
    expect(seen).toContain(JSON.stringify(value));
  }
});

it('clears a message when its field is edited, and saves the modal', async () => {
  const user = userEvent.setup({ delay: null });
  const list = controlled<typeof loadManagedCompanies>();
  const company = controlled<typeof loadEditedCompany>();
  const save = controlled<typeof saveEditedCompany>();
  const pageRef = createActor(
    companiesManagementPageMachine.provide({
      actors: {
        loadManagedCompanies: list.actor,
        loadEditedCompany: company.actor,
        saveEditedCompany: save.actor,
      },
      actions: { navigate: () => {}, reloadSession: () => {}, notifyUpdated: () => {} },
    }),
    { input: { ...input, editId: 1 } }
  ).start();
  render(<CompaniesManagementView pageRef={pageRef} />);
  list.resolve(twoCompanies);
  company.resolve(andina);
  const dialog = within(await screen.findByRole('dialog', { name: 'Editar Empresa' }));
  const phone = dialog.getByRole('textbox', { name: 'Teléfono de contacto' });
  await user.clear(phone);
  await user.type(phone, '3001234567');
  await user.click(dialog.getByRole('button', { name: 'Guardar Cambios' }));
  expect(
    await dialog.findByText('El teléfono de contacto debe tener el formato +57 XXX XXX XXXX')
  ).toBeVisible();
  await user.type(phone, '8');
  expect(dialog.queryByText('El teléfono de contacto debe tener el formato +57 XXX XXX XXXX')).toBeNull();
  await user.clear(phone);
  await user.type(phone, '+57 300 123 4567');
  await user.click(dialog.getByRole('button', { name: 'Guardar Cambios' }));
  await waitFor(() => expect(save.inputs).toHaveLength(1));
  expect(save.inputs[0]).toMatchObject({
    companyId: 1,
    body: { contact_phone: '+57 300 123 4567', name: andina.name },
  });
  pageRef.stop();
});
