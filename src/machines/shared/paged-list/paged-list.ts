import type { PagedQuery } from '#domain/list-page';
import { SEARCH_DEBOUNCE_MS } from '#machines/shared/page/search-debounce';

/**
 * The parts every paged screen shares (ADR 0065), as state configs for the page's own chart: the list's region
 * (loading with a newer question replacing the one under way, a page past the end falling back to the last one,
 * ready, failed) and the search box's region (typing, the 300 ms pause, Enter). They name their guards, actions
 * and delay; the page's `setup` implements each, most from the helpers below, so the chart keeps its own context,
 * events and state names.
 */

/** The page contract's totals (ADR 0058): every paged answer carries them. */
export type PagedAnswer = { total_pages: number; total_items: number };

/** A keystroke in the search box, and Enter. */
export type SearchInputEvent = { type: 'search.input'; term: string };
export type SearchEvent = SearchInputEvent | { type: 'search.submit' };

/** Raised inside the page: the list loads again for the current page, search and order. */
export type ListRefreshEvent = { type: 'list.refresh' };

/** The events of a list section that pages, searches and sorts (a project's units or models, the members). */
export type PagedListEvent<Sort extends string> =
  | SearchEvent
  | { type: 'sort.change'; sort: Sort }
  | { type: 'page.go'; page: number }
  /** 'Reintentar', or the page after a change elsewhere: the shown page again, even over a load under way. */
  | { type: 'list.reload' };

/** The context of such a section, besides its scope. */
export type PagedState<Page, Sort extends string> = {
  page: number;
  /** The search the shown page was asked with. */
  q: string;
  /** What the search box holds; it becomes `q` when typing pauses. */
  draft: string;
  sort: Sort;
  /** The last page the server answered, kept on screen while the next one loads. */
  result: Page | null;
};

/** The first page, unsearched, in the list's default order. */
export const firstPage = <Sort extends string>(sort: Sort): PagedState<never, Sort> => ({
  page: 1,
  q: '',
  draft: '',
  sort,
  result: null,
});

/** The question of the shown page. */
export const pagedQuery = <Sort extends string>(
  context: PagedState<unknown, Sort>,
  limit: number
): PagedQuery<Sort> => ({ page: context.page, limit, q: context.q, sort: context.sort });

type PagedArgs = { context: PagedState<PagedAnswer, string>; event: unknown };

/** Guards of a paged section: another existing page, another order, a changed search. */
export const pagedListGuards = {
  isOtherPage: ({ context, event }: PagedArgs) =>
    isOtherPageOf(context.result, context.page, (event as { page: number }).page),
  isOtherSort: ({ context, event }: PagedArgs) => (event as { sort: string }).sort !== context.sort,
  searchChanged: ({ context }: PagedArgs) => context.draft.trim() !== context.q,
  isPastTheEnd: (args: PagedArgs) => isPastTheEnd(args),
};

/**
 * A paged section's own transitions (its root `on`): 'Reintentar', another order or another page ask again. The
 * section implements `chooseSort` and `choosePage` (the order or page, and back to page 1 for a new order).
 */
export const pagingTransitions = {
  'list.reload': { actions: 'refreshList' },
  'sort.change': { guard: 'isOtherSort', actions: ['chooseSort', 'refreshList'] },
  'page.go': { guard: 'isOtherPage', actions: ['choosePage', 'refreshList'] },
} as const;

/** The `delays` of a page with a search box. */
export const pagedListDelays = { searchPause: SEARCH_DEBOUNCE_MS };

/** The search box's text of a `search.input` (for the page's `keepDraft` action). */
export const typedTerm = ({ event }: { event: unknown }) => (event as SearchInputEvent).term;

/** The search box's text as the search (for the page's `applySearch` action, with page 1). */
export const appliedSearch = ({ context }: { context: { draft: string } }) => context.draft.trim();

/** The page a `page.go` asks for (for the page's `choosePage` action). */
export const chosenPage = ({ event }: { event: unknown }) => (event as { page: number }).page;

/** The order a `sort.change` asks for (for the page's `chooseSort` action, with page 1). */
export const chosenSort = <Sort extends string>({ event }: { event: unknown }) =>
  (event as { sort: Sort }).sort;

/** The answer of the list's load (for the page's `showPage` action). */
export const answerOf = <Page>({ event }: { event: unknown }) => (event as { output: Page }).output;

/** The answer's last page (for the page's `showLastPage` action). */
export const lastPageOf = ({ event }: { event: unknown }) => lastPage(answerOf<PagedAnswer>({ event }));

/** The page the server answered past the end of (a delete, a narrower search, a stale link) is not shown. */
export const isPastTheEnd = ({ context, event }: { context: { page: number }; event: unknown }) => {
  const output = (event as { output?: PagedAnswer }).output;
  return output !== undefined && context.page > lastPage(output);
};

/** The last page of an answer; an empty list still has page 1. */
export const lastPage = (answer: PagedAnswer) => Math.max(answer.total_pages, 1);

/** Whether `page` is a page of the shown answer other than the shown one. */
export const isOtherPageOf = (answer: PagedAnswer | null, shown: number, page: number) =>
  page !== shown && page >= 1 && page <= (answer?.total_pages ?? 0);

/**
 * The list's region. `load` is the invoke (its `id` equals its `src`, and its `input` reads the page's context);
 * the page implements `isPastTheEnd`, `showLastPage` (the page number of the answer's last page, and whatever the
 * page writes with it, e.g. the URL) and `showPage` (keeps the answer).
 */
export const listRegion = <
  const Id extends string,
  Input,
  const Failed,
  const LastPage = 'showLastPage',
>(load: {
  id: Id;
  input: Input;
  /** What showing the last page does instead, when more than `showLastPage` (e.g. the URL written again). */
  onLastPage?: LastPage;
  /** The names of the actions of a failed load (its message, a toast, an empty list), implemented by the page. */
  onError: Failed;
}) =>
  ({
    initial: 'loading',
    states: {
      loading: {
        tags: 'loading',
        // A newer question replaces the one under way: its answer, stale, never arrives.
        on: { 'list.refresh': { target: 'loading', reenter: true } },
        invoke: {
          id: load.id,
          src: load.id,
          input: load.input,
          onDone: [
            {
              guard: 'isPastTheEnd',
              target: 'loading',
              reenter: true,
              actions: load.onLastPage ?? ('showLastPage' as LastPage),
            },
            { target: 'ready', actions: 'showPage' },
          ],
          onError: { target: 'failed', actions: load.onError },
        },
      },
      ready: { on: { 'list.reload': 'loading', 'list.refresh': 'loading' } },
      failed: { on: { 'list.reload': 'loading', 'list.refresh': 'loading' } },
    },
  }) as const;

/**
 * The search box's region: the text reaches the server 300 ms after the last keystroke, or at once on Enter, and
 * only when it changed the search (`searchChanged`). `apply` are the actions that make it the search (typically
 * `applySearch`, `refreshList` and a URL write); `dropOn` are transitions that drop the pending text because
 * something else set the search (a cleared filter, a link).
 */
export const searchRegion = <const Apply, const DropOn extends object = object>(
  apply: Apply,
  dropOn?: DropOn
) => {
  const settle = [{ guard: 'searchChanged', target: 'idle', actions: apply }, { target: 'idle' }] as const;
  return {
    initial: 'idle',
    states: {
      idle: { on: { 'search.input': { target: 'typing', actions: 'keepDraft' } } },
      typing: {
        on: {
          'search.input': { target: 'typing', reenter: true, actions: 'keepDraft' },
          'search.submit': settle,
          ...(dropOn as DropOn),
        },
        after: { searchPause: settle },
      },
    },
  } as const;
};

/**
 * What every paged section's view shows of its paging: spinner and busy states, the search box's text, order, page
 * and page count, and whether a search found nothing (its own selector adds the rows and its texts).
 */
export const selectPaging = <Sort extends string>(s: {
  context: PagedState<PagedAnswer, Sort>;
  hasTag(tag: 'loading'): boolean;
}) => {
  const { result, q, draft, sort, page } = s.context;
  return {
    loading: s.hasTag('loading') && result === null,
    refreshing: s.hasTag('loading'),
    /** The search box's text. */
    search: draft,
    sort,
    page,
    totalPages: result?.total_pages ?? 0,
    total: result?.total_items ?? 0,
    /** The search matches nothing ('No se encontraron …'). */
    nothingFound: result !== null && result.total_items === 0 && q !== '',
  };
};
