import toast from 'react-hot-toast';
import { assign, raise, sendTo, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { ConstructorProjectList } from '#domain/constructor-workspace';
import { can, type Access } from '#domain/permissions';
import type { Project } from '#domain/project';
import {
  entityDeleteMachine,
  type EntityDeletedEvent,
} from '#machines/shared/entity-delete/entity-delete.machine';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import { projectImagesMachine, type ImagesSavedEvent } from '#machines/shared/upload/project-images.machine';
import { loadProject, loadProjectCards } from './constructor-projects-page.actors';
import {
  cardsQuery,
  listUrl,
  NO_FILTERS,
  sameFilters,
  type ListFilters,
  type ListLocation,
} from './list-query';
import {
  answerOf,
  chosenPage,
  isOtherPageOf,
  isPastTheEnd,
  lastPageOf,
  listRegion,
  pagedListDelays,
  searchRegion,
  typedTerm,
  type ListRefreshEvent,
} from '#machines/shared/paged-list/paged-list';

/** Spec §8: the texts of a list or a project that cannot be loaded. */
export const CARDS_LOAD_ERROR = 'No se pudieron cargar los proyectos. Inténtalo de nuevo.';
export const PROJECT_LOAD_ERROR = 'Error al cargar el proyecto';

export type ConstructorProjectsPageEvent =
  | AccessChangedEvent
  /** The session's active company changed: the list reloads in the new one. */
  | { type: 'company.change'; companyId: number }
  /** A keystroke in the search box: the search is sent once typing pauses. */
  | { type: 'search.input'; term: string }
  /** Enter in the search box: search now. */
  | { type: 'search.submit' }
  /** A choice in the filter panel; the filters not named keep their value. */
  | { type: 'filters.change'; filters: Partial<Omit<ListFilters, 'q'>> }
  /** 'Limpiar filtros': the search and every filter back to "all". */
  | { type: 'filters.clear' }
  /** A page of the pager. */
  | { type: 'page.go'; page: number }
  /** The URL's query changed outside the page (back, forward, a pasted link). */
  | ({ type: 'url.changed' } & ListLocation)
  /** 'Reintentar' of the list. */
  | { type: 'list.reload' }
  /** Ver: the detail modal of a project. */
  | { type: 'project.open'; projectId: number }
  /** Escape, the close button or 'Cerrar'. */
  | { type: 'modal.close' }
  /** 'Editar Proyecto' in the modal. */
  | { type: 'project.edit' }
  /** 'Reintentar' of the modal. */
  | { type: 'detail.reload' }
  /** Eliminar on a card. */
  | { type: 'project.delete'; project: { id: number; name: string } }
  | EntityDeletedEvent
  | ImagesSavedEvent;

type Input = { companyId: number; access: Access } & ListLocation;

type Context = Input & {
  /** What the search box holds; it becomes `filters.q` when typing pauses. */
  draft: string;
  /** The last page the server answered, kept on screen while the next one loads. */
  result: ConstructorProjectList | null;
  listError: string | null;
  project: Project | null;
  detailError: string | null;
};

const trimmed = (term: string) => term.trim();

// Typing and filtering replace the history entry; another page and opening or closing a project add one, so
// Back returns to the page or closes the project.
const writeUrl = (replace: boolean) =>
  ({
    type: 'navigate',
    params: ({ context }: { context: Context }) => ({
      to: listUrl(context),
      ...(replace ? { replace } : {}),
    }),
  }) as const;
const writeFilters = writeUrl(true);
const writeProject = writeUrl(false);

/**
 * /constructor/projects, the Lista view (spec §2, constructor variant): one page of the cards the server searched
 * and filtered, the detail modal of one project with 'Agregar Imagen', and the delete flow. Three regions run side
 * by side: the list, the search box's pause, and the modal. The search, the filters, the page and the open project
 * are written to the URL (the `navigate` action) and read back from it (`url.changed`), so a view can be linked.
 */
export const constructorProjectsPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as ConstructorProjectsPageEvent | ListRefreshEvent,
    tags: {} as 'loading',
    children: {} as {
      entityDelete: 'entityDelete';
      projectImages: 'projectImages';
      loadProjectCards: 'loadProjectCards';
      loadProject: 'loadProject';
    },
  },
  actors: {
    loadProjectCards,
    loadProject,
    entityDelete: entityDeleteMachine,
    projectImages: projectImagesMachine,
  },
  delays: pagedListDelays,
  guards: {
    isOtherCompany: ({ context, event }) =>
      event.type === 'company.change' && event.companyId !== context.companyId,
    canDelete: ({ context }) => can(context.access, 'project.delete', context.companyId),
    searchChanged: ({ context }) => trimmed(context.draft) !== context.filters.q,
    urlListDiffers: ({ context, event }) =>
      event.type === 'url.changed' &&
      (!sameFilters(event.filters, context.filters) || event.page !== context.page),
    isOtherPage: ({ context, event }) =>
      event.type === 'page.go' && isOtherPageOf(context.result, context.page, event.page),
    isPastTheEnd,
    hasProject: ({ context }) => context.projectId !== null,
    urlOpensProject: ({ context, event }) =>
      event.type === 'url.changed' && event.projectId !== null && event.projectId !== context.projectId,
    urlClosesProject: ({ event }) => event.type === 'url.changed' && event.projectId === null,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    notifyListError: ({ context }) => {
      toast.error(context.listError ?? CARDS_LOAD_ERROR);
    },
    recordListError: assign({ listError: CARDS_LOAD_ERROR }),
    showPage: assign({ result: answerOf<ConstructorProjectList>, listError: null }),
    showLastPage: assign({ page: lastPageOf }),
    choosePage: assign({ page: chosenPage }),
    refreshList: raise({ type: 'list.refresh' } as const),
    keepDraft: assign({ draft: typedTerm }),
    applySearch: assign({
      filters: ({ context }) => ({ ...context.filters, q: trimmed(context.draft) }),
      page: 1,
    }),
    requestDelete: sendTo('entityDelete', (_, params: { id: number; name: string }) => ({
      type: 'delete.request' as const,
      target: { kind: 'project' as const, id: params.id, name: params.name },
    })),
  },
}).createMachine({
  id: 'constructorProjectsPage',
  context: ({ input }) => ({
    ...input,
    draft: input.filters.q,
    result: null,
    listError: null,
    project: null,
    detailError: null,
  }),
  invoke: { id: 'entityDelete', src: 'entityDelete' },
  type: 'parallel',
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'company.change': {
      guard: 'isOtherCompany',
      actions: [assign({ companyId: ({ event }) => event.companyId, page: 1, result: null }), 'refreshList'],
    },
    'filters.change': {
      actions: [
        assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }), page: 1 }),
        'refreshList',
        writeFilters,
      ],
    },
    'filters.clear': {
      actions: [assign({ filters: NO_FILTERS, draft: '', page: 1 }), 'refreshList', writeFilters],
    },
    'page.go': { guard: 'isOtherPage', actions: ['choosePage', 'refreshList', writeUrl(false)] },
    'url.changed': {
      guard: 'urlListDiffers',
      actions: [
        assign({
          filters: ({ event }) => event.filters,
          draft: ({ event }) => event.filters.q,
          page: ({ event }) => event.page,
        }),
        'refreshList',
      ],
    },
    'project.delete': {
      guard: 'canDelete',
      actions: { type: 'requestDelete', params: ({ event }) => event.project },
    },
    // The card of a deleted project must go, even if a load was already under way; a page it emptied falls back to
    // the one before it.
    'entity.deleted': { actions: 'refreshList' },
  },
  states: {
    // A refresh is handled inside the region: a region-level re-entry would have the chart's root as its domain
    // and restart the search's pause and the open modal as well.
    list: listRegion({
      id: 'loadProjectCards',
      input: ({ context }: { context: Context }) =>
        cardsQuery(context.companyId, context.filters, context.page),
      // The page went away (a deletion, a narrower search, a stale link): the last one there is, in the URL too.
      onLastPage: ['showLastPage', writeFilters],
      onError: ['recordListError', 'notifyListError'],
    }),
    // The URL or 'Limpiar filtros' set the search: the pending text is dropped.
    search: searchRegion(['applySearch', 'refreshList', writeFilters], {
      'filters.clear': 'idle',
      'url.changed': { guard: 'urlListDiffers', target: 'idle' },
    }),
    detail: {
      initial: 'closed',
      states: {
        closed: {
          // Loaded from a link with ?project={id}.
          always: { guard: 'hasProject', target: 'open' },
          on: {
            'project.open': {
              target: 'open',
              actions: [assign({ projectId: ({ event }) => event.projectId }), writeProject],
            },
            'url.changed': {
              guard: 'urlOpensProject',
              target: 'open',
              actions: assign({ projectId: ({ event }) => event.projectId }),
            },
          },
        },
        open: {
          // 'Agregar Imagen' of the open project; a new project gets a new dialog.
          invoke: {
            id: 'projectImages',
            src: 'projectImages',
            input: ({ context }) => ({ projectId: context.projectId! }),
          },
          initial: 'loading',
          exit: assign({ project: null, detailError: null }),
          on: {
            'modal.close': {
              target: 'closed',
              actions: [assign({ projectId: null }), writeProject],
            },
            'project.edit': {
              target: 'closed',
              actions: [
                {
                  type: 'navigate',
                  params: ({ context }) => ({ to: `/constructor/projects/${context.projectId}/edit` }),
                },
                assign({ projectId: null }),
              ],
            },
            'url.changed': [
              { guard: 'urlClosesProject', target: 'closed', actions: assign({ projectId: null }) },
              {
                guard: 'urlOpensProject',
                target: 'open',
                reenter: true,
                actions: assign({ projectId: ({ event }) => event.projectId }),
              },
            ],
            // The gallery shows the saved images at once; the card may show a new first image.
            'images.saved': { actions: [assign({ project: ({ event }) => event.project }), 'refreshList'] },
          },
          states: {
            loading: {
              tags: 'loading',
              invoke: {
                id: 'loadProject',
                src: 'loadProject',
                input: ({ context }) => ({ projectId: context.projectId! }),
                onDone: { target: 'ready', actions: assign({ project: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({
                    detailError: ({ event }) => `${PROJECT_LOAD_ERROR}: ${errorMessage(event.error)}`,
                  }),
                },
              },
            },
            ready: {},
            failed: { on: { 'detail.reload': 'loading' } },
          },
        },
      },
    },
  },
});
