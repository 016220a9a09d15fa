import { assign, raise, setup } from 'xstate';
import { PROPERTIES_PAGE_SIZE, type PropertyPage, type PropertySort } from '#domain/property';
import { SEARCH_DEBOUNCE_MS } from '#machines/shared/page/search-debounce';
import { loadUnits } from './project-units.actors';

export type ProjectUnitsEvent =
  /** A keystroke in 'Buscar propiedades...': the search reaches the server once typing pauses. */
  | { type: 'search.input'; term: string }
  /** Enter (or 'Limpiar búsqueda'): search now. */
  | { type: 'search.submit' }
  | { type: 'sort.change'; sort: PropertySort }
  | { type: 'page.go'; page: number }
  /** 'Reintentar', or the page after a unit changed: the shown page again, even over a load under way. */
  | { type: 'list.reload' };

// Spec §8: a project's units that fail to load silently become an empty list.
const NO_UNITS: PropertyPage = { properties: [], total_pages: 0, total_items: 0 };

type Context = {
  projectId: number;
  page: number;
  /** The search the shown page was asked with. */
  q: string;
  /** What the search box holds; it becomes `q` when typing pauses. */
  draft: string;
  sort: PropertySort;
  /** The last page the server answered, kept on screen while the next one loads. */
  result: PropertyPage | null;
};

/** Raised inside the machine: the list loads again for the current page, search and order. */
type RefreshEvent = { type: 'list.refresh' };

/**
 * A project's units, a page at a time (the project page's 'Propiedades del Proyecto'): the server searches name,
 * description or address and sorts, so a project with thousands of units downloads one page. Invoked by the
 * project page, which asks for the page again after a status change or a delete.
 */
export const projectUnitsMachine = setup({
  types: {
    input: {} as { projectId: number },
    context: {} as Context,
    events: {} as ProjectUnitsEvent | RefreshEvent,
    tags: {} as 'loading',
  },
  actors: { loadUnits },
  delays: { searchPause: SEARCH_DEBOUNCE_MS },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'page.go' &&
      event.page !== context.page &&
      event.page >= 1 &&
      event.page <= (context.result?.total_pages ?? 0),
    isOtherSort: ({ context, event }) => event.type === 'sort.change' && event.sort !== context.sort,
    searchChanged: ({ context }) => context.draft.trim() !== context.q,
    // A delete or a narrower search left the page past the end: its last page is shown instead.
    isPastTheEnd: ({ context, event }) => {
      const output = (event as { output?: PropertyPage }).output;
      return output !== undefined && context.page > Math.max(output.total_pages, 1);
    },
  },
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    applySearch: assign({ q: ({ context }) => context.draft.trim(), page: 1 }),
  },
}).createMachine({
  id: 'projectUnits',
  context: ({ input }) => ({
    projectId: input.projectId,
    page: 1,
    q: '',
    draft: '',
    // The project's units read best in name order (their numbering), as the page always listed them.
    sort: 'name',
    result: null,
  }),
  type: 'parallel',
  on: {
    'list.reload': { actions: 'refreshList' },
    'sort.change': {
      guard: 'isOtherSort',
      actions: [assign({ sort: ({ event }) => event.sort, page: 1 }), 'refreshList'],
    },
    'page.go': {
      guard: 'isOtherPage',
      actions: [assign({ page: ({ event }) => event.page }), 'refreshList'],
    },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          // A newer question replaces the one under way.
          on: { 'list.refresh': { target: 'loading', reenter: true } },
          invoke: {
            id: 'loadUnits',
            src: 'loadUnits',
            input: ({ context }) => ({
              projectId: context.projectId,
              page: context.page,
              limit: PROPERTIES_PAGE_SIZE,
              q: context.q,
              sort: context.sort,
            }),
            onDone: [
              {
                guard: 'isPastTheEnd',
                target: 'loading',
                reenter: true,
                actions: assign({ page: ({ event }) => Math.max(event.output.total_pages, 1) }),
              },
              { target: 'ready', actions: assign({ result: ({ event }) => event.output }) },
            ],
            onError: { target: 'failed', actions: assign({ result: NO_UNITS }) },
          },
        },
        ready: { on: { 'list.refresh': 'loading' } },
        failed: { on: { 'list.refresh': 'loading' } },
      },
    },
    // The search box's text reaches the server 300 ms after the last keystroke, or at once on Enter.
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'search.input': { target: 'typing', actions: assign({ draft: ({ event }) => event.term }) } },
        },
        typing: {
          on: {
            'search.input': {
              target: 'typing',
              reenter: true,
              actions: assign({ draft: ({ event }) => event.term }),
            },
            'search.submit': [
              { guard: 'searchChanged', target: 'idle', actions: ['applySearch', 'refreshList'] },
              { target: 'idle' },
            ],
          },
          after: {
            searchPause: [
              { guard: 'searchChanged', target: 'idle', actions: ['applySearch', 'refreshList'] },
              { target: 'idle' },
            ],
          },
        },
      },
    },
  },
});
