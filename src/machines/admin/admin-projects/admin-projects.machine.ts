import { assign, setup } from 'xstate';
import type { AdminCompany } from '#domain/admin';
import type { ProjectPage } from '#domain/project';
import { adminLoadErrorMessage } from '#api/admin.api';
import { loadAdminProjects } from './admin-projects.actors';

export type AdminProjectsEvent =
  | { type: 'projects.page'; page: number }
  | { type: 'projects.search'; term: string }
  | { type: 'projects.reload' };

type Context = {
  companyId: number;
  page: number;
  company: AdminCompany | null;
  projects: ProjectPage | null;
  search: string;
  error: string | null;
};

/** One company's projects for the platform admin (spec §2 "Admin projects"): pages of 9 and a client-side search. */
export const adminProjectsMachine = setup({
  types: { input: {} as { companyId: number }, context: {} as Context, events: {} as AdminProjectsEvent },
  actors: { loadAdminProjects },
}).createMachine({
  id: 'adminProjects',
  context: ({ input }) => ({
    companyId: input.companyId,
    page: 1,
    company: null,
    projects: null,
    search: '',
    error: null,
  }),
  initial: 'loading',
  on: { 'projects.search': { actions: assign({ search: ({ event }) => event.term }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadAdminProjects',
        src: 'loadAdminProjects',
        input: ({ context }) => ({ companyId: context.companyId, page: context.page }),
        onDone: {
          target: 'ready',
          actions: assign({
            company: ({ event }) => event.output.company,
            projects: ({ event }) => event.output.page,
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => adminLoadErrorMessage(event.error) }),
        },
      },
    },
    ready: {
      on: {
        'projects.page': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
        'projects.reload': 'loading',
      },
    },
    failed: { on: { 'projects.reload': 'loading' } },
  },
});
