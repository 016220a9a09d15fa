import toast from 'react-hot-toast';
import { assign, raise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Access } from '#domain/permissions';
import { can } from '#domain/permissions';
import { PROPERTIES_PAGE_SIZE, type Property, type PropertyPage, type PropertySort } from '#domain/property';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import { SEARCH_DEBOUNCE_MS } from '#machines/shared/page/search-debounce';
import { loadProperties } from './properties-page.actors';

export type PropertiesPageEvent =
  /** A keystroke in 'Buscar propiedades...': the search reaches the server once typing pauses. */
  | { type: 'search.input'; term: string }
  /** Enter (or 'Limpiar búsqueda'): search now. */
  | { type: 'search.submit' }
  | { type: 'sort.change'; sort: PropertySort }
  | { type: 'page.go'; page: number }
  | { type: 'list.reload' }
  | { type: 'company.change'; companyId: number }
  | { type: 'property.delete'; property: Property }
  /** The delete flow removed a property (relayed from the delete child). */
  | { type: 'entity.deleted' }
  | AccessChangedEvent;

/** Spec §8: the inline and notified message when the properties cannot be loaded. */
export const PROPERTIES_LOAD_ERROR = 'Error al cargar las propiedades';

type Input = { companyId: number; access: Access };

type Context = Input & {
  page: number;
  /** The search the shown page was asked with. */
  q: string;
  /** What the search box holds; it becomes `q` when typing pauses. */
  draft: string;
  sort: PropertySort;
  /** The last page the server answered, kept on screen while the next one loads. */
  result: PropertyPage | null;
  error: string | null;
  deleteRef: ActorRefFrom<typeof entityDeleteMachine>;
};

/** Raised inside the page: the list loads again for the current page, search and order. */
type RefreshEvent = { type: 'list.refresh' };

/**
 * The properties page of the active company, a page at a time (spec §2): the server searches name, description or
 * address and sorts, so a company with 100 000 units downloads one page. Deletes run through the shared delete
 * flow (a child); a delete, a company switch, a search, an order or a page change loads again.
 */
export const propertiesPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as PropertiesPageEvent | RefreshEvent,
    tags: {} as 'loading',
  },
  actors: { loadProperties, entityDelete: entityDeleteMachine },
  delays: { searchPause: SEARCH_DEBOUNCE_MS },
  guards: {
    isOtherCompany: ({ context, event }) =>
      event.type === 'company.change' && event.companyId !== context.companyId,
    isOtherPage: ({ context, event }) =>
      event.type === 'page.go' &&
      event.page !== context.page &&
      event.page >= 1 &&
      event.page <= (context.result?.total_pages ?? 0),
    isOtherSort: ({ context, event }) => event.type === 'sort.change' && event.sort !== context.sort,
    searchChanged: ({ context }) => context.draft.trim() !== context.q,
    canDelete: ({ context }) => can(context.access, 'property.delete', context.companyId),
    // A delete or a narrower list left the page past the end: its last page is shown instead.
    isPastTheEnd: ({ context, event }) => {
      const output = (event as { output?: PropertyPage }).output;
      return output !== undefined && context.page > Math.max(output.total_pages, 1);
    },
  },
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    applySearch: assign({ q: ({ context }) => context.draft.trim(), page: 1 }),
    notifyError: () => {
      toast.error(PROPERTIES_LOAD_ERROR);
    },
    requestDelete: sendTo(
      ({ context }) => context.deleteRef,
      ({ event }) => {
        const p = (event as Extract<PropertiesPageEvent, { type: 'property.delete' }>).property;
        return {
          type: 'delete.request' as const,
          target: { kind: 'property' as const, id: p.id, name: p.name, projectId: p.project_id },
        };
      }
    ),
  },
}).createMachine({
  id: 'propertiesPage',
  context: ({ input, spawn }) => ({
    ...input,
    page: 1,
    q: '',
    draft: '',
    sort: 'recent',
    result: null,
    error: null,
    deleteRef: spawn('entityDelete', { id: 'entityDelete' }),
  }),
  type: 'parallel',
  on: {
    // A company switch keeps the search and the order, from the first page.
    'company.change': {
      guard: 'isOtherCompany',
      actions: [assign({ companyId: ({ event }) => event.companyId, page: 1, result: null }), 'refreshList'],
    },
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'property.delete': { guard: 'canDelete', actions: 'requestDelete' },
    // The list must not keep showing what was just deleted, even if a load was already under way.
    'entity.deleted': { actions: 'refreshList' },
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
            id: 'loadProperties',
            src: 'loadProperties',
            input: ({ context }) => ({
              companyId: context.companyId,
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
              { target: 'ready', actions: assign({ result: ({ event }) => event.output, error: null }) },
            ],
            onError: { target: 'failed', actions: [assign({ error: PROPERTIES_LOAD_ERROR }), 'notifyError'] },
          },
        },
        ready: { on: { 'list.reload': 'loading', 'list.refresh': 'loading' } },
        failed: { on: { 'list.reload': 'loading', 'list.refresh': 'loading' } },
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
