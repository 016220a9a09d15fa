import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { CARD_MAX_AMENITIES, percentOf, salesBarTone } from '#domain/construction';
import type {
  ConstructorProjectCard,
  ConstructorProjectList,
  ConstructorProjectsQuery,
} from '#domain/constructor-workspace';
import { totalPages } from '#domain/project';
import { priceBucket } from '#domain/price-buckets';
import { unitsSold } from '#domain/statuses';
import type { Db } from '#server/db/client';
import { amenities, projectAmenities, projectImages, projects } from '#server/db/schema';
import { accentFolded, containsTextIgnoringAccents, foldAccents } from './list-search';

function filters(query: ConstructorProjectsQuery): SQL {
  const where: SQL[] = [eq(projects.companyId, query.company_id)];
  // Accents are ignored too, so 'medellin' finds 'Medellín'.
  if (query.q)
    where.push(
      containsTextIgnoringAccents(
        [projects.name, projects.location, projects.city, projects.developer],
        query.q
      )
    );
  if (query.stage) where.push(eq(projects.constructionStage, query.stage));
  if (query.city) where.push(sql`${accentFolded(projects.city)} = ${foldAccents(query.city)}`);
  if (query.price_bucket) {
    // The midpoint of the price range (one end alone when the other is missing), as priceBucketOf computes it.
    const mid = sql`(coalesce(${projects.priceRangeMin}, ${projects.priceRangeMax}) + coalesce(${projects.priceRangeMax}, ${projects.priceRangeMin})) / 2`;
    const bucket = priceBucket(query.price_bucket);
    where.push(sql`${mid} >= ${bucket.min}`);
    if (bucket.max !== null) where.push(sql`${mid} < ${bucket.max}`);
  }
  return and(...where)!;
}

const COLUMNS = getTableColumns(projects);

type CardAmenity = { id: number; name: string };

/** The page of `GET /constructor/projects`, or null for every matching project. */
export type CardsPage = { page: number; limit: number } | null;

/**
 * `GET /constructor/projects`: the Lista view's cards, searched and filtered by the server, newest first, one page
 * at a time (or all of them for a caller that asks no page). One statement whatever the page holds: the page and
 * the number of matches come from one scan (`count(*) over ()`), and each card's first image and amenities are
 * read for the page's rows only; a page past the end, which has no row to carry the count, counts once more.
 */
export async function constructorProjects(
  db: Db,
  query: ConstructorProjectsQuery,
  page: CardsPage
): Promise<ConstructorProjectList> {
  const where = filters(query);
  const matched = db
    .select({ ...COLUMNS, matches: sql<number>`count(*) over ()`.as('matches') })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .$dynamic();
  const p = (page ? matched.limit(page.limit).offset((page.page - 1) * page.limit) : matched).as('p');
  // The page's columns by name, typed as the table's (a subquery's fields cannot be spread).
  const pageColumns = Object.fromEntries(
    Object.keys(COLUMNS).map((key) => [key, p[key as keyof typeof COLUMNS]])
  ) as unknown as typeof COLUMNS;
  const rows = await db
    .select({
      matches: sql<number>`${p.matches}`.mapWith(Number),
      // Written with aliases: inside a select list Drizzle names a column without its table.
      imageUrl: sql<string | null>`(select i.image_url from ${projectImages} i
        where i.project_id = p.id order by i.position, i.id limit 1)`,
      amenities: sql<CardAmenity[] | null>`(select json_agg(json_build_object('id', a.id, 'name', a.name)
          order by a.id)
        from ${projectAmenities} pa join ${amenities} a on a.id = pa.amenity_id where pa.project_id = p.id)`,
      row: pageColumns,
    })
    .from(p)
    .orderBy(desc(p.createdAt), desc(p.id));
  const total =
    rows[0]?.matches ??
    (page && page.page > 1 ? ((await db.select({ n: count() }).from(projects).where(where))[0]?.n ?? 0) : 0);
  const cards = rows.map(({ row, imageUrl, amenities: listed }): ConstructorProjectCard => {
    const own = listed ?? [];
    const sold = unitsSold(row.totalUnits, row.availableUnits);
    const percent = percentOf(sold, row.totalUnits);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      status: row.status,
      construction_stage: row.constructionStage,
      priority: row.priority,
      type: row.type,
      image_url: imageUrl,
      location: row.location,
      neighborhood: row.neighborhood,
      zone: row.zone,
      city: row.city,
      total_units: row.totalUnits,
      available_units: row.availableUnits,
      units_sold: sold,
      sales_percent: percent,
      sales_tone: salesBarTone(percent),
      price_range_min: row.priceRangeMin,
      price_range_max: row.priceRangeMax,
      currency: row.currency,
      progress: row.progress,
      investment_amount: row.investmentAmount,
      roi_expected: row.roiExpected,
      revenue: row.revenue,
      team: {
        developer: row.developer,
        architect: row.architect,
        construction_company: row.constructionCompany,
        manager: row.manager,
      },
      amenities: own.slice(0, CARD_MAX_AMENITIES).map(({ id, name }) => ({ id, name })),
      more_amenities: Math.max(0, own.length - CARD_MAX_AMENITIES),
      start_date: row.startDate,
      completion_date: row.completionDate,
      created_at: row.createdAt.toISOString(),
    };
  });
  return {
    projects: cards,
    total_pages: page ? totalPages(total, page.limit) : Math.min(total, 1),
    total_items: total,
  };
}
