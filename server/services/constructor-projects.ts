import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CARD_MAX_AMENITIES, percentOf, salesBarTone } from '#domain/construction';
import type {
  ConstructorProjectCard,
  ConstructorProjectList,
  ConstructorProjectsQuery,
} from '#domain/constructor-workspace';
import { priceBucket } from '#domain/price-buckets';
import { unitsSold } from '#domain/statuses';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { amenities, projectAmenities, projectImages, projects } from '#server/db/schema';

// Search ignores case and Spanish accents on both sides, so 'medellin' finds 'Medellín'.
const FROM = 'áéíóúüñ';
const TO = 'aeiouun';
const folded = (value: SQL | AnyPgColumn) => sql`translate(lower(${value}), ${FROM}, ${TO})`;
const foldText = (text: string) =>
  text
    .toLowerCase()
    .split('')
    .map((ch) => TO[FROM.indexOf(ch)] ?? ch)
    .join('');
const likePattern = (text: string) => `%${foldText(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filters(query: ConstructorProjectsQuery): SQL[] {
  const where: SQL[] = [eq(projects.companyId, query.company_id)];
  if (query.q) {
    const pattern = likePattern(query.q);
    const fields = [projects.name, projects.location, projects.city, projects.developer];
    where.push(or(...fields.map((f) => sql`${folded(f)} like ${pattern}`))!);
  }
  if (query.stage) where.push(eq(projects.constructionStage, query.stage));
  if (query.city) where.push(sql`${folded(projects.city)} = ${foldText(query.city)}`);
  if (query.price_bucket) {
    // The midpoint of the price range (one end alone when the other is missing), as priceBucketOf computes it.
    const mid = sql`(coalesce(${projects.priceRangeMin}, ${projects.priceRangeMax}) + coalesce(${projects.priceRangeMax}, ${projects.priceRangeMin})) / 2`;
    const bucket = priceBucket(query.price_bucket);
    where.push(sql`${mid} >= ${bucket.min}`);
    if (bucket.max !== null) where.push(sql`${mid} < ${bucket.max}`);
  }
  return where;
}

/** `GET /constructor/projects`: the Lista view's cards, searched and filtered by the server, newest first. */
export async function constructorProjects(
  db: Db,
  query: ConstructorProjectsQuery
): Promise<ConstructorProjectList> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(...filters(query)))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  if (rows.length === 0) return { projects: [], total_items: 0 };
  const ids = rows.map((r) => r.id);
  const [images, amenityRows] = await Promise.all([
    db
      .select({ projectId: projectImages.projectId, url: projectImages.imageUrl })
      .from(projectImages)
      .where(inArray(projectImages.projectId, ids))
      .orderBy(asc(projectImages.position), asc(projectImages.id)),
    db
      .select({ projectId: projectAmenities.projectId, id: amenities.id, name: amenities.name })
      .from(projectAmenities)
      .innerJoin(amenities, eq(amenities.id, projectAmenities.amenityId))
      .where(inArray(projectAmenities.projectId, ids))
      .orderBy(asc(amenities.id)),
  ]);
  const cards = rows.map((row): ConstructorProjectCard => {
    const own = amenityRows.filter((a) => a.projectId === row.id);
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
      image_url: images.find((i) => i.projectId === row.id)?.url ?? null,
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
  return { projects: cards, total_items: cards.length };
}
