import { z } from 'zod';
import { text } from './input-limits';
import { formatMoney } from './format';

// The public investor assistant's contract (spec §3 Chat message and Recommended property, §7 POST /api/chat/,
// §9 chat constants), shared by the API, the chat screen and its machines.

/** A reply whose `ack.score` reaches this is shown with the purple dot (spec §9). */
export const ACK_THRESHOLD = 0.6;
/** The message box grows up to this many lines, then scrolls (spec §9). */
export const INPUT_MAX_LINES = 4;
/** Longest message the assistant accepts; longer ones answer 422. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** What the visitor reads when a message could not be answered (spec §4 Chat panel, sending). */
export const CHAT_APOLOGY = 'Lo siento, hubo un error al procesar tu mensaje. Por favor, intenta de nuevo.';
/** The message the 'Nueva búsqueda' suggestion sends. */
export const NEW_SEARCH_MESSAGE = 'Nueva búsqueda';

export const AGENT_TYPES = [
  'GREETING',
  'SEARCH',
  'REFINE',
  'NEW_SEARCH',
  'FINANCIAL_ANALYSIS',
  'AFFIRMATION',
  'HELP',
  'OUT_OF_CONTEXT',
] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

/** `rules`: answered by the engine; `cache`: a stored reply to the same question in the same state; `llm`: rephrased. */
export const DECISION_SOURCES = ['rules', 'cache', 'llm'] as const;

export const PROPERTY_TYPES = ['apartment', 'house', 'office', 'land', 'commercial'] as const;
export type ChatPropertyType = (typeof PROPERTY_TYPES)[number];

/** Spanish names of the property types (spec §4 Property types). */
export const PROPERTY_TYPE_LABELS: Record<ChatPropertyType, string> = {
  apartment: 'Apartamento',
  house: 'Casa',
  office: 'Oficina',
  land: 'Lote',
  commercial: 'Local Comercial',
};

const PROPERTY_TYPE_PLURALS: Record<ChatPropertyType, string> = {
  apartment: 'Apartamentos',
  house: 'Casas',
  office: 'Oficinas',
  land: 'Lotes',
  commercial: 'Locales comerciales',
};

export const PURPOSES = ['invest', 'live', 'rent'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const PURPOSE_LABELS: Record<Purpose, string> = {
  invest: 'Para invertir',
  live: 'Para vivir',
  rent: 'Para arrendar',
};

export const DELIVERIES = ['off_plan', 'immediate'] as const;
export type Delivery = (typeof DELIVERIES)[number];
export const DELIVERY_LABELS: Record<Delivery, string> = {
  off_plan: 'Sobre planos',
  immediate: 'Entrega inmediata',
};

/** Amenity codes the assistant understands, with the names the chips show. */
export const AMENITY_LABELS: Record<string, string> = {
  balcon: 'Balcón',
  terraza: 'Terraza',
  aire_acondicionado: 'Aire acondicionado',
  calefaccion: 'Calefacción',
  ascensor: 'Ascensor',
  seguridad: 'Seguridad 24 horas',
  mascotas: 'Admite mascotas',
  jardin: 'Jardín',
  bbq: 'Zona BBQ',
  lavanderia: 'Zona de lavandería',
  gimnasio: 'Gimnasio',
  piscina: 'Piscina',
  spa: 'Spa',
  sala_comun: 'Sala común',
  bicicletero: 'Bicicletero',
  zona_infantil: 'Zona infantil',
  salon_social: 'Salón social',
  cancha: 'Cancha',
  coworking: 'Coworking',
  custom_vista_al_mar: 'Vista al mar',
};

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
  })
  .meta({ id: 'ChatSlots' });
export type ChatSlots = z.infer<typeof ChatSlotsSchema>;
export type SlotKey = keyof ChatSlots;

/** No filters at all: a new conversation or a new search. */
export const EMPTY_SLOTS: ChatSlots = {
  city: null,
  department: null,
  neighborhood: null,
  property_type: null,
  bedrooms_min: null,
  bedrooms_max: null,
  bathrooms_min: null,
  price_min: null,
  price_max: null,
  area_min: null,
  area_max: null,
  parking_min: null,
  amenities: [],
  purpose: null,
  delivery: null,
};

/** True when at least one filter is set. */
export const hasAnyFilter = (slots: ChatSlots) =>
  Object.entries(slots).some(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== null));

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
  })
  .meta({ id: 'ChatReply' });
export type ChatReply = z.infer<typeof ChatReplySchema>;

/** A filter shown as a removable chip, with the message that removes it. */
export type SlotChip = { key: string; label: string; removeMessage: string };

const millionsLabel = (amount: number) => formatMoney(amount, 'COP');

/** The understood filters as chips, in reading order; removing one sends its `removeMessage` to the assistant. */
export function slotChips(slots: ChatSlots): SlotChip[] {
  const chips: SlotChip[] = [];
  const add = (key: string, label: string, what: string) =>
    chips.push({ key, label, removeMessage: `Quitar filtro: ${what}` });
  if (slots.property_type) add('property_type', PROPERTY_TYPE_PLURALS[slots.property_type], 'tipo');
  if (slots.neighborhood) add('neighborhood', slots.neighborhood, 'barrio');
  if (slots.city) add('city', slots.city, 'ciudad');
  if (slots.department) add('department', slots.department, 'departamento');
  const bedrooms = rangeLabel(slots.bedrooms_min, slots.bedrooms_max, 'habitación', 'habitaciones');
  if (bedrooms) add('bedrooms', bedrooms, 'habitaciones');
  if (slots.bathrooms_min !== null)
    add('bathrooms', `${slots.bathrooms_min}+ ${slots.bathrooms_min === 1 ? 'baño' : 'baños'}`, 'baños');
  if (slots.price_min !== null && slots.price_max !== null)
    add('price', `${millionsLabel(slots.price_min)} – ${millionsLabel(slots.price_max)}`, 'precio');
  else if (slots.price_max !== null) add('price', `Hasta ${millionsLabel(slots.price_max)}`, 'precio');
  else if (slots.price_min !== null) add('price', `Desde ${millionsLabel(slots.price_min)}`, 'precio');
  if (slots.area_min !== null && slots.area_max !== null)
    add('area', `${slots.area_min}–${slots.area_max} m²`, 'área');
  else if (slots.area_min !== null) add('area', `Desde ${slots.area_min} m²`, 'área');
  else if (slots.area_max !== null) add('area', `Hasta ${slots.area_max} m²`, 'área');
  if (slots.parking_min !== null)
    add(
      'parking',
      slots.parking_min > 1 ? `${slots.parking_min}+ parqueaderos` : 'Con parqueadero',
      'parqueadero'
    );
  for (const code of slots.amenities)
    add(`amenity:${code}`, AMENITY_LABELS[code] ?? code, AMENITY_LABELS[code] ?? code);
  if (slots.purpose) add('purpose', PURPOSE_LABELS[slots.purpose], 'propósito');
  if (slots.delivery) add('delivery', DELIVERY_LABELS[slots.delivery], 'entrega');
  return chips;
}

function rangeLabel(min: number | null, max: number | null, one: string, many: string): string | null {
  const noun = (n: number) => (n === 1 ? one : many);
  if (min !== null && max !== null) return min === max ? `${min} ${noun(min)}` : `${min} a ${max} ${many}`;
  if (min !== null) return `${min}+ ${noun(min)}`;
  if (max !== null) return `Hasta ${max} ${noun(max)}`;
  return null;
}

/** The request the 'Análisis' button sends: names the property so the assistant analyses exactly that one. */
export const analysisRequestFor = (property: { id: number; title: string }) =>
  `Análisis financiero de la propiedad "${property.title}" (ID ${property.id})`;

/** The request of the 'financial analysis of the detected location' suggestion. */
export const locationAnalysisRequest = (location: string) =>
  `Análisis financiero de inversión en ${location}`;

/** Cities the chat screen recognises in a reply to offer a location analysis (spec §9). */
export const DETECTABLE_LOCATIONS = [
  'Bogotá',
  'Medellín',
  'Cali',
  'Barranquilla',
  'Cartagena',
  'Bucaramanga',
  'Pereira',
  'Manizales',
  'Colombia',
  'Panamá',
  'México',
  'España',
  'Estados Unidos',
] as const;
