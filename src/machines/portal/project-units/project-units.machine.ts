import { assign, raise, setup } from 'xstate';
import { PROPERTIES_PAGE_SIZE, type PropertyPage, type PropertySort } from '#domain/property';
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
import { loadUnits } from './project-units.actors';

export type ProjectUnitsEvent = PagedListEvent<PropertySort>;

// Spec §8: a project's units that fail to load silently become an empty list.
const NO_UNITS: PropertyPage = { properties: [], total_pages: 0, total_items: 0 };

type Context = { projectId: number } & PagedState<PropertyPage, PropertySort>;

/**
 * A project's units, a page at a time (the project page's 'Propiedades del Proyecto'): the server searches name,
 * description or address and sorts, so a project with thousands of units downloads one page. Invoked by the
 * project page, which asks for the page again after a status change or a delete.
 */
export const projectUnitsMachine = setup({
  types: {
    input: {} as { projectId: number },
    context: {} as Context,
    events: {} as ProjectUnitsEvent | ListRefreshEvent,
    tags: {} as 'loading',
  },
  actors: { loadUnits },
  delays: pagedListDelays,
  guards: pagedListGuards,
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    keepDraft: assign({ draft: typedTerm }),
    applySearch: assign({ q: appliedSearch, page: 1 }),
    chooseSort: assign({ sort: chosenSort<PropertySort>, page: 1 }),
    choosePage: assign({ page: chosenPage }),
    showPage: assign({ result: answerOf<PropertyPage> }),
    showLastPage: assign({ page: lastPageOf }),
    showNoUnits: assign({ result: NO_UNITS }),
  },
}).createMachine({
  id: 'projectUnits',
  // The project's units read best in name order (their numbering), as the page always listed them.
  context: ({ input }) => ({ projectId: input.projectId, ...firstPage<PropertySort>('name') }),
  type: 'parallel',
  on: pagingTransitions,
  states: {
    list: listRegion({
      id: 'loadUnits',
      input: ({ context }: { context: Context }) => ({
        projectId: context.projectId,
        ...pagedQuery(context, PROPERTIES_PAGE_SIZE),
      }),
      onError: 'showNoUnits',
    }),
    search: searchRegion(['applySearch', 'refreshList']),
  },
});
