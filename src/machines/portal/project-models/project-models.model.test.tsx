import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { PropertyModelPage } from '#domain/property-model';
import { tipoA, tipoB } from '#machines/portal/project-detail/project-detail.fixtures';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { ProjectModels } from '#ui/screens/projects/project-models';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadModels } from './project-models.actors';
import { projectModelsMachine, type ProjectModelsEvent } from './project-models.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof projectModelsMachine>;

// The first of three pages the server answered (30 models), and its answer to a search that found nothing.
const firstPage: PropertyModelPage = { models: [tipoA, tipoB], total_items: 30, total_pages: 3 };
const noPage: PropertyModelPage = { models: [], total_items: 0, total_pages: 0 };

const events: ProjectModelsEvent[] = [
  { type: 'search.input', term: 'zzz' },
  { type: 'search.submit' },
  { type: 'sort.change', sort: 'price_desc' },
  { type: 'page.go', page: 2 },
  done('loadModels', firstPage),
  done('loadModels', noPage),
  failed('loadModels'),
];

const isReady = (s: Snapshot) => s.matches({ list: 'ready' });

const model = new TestModel(projectModelsMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(projectModelsMachine, {
    input: { projectId: torres.id },
    events,
    // The tools are used on a shown page, one of them per path (search, order or page); Enter follows typing.
    filterEvents: (s, e) => {
      const snap = s as Snapshot;
      const { context } = snap;
      if (!s.can(e)) return false;
      const untouched =
        isReady(snap) && context.draft === '' && context.sort === 'created' && context.page === 1;
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
  it("the project's models follow their machine", async () => {
    const user = userEvent.setup({ delay: null });
    const load = controlled<typeof loadModels>();
    const modelsRef = createActor(
      projectModelsMachine.provide({
        actors: { loadModels: load.actor },
        // The pause after typing is a step of its own (Enter): no timer fires between two steps.
        delays: { searchPause: 60_000 },
      }),
      { input: { projectId: torres.id } }
    ).start();
    render(<ProjectModels modelsRef={modelsRef} project={torres} canManage onDelete={() => {}} />);
    const box = () => screen.getByRole('searchbox', { name: 'Buscar modelos...' });

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
            screen.getByRole('combobox', { name: 'Ordenar modelos por' }),
            'Precio: mayor a menor'
          );
        },
        'page.go': async () => {
          await user.click(screen.getByRole('button', { name: 'Página 2' }));
        },
        ...settle({ loadModels: load }),
      },
      states: {
        'list.loading': (s) => {
          if (!s.context.result) expect(screen.getByText('Cargando modelos...')).toBeInTheDocument();
        },
        'list.ready': (s) => {
          // What the server was asked is what the page shows.
          expect(load.inputs.at(-1)).toEqual({
            projectId: torres.id,
            page: s.context.page,
            limit: 10,
            q: s.context.q,
            sort: s.context.sort,
          });
          if (s.context.result!.total_items === 0) {
            expect(
              screen.getByText(
                s.context.q ? 'No se encontraron modelos' : 'Este proyecto aún no tiene modelos de propiedad'
              )
            ).toBeInTheDocument();
            expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
            return;
          }
          expect(screen.getByRole('button', { name: `Página ${s.context.page}` })).toHaveAttribute(
            'aria-current',
            'page'
          );
          const models = within(screen.getByRole('table', { name: 'Modelos de propiedad' }));
          expect(models.getByText('Tipo A')).toBeInTheDocument();
          expect(models.getByRole('link', { name: 'Editar modelo Tipo B' })).toHaveAttribute(
            'href',
            `/projects/${torres.id}/property-models/${tipoB.id}/edit`
          );
        },
        // Spec §8: models that fail to load become an empty list, without a message.
        'list.failed': (s) => {
          expect(
            screen.getByText(
              s.context.q ? 'No se encontraron modelos' : 'Este proyecto aún no tiene modelos de propiedad'
            )
          ).toBeInTheDocument();
          expect(screen.queryByRole('table', { name: 'Modelos de propiedad' })).not.toBeInTheDocument();
        },
      },
    });
    modelsRef.stop();
  });
});

it('covers every state of the models chart', () => {
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
