import { assign, setup } from 'xstate';
import type { AdminCompanyList } from '#domain/admin';
import { adminLoadErrorMessage } from '#api/admin.api';
import { loadAdminCompanies } from './admin-companies.actors';

export type AdminCompaniesEvent =
  | { type: 'companies.page'; page: number }
  | { type: 'companies.search'; term: string }
  | { type: 'companies.reload' };

type Context = { page: number; list: AdminCompanyList | null; search: string; error: string | null };

/**
 * The platform admin's company list (spec §2 "Admin list"): pages of 6 from the server, a search that filters
 * the loaded page on the client, and a reload after a deletion. A page emptied by deletions falls back to the
 * last page that still exists.
 */
export const adminCompaniesMachine = setup({
  types: { context: {} as Context, events: {} as AdminCompaniesEvent },
  actors: { loadAdminCompanies },
  guards: {
    pastLastPage: (_, params: { list: AdminCompanyList; page: number }) =>
      params.list.total_pages > 0 && params.page > params.list.total_pages,
  },
}).createMachine({
  id: 'adminCompanies',
  context: { page: 1, list: null, search: '', error: null },
  initial: 'loading',
  on: { 'companies.search': { actions: assign({ search: ({ event }) => event.term }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadAdminCompanies',
        src: 'loadAdminCompanies',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
          {
            guard: {
              type: 'pastLastPage',
              params: ({ context, event }) => ({ list: event.output, page: context.page }),
            },
            target: 'loading',
            reenter: true,
            actions: assign({ page: ({ event }) => event.output.total_pages }),
          },
          { target: 'ready', actions: assign({ list: ({ event }) => event.output, error: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => adminLoadErrorMessage(event.error) }),
        },
      },
    },
    ready: {
      on: {
        'companies.page': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
        'companies.reload': 'loading',
      },
    },
    failed: { on: { 'companies.reload': 'loading' } },
  },
});
