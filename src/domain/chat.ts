import { z } from 'zod';
import { text } from './input-limits';
import {
  AGENT_TYPES,
  CHAT_LANGUAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  COMPARISON_ROWS,
  type ComparisonRowKey,
  DECISION_SOURCES,
  DELIVERIES,
  PROPERTY_TYPES,
  PURPOSES,
  RANKINGS,
} from './chat-constants';

// The public investor assistant's contract (spec §3 Chat message and Recommended property, §7 POST /api/chat/,
// §9 chat constants), shared by the API, the chat screen and its machines.

export * from './chat-constants';

/** What the assistant understood the visitor wants; each filter is null (or empty) when not asked for. */
export const ChatSlotsSchema = z
  .object({
    city: z.string().nullable(),
    department: z.string().nullable(),
    neighborhood: z.string().nullable(),
    property_type: z.enum(PROPERTY_TYPES).nullable(),
    bedrooms_min: z.number().int().nullable(),
    bedrooms_max: z.number().int().nullable(),
    bathrooms_min: z.number().int().nullable(),
    price_min: z.number().nullable().meta({ description: 'Pesos colombianos.' }),
    price_max: z.number().nullable().meta({ description: 'Pesos colombianos.' }),
    area_min: z.number().nullable().meta({ description: 'Metros cuadrados.' }),
    area_max: z.number().nullable(),
    parking_min: z.number().int().nullable(),
    amenities: z.array(z.string()),
    purpose: z.enum(PURPOSES).nullable(),
    delivery: z.enum(DELIVERIES).nullable(),
    cap_rate_min: z
      .number()
      .nullable()
      .meta({ description: 'Percent: only listings whose estimated cap rate reaches it.' }),
    rank_by: z
      .enum(RANKINGS)
      .nullable()
      .meta({ description: 'Results ordered by estimated cap rate or by estimated monthly rent.' }),
  })
  .meta({ id: 'ChatSlots' });
export type ChatSlots = z.infer<typeof ChatSlotsSchema>;
export type SlotKey = keyof ChatSlots;

export const RecommendationSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    price: z.number().nullable(),
    priceLabel: z
      .string()
      .meta({ description: "Precio en pesos, '$450.000.000', o 'Precio no disponible'." }),
    currency: z.string(),
    area: z.number().nullable().meta({ description: 'Metros cuadrados.' }),
    location: z.object({ city: z.string().nullable(), district: z.string().nullable() }),
    locationLabel: z.string(),
    bedrooms: z.number().int().nullable(),
    bathrooms: z.number().int().nullable(),
    parking_spaces: z.number().int().nullable(),
    property_type: z.enum(PROPERTY_TYPES),
    property_type_label: z.string(),
    image: z.string().nullable(),
    features: z.array(z.string()),
    description: z.string().nullable(),
    project: z
      .object({
        id: z.number().int(),
        name: z.string(),
        status: z.string(),
        delivery_date: z.string().nullable(),
      })
      .nullable(),
    company: z.object({ id: z.number().int(), name: z.string() }),
    availability_checked_at: z.iso
      .datetime({ offset: true })
      .meta({ description: 'When the API read that the property is AVAILABLE.' }),
    match_score: z.number().meta({ description: 'Ranking score between 0 and 1.' }),
    cap_rate: z
      .number()
      .nullable()
      .meta({ description: 'Percent, as its financial analysis computes it; null without a price.' }),
    estimated_rent: z
      .number()
      .nullable()
      .meta({ description: 'Pesos per month, as its analysis estimates it.' }),
    roi: z
      .number()
      .nullable()
      .meta({ description: 'First-year ROI in percent, as its analysis computes it.' }),
  })
  .meta({ id: 'Recommendation' });
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const LabeledValueSchema = z
  .object({ label: z.string(), value: z.string() })
  .meta({ id: 'LabeledValue' });
export type LabeledValue = z.infer<typeof LabeledValueSchema>;

export const BreakdownItemSchema = z
  .object({
    label: z.string(),
    amount: z.number().meta({ description: 'Pesos colombianos por año (o una sola vez en el cierre).' }),
    kind: z.enum(['income', 'cost', 'result', 'closing', 'financing']),
  })
  .meta({ id: 'BreakdownItem' });
export type BreakdownItem = z.infer<typeof BreakdownItemSchema>;

export const AnalysisMetricsSchema = z
  .object({
    purchase_price: z.number(),
    monthly_rent: z.number(),
    rent_source: z.enum(['comparables', 'city_yield', 'actual']),
    comparables_count: z.number().int(),
    annual_gross_income: z.number(),
    annual_costs: z.number(),
    noi: z.number(),
    gross_yield: z.number().meta({ description: 'Percent.' }),
    cap_rate: z.number().meta({ description: 'Percent.' }),
    closing_costs: z.number(),
    cash_invested: z.number(),
    annual_debt_service: z.number(),
    cash_flow: z.number(),
    cash_on_cash: z.number().meta({ description: 'Percent.' }),
    roi: z.number().meta({ description: 'Percent.' }),
    irr_10y: z.number().nullable().meta({ description: 'Percent; null when the flows have no rate.' }),
    rent_ceiling: z
      .number()
      .nullable()
      .meta({ description: 'Ley 820 de 2003 ceiling; null when not housing.' }),
    rent_within_ceiling: z.boolean().nullable(),
    loan_amount: z.number(),
    monthly_payment: z.number(),
  })
  .meta({ id: 'AnalysisMetrics' });

export const AnalysisDetailsSchema = z
  .object({
    roi: z.number().meta({ description: 'ROI del primer año, en porcentaje.' }),
    cap_rate: z.number().meta({ description: 'Tasa de capitalización, en porcentaje.' }),
    assumptions: z.array(LabeledValueSchema),
    breakdown: z.array(BreakdownItemSchema),
    property_id: z.number().int().nullable(),
    property_title: z.string(),
    metrics: AnalysisMetricsSchema,
  })
  .meta({ id: 'AnalysisDetails' });
export type AnalysisDetails = z.infer<typeof AnalysisDetailsSchema>;

export const ComparisonSchema = z
  .object({
    properties: z.array(z.object({ id: z.number().int(), title: z.string() })),
    rows: z.array(
      z.object({
        key: z.enum(COMPARISON_ROWS.map((r) => r.key) as [ComparisonRowKey, ...ComparisonRowKey[]]),
        label: z.string(),
        values: z
          .array(z.number().nullable())
          .meta({ description: 'One per property, in its order; pesos, m², count or percent.' }),
        best: z
          .array(z.number().int())
          .meta({ description: 'Indexes of the properties with the better figure of the row.' }),
      })
    ),
  })
  .meta({ id: 'Comparison' });
export type Comparison = z.infer<typeof ComparisonSchema>;

export const ChatRequestSchema = z
  .object({
    message: text({ error: 'El mensaje es obligatorio' })
      .trim()
      .min(1, 'El mensaje no puede estar vacío')
      .max(CHAT_MESSAGE_MAX_LENGTH, `El mensaje no puede exceder ${CHAT_MESSAGE_MAX_LENGTH} caracteres`),
    session_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'El identificador de sesión no es válido')
      .optional()
      .meta({ description: 'Generated and kept by the browser; a new one is issued when absent.' }),
    language: z.enum(CHAT_LANGUAGES).optional().meta({
      description:
        "The language chosen with the chat's ES | EN switch; a message clearly in the other language wins.",
    }),
  })
  .meta({ id: 'ChatRequest' });
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const ChatReplySchema = z
  .object({
    content: z.string().meta({ description: 'Markdown restringido: #, ##, ### y **negrita**.' }),
    recommendations: z.array(RecommendationSchema),
    agent_type: z.enum(AGENT_TYPES),
    decision_source: z.enum(DECISION_SOURCES),
    analysis_details: AnalysisDetailsSchema.nullable(),
    slots: ChatSlotsSchema,
    ack: z.object({ score: z.number().min(0).max(1) }),
    cache: z.object({ hit: z.boolean() }),
    session_id: z.string(),
    total_matches: z
      .number()
      .int()
      .meta({ description: 'Properties matching the filters (before the top list).' }),
    relaxed: z
      .array(z.string())
      .meta({ description: 'Filters loosened because nothing matched, in Spanish.' }),
    language: z.enum(CHAT_LANGUAGES).meta({ description: 'The language the reply is written in.' }),
    comparison: ComparisonSchema.nullable().meta({
      description: 'Two or three listings side by side, when the visitor asked to compare them.',
    }),
  })
  .meta({ id: 'ChatReply' });
export type ChatReply = z.infer<typeof ChatReplySchema>;
