import { z } from 'zod';
import { idField, idParam, MAX_MONEY, text } from './input-limits';
import { ListPageQuerySchema, listSearchParam } from './list-page';
import {
  ActivityTypeSchema,
  ConstructionDisplayStatusSchema,
  ConstructionStageSchema,
  ManualActivityTypeSchema,
  ProjectPrioritySchema,
  SalesToneSchema,
} from './construction';
import { PriceBucketSchema } from './price-buckets';
import { ProjectStatusSchema, ProjectTypeSchema } from './statuses';

// The contract of the constructor workspace (`/constructor/*`, the revenue target): every figure is counted by the
// server in one call per screen, so the dashboard, the list and the statistics never add up rows themselves.

const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date();
const companyId = idParam();
const cop = (description: string) => z.number().meta({ description: `${description} (COP).` });

export const ConstructorQuerySchema = z.object({ company_id: companyId });

/** Cards on one page of the Lista view: a full grid of one, two or three columns. */
export const PROJECT_CARDS_PAGE_SIZE = 12;

/**
 * `GET /constructor/projects`: search and filters of the Lista view, applied by the server, and the page contract
 * (list-page.ts): with `page`, `limit` or `q` the answer is one page; without them, every matching project.
 */
export const ConstructorProjectsQuerySchema = ListPageQuerySchema.extend({
  company_id: companyId,
  q: listSearchParam().meta({
    description: 'Matches name, location, city or developer, ignoring case and accents.',
  }),
  stage: ConstructionStageSchema.optional(),
  city: text()
    .trim()
    .max(100, 'La ciudad no puede exceder 100 caracteres')
    .optional()
    .meta({ description: 'Exact city, ignoring case.' }),
  price_bucket: PriceBucketSchema.optional().meta({
    description: 'Bucket of the price range’s midpoint; bucket figures are thousands of pesos.',
  }),
});

/** One entry of the activity feed. */
export const ActivitySchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    project_id: z.number().int().nullable(),
    project_name: z.string().nullable(),
    type: ActivityTypeSchema,
    title: z.string(),
    description: z.string().nullable(),
    created_by: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'User id; null when written by the system.' }),
    created_by_name: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'Activity' });

/** Body of `POST /constructor/activities`: an inspection or a delivery recorded by hand. */
export const ActivityCreateSchema = z
  .object({
    company_id: idField(),
    project_id: idField().nullish(),
    type: ManualActivityTypeSchema,
    title: text({ error: 'El título es requerido' })
      .trim()
      .min(1, 'El título es requerido')
      .max(255, 'El título no puede exceder 255 caracteres'),
    description: text().trim().max(1000, 'La descripción no puede exceder 1000 caracteres').nullish(),
  })
  .meta({ id: 'ActivityCreate' });

/** Projects per construction stage, every stage listed (0 included), in the set's order. */
const StageCountsSchema = z.array(z.object({ stage: ConstructionStageSchema, count: z.number().int() }));

/** Units of the company's projects: sold is total minus available (spec §4), so sold + available = total. */
const UnitTotalsSchema = z.object({
  sold: z.number().int(),
  available: z.number().int(),
  total: z.number().int(),
});

/** How far a project's sales are, with the sales bar's colour (spec §4). */
export const ProjectSalesSchema = z
  .object({
    project_id: z.number().int(),
    name: z.string(),
    units_sold: z.number().int(),
    total_units: z.number().int(),
    sales_percent: z.number().int(),
    sales_tone: SalesToneSchema.meta({ description: 'The card’s sales bar colour (spec §4).' }),
    revenue: cop('Sum of the prices of the units sold'),
  })
  .meta({ id: 'ProjectSales' });

const MonthRevenueSchema = z.object({
  month: z.string().meta({ example: '2026-03' }),
  label: z.string().meta({ example: 'Mar' }),
  revenue: cop('Prices of the units whose sale was recorded that month'),
  target: z.number().nullable().meta({ description: 'The company’s monthly target, null when unset (COP).' }),
});

/** One row of the dashboard's construction projects table. */
export const ConstructionRowSchema = z
  .object({
    project_id: z.number().int(),
    name: z.string(),
    stage: ConstructionStageSchema,
    display_status: ConstructionDisplayStatusSchema,
    progress: z.number().int(),
    budget: z.number().nullable(),
    spent: z.number().nullable(),
    percent_spent: z.number().int().nullable().meta({ description: 'Rounded; null without a budget.' }),
    manager: z.string().nullable(),
    priority: ProjectPrioritySchema,
    currency: z.string(),
  })
  .meta({ id: 'ConstructionRow' });

/** `GET /constructor/dashboard`: everything the constructor dashboard shows, in one answer. */
export const ConstructorDashboardSchema = z
  .object({
    company_id: z.number().int(),
    kpis: z.object({
      active_projects: z
        .number()
        .int()
        .meta({ description: 'Projects whose construction stage is neither completed nor cancelled.' }),
      revenue_this_month: cop('Units sold this month'),
      qualified_leads: z.number().int(),
      average_progress: z
        .number()
        .int()
        .meta({ description: 'Rounded mean construction progress of the active projects with a figure.' }),
    }),
    construction: z.object({
      by_stage: StageCountsSchema,
      budget_total: cop('Budgets of every project'),
      spent_total: cop('Spending of every project'),
      percent_spent: z.number().int().nullable(),
      units: UnitTotalsSchema,
    }),
    monthly_target: z.number().nullable(),
    revenue_by_month: z.array(MonthRevenueSchema).meta({ description: 'January to the current month.' }),
    project_performance: z.array(ProjectSalesSchema).meta({ description: 'Best sales first.' }),
    construction_projects: z.array(ConstructionRowSchema),
    recent_activity: z.array(ActivitySchema).meta({ description: 'The latest entries, newest first.' }),
  })
  .meta({ id: 'ConstructorDashboard' });

/** One card of the constructor's Lista view (spec §2). */
export const ConstructorProjectCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    status: ProjectStatusSchema,
    construction_stage: ConstructionStageSchema,
    priority: ProjectPrioritySchema,
    type: ProjectTypeSchema.nullable(),
    image_url: z.string().nullable(),
    location: z.string().nullable(),
    neighborhood: z.string().nullable(),
    zone: z.string().nullable(),
    city: z.string().nullable(),
    total_units: z.number().int(),
    available_units: z.number().int(),
    units_sold: z.number().int().meta({ description: 'Total minus available (spec §4).' }),
    sales_percent: z.number().int(),
    sales_tone: SalesToneSchema,
    price_range_min: z.number().nullable(),
    price_range_max: z.number().nullable(),
    currency: z.string(),
    progress: z.number().int().nullable(),
    investment_amount: z.number().nullable(),
    roi_expected: z.number().nullable(),
    revenue: z.number().nullable(),
    team: z.object({
      developer: z.string().nullable(),
      architect: z.string().nullable(),
      construction_company: z.string().nullable(),
      manager: z.string().nullable(),
    }),
    amenities: z.array(z.object({ id: z.number().int(), name: z.string() })).meta({
      description: 'The first four amenities by catalogue order.',
    }),
    more_amenities: z.number().int().meta({ description: 'Amenities left out of the card (+N más).' }),
    start_date: day.nullable(),
    completion_date: day.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'ConstructorProjectCard' });

export const ConstructorProjectListSchema = z
  .object({
    projects: z.array(ConstructorProjectCardSchema),
    total_pages: z.number().int().meta({ description: 'Pages of `limit` cards; 1 for the whole list.' }),
    total_items: z.number().int(),
  })
  .meta({ id: 'ConstructorProjectList' });

/** `GET /constructor/stats`: the Estadísticas view. */
export const ConstructorStatsSchema = z
  .object({
    company_id: z.number().int(),
    by_stage: StageCountsSchema,
    units: UnitTotalsSchema,
    revenue_by_month: z.array(MonthRevenueSchema),
    average_progress: z.number().int(),
    top_projects: z.array(ProjectSalesSchema).meta({ description: 'The five best-selling projects.' }),
  })
  .meta({ id: 'ConstructorStats' });

/** Body of `PUT /companies/{id}/revenue-target`; null clears the target. */
export const RevenueTargetInputSchema = z
  .object({
    monthly_target: z
      .number({ error: 'La meta mensual es requerida' })
      .min(0, 'La meta mensual no puede ser negativa')
      .max(MAX_MONEY, 'La meta mensual es demasiado grande')
      .nullable(),
  })
  .meta({ id: 'RevenueTargetInput' });

export const RevenueTargetSchema = z
  .object({ company_id: z.number().int(), monthly_target: z.number().nullable() })
  .meta({ id: 'RevenueTarget' });

export type Activity = z.infer<typeof ActivitySchema>;
export type ActivityCreate = z.infer<typeof ActivityCreateSchema>;
export type ConstructorDashboard = z.infer<typeof ConstructorDashboardSchema>;
export type ConstructorProjectCard = z.infer<typeof ConstructorProjectCardSchema>;
export type ConstructorProjectList = z.infer<typeof ConstructorProjectListSchema>;
export type ConstructorProjectsQuery = z.infer<typeof ConstructorProjectsQuerySchema>;
export type ConstructorStats = z.infer<typeof ConstructorStatsSchema>;
export type ProjectSales = z.infer<typeof ProjectSalesSchema>;
