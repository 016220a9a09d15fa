import { z } from 'zod';
import { countParam, idParam } from './input-limits';
import { LeadOriginSchema } from './lead';

// The sales funnel (issue 28 item 5) and the dashboard's collected-vs-due: how many leads, quotes, separaciones and
// sales each month brought, the conversion from each step to the next, the same by the leads' origin, and what the
// month's instalments asked for against what was collected.

/** The months the funnel shows by default, and the most a caller may ask for. */
export const FUNNEL_DEFAULT_MONTHS = 6;
export const FUNNEL_MAX_MONTHS = 24;

export const FUNNEL_STEPS = ['leads', 'quotes', 'reservations', 'sales'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  leads: 'Leads',
  quotes: 'Cotizaciones',
  reservations: 'Separaciones',
  sales: 'Ventas',
};

/** `GET /sales-funnel` and its CSV: the company (or one project) over the last `months` months, this one included. */
export const FunnelQuerySchema = z.object({
  company_id: idParam(),
  project_id: idParam().optional(),
  months: countParam(FUNNEL_MAX_MONTHS, {
    invalid: 'Los meses deben ser un número entero entre 1 y 24',
    tooBig: 'Los meses no pueden ser más de 24',
  }).default(FUNNEL_DEFAULT_MONTHS),
});
export type FunnelQuery = z.infer<typeof FunnelQuerySchema>;

const count = z.number().int().min(0);
const FunnelCountsSchema = z.object({ leads: count, quotes: count, reservations: count, sales: count });
export type FunnelCounts = z.infer<typeof FunnelCountsSchema>;

export const FunnelSchema = z
  .object({
    months: z.array(
      FunnelCountsSchema.extend({
        month: z.string().meta({ description: 'AAAA-MM, hora de Colombia' }),
        label: z.string(),
      })
    ),
    /**
     * The window's leads by origin and how far each got: a lead counts as quoted, separated or sold when it has a
     * quote, a separación or a sale, whenever it came.
     */
    by_origin: z.array(FunnelCountsSchema.extend({ origin: LeadOriginSchema })),
    totals: FunnelCountsSchema,
  })
  .meta({ id: 'SalesFunnel' });
export type Funnel = z.infer<typeof FunnelSchema>;

/** The share of `from` that reached `to`, in whole percent, or null when there was nothing to convert. */
export const conversion = (from: number, to: number): number | null =>
  from > 0 ? Math.round((to / from) * 100) : null;

/** A conversion as the funnel's table and CSV print it. */
export const conversionText = (from: number, to: number): string => {
  const pct = conversion(from, to);
  return pct === null ? '—' : `${pct} %`;
};

/** `GET /sales-collection`: the company's collected payments and instalments due in the current month. */
export const CollectionQuerySchema = z.object({ company_id: idParam() });
export const CollectionSchema = z
  .object({
    month: z.string(),
    label: z.string(),
    due: z.number().meta({ description: 'Instalments falling due this month (COP).' }),
    collected: z.number().meta({ description: 'Payments received this month (COP), whatever instalment.' }),
  })
  .meta({ id: 'SalesCollection' });
export type Collection = z.infer<typeof CollectionSchema>;
