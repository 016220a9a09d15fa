import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { colombiaMonth, monthKey, monthStart, MONTH_SHORT_LABELS } from '#domain/business-calendar';
import {
  ACTIVE_CONSTRUCTION_STAGES,
  CONSTRUCTION_STAGES,
  percentOf,
  salesBarTone,
  type ConstructionStage,
} from '#domain/construction';
import type { ProjectSales } from '#domain/constructor-workspace';
import { unitsSold } from '#domain/statuses';
import type { Db } from '#server/db/client';
import { companies, projects, properties } from '#server/db/schema';

// The figures the constructor dashboard and statistics share. A company has tens of projects, so their rows are
// read once and counted here; sales are summed by the database.

/** The columns of a company's projects the figures need. */
export type FigureRow = {
  id: number;
  name: string;
  stage: ConstructionStage;
  totalUnits: number;
  availableUnits: number;
  progress: number | null;
};

/** Every project of a company, oldest first, with the columns given. */
export const companyProjectRows = (db: Db, companyId: number) =>
  db
    .select({
      id: projects.id,
      name: projects.name,
      stage: projects.constructionStage,
      totalUnits: projects.totalUnits,
      availableUnits: projects.availableUnits,
      progress: projects.progress,
      budget: projects.budget,
      spent: projects.spent,
      manager: projects.manager,
      priority: projects.priority,
      currency: projects.currency,
      completionDate: projects.completionDate,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(eq(projects.companyId, companyId))
    .orderBy(asc(projects.createdAt), asc(projects.id));

const isActive = (stage: ConstructionStage) =>
  (ACTIVE_CONSTRUCTION_STAGES as readonly string[]).includes(stage);

/** Projects per stage, every stage listed. */
export const stageCounts = (rows: readonly FigureRow[]) =>
  CONSTRUCTION_STAGES.map((stage) => ({ stage, count: rows.filter((r) => r.stage === stage).length }));

/** Projects still under way: every stage but completed and cancelled. */
export const activeProjects = (rows: readonly FigureRow[]) => rows.filter((r) => isActive(r.stage)).length;

/** Units of all projects; sold is total minus available (spec §4), so the two parts make the whole. */
export function unitTotals(rows: readonly FigureRow[]) {
  const total = rows.reduce((n, r) => n + r.totalUnits, 0);
  const sold = rows.reduce((n, r) => n + unitsSold(r.totalUnits, r.availableUnits), 0);
  return { sold, available: total - sold, total };
}

/** Rounded mean progress of the active projects that report one (0 when none does). */
export function averageProgress(rows: readonly FigureRow[]): number {
  const figures = rows.filter((r) => isActive(r.stage) && r.progress !== null).map((r) => r.progress!);
  return figures.length === 0 ? 0 : Math.round(figures.reduce((a, b) => a + b, 0) / figures.length);
}

/** Sum of the prices of each project's units in status SOLD. */
export async function soldRevenueByProject(db: Db, companyId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      projectId: properties.projectId,
      revenue: sql<number>`coalesce(sum(${properties.price}), 0)`.mapWith(Number),
    })
    .from(properties)
    .where(
      and(eq(properties.companyId, companyId), eq(properties.status, 'SOLD'), isNotNull(properties.projectId))
    )
    .groupBy(properties.projectId);
  return new Map(rows.map((r) => [r.projectId!, r.revenue]));
}

/** Sales progress of every project, best first (ties by name). */
export function projectSales(rows: readonly FigureRow[], revenue: Map<number, number>): ProjectSales[] {
  return rows
    .map((r) => {
      const sold = unitsSold(r.totalUnits, r.availableUnits);
      const percent = percentOf(sold, r.totalUnits);
      return {
        project_id: r.id,
        name: r.name,
        units_sold: sold,
        total_units: r.totalUnits,
        sales_percent: percent,
        sales_tone: salesBarTone(percent),
        revenue: revenue.get(r.id) ?? 0,
      };
    })
    .sort((a, b) => b.sales_percent - a.sales_percent || a.name.localeCompare(b.name, 'es'));
}

/**
 * Revenue of each month of the current year in Colombia, January to the current month: the prices of the company's
 * properties (units or independent) whose sale is dated in that month.
 */
export async function revenueByMonth(db: Db, companyId: number, now: Date) {
  const { year, month } = colombiaMonth(now);
  const sales = await db
    .select({ price: properties.price, soldAt: properties.soldAt })
    .from(properties)
    .where(
      and(
        eq(properties.companyId, companyId),
        eq(properties.status, 'SOLD'),
        gte(properties.soldAt, monthStart(year, 1)),
        lt(properties.soldAt, monthStart(year, month + 1))
      )
    );
  const totals = Array.from({ length: month }, () => 0);
  for (const sale of sales) {
    const index = colombiaMonth(sale.soldAt!).month - 1;
    totals[index] = (totals[index] ?? 0) + (sale.price ?? 0);
  }
  return totals.map((revenue, i) => ({
    month: monthKey(year, i + 1),
    label: MONTH_SHORT_LABELS[i]!,
    revenue,
  }));
}

/** The company's monthly revenue target, or null when it has none. */
export async function monthlyTarget(db: Db, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ target: companies.monthlyRevenueTarget })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.target ?? null;
}

/** Sets (or, with null, clears) the company's monthly revenue target. */
export async function setMonthlyTarget(db: Db, companyId: number, target: number | null) {
  await db.update(companies).set({ monthlyRevenueTarget: target }).where(eq(companies.id, companyId));
  return { company_id: companyId, monthly_target: target };
}
