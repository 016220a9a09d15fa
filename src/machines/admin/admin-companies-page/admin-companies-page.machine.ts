import { assign, not, sendTo, setup } from 'xstate';
import type { AdminCompany } from '#domain/admin';
import { can, type Access } from '#domain/permissions';
import { adminCompaniesMachine } from '#machines/admin/admin-companies/admin-companies.machine';
import {
  companyDeleteMachine,
  type CompanyDeletedEvent,
} from '#machines/shared/company-delete/company-delete.machine';
import type { AccessChangedEvent } from '#machines/shared/page/page-actions';

export type AdminCompaniesPageEvent =
  | AccessChangedEvent
  /** The trash button of a company's card. */
  | { type: 'company.delete'; company: Pick<AdminCompany, 'id' | 'name' | 'members'> }
  | CompanyDeletedEvent;

type Context = {
  access: Access;
  /** The signed-in user: their own membership does not block a deletion. */
  userId: number | null;
  /** A success notice carried here by a deletion on the detail page. */
  notice: string | null;
};

/**
 * /admin/companies (spec §2 "Admin list", §4): the list and the delete dialog. Everyone with the platform read
 * permission reads; deleting needs the platform manage permission. After a deletion the list reloads, and a company
 * of the admin's own also leaves the session (the top-bar selector).
 */
export const adminCompaniesPageMachine = setup({
  types: {
    input: {} as { access: Access; userId: number | null; notice: string | null },
    context: {} as Context,
    events: {} as AdminCompaniesPageEvent,
  },
  actors: { adminCompanies: adminCompaniesMachine, companyDelete: companyDeleteMachine },
  actions: {
    reloadSession: () => {},
    reloadList: sendTo('adminCompanies', { type: 'companies.reload' as const }),
    openDelete: sendTo(
      'companyDelete',
      ({ context }, params: Pick<AdminCompany, 'id' | 'name' | 'members'>) => ({
        type: 'delete.open' as const,
        company: {
          id: params.id,
          name: params.name,
          callerIsMember: params.members.some((m) => m.user_id === context.userId),
        },
      })
    ),
  },
  guards: {
    canDelete: ({ context }) => can(context.access, 'platform.delete'),
    isOwnCompany: ({ context }, params: { companyId: number }) =>
      context.access.roles[params.companyId] !== undefined,
  },
}).createMachine({
  id: 'adminCompaniesPage',
  context: ({ input }) => ({ access: input.access, userId: input.userId, notice: input.notice }),
  invoke: [
    { id: 'adminCompanies', src: 'adminCompanies' },
    { id: 'companyDelete', src: 'companyDelete', input: { scope: 'admin' as const } },
  ],
  on: { 'access.changed': { actions: assign({ access: ({ event }) => event.access }) } },
  initial: 'reading',
  states: {
    // An auditor (platform read only): the list without delete buttons.
    reading: { always: { guard: 'canDelete', target: 'managing' } },
    managing: {
      always: { guard: not('canDelete'), target: 'reading' },
      on: {
        'company.delete': { actions: { type: 'openDelete', params: ({ event }) => event.company } },
        'company.deleted': [
          {
            guard: { type: 'isOwnCompany', params: ({ event }) => ({ companyId: event.companyId }) },
            actions: ['reloadList', 'reloadSession'],
          },
          { actions: 'reloadList' },
        ],
      },
    },
  },
});
