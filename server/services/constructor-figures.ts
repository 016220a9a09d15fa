import { eq, sql } from 'drizzle-orm';
import { colombiaMonth, monthKey, monthStart, MONTH_SHORT_LABELS } from '#domain/business-calendar';
import {
  ACTIVE_CONSTRUCTION_STAGES,
  CONSTRUCTION_STAGES,
  percentOf,
  RECENT_ACTIVITY_LIMIT,
  salesBarTone,
  type ConstructionStage,
  type ProjectPriority,
} from '#domain/construction';
import type { Activity, ProjectSales } from '#domain/constructor-workspace';
import { unitsSold } from '#domain/statuses';
import type { Db } from '#server/db/client';
import { builtOnce } from '#server/db/built-once';
import { isoText } from '#server/db/json-shape';
import { companies, leads, projectActivities, projects, properties, users } from '#server/db/schema';
import { CALLER_COLUMN, type WithCaller } from './users';

// The figures the constructor dashboard and statistics share. A company has tens of projects, so their rows are
// read once and counted here; sales are summed by the database; everything is read in one statement.

/** The columns of a company's projects the figures need. */
export type FigureRow = {
  id: number;
  name: string;
  stage: ConstructionStage;
  totalUnits: number;
  availableUnits: number;
  progress: number | null;
};

/** What the constructor dashboard and statistics read of a company, in one statement ({@link readFigures}). */
export type CompanyFigures = {
  /** Every project, oldest first. */
  rows: (FigureRow & {
    budget: number | null;
    spent: number | null;
    manager: string | null;
    priority: ProjectPriority;
    currency: string;
    completionDate: string | null;
  })[];
  /** Sum of the prices of each project's units in status SOLD. */
  revenue: Map<number, number>;
  /** Revenue of each month of the current year in Colombia, January to the current month. */
  months: { month: string; label: string; revenue: number }[];
  /** The company's monthly revenue target, or null when it has none. */
  target: number | null;
  /** Leads in status qualified. */
  qualified: number;
  /** The latest entries of the activity log, newest first. */
  activity: Activity[];
};

type FiguresRead = {
  rows: CompanyFigures['rows'];
  revenue: { projectId: number; revenue: number }[];
  sales: { price: number | null; soldAt: string }[];
  target: number | null;
  qualified: number;
  activity: Activity[];
};

// Every figure of a company in one statement built once (server/db/built-once.ts, ADR 0062): its projects' rows,
// the revenue of each project's sold units, the sales dated in the current year, the target, the qualified leads
// and the latest activity. The rules that turn them into figures stay in the domain and below.
const FIGURES = {
  rows: sql<FiguresRead['rows']>`coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name,
          'stage', p.construction_stage, 'totalUnits', p.total_units, 'availableUnits', p.available_units,
          'progress', p.progress, 'budget', p.budget, 'spent', p.spent, 'manager', p.manager,
          'priority', p.priority, 'currency', p.currency, 'completionDate', p.completion_date)
          order by p.created_at, p.id)
        from ${projects} p where p.company_id = ${sql.placeholder('companyId')}), '[]')`,
  revenue: sql<FiguresRead['revenue']>`coalesce((select json_agg(json_build_object('projectId', s.project_id,
          'revenue', s.revenue))
        from (select project_id, coalesce(sum(price), 0) as revenue from ${properties}
          where company_id = ${sql.placeholder('companyId')} and status = 'SOLD' and project_id is not null
          group by project_id) s), '[]')`,
  sales: sql<FiguresRead['sales']>`coalesce((select json_agg(json_build_object('price', s.price,
          'soldAt', ${sql.raw(isoText('s.sold_at'))}))
        from ${properties} s where s.company_id = ${sql.placeholder('companyId')} and s.status = 'SOLD'
          and s.sold_at >= ${sql.placeholder('from')} and s.sold_at < ${sql.placeholder('to')}), '[]')`,
  target: sql<number | null>`(select monthly_revenue_target::float8 from ${companies}
        where id = ${sql.placeholder('companyId')})`,
  qualified: sql<number>`(select count(*)::int from ${leads}
        where company_id = ${sql.placeholder('companyId')} and status = 'qualified')`,
  // In the shape of server/services/activities.ts listActivities.
  activity: sql<Activity[]>`coalesce((select json_agg(json_build_object('id', a.id,
          'company_id', a.company_id, 'project_id', a.project_id, 'project_name', pr.name, 'type', a.type,
          'title', a.title, 'description', a.description, 'created_by', a.created_by,
          'created_by_name', u.full_name, 'created_at', ${sql.raw(isoText('a.created_at'))})
          order by a.created_at desc, a.id desc)
        from (select * from ${projectActivities} where company_id = ${sql.placeholder('companyId')}
          order by created_at desc, id desc limit ${sql.raw(String(RECENT_ACTIVITY_LIMIT))}) a
        left join ${projects} pr on pr.id = a.project_id left join ${users} u on u.id = a.created_by), '[]')`,
};
const figuresOf = builtOnce('constructor-figures.figuresOf', (db, statement) =>
  db
    .select(FIGURES)
    .from(sql`(select 1) one`)
    .prepare(statement)
);
// The constructor dashboard, a hot call, reads its caller in the same statement (ADR 0066).
const figuresWithCallerOf = builtOnce('constructor-figures.figuresWithCallerOf', (db, statement) =>
  db
    .select({ ...CALLER_COLUMN, ...FIGURES })
    .from(sql`(select 1) one`)
    .prepare(statement)
);

// The current year's months in Colombia at `now`, as the statements' sales window and as the figures' months.
const monthsAt = (now: Date) => {
  const { year, month } = colombiaMonth(now);
  return {
    year,
    month,
    from: monthStart(year, 1).toISOString(),
    to: monthStart(year, month + 1).toISOString(),
  };
};

const figuresFrom = (
  read: FiguresRead,
  { year, month }: { year: number; month: number }
): CompanyFigures => ({
  rows: read.rows,
  revenue: new Map(read.revenue.map((r) => [r.projectId, Number(r.revenue)])),
  months: revenueOfMonths(read.sales, year, month),
  target: read.target,
  qualified: read.qualified,
  activity: read.activity,
});

/** Reads a company's figures at `now` in one statement. */
export async function readFigures(db: Db, companyId: number, now: Date): Promise<CompanyFigures> {
  const at = monthsAt(now);
  const [read] = await figuresOf(db).execute({ companyId, from: at.from, to: at.to });
  return figuresFrom(read!, at);
}

/** Reads a company's figures at `now` and the caller of `sub` in one statement. */
export async function readFiguresWithCaller(
  db: Db,
  sub: string,
  companyId: number,
  now: Date
): Promise<WithCaller<CompanyFigures>> {
  const at = monthsAt(now);
  const [read] = await figuresWithCallerOf(db).execute({ sub, companyId, from: at.from, to: at.to });
  return { caller: read!.caller, answer: figuresFrom(read!, at) };
}

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
 * Revenue of each month of `year` in Colombia, January to `month`: the prices of the company's properties (units or
 * independent) whose sale is dated in that month.
 */
function revenueOfMonths(sales: FiguresRead['sales'], year: number, month: number) {
  const totals = Array.from({ length: month }, () => 0);
  for (const sale of sales) {
    const index = colombiaMonth(new Date(sale.soldAt)).month - 1;
    totals[index] = (totals[index] ?? 0) + (sale.price ?? 0);
  }
  return totals.map((revenue, i) => ({
    month: monthKey(year, i + 1),
    label: MONTH_SHORT_LABELS[i]!,
    revenue,
  }));
}

/** Sets (or, with null, clears) the company's monthly revenue target. */
export async function setMonthlyTarget(db: Db, companyId: number, target: number | null) {
  await db.update(companies).set({ monthlyRevenueTarget: target }).where(eq(companies.id, companyId));
  return { company_id: companyId, monthly_target: target };
}
