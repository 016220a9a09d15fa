import { z } from 'zod';
import { countParam, MAX_INT, text } from './input-limits';

/** Default and largest page of a list's `?page=…&limit=…` (the projects list's contract). */
export const LIST_DEFAULT_LIMIT = 10;
export const LIST_MAX_LIMIT = 100;

/**
 * Query of the lists that grow with a company (its properties, a project's units and models): without `page` and
 * `limit` the answer is the whole list, as the portal's tables read it; with either, one page with
 * `total_pages` and `total_items`, so a list can grow without its answer.
 */
export const ListPageQuerySchema = z.object({
  page: countParam(MAX_INT).optional(),
  limit: countParam(LIST_MAX_LIMIT).optional(),
});
export type ListPageQuery = z.infer<typeof ListPageQuerySchema>;

/** The page a list query asks for, or null when it asks for the whole list. */
export const requestedPage = ({ page, limit }: ListPageQuery) =>
  page === undefined && limit === undefined ? null : { page: page ?? 1, limit: limit ?? LIST_DEFAULT_LIMIT };

/**
 * The page a list query with a search box and an order asks for: a search or an order is a question about one
 * page, like `page` or `limit` (ADR 0058); without any of them, null (the whole list).
 */
export const requestedSearchPage = (query: ListPageQuery & { q?: string; sort?: string }) =>
  requestedPage(query) ??
  (query.q || query.sort ? { page: query.page ?? 1, limit: LIST_DEFAULT_LIMIT } : null);

/** What a paged screen asks the server besides its scope (a project, a company): the page, its search and order. */
export type PagedQuery<Sort extends string> = { page: number; limit: number; q: string; sort: Sort };

/** A list's search box as a query parameter: trimmed, at most 100 characters; empty means no search. */
export const listSearchParam = () =>
  text()
    .trim()
    .max(100, 'La búsqueda no puede exceder 100 caracteres')
    .optional()
    .meta({ description: 'Busca sin distinguir mayúsculas; vacío: sin búsqueda.' });
