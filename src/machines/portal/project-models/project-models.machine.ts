import { assign, raise, setup } from 'xstate';
import { MODELS_PAGE_SIZE, type ModelSort, type PropertyModelPage } from '#domain/property-model';
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
import { loadModels } from './project-models.actors';

export type ProjectModelsEvent = PagedListEvent<ModelSort>;

// Spec §8: a project's models that fail to load silently become an empty list.
const NO_MODELS: PropertyModelPage = { models: [], total_pages: 0, total_items: 0 };

type Context = { projectId: number } & PagedState<PropertyModelPage, ModelSort>;

/**
 * A project's models, a page at a time (the project page's 'Modelos de Propiedad'): the server searches name or
 * description and sorts. Invoked by the project page, which asks for the page again after a model is deleted.
 */
export const projectModelsMachine = setup({
  types: {
    input: {} as { projectId: number },
    context: {} as Context,
    events: {} as ProjectModelsEvent | ListRefreshEvent,
    tags: {} as 'loading',
  },
  actors: { loadModels },
  delays: pagedListDelays,
  guards: pagedListGuards,
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    keepDraft: assign({ draft: typedTerm }),
    applySearch: assign({ q: appliedSearch, page: 1 }),
    chooseSort: assign({ sort: chosenSort<ModelSort>, page: 1 }),
    choosePage: assign({ page: chosenPage }),
    showPage: assign({ result: answerOf<PropertyModelPage> }),
    showLastPage: assign({ page: lastPageOf }),
    showNoModels: assign({ result: NO_MODELS }),
  },
}).createMachine({
  id: 'projectModels',
  // The models in the order they were added, as the page always listed them.
  context: ({ input }) => ({ projectId: input.projectId, ...firstPage<ModelSort>('created') }),
  type: 'parallel',
  on: pagingTransitions,
  states: {
    list: listRegion({
      id: 'loadModels',
      input: ({ context }: { context: Context }) => ({
        projectId: context.projectId,
        ...pagedQuery(context, MODELS_PAGE_SIZE),
      }),
      onError: 'showNoModels',
    }),
    search: searchRegion(['applySearch', 'refreshList']),
  },
});
