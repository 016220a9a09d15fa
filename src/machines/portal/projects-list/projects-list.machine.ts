import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { errorMessage } from '#api/api-error';
import { PROJECTS_PAGE_SIZE, type ProjectPage } from '#domain/project';
import { loadProjects } from './projects-list.actors';

export type ProjectsListEvent =
  | { type: 'page.change'; page: number }
  | { type: 'list.reload' }
  | { type: 'company.change'; companyId: number }
  | { type: 'list.forceLogout' };

/** Told to the page that invoked the list: the user asked to be logged out ('Forzar Logout'). */
export type ProjectsLogoutEvent = { type: 'projects.logout' };

/** Spec §8: the inline message when the projects cannot be loaded. */
export const PROJECTS_LOAD_ERROR = 'No se pudieron cargar los proyectos. Inténtalo de nuevo.';

type Context = {
  companyId: number;
  page: number;
  limit: number;
  result: ProjectPage | null;
  error: string | null;
};

/**
 * The projects page of the active company: one page at a time (9 per page), reloaded when the page, the company
 * or the data changes. On failure the user may retry or force a logout that wipes the browser's storage.
 */
export const projectsListMachine = setup({
  types: {
    input: {} as { companyId: number; limit?: number },
    context: {} as Context,
    events: {} as ProjectsListEvent,
    tags: {} as 'loading',
  },
  actors: { loadProjects },
  guards: {
    isOtherPage: ({ context, event }) =>
      event.type === 'page.change' &&
      event.page !== context.page &&
      event.page >= 1 &&
      event.page <= (context.result?.total_pages ?? 0),
    isOtherCompany: ({ context, event }) =>
      event.type === 'company.change' && event.companyId !== context.companyId,
  },
  actions: {
    // Spec §8: request failures are notified with the error's own message.
    notifyError: (_, params: { error: unknown }) => {
      toast.error(errorMessage(params.error));
    },
    // Spec §2 'Forzar Logout (Limpiar Cache)': nothing of the old session survives in the browser.
    clearBrowserStorage: () => {
      localStorage.clear();
      sessionStorage.clear();
    },
    reportLogout: sendParent({ type: 'projects.logout' } satisfies ProjectsLogoutEvent),
  },
}).createMachine({
  id: 'projectsList',
  context: ({ input }) => ({
    companyId: input.companyId,
    page: 1,
    limit: input.limit ?? PROJECTS_PAGE_SIZE,
    result: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    // Spec §4: project lists reload when the active company changes, from its first page.
    'company.change': {
      guard: 'isOtherCompany',
      target: '.loading',
      actions: assign({ companyId: ({ event }) => event.companyId, page: 1, result: null }),
    },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadProjects',
        src: 'loadProjects',
        input: ({ context }) => ({ companyId: context.companyId, page: context.page, limit: context.limit }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: PROJECTS_LOAD_ERROR }),
            { type: 'notifyError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: {
      on: {
        'page.change': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
        'list.reload': 'loading',
      },
    },
    failed: {
      on: {
        'list.reload': 'loading',
        'list.forceLogout': { actions: ['clearBrowserStorage', 'reportLogout'] },
      },
    },
  },
});
