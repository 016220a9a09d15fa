/** One entry of a pagination bar: a page number or a gap between numbers. */
export type PageItem = number | 'ellipsis';

// At most this many pages are listed without gaps.
const ALL_PAGES_MAX = 5;

/** Lists the page numbers and gaps a pagination bar shows for `current` out of `total` pages. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return [];
  if (total <= ALL_PAGES_MAX) return range(1, total);
  // A page outside 1..total (stale state after a filter) is shown as its nearest end.
  const page = Math.min(Math.max(current, 1), total);
  if (page <= 3) return [...range(1, 4), 'ellipsis', total];
  if (page >= total - 2) return [1, 'ellipsis', ...range(total - 3, total)];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
