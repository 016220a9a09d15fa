import { and, asc, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { colombiaMonth, monthStart } from '#domain/business-calendar';
import type { Db } from '#server/db/client';
import {
  chatSessions,
  leads,
  projectDocuments,
  projects,
  properties,
  propertyModels,
} from '#server/db/schema';
import { NO_RESULTS_HEADING_EN } from '../replies-en';
import { NO_RESULTS_HEADING } from '../search-reply';
import { parseStoredSlots } from '../slots';

// Every figure the company assistant states, each from one query over the company's own rows (unmet demand reads
// the public chat's stored sessions, which belong to no company).

const DAY_MS = 86_400_000;

/** Available units and their price range per project of the company (units with a price only in the range). */
export async function availabilityByProject(db: Db, companyId: number) {
  return db
    .select({
      project: projects.name,
      total: count(properties.id),
      available: sql<number>`count(${properties.id}) filter (where ${properties.status} = 'AVAILABLE')::int`,
      minPrice: sql<
        number | null
      >`min(${properties.price}) filter (where ${properties.status} = 'AVAILABLE')`,
      maxPrice: sql<
        number | null
      >`max(${properties.price}) filter (where ${properties.status} = 'AVAILABLE')`,
    })
    .from(projects)
    .leftJoin(properties, eq(properties.projectId, projects.id))
    .where(eq(projects.companyId, companyId))
    .groupBy(projects.id, projects.name)
    .orderBy(asc(projects.name));
}

/** Units whose sale was recorded this month (Colombian calendar), and what they sold for. */
export async function salesThisMonth(db: Db, companyId: number, now: Date) {
  const { year, month } = colombiaMonth(now);
  const [row] = await db
    .select({ units: count(), revenue: sql<number>`coalesce(sum(${properties.price}), 0)::float8` })
    .from(properties)
    .where(
      and(
        eq(properties.companyId, companyId),
        eq(properties.status, 'SOLD'),
        gte(properties.soldAt, monthStart(year, month))
      )
    );
  return { units: row?.units ?? 0, revenue: Number(row?.revenue ?? 0), year, month };
}

/** Leads of the last seven days by status. */
export async function leadsThisWeek(db: Db, companyId: number, now: Date) {
  const since = new Date(now.getTime() - 7 * DAY_MS);
  return db
    .select({ status: leads.status, n: count() })
    .from(leads)
    .where(and(eq(leads.companyId, companyId), gte(leads.createdAt, since)))
    .groupBy(leads.status);
}

/** Documents uploaded per project of the company. */
export async function documentsByProject(db: Db, companyId: number) {
  return db
    .select({ project: projects.name, n: count(projectDocuments.id) })
    .from(projects)
    .leftJoin(projectDocuments, eq(projectDocuments.projectId, projects.id))
    .where(eq(projects.companyId, companyId))
    .groupBy(projects.id, projects.name)
    .orderBy(asc(projects.name));
}

/**
 * Conversations of the last 30 days in which the public chat answered that nothing matched, grouped by what they
 * were asking for (the session's remembered filters).
 */
export async function unmetDemand(db: Db, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const rows = await db
    .select({ slots: chatSessions.slots })
    .from(chatSessions)
    .where(
      and(
        gte(chatSessions.updatedAt, since),
        sql`exists (select 1 from jsonb_array_elements(${chatSessions.messages}) m where m->>'role' = 'assistant' and (m->>'content' like ${`%${NO_RESULTS_HEADING}%`} or m->>'content' like ${`%${NO_RESULTS_HEADING_EN}%`}))`
      )
    );
  return rows.map((r) => parseStoredSlots(r.slots));
}

/**
 * The company's model with units for sale that sells slowest (lowest share of its units sold, then most units
 * left), with the average price per m² of units sold in the same city in the last 180 days as the comparable.
 */
export async function slowestModel(db: Db, companyId: number, now: Date) {
  const [model] = await db
    .select({
      model: propertyModels.name,
      project: projects.name,
      city: projects.city,
      area: propertyModels.area,
      price: propertyModels.price,
      units: count(properties.id),
      sold: sql<number>`count(${properties.id}) filter (where ${properties.status} = 'SOLD')::int`,
      available: sql<number>`count(${properties.id}) filter (where ${properties.status} = 'AVAILABLE')::int`,
      availablePrice: sql<
        number | null
      >`avg(${properties.price}) filter (where ${properties.status} = 'AVAILABLE')::float8`,
    })
    .from(propertyModels)
    .innerJoin(projects, eq(projects.id, propertyModels.projectId))
    .innerJoin(properties, eq(properties.propertyModelId, propertyModels.id))
    .where(eq(projects.companyId, companyId))
    .groupBy(propertyModels.id, projects.id)
    .having(sql`count(${properties.id}) filter (where ${properties.status} = 'AVAILABLE') > 0`)
    .orderBy(
      sql`count(${properties.id}) filter (where ${properties.status} = 'SOLD')::float8 / count(${properties.id})`,
      sql`count(${properties.id}) filter (where ${properties.status} = 'AVAILABLE') desc`,
      asc(propertyModels.name)
    )
    .limit(1);
  if (!model) return null;
  const since = new Date(now.getTime() - 180 * DAY_MS);
  const [comparable] = await db
    .select({
      perM2: sql<number | null>`avg(${properties.price} / nullif(${properties.area}, 0))::float8`,
      sales: count(),
    })
    .from(properties)
    .leftJoin(projects, eq(projects.id, properties.projectId))
    .where(
      and(
        eq(properties.status, 'SOLD'),
        isNotNull(properties.area),
        isNotNull(properties.price),
        gte(properties.soldAt, since),
        // A unit of a project is where its project is.
        model.city === null
          ? sql`false`
          : sql`lower(coalesce(${properties.city}, ${projects.city})) = lower(${model.city})`
      )
    );
  return { ...model, comparablePerM2: comparable?.perM2 ?? null, comparableSales: comparable?.sales ?? 0 };
}
