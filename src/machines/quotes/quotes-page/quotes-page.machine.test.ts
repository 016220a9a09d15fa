import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { QuoteList, QuoteSummary } from '#domain/quote';
import { asRole } from '#machines/sales/reservation/reservation.fixtures';
import { draftQuote } from '#machines/quotes/quote/quote.fixtures';
import { quotesPageMachine, type QuotesPageEvent } from './quotes-page.machine';
import { selectQuotesPageView } from './quotes-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));
const counts = { all: 3, draft: 1, pending_approval: 0, sent: 1, accepted: 1, rejected: 0, expired: 0 };
const list = (quotes: QuoteSummary[], page = 1): QuoteList => ({
  quotes,
  total_items: quotes.length,
  total_pages: 2,
  page,
  counts,
});

function start(role: 'OWNER' | 'VIEWER', answer: () => Promise<QuoteList> = async () => list([draftQuote])) {
  const asked: Record<string, unknown>[] = [];
  const went: string[] = [];
  const page = createActor(
    quotesPageMachine.provide({
      actors: {
        loadQuotes: fromPromise(async ({ input }) => {
          asked.push(input);
          return { list: await answer(), projects: input.withProjects ? [{ id: 4, name: 'Torres' }] : null };
        }),
      },
      actions: { navigate: (_, p) => void went.push(p.to) },
    }),
    { input: { companyId: 1, access: asRole(role) } }
  ).start();
  return { page, asked, went, view: () => selectQuotesPageView(page.getSnapshot()) };
}

describe('quotes page machine', () => {
  it('pages and filters on the server, by status and project, and reads the projects once', async () => {
    const { page, asked, view } = start('OWNER');
    await flush();
    expect(view()).toMatchObject({ loading: false, totalPages: 2, projects: [{ id: 4, name: 'Torres' }] });
    expect(view().quotes[0]).toMatchObject({ id: 41, statusLabel: 'Borrador' });
    expect(view().tabs.find((t) => t.label === 'Enviada')).toMatchObject({ count: 1, active: false });
    page.send({ type: 'page.go', page: 2 });
    await flush();
    page.send({ type: 'filter.status', status: 'sent' });
    await flush();
    page.send({ type: 'filter.project', projectId: 4 });
    await flush();
    expect(
      asked.map(({ page, status, project_id, withProjects }) => [page, status, project_id, withProjects])
    ).toEqual([
      [1, undefined, undefined, true],
      [2, undefined, undefined, false],
      [1, 'sent', undefined, false],
      [1, 'sent', 4, false],
    ]);
    expect(view().tabs.find((t) => t.label === 'Enviada')?.active).toBe(true);
  });

  it('opens a quote on its page', async () => {
    const { page, went } = start('VIEWER');
    await flush();
    page.send({ type: 'quote.open', quoteId: 41 });
    expect(went).toEqual(['/constructor/quotes/41']);
  });

  it('tells an empty company from an empty filter, and retries a failed load', async () => {
    let fail = true;
    const { page, view } = start('OWNER', async () => {
      if (fail) throw new Error('offline');
      return list([]);
    });
    await flush();
    expect(view().error).toBe(true);
    fail = false;
    page.send({ type: 'list.reload' });
    await flush();
    expect(view()).toMatchObject({ empty: true, nothingFound: false, canCreate: true });
    page.send({ type: 'filter.status', status: 'expired' });
    await flush();
    expect(view()).toMatchObject({ empty: false, nothingFound: true });
  });

  it('starts again from the first page when the active company changes', async () => {
    const { page, asked } = start('OWNER');
    await flush();
    page.send({ type: 'filter.status', status: 'sent' });
    await flush();
    page.send({ type: 'company.change', companyId: 1 });
    page.send({ type: 'company.change', companyId: 2 });
    await flush();
    expect(asked.at(-1)).toMatchObject({ company_id: 2, page: 1, withProjects: true });
    expect(asked.at(-1)).not.toHaveProperty('status');
  });
});

// Generated paths: every state reached through the page's events on a real actor.
describe('generated paths', () => {
  const events: QuotesPageEvent[] = [
    { type: 'filter.status', status: 'sent' },
    { type: 'filter.project', projectId: 4 },
    { type: 'page.go', page: 2 },
    { type: 'list.reload' },
  ];
  const paths = getShortestPaths(quotesPageMachine, {
    input: { companyId: 1, access: asRole('OWNER') },
    events: [
      ...events,
      { type: 'xstate.done.actor.loadQuotes', output: { list: list([draftQuote]), projects: [] } } as never,
      { type: 'xstate.error.actor.loadQuotes', error: new Error('x') } as never,
    ],
  });

  it('reach loading, ready and failed', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    expect([...reached].sort()).toEqual(['failed', 'loading', 'ready']);
  });
});
