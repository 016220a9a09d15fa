// The chat's constants, labels and request phrasings (spec §9), without zod: the chat screen's first download
// carries these, while the schemas built from them stay in chat.ts (docs/decisions/0026).

/** A reply whose `ack.score` reaches this is shown with the purple dot (spec §9). */
export const ACK_THRESHOLD = 0.6;
/** The message box grows up to this many lines, then scrolls (spec §9). */
export const INPUT_MAX_LINES = 4;
/** Longest message the assistant accepts; longer ones answer 422. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** What the visitor reads when a message could not be answered (spec §4 Chat panel, sending). */
export const CHAT_APOLOGY = 'Lo siento, hubo un error al procesar tu mensaje. Por favor, intenta de nuevo.';
/** The message the 'Nueva búsqueda' suggestion sends, in the conversation's language. */
export const NEW_SEARCH_MESSAGE: Record<'es' | 'en', string> = { es: 'Nueva búsqueda', en: 'New search' };

/** The languages the assistant and the /chat screen speak; Spanish is the default. */
export const CHAT_LANGUAGES = ['es', 'en'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

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

/** How results can be ordered by return: estimated cap rate, or estimated monthly rent. */
export const RANKINGS = ['cap_rate', 'rent'] as const;
export type Ranking = (typeof RANKINGS)[number];
export const RANKING_LABELS: Record<Ranking, string> = {
  cap_rate: 'Mayor rentabilidad',
  rent: 'Mayor arriendo',
};

/**
 * The rows of a side-by-side comparison, in order: what each compares, how it is written and which way is better
 * (`higher`: the largest value is marked; `lower`: the smallest).
 */
export const COMPARISON_ROWS = [
  { key: 'price', label: 'Precio', unit: 'money', better: 'lower' },
  { key: 'area', label: 'Área', unit: 'area', better: 'higher' },
  { key: 'price_per_m2', label: 'Precio por m²', unit: 'money', better: 'lower' },
  { key: 'bedrooms', label: 'Habitaciones', unit: 'count', better: 'higher' },
  { key: 'estimated_rent', label: 'Arriendo mensual estimado', unit: 'money', better: 'higher' },
  { key: 'annual_costs', label: 'Costos anuales', unit: 'money', better: 'lower' },
  { key: 'noi', label: 'NOI', unit: 'money', better: 'higher' },
  { key: 'cap_rate', label: 'Cap rate', unit: 'percent', better: 'higher' },
  { key: 'roi', label: 'ROI', unit: 'percent', better: 'higher' },
  { key: 'irr_10y', label: 'TIR a 10 años', unit: 'percent', better: 'higher' },
] as const;
export type ComparisonRowKey = (typeof COMPARISON_ROWS)[number]['key'];

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

export const PROPERTY_TYPE_PLURALS: Record<ChatPropertyType, string> = {
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

/**
 * The request the 'Análisis' button sends: names the property so the assistant analyses exactly that one, in the
 * conversation's language (the request's words set the reply's).
 */
export const analysisRequestFor = (property: { id: number; title: string }, language: ChatLanguage = 'es') =>
  language === 'en'
    ? `Financial analysis of the property "${property.title}" (ID ${property.id})`
    : `Análisis financiero de la propiedad "${property.title}" (ID ${property.id})`;

/** The request 'Comparar' sends for the cards the visitor picked: by id, so the order of the results does not matter. */
export const compareRequestFor = (properties: readonly { id: number }[]) =>
  `Compara ${properties.map((p) => `ID ${p.id}`).join(', ')}`;

/** The request of the 'financial analysis of the detected location' suggestion, in the conversation's language. */
export const locationAnalysisRequest = (location: string, language: ChatLanguage = 'es') =>
  language === 'en'
    ? `Investment analysis in ${location}`
    : `Análisis financiero de inversión en ${location}`;

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
