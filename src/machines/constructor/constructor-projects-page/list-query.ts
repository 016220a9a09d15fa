import { ConstructionStageSchema, type ConstructionStage } from '#domain/construction';
import { PROJECT_CARDS_PAGE_SIZE, type ConstructorProjectsQuery } from '#domain/constructor-workspace';
import { PriceBucketSchema, type PriceBucketId } from '#domain/price-buckets';

// The Lista view keeps its search, filters, page and open project in the URL's query, so a view can be linked and
// reloaded: /constructor/projects?q=…&stage=…&city=…&price_bucket=…&page=…&project={id}.

export const LIST_PATH = '/constructor/projects';

/** The search and the three filters of the Lista view; empty means "all". */
export type ListFilters = {
  q: string;
  stage: ConstructionStage | null;
  city: string | null;
  priceBucket: PriceBucketId | null;
};

/** What the query of the list's URL says: its filters, the page shown and the project whose detail is open. */
export type ListLocation = { filters: ListFilters; page: number; projectId: number | null };

export const NO_FILTERS: ListFilters = { q: '', stage: null, city: null, priceBucket: null };

const text = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Reads the list's query string ('q=…&stage=…', with or without '?'); unknown values are ignored. */
export function parseListQuery(search: string): ListLocation {
  const params = new URLSearchParams(search);
  const stage = ConstructionStageSchema.safeParse(params.get('stage'));
  const bucket = PriceBucketSchema.safeParse(params.get('price_bucket'));
  return {
    filters: {
      q: text(params.get('q')) ?? '',
      stage: stage.success ? stage.data : null,
      city: text(params.get('city')),
      priceBucket: bucket.success ? bucket.data : null,
    },
    page: positive(params.get('page')) ?? 1,
    projectId: positive(params.get('project')),
  };
}

/** The list's URL for these filters, page and open project; parameters left empty (or page 1) are left out. */
export function listUrl({ filters, page, projectId }: ListLocation): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.stage) params.set('stage', filters.stage);
  if (filters.city) params.set('city', filters.city);
  if (filters.priceBucket) params.set('price_bucket', filters.priceBucket);
  if (page > 1) params.set('page', String(page));
  if (projectId !== null) params.set('project', String(projectId));
  const query = params.toString();
  return query ? `${LIST_PATH}?${query}` : LIST_PATH;
}

/** The request of `GET /constructor/projects` for a company, these filters and one page of cards. */
export const cardsQuery = (
  companyId: number,
  filters: ListFilters,
  page: number
): ConstructorProjectsQuery => ({
  company_id: companyId,
  page,
  limit: PROJECT_CARDS_PAGE_SIZE,
  ...(filters.q ? { q: filters.q } : {}),
  ...(filters.stage ? { stage: filters.stage } : {}),
  ...(filters.city ? { city: filters.city } : {}),
  ...(filters.priceBucket ? { price_bucket: filters.priceBucket } : {}),
});

/** Whether two sets of filters ask for the same cards. */
export const sameFilters = (a: ListFilters, b: ListFilters) =>
  a.q === b.q && a.stage === b.stage && a.city === b.city && a.priceBucket === b.priceBucket;
