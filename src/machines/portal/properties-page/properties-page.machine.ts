import toast from 'react-hot-toast';
import { assign, raise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { Access } from '#domain/permissions';
import { can } from '#domain/permissions';
import { PROPERTIES_PAGE_SIZE, type Property, type PropertyPage, type PropertySort } from '#domain/property';
import { entityDeleteMachine } from '#machines/shared/entity-delete/entity-delete.machine';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';
import {
  answerOf,
  appliedSearch,
  chosenPage,
  chosenSort,
  firstPage,
  lastPageOf,
  listRegion,
  pagedListDelays,
  pagedListGuards,
  pagedQuery,
  pagingTransitions,
  searchRegion,
  typedTerm,
  type ListRefreshEvent,
  type PagedListEvent,
  type PagedState,
} from '#machines/shared/paged-list/paged-list';
import { loadProperties } from './properties-page.actors';

export type PropertiesPageEvent =
  /** 'Buscar propiedades...', the order, the pager and 'Reintentar'. */
  | PagedListEvent<PropertySort>
  | { type: 'company.change'; companyId: number }
  | { type: 'property.delete'; property: Property }
  /** The delete flow removed a property (relayed from the delete child). */
  | { type: 'entity.deleted' }
  | AccessChangedEvent;

/** Spec §8: the inline and notified message when the properties cannot be loaded. */
export const PROPERTIES_LOAD_ERROR = 'Error al cargar las propiedades';

type Input = { companyId: number; access: Access };

type Context = Input &
  PagedState<PropertyPage, PropertySort> & {
    error: string | null;
    deleteRef: ActorRefFrom<typeof entityDeleteMachine>;
  };

/**
 * The properties page of the active company, a page at a time (spec §2): the server searches name, description or
 * address and sorts, so a company with 100 000 units downloads one page. Deletes run through the shared delete
 * flow (a child); a delete, a company switch, a search, an order or a page change loads again.
 */
export const propertiesPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as PropertiesPageEvent | ListRefreshEvent,
    tags: {} as 'loading',
  },
  actors: { loadProperties, entityDelete: entityDeleteMachine },
  delays: pagedListDelays,
  guards: {
    isOtherCompany: ({ context, event }) =>
      event.type === 'company.change' && event.companyId !== context.companyId,
    ...pagedListGuards,
    canDelete: ({ context }) => can(context.access, 'property.delete', context.companyId),
  },
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    keepDraft: assign({ draft: typedTerm }),
    applySearch: assign({ q: appliedSearch, page: 1 }),
    chooseSort: assign({ sort: chosenSort<PropertySort>, page: 1 }),
    choosePage: assign({ page: chosenPage }),
    showPage: assign({ result: answerOf<PropertyPage>, error: null }),
    showLastPage: assign({ page: lastPageOf }),
    recordError: assign({ error: PROPERTIES_LOAD_ERROR }),
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
    ...firstPage<PropertySort>('recent'),
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
    ...pagingTransitions,
  },
  states: {
    list: listRegion({
      id: 'loadProperties',
      input: ({ context }: { context: Context }) => ({
        companyId: context.companyId,
        ...pagedQuery(context, PROPERTIES_PAGE_SIZE),
      }),
      onError: ['recordError', 'notifyError'],
    }),
    search: searchRegion(['applySearch', 'refreshList']),
  },
});
