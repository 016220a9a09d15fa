import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type SnapshotFrom, type StateValue } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import type { Access } from '#domain/permissions';
import type { Deleted } from '#domain/project';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import { ConstructorProjectsView } from '#ui/screens/constructor/constructor-projects-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadProject, loadProjectCards } from './constructor-projects-page.actors';
import { bothCards, noCards, twoPagesOfCards } from './constructor-projects-page.fixtures';
import {
  CARDS_LOAD_ERROR,
  constructorProjectsPageMachine,
  type ConstructorProjectsPageEvent,
} from './constructor-projects-page.machine';
import { parseListQuery } from './list-query';

// Generated paths drive the real view (Ark's dialogs and selects included) step by step.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof constructorProjectsPageMachine>;

const owner: Access = { roles: { 1: 'OWNER' }, permissions: [] };
const member: Access = { roles: { 1: 'MEMBER' }, permissions: [] };
const input = { companyId: 1, access: owner, ...parseListQuery('') };
const REFUSED = 'No se puede eliminar el proyecto: tiene unidades vendidas o reservadas.';

const events: ConstructorProjectsPageEvent[] = [
  done('loadProjectCards', bothCards),
  done('loadProjectCards', noCards),
  done('loadProjectCards', twoPagesOfCards),
  failed('loadProjectCards'),
  { type: 'list.reload' },
  { type: 'search.input', term: 'bosque' },
  { type: 'search.submit' },
  { type: 'filters.change', filters: { stage: 'pre-sale' } },
  { type: 'filters.clear' },
  { type: 'page.go', page: 2 },
  { type: 'project.open', projectId: torres.id },
  done('loadProject', torres),
  failed('loadProject'),
  { type: 'modal.close' },
  { type: 'project.delete', project: { id: 14, name: 'Bosque de Usaquén' } },
];

const listIs = (s: Snapshot, state: string) => s.matches({ list: state } as never);
const closed = (s: Snapshot) => s.matches({ detail: 'closed' });
const showsBosque = (s: Snapshot) =>
  listIs(s, 'ready') && Boolean(s.context.result?.projects.some((c) => c.id === 14)) && closed(s);

// Each gesture is offered where the screen shows it; a search is typed once, then submitted.
function offered(s: Snapshot, e: ConstructorProjectsPageEvent): boolean {
  switch (e.type) {
    case 'list.reload':
      return listIs(s, 'failed') && closed(s);
    case 'search.input':
      return s.matches({ search: 'idle' }) && s.context.filters.q === '' && listIs(s, 'ready') && closed(s);
    case 'search.submit':
      return s.matches({ search: 'typing' });
    case 'filters.change':
      return (
        s.context.filters.stage === null && listIs(s, 'ready') && closed(s) && s.matches({ search: 'idle' })
      );
    case 'filters.clear':
      return s.context.filters.stage !== null && listIs(s, 'ready') && closed(s);
    case 'page.go':
      return (
        listIs(s, 'ready') && closed(s) && s.matches({ search: 'idle' }) && s.context.filters.stage === null
      );
    case 'project.open':
      return showsBosque(s) && s.matches({ search: 'idle' });
    case 'project.delete':
      return showsBosque(s) && s.matches({ search: 'idle' }) && s.context.filters.stage === null;
    default:
      return s.can(e);
  }
}

// 'detail.open.ready' → { detail: { open: 'ready' } }: the keys of `states` below name regions of the parallel chart.
const toValue = (key: string): StateValue => {
  const parts = key.split('.');
  const leaf: StateValue = parts.pop()!;
  return parts.reduceRight<StateValue>((inner, part) => ({ [part]: inner }), leaf);
};
const stateMatcher = (s: Snapshot, key: string) => s.matches(toValue(key) as never);

const model = new TestModel(constructorProjectsPageMachine, { stateMatcher: stateMatcher as never });
const paths = model.getPaths(() =>
  getShortestPaths(constructorProjectsPageMachine, {
    input,
    events,
    filterEvents: (s, e) => s.can(e) && offered(s as Snapshot, e as ConstructorProjectsPageEvent),
    serializeEvent: (e) => JSON.stringify(e),
    // The delete's confirmation lives in its own actor: the step that opens it ends its path.
    serializeState: (s, e) => {
      const { filters, projectId, result, page, draft } = (s as Snapshot).context;
      return JSON.stringify([
        s.value,
        filters,
        projectId,
        result?.projects.length,
        result?.total_pages,
        page,
        draft,
        e?.type === 'project.delete',
      ]);
    },
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the constructor projects page follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const cards = controlled<typeof loadProjectCards>();
    const project = controlled<typeof loadProject>();
    const pageRef = createActor(
      constructorProjectsPageMachine.provide({
        actors: { loadProjectCards: cards.actor, loadProject: project.actor },
        actions: { navigate: () => {}, notifyListError: () => {} },
        // The pause is the machine tests' concern: here the search goes out on Enter, as the path says.
        delays: { searchPause: 60_000 },
      }),
      { input }
    ).start();
    render(<ConstructorProjectsView pageRef={pageRef} companyName="Constructora Andina S.A.S." />);

    await path.test({
      events: {
        'list.reload': () => user.click(screen.getByRole('button', { name: 'Reintentar' })),
        'search.input': () =>
          user.type(screen.getByRole('searchbox', { name: 'Buscar proyectos' }), 'bosque'),
        'search.submit': () =>
          user.type(screen.getByRole('searchbox', { name: 'Buscar proyectos' }), '{Enter}'),
        'filters.change': async () => {
          await user.click(screen.getByRole('combobox', { name: 'Etapa' }));
          await user.click(await screen.findByRole('option', { name: 'Pre-venta' }));
        },
        'page.go': () => user.click(screen.getByRole('button', { name: 'Página 2' })),
        'filters.clear': () => user.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0]!),
        'project.open': () => user.click(screen.getByRole('button', { name: 'Ver Torres del Poblado' })),
        'modal.close': () => user.keyboard('{Escape}'),
        'project.delete': async () => {
          await user.click(screen.getByRole('button', { name: 'Eliminar Bosque de Usaquén' }));
          expect(await screen.findByRole('alertdialog', { name: '¿Eliminar proyecto?' })).toHaveTextContent(
            'Bosque de Usaquén'
          );
        },
        ...settle({ loadProjectCards: cards, loadProject: project }),
      },
      states: {
        'list.loading': (s) => {
          if (!s.context.result) expect(screen.getByText('Cargando proyectos...')).toBeInTheDocument();
        },
        'list.ready': (s) => {
          const { projects: listed, total_pages } = s.context.result!;
          // The pager shows only when there is more than one page, the shown one marked.
          const pager = screen.queryByRole('navigation', { name: 'Paginación', hidden: true });
          if (total_pages > 1)
            expect(
              within(pager!).getByRole('button', { name: `Página ${s.context.page}`, hidden: true })
            ).toHaveAttribute('aria-current', 'page');
          else expect(pager).toBeNull();
          if (listed.length === 0) {
            const { q, stage } = s.context.filters;
            const text = q || stage ? 'No se encontraron proyectos' : 'Aún no tienes proyectos creados';
            expect(screen.getByText(text)).toBeInTheDocument();
            return;
          }
          const grid = within(screen.getByRole('list', { name: 'Proyectos', hidden: true }));
          expect(grid.getAllByRole('article', { hidden: true })).toHaveLength(listed.length);
          expect(grid.getByRole('link', { name: 'Editar Torres del Poblado', hidden: true })).toHaveAttribute(
            'href',
            '/constructor/projects/11/edit'
          );
        },
        'list.failed': () => {
          expect(screen.getAllByRole('alert', { hidden: true })[0]).toHaveTextContent(CARDS_LOAD_ERROR);
        },
        'search.typing': () => {
          expect(screen.getByRole('searchbox', { name: 'Buscar proyectos' })).toHaveValue('bosque');
        },
        'detail.closed': () =>
          waitFor(() => expect(screen.queryByRole('dialog', { name: 'Torres del Poblado' })).toBeNull()),
        'detail.open.loading': async () => {
          const dialog = await screen.findByRole('dialog');
          expect(within(dialog).getByText('Cargando proyecto...')).toBeInTheDocument();
        },
        'detail.open.ready': async () => {
          const dialog = within(await screen.findByRole('dialog', { name: 'Torres del Poblado' }));
          expect(dialog.getByText('Parque Lleras')).toBeInTheDocument();
          expect(dialog.getByText('0,8 km')).toBeInTheDocument();
          expect(dialog.getByText('Clínica Las Vegas')).toBeInTheDocument();
          expect(dialog.getByRole('button', { name: /Agregar Imagen/ })).toBeInTheDocument();
          expect(dialog.getByRole('button', { name: 'Editar Proyecto' })).toBeInTheDocument();
          expect(dialog.getByRole('progressbar', { name: 'Progreso de ventas' })).toHaveAttribute(
            'data-tone',
            'red'
          );
        },
        'detail.open.failed': async () => {
          const dialog = within(await screen.findByRole('dialog'));
          expect(dialog.getByRole('alert')).toHaveTextContent('Error al cargar el proyecto');
        },
      },
    });
    pageRef.stop();
  });
});

it('covers every state of the constructor projects chart', () => {
  const steps = paths.flatMap((p) => p.steps);
  for (const key of [
    'list.loading',
    'list.ready',
    'list.failed',
    'search.typing',
    'detail.open.loading',
    'detail.open.ready',
    'detail.open.failed',
  ])
    expect(steps.some((st) => stateMatcher(st.state as Snapshot, key))).toBe(true);
  expect(steps.some((st) => st.event.type === 'project.delete')).toBe(true);
});

describe('the constructor projects view', () => {
  function mount(access: Access, remove: () => Promise<Deleted>) {
    const cards = controlled<typeof loadProjectCards>();
    const pageRef = createActor(
      constructorProjectsPageMachine.provide({
        actors: {
          loadProjectCards: cards.actor,
          entityDelete: entityDeleteMachine.provide({
            actors: { deleteEntity: fromPromise(remove) },
            actions: { notifyDeleted: () => {}, notifyFailed: () => {} },
          }),
        },
        actions: { navigate: () => {}, notifyListError: () => {} },
      }),
      { input: { ...input, access } }
    ).start();
    render(<ConstructorProjectsView pageRef={pageRef} companyName="Andina" />);
    return { pageRef, cards };
  }

  it('searches 300 ms after typing stops', async () => {
    const user = userEvent.setup({ delay: null });
    const { pageRef, cards } = mount(owner, async () => ({ message: 'ok' }));
    await act(async () => cards.resolve(bothCards));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar proyectos' }), 'usaquén');
    expect(cards.inputs).toHaveLength(1);
    await waitFor(() =>
      expect(cards.inputs.at(-1)).toEqual({ company_id: 1, page: 1, limit: 12, q: 'usaquén' })
    );
    expect(cards.inputs).toHaveLength(2);
    pageRef.stop();
  });

  it('asks the server for the page chosen in the pager and marks it as shown', async () => {
    const user = userEvent.setup({ delay: null });
    const { pageRef, cards } = mount(owner, async () => ({ message: 'ok' }));
    await act(async () => cards.resolve(twoPagesOfCards));
    const pager = within(screen.getByRole('navigation', { name: 'Paginación' }));
    await user.click(pager.getByRole('button', { name: 'Siguiente' }));
    expect(cards.inputs.at(-1)).toEqual({ company_id: 1, page: 2, limit: 12 });
    await act(async () => cards.resolve(twoPagesOfCards));
    expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    pageRef.stop();
  });

  it('shows every field of a card', async () => {
    const { pageRef, cards } = mount(owner, async () => ({ message: 'ok' }));
    await act(async () => cards.resolve(bothCards));
    const card = within(screen.getByRole('article', { name: 'Torres del Poblado' }));
    expect(card.getByText('En Construcción')).toBeInTheDocument();
    expect(card.getByText('Medellín · El Poblado · Sur Oriental')).toBeInTheDocument();
    expect(card.getByText('12/40')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Ventas' })).toHaveAttribute('data-tone', 'gray');
    expect(card.getByRole('progressbar', { name: 'Construcción' })).toHaveAttribute('aria-valuenow', '45');
    expect(card.getByText('14,5%')).toBeInTheDocument();
    expect(card.getByText('Arquitectos Asociados')).toBeInTheDocument();
    expect(card.getByText('Piscina')).toBeInTheDocument();
    expect(card.getByText('+1 más')).toBeInTheDocument();
    pageRef.stop();
  });

  it('shows the server’s refusal in the dialog and keeps the card of a project with sold units', async () => {
    const user = userEvent.setup({ delay: null });
    const { pageRef, cards } = mount(owner, async () => {
      throw new ApiError(REFUSED, 'http', 409);
    });
    await act(async () => cards.resolve(bothCards));
    await user.click(screen.getByRole('button', { name: 'Eliminar Torres del Poblado' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar proyecto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(REFUSED)).toBeInTheDocument();
    expect(cards.inputs).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Torres del Poblado', hidden: true })).toBeInTheDocument();
    pageRef.stop();
  });

  it('shows members the cards with Ver only', async () => {
    const { pageRef, cards } = mount(member, async () => ({ message: 'ok' }));
    await act(async () => cards.resolve(bothCards));
    expect(screen.getAllByRole('button', { name: /^Ver / })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Editar|Nuevo Proyecto/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    pageRef.stop();
  });
});
