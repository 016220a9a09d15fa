import { assign, setup } from 'xstate';
import { ApiError } from '#api/api-error';
import { adminLoadErrorMessage } from '#api/admin.api';
import { loadCompanyDetail, type CompanyDetail, type DetailScope } from './company-detail.actors';

export type CompanyDetailEvent = { type: 'company.reload' };

type Context = { companyId: number; scope: DetailScope; company: CompanyDetail | null; error: string | null };

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * One company's detail page (/company, /company/{id}, /admin/companies/{id}): loading, then the company, or
 * 'not found' (absent or not visible to the caller), or an error with a retry.
 */
export const companyDetailMachine = setup({
  types: {
    input: {} as { companyId: number; scope: DetailScope },
    context: {} as Context,
    events: {} as CompanyDetailEvent,
  },
  actors: { loadCompanyDetail },
  guards: { isMissing: (_, params: { error: unknown }) => isMissing(params.error) },
}).createMachine({
  id: 'companyDetail',
  context: ({ input }) => ({ companyId: input.companyId, scope: input.scope, company: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCompanyDetail',
        src: 'loadCompanyDetail',
        input: ({ context }) => ({ companyId: context.companyId, scope: context.scope }),
        onDone: { target: 'ready', actions: assign({ company: ({ event }) => event.output, error: null }) },
        onError: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ context, event }) =>
                context.scope === 'admin'
                  ? adminLoadErrorMessage(event.error)
                  : event.error instanceof Error && event.error.message
                    ? event.error.message
                    : null,
            }),
          },
        ],
      },
    },
    ready: {},
    notFound: {},
    failed: { on: { 'company.reload': 'loading' } },
  },
});
