import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { shortenAddress } from '#domain/format';
import type { Deleted } from '#domain/project';
import type { Property } from '#domain/property';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import { apto101, apto102 } from '#machines/portal/project-detail/project-detail.fixtures';
import { PropertiesListView } from '#ui/screens/properties/properties-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadProperties } from './properties-page.actors';
import { propertiesPageMachine, type PropertiesPageEvent } from './properties-page.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof propertiesPageMachine>;

const owner = { roles: { 1: 'OWNER' as const }, permissions: [] };
// The shell tells the page when the role changes: here the user becomes a MEMBER of the company.
const demoted = { roles: { 1: 'MEMBER' as const }, permissions: [] };
const input = { companyId: 1, access: owner };

// The delete flow as it runs, with the API call answered at once.
const deleteFlow = entityDeleteMachine.provide({
  actors: { deleteEntity: fromPromise(async () => ({ message: 'ok' }) as Deleted) },
  actions: { notifyDeleted: () => {}, notifyFailed: () => {} },
});

const casa: Property = {
  ...apto101,
  id: 40,
  name: 'Casa Campestre',
  description: 'Con jardín',
  address: 'Vereda San Nicolás, kilómetro 3 vía La Ceja - Rionegro, Antioquia, Colombia',
  project_id: null,
  project_name: null,
  property_model_id: null,
  property_type: 'house',
};
const listed = [apto101, apto102, casa];

const events: PropertiesPageEvent[] = [
  { type: 'access.changed', access: demoted },
  { type: 'entity.deleted' },
  { type: 'search.change', term: 'casa' },
  { type: 'search.change', term: 'zzz' },
  { type: 'list.reload' },
  done('loadProperties', listed),
  done('loadProperties', []),
  failed('loadProperties'),
];

// A deletion is offered where a manager sees the row of Casa Campestre.
const showsCasa = (s: Snapshot) =>
  s.matches('ready') &&
  s.context.access === owner &&
  s.context.search !== 'zzz' &&
  Boolean(s.context.properties?.some((p) => p.id === casa.id));

const model = new TestModel(propertiesPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(propertiesPageMachine, {
    input,
    events,
    // The search box exists once the page has loaded; a reload is offered on failure; one role change per path.
    filterEvents: (s, e) =>
      s.can(e) &&
      (e.type !== 'list.reload' || (s as Snapshot).matches('failed')) &&
      (e.type !== 'search.change' || (s as Snapshot).context.search !== (e as { term: string }).term) &&
      (e.type !== 'access.changed' || (s as Snapshot).context.access === owner) &&
      (e.type !== 'entity.deleted' || showsCasa(s as Snapshot)),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => {
      const { deleteRef: _, ...context } = (s as Snapshot).context;
      return JSON.stringify({ value: s.value, context });
    },
  })
);

afterEach(cleanup);

describe.each([false, true])('compact %s', (compact) => {
  describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    it('the properties page follows its machine', async () => {
      const user = userEvent.setup({ delay: null });
      const load = controlled<typeof loadProperties>();
      const pageRef = createActor(
        propertiesPageMachine.provide({
          actors: { loadProperties: load.actor, entityDelete: deleteFlow },
          actions: { notifyError: () => {} },
        }),
        { input }
      ).start();
      render(<PropertiesListView pageRef={pageRef} companyName="Andina" compact={compact} />);

      await path.test({
        events: {
          'search.change': async ({ event }) => {
            const box = screen.getByRole('searchbox', { name: 'Buscar propiedades...' });
            await user.clear(box);
            await user.type(box, `${(event as unknown as { term: string }).term}{Enter}`);
          },
          'list.reload': async () => {
            await user.click(screen.getByRole('button', { name: 'Reintentar' }));
          },
          'access.changed': async ({ event }) => {
            await act(async () => pageRef.send(event as PropertiesPageEvent));
          },
          // The real gesture: the row's delete, confirmed in the dialog; the page hears of it from the flow.
          'entity.deleted': async () => {
            const loads = load.inputs.length;
            await user.click(screen.getByRole('button', { name: 'Eliminar Casa Campestre' }));
            const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar Propiedad' });
            await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
            await waitFor(() => expect(load.inputs).toHaveLength(loads + 1));
          },
          ...settle({ loadProperties: load }),
        },
        states: {
          loading: (s) => {
            if (!s.context.properties)
              expect(screen.getByText('Cargando propiedades...')).toBeInTheDocument();
          },
          ready: (s) => {
            if (s.context.access !== owner) {
              expect(screen.queryByRole('link', { name: /Nueva Propiedad/ })).not.toBeInTheDocument();
              expect(screen.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
              expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
              return;
            }
            expect(screen.getByRole('link', { name: /Nueva Propiedad/ })).toHaveAttribute(
              'href',
              '/properties/new'
            );
            const all = s.context.properties!;
            if (all.length === 0) {
              expect(screen.getByText('No hay propiedades')).toBeInTheDocument();
              return;
            }
            if (s.context.search === 'zzz') {
              expect(screen.getByText('No se encontraron propiedades')).toBeInTheDocument();
              return;
            }
            const list = within(
              compact
                ? screen.getByRole('list', { name: 'Propiedades' })
                : screen.getByRole('table', { name: 'Propiedades' })
            );
            expect(list.getByRole('link', { name: 'Casa Campestre' })).toHaveAttribute(
              'href',
              '/properties/40'
            );
            expect(list.getByText('Independiente')).toBeInTheDocument();
            expect(list.getByText(shortenAddress(casa.address))).toBeInTheDocument();
            expect(shortenAddress(casa.address)).toMatch(/\.\.\.$/);
            expect(list.getByRole('link', { name: 'Editar Casa Campestre' })).toHaveAttribute(
              'href',
              '/properties/40/edit'
            );
            if (s.context.search === 'casa') {
              expect(list.queryByRole('link', { name: 'Apto 101' })).not.toBeInTheDocument();
            } else {
              expect(list.getByRole('link', { name: 'Apto 101' })).toBeInTheDocument();
              expect(list.getAllByRole('link', { name: 'Torres del Poblado' })[0]).toHaveAttribute(
                'href',
                '/projects/11'
              );
            }
          },
          failed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar las propiedades');
          },
        },
      });
      pageRef.stop();
    });
  });
});

it('covers every state of the properties chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'failed']) expect(reached).toContain(JSON.stringify(s));
});

it('hides edit, delete and create from roles that cannot manage, and confirms deletes as "Eliminar Propiedad"', async () => {
  const user = userEvent.setup({ delay: null });
  const load = controlled<typeof loadProperties>();
  const pageRef = createActor(
    propertiesPageMachine.provide({ actors: { loadProperties: load.actor, entityDelete: deleteFlow } }),
    { input: { companyId: 1, access: demoted } }
  ).start();
  render(<PropertiesListView pageRef={pageRef} companyName="Andina" compact={false} />);
  await act(async () => load.resolve(listed));
  expect(screen.queryByRole('link', { name: /Nueva Propiedad/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver Casa Campestre' })).toBeInTheDocument();
  await act(async () => pageRef.send({ type: 'access.changed', access: owner }));
  await user.click(screen.getByRole('button', { name: 'Eliminar Casa Campestre' }));
  expect(await screen.findByRole('alertdialog', { name: 'Eliminar Propiedad' })).toHaveTextContent(
    'Casa Campestre'
  );
  pageRef.stop();
});
