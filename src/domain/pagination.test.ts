import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows nothing when everything fits on one page', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([]);
  });

  it('lists every page when there are five or fewer', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first four pages and the last near the start', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageItems(2, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
  });

  it('shows the first page and the last four near the end', () => {
    expect(pageItems(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageItems(4, 6)).toEqual([1, 'ellipsis', 3, 4, 5, 6]);
  });

  it('shows the current page with its neighbours in the middle', () => {
    expect(pageItems(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 'ellipsis', 10]);
    expect(pageItems(50, 100)).toEqual([1, 'ellipsis', 49, 50, 51, 'ellipsis', 100]);
  });

  it('treats a page beyond the range as the nearest end', () => {
    expect(pageItems(0, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageItems(15, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });
});
