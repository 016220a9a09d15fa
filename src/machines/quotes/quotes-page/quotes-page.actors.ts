import { fromPromise } from 'xstate';
import { api } from '#api/runtime';
import { fetchCompanyProjects } from '#api/projects.api';
import { fetchQuotes, type QuotesFilter } from '#api/quotes.api';
import type { QuoteList } from '#domain/quote';

/** A project of the filter. */
export type ProjectOption = { id: number; name: string };

/** One page of the company's quotes; the project filter's options the first time. */
export const loadQuotes = fromPromise<
  { list: QuoteList; projects: ProjectOption[] | null },
  QuotesFilter & { page: number; limit: number; withProjects: boolean }
>(async ({ input, signal }) => {
  const { withProjects, ...query } = input;
  const [list, projects] = await Promise.all([
    fetchQuotes(api, query, signal),
    withProjects
      ? fetchCompanyProjects(api, { companyId: input.company_id, page: 1, limit: 100 }, signal)
      : null,
  ]);
  return { list, projects: projects?.projects.map((p) => ({ id: p.id, name: p.name })) ?? null };
});
