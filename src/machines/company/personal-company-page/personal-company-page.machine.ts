import { setup } from 'xstate';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';

type Context = { companyId: number | null };

/**
 * /company, 'Mi Empresa Personal' (spec §2, §6): the company the user owns, read as a member reads it, or the
 * invitation to create one. The screen keys the page by the personal company, so a new one starts afresh.
 */
export const personalCompanyPageMachine = setup({
  types: { input: {} as { companyId: number | null }, context: {} as Context },
  actors: { companyDetail: companyDetailMachine },
  guards: { hasCompany: ({ context }) => context.companyId !== null },
}).createMachine({
  id: 'personalCompanyPage',
  context: ({ input }) => ({ companyId: input.companyId }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasCompany', target: 'company' }, { target: 'noCompany' }] },
    noCompany: {},
    company: {
      invoke: {
        id: 'companyDetail',
        src: 'companyDetail',
        input: ({ context }) => ({ companyId: context.companyId!, scope: 'member' as const }),
      },
    },
  },
});
