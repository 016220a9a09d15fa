import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { shortenAddress } from '#domain/format';
import type { Deleted } from '#domain/project';
import type { Property, PropertyPage } from '#domain/property';
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
// The first of three pages the server answered (60 properties), and its answer to a search that found nothing.
const firstPage: PropertyPage = { properties: listed, total_items: 60, total_pages: 3 };
const noPage: PropertyPage = { properties: [], total_items: 0, total_pages: 0 };

const events: PropertiesPageEvent[] = [
  { type: 'access.changed', access: demoted },
  { type: 'entity.deleted' },
  { type: 'search.input', term: 'casa' },
  { type: 'search.input', term: 'zzz' },
  { type: 'search.submit' },
  { type: 'sort.change', sort: 'price_desc' },
  { type: 'page.go', page: 2 },
  { type: 'list.reload' },
  done('loadProperties', firstPage),
  done('loadProperties', noPage),
  failed('loadProperties'),
];

const isReady = (s: Snapshot) => s.matches({ list: 'ready' });
// A deletion is offered where a manager sees the row of Casa Campestre.
const showsCasa = (s: Snapshot) =>
  isReady(s) &&
  s.context.access === owner &&
  Boolean(s.context.result?.properties.some((p) => p.id === casa.id));

const model = new TestModel(propertiesPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(propertiesPageMachine, {
    input,
    events,
    // The tools are used on a shown page, one of them per path (search, order or page); a reload is offered on
    // failure; one role change per path; Enter follows typing.
    filterEvents: (s, e) => {
      const snap = s as Snapshot;
      const { context } = snap;
      if (!s.can(e)) return false;
      const untouched =
        isReady(snap) && context.draft === '' && context.sort === 'recent' && context.page === 1;
      switch (e.type) {
        case 'list.reload':
          return snap.matches({ list: 'failed' });
        case 'search.input':
          return untouched && context.access === owner;
        case 'search.submit':
          return snap.matches({ search: 'typing' });
        case 'sort.change':
          return untouched && context.access === owner;
        case 'page.go':
          return untouched && context.access === owner && (context.result?.total_pages ?? 0) > 1;
        case 'access.changed':
          return context.access === owner;
        case 'entity.deleted':
          return showsCasa(snap);
        default:
          return true;
      }
    },
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
          // The pause after typing is a step of its own (Enter): no timer fires between two steps.
          delays: { searchPause: 60_000 },
        }),
        { input }
      ).start();
      render(<PropertiesListView pageRef={pageRef} companyName="Andina" compact={compact} />);

      await path.test({
        events: {
          'search.input': async ({ event }) => {
            const box = screen.getByRole('searchbox', { name: 'Buscar propiedades...' });
            await user.clear(box);
            await user.type(box, (event as unknown as { term: string }).term);
          },
          'search.submit': async () => {
            await user.type(screen.getByRole('searchbox', { name: 'Buscar propiedades...' }), '{Enter}');
          },
          'sort.change': async () => {
            await user.selectOptions(
              screen.getByRole('combobox', { name: 'Ordenar por' }),
              'Precio: mayor a menor'
            );
          },
          'page.go': async () => {
            await user.click(screen.getByRole('button', { name: 'Página 2' }));
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
          'list.loading': (s) => {
            if (!s.context.result) expect(screen.getByText('Cargando propiedades...')).toBeInTheDocument();
          },
          'list.ready': (s) => {
            expect(load.inputs.at(-1)).toMatchObject({
              page: s.context.page,
              q: s.context.q,
              sort: s.context.sort,
            });
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
            if (s.context.result!.total_items === 0) {
              expect(
                screen.getByText(s.context.q ? 'No se encontraron propiedades' : 'No hay propiedades')
              ).toBeInTheDocument();
              return;
            }
            expect(screen.getByRole('button', { name: `Página ${s.context.page}` })).toHaveAttribute(
              'aria-current',
              'page'
            );
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
            expect(list.getByRole('link', { name: 'Apto 101' })).toBeInTheDocument();
            expect(list.getAllByRole('link', { name: 'Torres del Poblado' })[0]).toHaveAttribute(
              'href',
              '/projects/11'
            );
          },
          'list.failed': () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar las propiedades');
          },
        },
      });
      pageRef.stop();
    });
  });
});

it('covers every state of the properties chart', () => {
  const reached = paths.flatMap((p) => p.steps.map((st) => st.state as Snapshot));
  for (const list of ['loading', 'ready', 'failed'] as const)
    expect(reached.some((st) => st.matches({ list }))).toBe(true);
  for (const search of ['idle', 'typing'] as const)
    expect(reached.some((st) => st.matches({ search }))).toBe(true);
});

it('hides edit, delete and create from roles that cannot manage, and confirms deletes as "Eliminar Propiedad"', async () => {
  const user = userEvent.setup({ delay: null });
  const load = controlled<typeof loadProperties>();
  const pageRef = createActor(
    propertiesPageMachine.provide({ actors: { loadProperties: load.actor, entityDelete: deleteFlow } }),
    { input: { companyId: 1, access: demoted } }
  ).start();
  render(<PropertiesListView pageRef={pageRef} companyName="Andina" compact={false} />);
  await act(async () => load.resolve(firstPage));
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
