import { colombiaDay } from '#domain/business-calendar';
import { constructionDisplayStatus, percentOf } from '#domain/construction';
import type { ConstructorDashboard, ConstructorStats } from '#domain/constructor-workspace';
import type { Db } from '#server/db/client';
import type { WithCaller } from './users';
import {
  activeProjects,
  averageProgress,
  projectSales,
  readFigures,
  readFiguresWithCaller,
  stageCounts,
  type CompanyFigures,
  unitTotals,
} from './constructor-figures';

/** How many projects the statistics rank by sales. */
const TOP_PROJECTS = 5;

const sum = (values: readonly (number | null)[]) => values.reduce<number>((n, v) => n + (v ?? 0), 0);

/**
 * `GET /constructor/dashboard`: the constructor dashboard's figures for a company at `now`, read in one statement
 * with the caller of `sub` (ADR 0066).
 */
export async function constructorDashboard(
  db: Db,
  sub: string,
  companyId: number,
  now: Date
): Promise<WithCaller<ConstructorDashboard>> {
  const { caller, answer: figures } = await readFiguresWithCaller(db, sub, companyId, now);
  return { caller, answer: dashboardOf(companyId, figures, now) };
}

function dashboardOf(
  companyId: number,
  { rows, revenue, months, target, qualified, activity }: CompanyFigures,
  now: Date
): ConstructorDashboard {
  const budgetTotal = sum(rows.map((r) => r.budget));
  const spentTotal = sum(rows.map((r) => r.spent));
  const today = colombiaDay(now);
  return {
    company_id: companyId,
    kpis: {
      active_projects: activeProjects(rows),
      revenue_this_month: months.at(-1)?.revenue ?? 0,
      qualified_leads: qualified,
      average_progress: averageProgress(rows),
    },
    construction: {
      by_stage: stageCounts(rows),
      budget_total: budgetTotal,
      spent_total: spentTotal,
      percent_spent: budgetTotal > 0 ? percentOf(spentTotal, budgetTotal) : null,
      units: unitTotals(rows),
    },
    monthly_target: target,
    revenue_by_month: months.map((m) => ({ ...m, target })),
    project_performance: projectSales(rows, revenue),
    // Newest projects first, as the projects list orders them.
    construction_projects: [...rows].reverse().map((r) => ({
      project_id: r.id,
      name: r.name,
      stage: r.stage,
      display_status: constructionDisplayStatus(
        { construction_stage: r.stage, progress: r.progress, completion_date: r.completionDate },
        today
      ),
      progress: r.progress ?? 0,
      budget: r.budget,
      spent: r.spent,
      percent_spent: r.budget ? percentOf(r.spent ?? 0, r.budget) : null,
      manager: r.manager,
      priority: r.priority,
      currency: r.currency,
    })),
    recent_activity: activity,
  };
}

/** `GET /constructor/stats`: the Estadísticas view's figures for a company at `now`. */
export async function constructorStats(db: Db, companyId: number, now: Date): Promise<ConstructorStats> {
  const { rows, revenue, months, target } = await readFigures(db, companyId, now);
  return {
    company_id: companyId,
    by_stage: stageCounts(rows),
    units: unitTotals(rows),
    revenue_by_month: months.map((m) => ({ ...m, target })),
    average_progress: averageProgress(rows),
    top_projects: projectSales(rows, revenue).slice(0, TOP_PROJECTS),
  };
}
