import { assign, not, sendTo, setup } from 'xstate';
import type { AdminCompany } from '#domain/admin';
import { can, type Access } from '#domain/permissions';
import {
  companyDeleteMachine,
  type CompanyDeletedEvent,
} from '#machines/shared/company-delete/company-delete.machine';
import { companyDetailMachine } from '#machines/shared/company-detail/company-detail.machine';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';

type DeleteTarget = { id: number; name: string; members: Pick<AdminCompany['members'][number], 'user_id'>[] };

export type AdminCompanyDetailPageEvent =
  | AccessChangedEvent
  /** 'Eliminar Empresa'. */
  | { type: 'company.delete'; company: DeleteTarget }
  /** 'Volver a Empresas' on the not-found and failure notices. */
  | { type: 'page.back' }
  | CompanyDeletedEvent;

type Context = { companyId: number; access: Access; userId: number | null };

const ADMIN_COMPANIES_PATH = '/admin/companies';

/** The list shows the server's message as a notice, so the dialog shows no toast on this page. */
export const quietCompanyDeleteMachine = companyDeleteMachine.provide({
  actions: { notifyDeleted: () => {} },
});

/**
 * /admin/companies/{id} (spec §2 "Admin company detail"): the company with its members and counts, and the delete
 * dialog for those with the platform manage permission. A deletion returns to the list carrying the server's notice,
 * and reloads the session when the company was one of the admin's own.
 */
export const adminCompanyDetailPageMachine = setup({
  types: {
    input: {} as { companyId: number; access: Access; userId: number | null },
    context: {} as Context,
    events: {} as AdminCompanyDetailPageEvent,
  },
  actors: { companyDetail: companyDetailMachine, companyDelete: quietCompanyDeleteMachine },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** Navigates with the notice in the history entry, where the list reads it once. */
    navigateWithNotice: (_, _params: NavigateParams & { notice: string }) => {},
    reloadSession: () => {},
    openDelete: sendTo('companyDelete', ({ context }, params: DeleteTarget) => ({
      type: 'delete.open' as const,
      company: {
        id: params.id,
        name: params.name,
        callerIsMember: params.members.some((m) => m.user_id === context.userId),
      },
    })),
  },
  guards: {
    canDelete: ({ context }) => can(context.access, 'platform.delete'),
    isOwnCompany: ({ context }) => context.access.roles[context.companyId] !== undefined,
  },
}).createMachine({
  id: 'adminCompanyDetailPage',
  context: ({ input }) => ({ companyId: input.companyId, access: input.access, userId: input.userId }),
  invoke: [
    {
      id: 'companyDetail',
      src: 'companyDetail',
      input: ({ context }) => ({ companyId: context.companyId, scope: 'admin' as const }),
    },
    { id: 'companyDelete', src: 'companyDelete', input: { scope: 'admin' as const } },
  ],
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'page.back': { actions: { type: 'navigate', params: { to: ADMIN_COMPANIES_PATH } } },
  },
  initial: 'reading',
  states: {
    // An auditor (platform read only): the page without 'Eliminar Empresa'.
    reading: { always: { guard: 'canDelete', target: 'managing' } },
    managing: {
      always: { guard: not('canDelete'), target: 'reading' },
      on: {
        'company.delete': { actions: { type: 'openDelete', params: ({ event }) => event.company } },
        'company.deleted': [
          {
            guard: 'isOwnCompany',
            target: 'left',
            actions: [
              {
                type: 'navigateWithNotice',
                params: ({ event }) => ({ to: ADMIN_COMPANIES_PATH, notice: event.message }),
              },
              'reloadSession',
            ],
          },
          {
            target: 'left',
            actions: {
              type: 'navigateWithNotice',
              params: ({ event }) => ({ to: ADMIN_COMPANIES_PATH, notice: event.message }),
            },
          },
        ],
      },
    },
    // The company is gone and the shell is changing page. Not final: the children must outlive the last render.
    left: {},
  },
});
