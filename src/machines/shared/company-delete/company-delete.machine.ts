import toast from 'react-hot-toast';
import { assign, sendParent, setup } from 'xstate';
import { canDeleteCompany, type CompanyStats, type DeletionBlockers } from '#domain/company';
import { adminErrorMessage } from '#api/admin.api';
import { deleteCompanyActor, loadCompanyStats, type DeleteScope } from './company-delete.actors';

/** The company the dialog is about. `callerIsMember`: the caller's own membership goes with the company. */
export type DeleteTarget = { id: number; name: string; callerIsMember: boolean };

export type CompanyDeleteEvent =
  | { type: 'delete.open'; company: DeleteTarget }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'delete.retry' };

/** What the dialog tells the page that invoked it, so the page reloads its list or leaves the deleted company. */
export type CompanyDeletedEvent = { type: 'company.deleted'; companyId: number; message: string };

type Context = {
  scope: DeleteScope;
  company: DeleteTarget | null;
  stats: CompanyStats | null;
  error: string | null;
};

/** Projects and the members other than the caller: what must go before the company can. */
export const blockersOf = (stats: CompanyStats, callerIsMember: boolean): DeletionBlockers => ({
  projects: stats.project_count,
  members: Math.max(0, stats.member_count - (callerIsMember ? 1 : 0)),
});

/**
 * The '¿Eliminar empresa?' dialog (spec §2, §4): opening it loads the company's counts; with projects or other
 * members the deletion is blocked, otherwise confirm → deleting → closed, telling its page `company.deleted`, or the
 * server's error stays inside the dialog.
 */
export const companyDeleteMachine = setup({
  types: {
    input: {} as { scope: DeleteScope },
    context: {} as Context,
    events: {} as CompanyDeleteEvent,
  },
  actors: { loadCompanyStats, deleteCompany: deleteCompanyActor },
  actions: {
    notifyDeleted: (_, params: { message: string }) => {
      toast.success(params.message);
    },
    reportDeleted: sendParent((_, params: Omit<CompanyDeletedEvent, 'type'>) => ({
      type: 'company.deleted' as const,
      ...params,
    })),
  },
  guards: {
    isBlocked: (_, params: { stats: CompanyStats; callerIsMember: boolean }) =>
      !canDeleteCompany(blockersOf(params.stats, params.callerIsMember)),
  },
}).createMachine({
  id: 'companyDelete',
  context: ({ input }) => ({ scope: input.scope, company: null, stats: null, error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'delete.open': {
          target: 'loadingStats',
          actions: assign({ company: ({ event }) => event.company, stats: null, error: null }),
        },
      },
    },
    loadingStats: {
      on: { 'delete.cancel': 'closed' },
      invoke: {
        id: 'loadCompanyStats',
        src: 'loadCompanyStats',
        input: ({ context }) => ({ companyId: context.company!.id, scope: context.scope }),
        onDone: [
          {
            guard: {
              type: 'isBlocked',
              params: ({ context, event }) => ({
                stats: event.output,
                callerIsMember: context.company!.callerIsMember,
              }),
            },
            target: 'blocked',
            actions: assign({ stats: ({ event }) => event.output }),
          },
          { target: 'confirming', actions: assign({ stats: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'statsFailed',
          actions: assign({ error: ({ event }) => adminErrorMessage(event.error) }),
        },
      },
    },
    statsFailed: { on: { 'delete.retry': 'loadingStats', 'delete.cancel': 'closed' } },
    // Spec §2: 'No se puede eliminar' and a disabled Eliminar; only Cancelar is left.
    blocked: { on: { 'delete.cancel': 'closed' } },
    confirming: { on: { 'delete.confirm': 'deleting', 'delete.cancel': 'closed' } },
    deleting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'deleteCompany',
        src: 'deleteCompany',
        input: ({ context }) => ({
          companyId: context.company!.id,
          name: context.company!.name,
          scope: context.scope,
        }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notifyDeleted', params: ({ event }) => ({ message: event.output }) },
            {
              type: 'reportDeleted',
              params: ({ context, event }) => ({ companyId: context.company!.id, message: event.output }),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => adminErrorMessage(event.error) }),
        },
      },
    },
    // The server's refusal (a project added meanwhile, a lost connection) is shown inside the dialog.
    failed: { on: { 'delete.confirm': 'deleting', 'delete.cancel': 'closed' } },
  },
});
