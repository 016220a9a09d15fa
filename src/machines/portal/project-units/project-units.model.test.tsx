import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { PropertyPage } from '#domain/property';
import { apto101, apto102 } from '#machines/portal/project-detail/project-detail.fixtures';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { ProjectUnits } from '#ui/screens/projects/project-units';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadUnits } from './project-units.actors';
import { projectUnitsMachine, type ProjectUnitsEvent } from './project-units.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof projectUnitsMachine>;

// The first of three pages the server answered (60 units), and its answer to a search that found nothing.
const firstPage: PropertyPage = { properties: [apto101, apto102], total_items: 60, total_pages: 3 };
const noPage: PropertyPage = { properties: [], total_items: 0, total_pages: 0 };

const events: ProjectUnitsEvent[] = [
  { type: 'search.input', term: 'zzz' },
  { type: 'search.submit' },
  { type: 'sort.change', sort: 'price_desc' },
  { type: 'page.go', page: 2 },
  done('loadUnits', firstPage),
  done('loadUnits', noPage),
  failed('loadUnits'),
];

const isReady = (s: Snapshot) => s.matches({ list: 'ready' });

const model = new TestModel(projectUnitsMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(projectUnitsMachine, {
    input: { projectId: torres.id },
    events,
    // The tools are used on a shown page, one of them per path (search, order or page); Enter follows typing.
    filterEvents: (s, e) => {
      const snap = s as Snapshot;
      const { context } = snap;
      if (!s.can(e)) return false;
      const untouched =
        isReady(snap) && context.draft === '' && context.sort === 'name' && context.page === 1;
      switch (e.type) {
        case 'search.input':
        case 'sort.change':
          return untouched;
        case 'search.submit':
          return snap.matches({ search: 'typing' });
        case 'page.go':
          return untouched && (context.result?.total_pages ?? 0) > 1;
        default:
          return true;
      }
    },
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it("the project's units follow their machine", async () => {
    const user = userEvent.setup({ delay: null });
    const load = controlled<typeof loadUnits>();
    const unitsRef = createActor(
      projectUnitsMachine.provide({
        actors: { loadUnits: load.actor },
        // The pause after typing is a step of its own (Enter): no timer fires between two steps.
        delays: { searchPause: 60_000 },
      }),
      { input: { projectId: torres.id } }
    ).start();
    render(
      <ProjectUnits
        unitsRef={unitsRef}
        project={torres}
        canManage
        savingUnitId={null}
        canChange
        onStatus={() => {}}
        onDelete={() => {}}
      />
    );
    const box = () => screen.getByRole('searchbox', { name: 'Buscar propiedades...' });

    await path.test({
      events: {
        'search.input': async ({ event }) => {
          await user.clear(box());
          await user.type(box(), (event as unknown as { term: string }).term);
        },
        'search.submit': async () => {
          await user.type(box(), '{Enter}');
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
        ...settle({ loadUnits: load }),
      },
      states: {
        'list.loading': (s) => {
          if (!s.context.result) expect(screen.getByText('Cargando propiedades...')).toBeInTheDocument();
        },
        'list.ready': (s) => {
          // What the server was asked is what the page shows.
          expect(load.inputs.at(-1)).toEqual({
            projectId: torres.id,
            page: s.context.page,
            limit: 25,
            q: s.context.q,
            sort: s.context.sort,
          });
          if (s.context.result!.total_items === 0) {
            expect(
              screen.getByText(
                s.context.q ? 'No se encontraron propiedades' : 'Este proyecto aún no tiene propiedades'
              )
            ).toBeInTheDocument();
            expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
            return;
          }
          expect(screen.getByRole('button', { name: `Página ${s.context.page}` })).toHaveAttribute(
            'aria-current',
            'page'
          );
          const units = within(screen.getByRole('table', { name: 'Propiedades del proyecto' }));
          expect(units.getByRole('link', { name: 'Apto 101' })).toHaveAttribute('href', '/properties/31');
          expect(units.getByRole('combobox', { name: 'Estado de Apto 102' })).toHaveValue('SOLD');
        },
        // Spec §8: units that fail to load become an empty list, without a message.
        'list.failed': (s) => {
          expect(
            screen.getByText(
              s.context.q ? 'No se encontraron propiedades' : 'Este proyecto aún no tiene propiedades'
            )
          ).toBeInTheDocument();
          expect(screen.queryByRole('table', { name: 'Propiedades del proyecto' })).not.toBeInTheDocument();
        },
      },
    });
    unitsRef.stop();
  });
});

it('covers every state of the units chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  // Typing is offered on a shown page only.
  for (const value of [
    { list: 'loading', search: 'idle' },
    { list: 'ready', search: 'idle' },
    { list: 'ready', search: 'typing' },
    { list: 'failed', search: 'idle' },
  ])
    expect(reached).toContain(JSON.stringify(value));
});
