import { z } from 'zod';
import { idParam } from './input-limits';

/** Days counted as "new" for leads on the dashboard (spec §9). */
export const NEW_LEADS_WINDOW_DAYS = 30;
/** How many recent leads the dashboard lists. */
export const RECENT_LEADS_LIMIT = 5;

export const RecentLeadSchema = z
  .object({
    id: z.number().int(),
    contact_name: z.string().nullable(),
    property_title: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'RecentLead' });

export const DashboardSummarySchema = z
  .object({
    total_projects: z.number().int().meta({ description: 'Projects of the company in status ACTIVE.' }),
    properties_available: z.number().int().meta({ description: 'Properties and units in status AVAILABLE.' }),
    new_leads_last_30_days: z.number().int(),
    recent_leads: z.array(RecentLeadSchema),
  })
  .meta({ id: 'DashboardSummary' });

export const DashboardQuerySchema = z.object({
  company_id: idParam(),
});

export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;
