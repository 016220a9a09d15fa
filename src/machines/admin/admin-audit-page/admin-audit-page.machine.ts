import { assign, setup } from 'xstate';
import type { AuditPage } from '#domain/audit';
import { adminLoadErrorMessage } from '#api/admin.api';
import { loadAuditPage } from './admin-audit-page.actors';

export type AdminAuditPageEvent = { type: 'audit.page'; page: number } | { type: 'audit.reload' };

type Context = { page: number; result: AuditPage | null; error: string | null };

/**
 * /admin/audit: the audit log, newest first, one page at a time. The route's guard sends everyone without the
 * platform read permission to /unauthorized first; a refusal by the server still shows as the screen's error
 * ('Acceso denegado.').
 */
export const adminAuditPageMachine = setup({
  types: { context: {} as Context, events: {} as AdminAuditPageEvent },
  actors: { loadAuditPage },
}).createMachine({
  id: 'adminAuditPage',
  context: { page: 1, result: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAuditPage',
        src: 'loadAuditPage',
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => adminLoadErrorMessage(event.error) }),
        },
      },
    },
    ready: {
      on: {
        'audit.page': {
          guard: ({ context, event }) =>
            event.page >= 1 &&
            event.page <= (context.result?.total_pages ?? 1) &&
            event.page !== context.page,
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
    failed: { on: { 'audit.reload': 'loading' } },
  },
});
