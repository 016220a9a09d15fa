import { assign, setup } from 'xstate';
import { QUOTES_PAGE_SIZE, type QuoteList, type QuoteStatus } from '#domain/quote';
import type { Access } from '#domain/permissions';
import type { AccessChangedEvent, NavigateParams } from '#machines/shared/page/page-actions';
import { loadQuotes, type ProjectOption } from './quotes-page.actors';

export type QuotesPageEvent =
  | AccessChangedEvent
  /** The session's active company changed: its quotes from the first page, every filter cleared. */
  | { type: 'company.change'; companyId: number }
  /** A status tab, or null for 'Todas'. */
  | { type: 'filter.status'; status: QuoteStatus | null }
  /** The project filter, or null for every project. */
  | { type: 'filter.project'; projectId: number | null }
  | { type: 'page.go'; page: number }
  | { type: 'list.reload' }
  /** A row: its quote's page. */
  | { type: 'quote.open'; quoteId: number };

type Input = { companyId: number; access: Access };
type Context = Input & {
  status: QuoteStatus | null;
  projectId: number | null;
  page: number;
  list: QuoteList | null;
  projects: ProjectOption[] | null;
};

/**
 * /constructor/quotes, 'Cotizaciones': the company's quotes a page at a time (paged by the server), by status tab
 * and project; a row opens the quote.
 */
export const quotesPageMachine = setup({
  types: {
    input: {} as Input,
    context: {} as Context,
    events: {} as QuotesPageEvent,
  },
  actors: { loadQuotes },
  guards: {
    isOtherCompany: ({ context, event }) =>
      event.type === 'company.change' && event.companyId !== context.companyId,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
  },
}).createMachine({
  id: 'quotesPage',
  context: ({ input }) => ({ ...input, status: null, projectId: null, page: 1, list: null, projects: null }),
  initial: 'loading',
  on: {
    'access.changed': { actions: assign({ access: ({ event }) => event.access }) },
    'company.change': {
      guard: 'isOtherCompany',
      target: '.loading',
      actions: assign({
        companyId: ({ event }) => event.companyId,
        status: null,
        projectId: null,
        page: 1,
        list: null,
        projects: null,
      }),
    },
    'filter.status': {
      target: '.loading',
      actions: assign({ status: ({ event }) => event.status, page: 1 }),
    },
    'filter.project': {
      target: '.loading',
      actions: assign({ projectId: ({ event }) => event.projectId, page: 1 }),
    },
    'page.go': { target: '.loading', actions: assign({ page: ({ event }) => event.page }) },
    'quote.open': {
      actions: { type: 'navigate', params: ({ event }) => ({ to: `/constructor/quotes/${event.quoteId}` }) },
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadQuotes',
        src: 'loadQuotes',
        input: ({ context }) => ({
          company_id: context.companyId,
          ...(context.status ? { status: context.status } : {}),
          ...(context.projectId === null ? {} : { project_id: context.projectId }),
          page: context.page,
          limit: QUOTES_PAGE_SIZE,
          withProjects: context.projects === null,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            list: ({ event }) => event.output.list,
            projects: ({ context, event }) => event.output.projects ?? context.projects,
          }),
        },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { on: { 'list.reload': 'loading' } },
  },
});
