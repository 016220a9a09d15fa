import { setup } from 'xstate';
import { adminProjectsMachine } from '#machines/admin/admin-projects/admin-projects.machine';

type Context = { companyId: number | null };

/**
 * /admin/projects?company_id= (spec §2 "Admin projects"): that company's projects, or a pointer back to the list
 * when the URL names no company. The screen keys the page by the company id in the URL.
 */
export const adminProjectsPageMachine = setup({
  types: { input: {} as { companyId: number | null }, context: {} as Context },
  actors: { adminProjects: adminProjectsMachine },
  guards: { hasCompany: ({ context }) => context.companyId !== null },
}).createMachine({
  id: 'adminProjectsPage',
  context: ({ input }) => ({ companyId: input.companyId }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasCompany', target: 'company' }, { target: 'noCompany' }] },
    noCompany: {},
    company: {
      invoke: {
        id: 'adminProjects',
        src: 'adminProjects',
        input: ({ context }) => ({ companyId: context.companyId! }),
      },
    },
  },
});
