import { assign, createActor, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { PagedQuery } from '#domain/list-page';
import { SEARCH_DEBOUNCE_MS } from '#machines/shared/page/search-debounce';
import { done, failed } from '#tests/xstate';
import {
  answerOf,
  firstPage,
  lastPageOf,
  listRegion,
  pagedListDelays,
  pagedListGuards,
  pagedQuery,
  pagingTransitions,
  searchRegion,
  typedTerm,
  type ListRefreshEvent,
  type PagedListEvent,
  type PagedState,
} from './paged-list';

// A list of names built from the shared parts only, as every paged section builds its own.
type Sort = 'az' | 'za';
type Page = { names: string[]; total_pages: number; total_items: number };
type Context = { scope: number } & PagedState<Page, Sort> & { failed: boolean };

const listMachine = setup({
  types: {
    input: {} as { scope: number },
    context: {} as Context,
    events: {} as PagedListEvent<Sort> | ListRefreshEvent | { type: 'filters.clear' },
    tags: {} as 'loading',
  },
  actors: {
    loadNames: fromPromise<Page, { scope: number } & PagedQuery<Sort>>(async () => ({
      names: [],
      total_pages: 0,
      total_items: 0,
    })),
  },
  delays: pagedListDelays,
  guards: pagedListGuards,
  actions: {
    refreshList: raise({ type: 'list.refresh' } as const),
    keepDraft: assign({ draft: typedTerm }),
    applySearch: assign({ q: ({ context }) => context.draft.trim(), page: 1 }),
    chooseSort: assign({ sort: ({ event }) => (event.type === 'sort.change' ? event.sort : 'az'), page: 1 }),
    choosePage: assign({
      page: ({ context, event }) => (event.type === 'page.go' ? event.page : context.page),
    }),
    showPage: assign({ result: answerOf<Page> }),
    showLastPage: assign({ page: lastPageOf }),
    noteFailure: assign({ failed: true }),
  },
}).createMachine({
  id: 'names',
  context: ({ input }) => ({ scope: input.scope, ...firstPage<Sort>('az'), failed: false }),
  type: 'parallel',
  on: pagingTransitions,
  states: {
    list: listRegion({
      id: 'loadNames',
      input: ({ context }: { context: Context }) => ({ scope: context.scope, ...pagedQuery(context, 5) }),
      onError: 'noteFailure',
    }),
    search: searchRegion(['applySearch', 'refreshList'], { 'filters.clear': 'idle' }),
  },
});

/** The list with a server whose answers the test settles one by one, in any order. */
function start() {
  const asked: ({ scope: number } & PagedQuery<Sort>)[] = [];
  const pending: { resolve(page: Page): void; reject(e: unknown): void }[] = [];
  const actor = createActor(
    listMachine.provide({
      actors: {
        loadNames: fromPromise<Page, { scope: number } & PagedQuery<Sort>>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              asked.push(input);
              pending.push({ resolve, reject });
            })
        ),
      },
    }),
    { input: { scope: 7 } }
  ).start();
  return { actor, asked, pending, context: () => actor.getSnapshot().context };
}

const pageOf = (total_items: number, ...names: string[]): Page => ({
  names,
  total_items,
  total_pages: Math.ceil(total_items / 5),
});
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a paged list built from the shared parts', () => {
  it('asks for the first page, then another page or order; a page that does not exist is not asked', async () => {
    const t = start();
    expect(t.asked).toEqual([{ scope: 7, page: 1, limit: 5, q: '', sort: 'az' }]);
    t.pending[0]!.resolve(pageOf(12, 'Ana'));
    await flush();
    for (const page of [0, 1, 4]) t.actor.send({ type: 'page.go', page });
    t.actor.send({ type: 'sort.change', sort: 'az' });
    expect(t.asked).toHaveLength(1);
    t.actor.send({ type: 'page.go', page: 3 });
    t.actor.send({ type: 'sort.change', sort: 'za' });
    expect(t.asked.slice(1).map((q) => [q.page, q.sort])).toEqual([
      [3, 'az'],
      [1, 'za'],
    ]);
  });

  it('searches 300 ms after the last keystroke, or at once on Enter, trimmed, only when it changed', async () => {
    const t = start();
    t.pending[0]!.resolve(pageOf(12, 'Ana'));
    await flush();
    t.actor.send({ type: 'search.input', term: 'a' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    t.actor.send({ type: 'search.input', term: ' an ' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(t.asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.asked.at(-1)).toMatchObject({ q: 'an', page: 1 });
    t.actor.send({ type: 'search.input', term: 'an' });
    t.actor.send({ type: 'search.submit' });
    expect(t.asked).toHaveLength(2);
    t.actor.send({ type: 'search.input', term: 'ana' });
    t.actor.send({ type: 'search.submit' });
    expect(t.asked.at(-1)).toMatchObject({ q: 'ana' });
    // Something else set the search: the pending text never reaches the server.
    t.actor.send({ type: 'search.input', term: 'anal' });
    t.actor.send({ type: 'filters.clear' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(t.asked).toHaveLength(3);
  });

  it('never shows an answer to a question replaced by a newer one', async () => {
    const t = start();
    t.pending[0]!.resolve(pageOf(12, 'Ana'));
    await flush();
    t.actor.send({ type: 'page.go', page: 2 });
    t.actor.send({ type: 'page.go', page: 3 });
    t.pending[2]!.resolve(pageOf(12, 'Zoe'));
    t.pending[1]!.resolve(pageOf(12, 'Beto'));
    await flush();
    expect(t.context()).toMatchObject({ page: 3, result: { names: ['Zoe'] } });
    expect(t.actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
  });

  it('shows the last page when the shown one went past the end, and page 1 of an empty list', async () => {
    const t = start();
    t.pending[0]!.resolve(pageOf(12, 'Ana'));
    await flush();
    t.actor.send({ type: 'page.go', page: 3 });
    t.pending[1]!.resolve(pageOf(9));
    await flush();
    expect(t.asked.at(-1)!.page).toBe(2);
    t.pending[2]!.resolve(pageOf(0));
    await flush();
    expect(t.asked.at(-1)!.page).toBe(1);
    t.pending[3]!.resolve(pageOf(0));
    await flush();
    expect(t.context()).toMatchObject({ page: 1, result: { total_items: 0 } });
  });

  it('keeps the last page on a failure, and asks again on list.reload', async () => {
    const t = start();
    t.pending[0]!.resolve(pageOf(12, 'Ana'));
    await flush();
    t.actor.send({ type: 'list.reload' });
    t.pending[1]!.reject(new Error('caído'));
    await flush();
    expect(t.actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(t.context()).toMatchObject({ failed: true, result: { names: ['Ana'] } });
    t.actor.send({ type: 'list.reload' });
    expect(t.asked).toHaveLength(3);
  });
});

describe('the shared parts, over every generated path', () => {
  type Snapshot = SnapshotFrom<typeof listMachine>;
  const paths = getShortestPaths(listMachine, {
    input: { scope: 7 },
    events: [
      { type: 'search.input', term: 'ana' },
      { type: 'search.submit' },
      { type: 'sort.change', sort: 'za' },
      { type: 'page.go', page: 3 },
      { type: 'list.reload' },
      done('loadNames', pageOf(12, 'Ana')),
      done('loadNames', pageOf(4, 'Ana')),
      failed('loadNames'),
    ],
    filterEvents: (s, e) => s.can(e) && (e.type !== 'search.input' || (s as Snapshot).context.q === ''),
    serializeEvent: (e) => JSON.stringify(e),
  });

  it('never rests on a page past the end, and loads whenever the question changed', () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths)
      for (const { state } of path.steps) {
        const s = state as Snapshot;
        const { page, result } = s.context;
        if (s.matches({ list: 'ready' })) expect(page).toBeLessThanOrEqual(Math.max(result!.total_pages, 1));
        if (s.matches({ search: 'typing' })) expect(s.context.draft).toBe('ana');
        expect(page).toBeGreaterThanOrEqual(1);
      }
  });

  it('reaches every state of both regions', () => {
    const values = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
    for (const list of ['loading', 'ready', 'failed'])
      for (const search of ['idle', 'typing'])
        if (!(list !== 'ready' && search === 'typing'))
          expect(values).toContain(JSON.stringify({ list, search }));
  });
});
