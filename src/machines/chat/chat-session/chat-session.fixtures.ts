import type { ChatReply, Recommendation } from '#domain/chat';
import { EMPTY_SLOTS } from '#domain/chat-slots';

const base = {
  decision_source: 'rules' as const,
  analysis_details: null,
  ack: { score: 1 },
  cache: { hit: false },
  session_id: 'chat_test_session',
  total_matches: 0,
  relaxed: [],
  comparison: null,
  language: 'es' as const,
};

/** A recommended property as the API returns it. */
export const belen: Recommendation = {
  id: 371,
  title: 'Apartamento con balcón en Belén',
  price: 318_000_000,
  priceLabel: '$318.000.000',
  currency: 'COP',
  area: 58,
  location: { city: 'Medellín', district: 'Belén' },
  locationLabel: 'Belén, Medellín',
  bedrooms: 2,
  bathrooms: 2,
  parking_spaces: 1,
  property_type: 'apartment',
  property_type_label: 'Apartamento',
  image: null,
  features: ['2 habitaciones', '2 baños', '1 parqueadero', '58 m²', 'Entrega inmediata', 'Balcón'],
  description: 'Apartamento de 2 alcobas con balcón.',
  project: null,
  company: { id: 1, name: 'Constructora Andina S.A.S.' },
  availability_checked_at: '2026-11-21T15:00:00.000Z',
  match_score: 0.95,
  cap_rate: 5.12,
  estimated_rent: 1_590_000,
  roi: 4.61,
};

export const laureles: Recommendation = {
  ...belen,
  id: 376,
  title: 'Apartamento cerca al estadio en Laureles',
  price: 396_000_000,
  priceLabel: '$396.000.000',
  area: 62,
  location: { city: 'Medellín', district: 'Laureles' },
  locationLabel: 'Laureles, Medellín',
};

export const searchSlots = {
  ...EMPTY_SLOTS,
  city: 'Medellín',
  bedrooms_min: 2,
  bedrooms_max: 2,
  price_max: 400_000_000,
};

export const searchReply: ChatReply = {
  ...base,
  content: '## Encontré 2 propiedades\nPara tu búsqueda de **propiedades de 2 habitaciones en Medellín**.',
  recommendations: [laureles, belen],
  agent_type: 'SEARCH',
  slots: searchSlots,
  total_matches: 2,
};

export const emptySearchReply: ChatReply = {
  ...base,
  content: '## No encontré propiedades disponibles',
  recommendations: [],
  agent_type: 'REFINE',
  slots: searchSlots,
};

export const greetingReply: ChatReply = {
  ...base,
  content: '## ¡Hola! Soy el asistente de inversión de In-Best',
  recommendations: [],
  agent_type: 'GREETING',
  slots: EMPTY_SLOTS,
};

export const newSearchReply: ChatReply = {
  ...base,
  content: '## Empecemos de nuevo',
  recommendations: [],
  agent_type: 'NEW_SEARCH',
  slots: EMPTY_SLOTS,
};

export const outOfContextReply: ChatReply = {
  ...base,
  content: '## Eso está fuera de lo que sé hacer',
  recommendations: [],
  agent_type: 'OUT_OF_CONTEXT',
  ack: { score: 0 },
  slots: EMPTY_SLOTS,
};

export const analysisReply: ChatReply = {
  ...base,
  content: [
    '# Análisis financiero: Apartamento con balcón en Belén',
    '## Métricas principales',
    '**Precio de compra:** $318.000.000',
    '**Arriendo mensual estimado:** $1.790.000',
    '**Ingreso anual:** $21.480.000',
    '**Fuente del arriendo:** mediana de 3 arriendos',
    '## Costos anuales',
    '**Administración:** $3.132.000',
    '**Total costos anuales:** $10.500.000',
    '## Resultados financieros',
    '**Cap rate:** 3,45 %',
    '**Flujo de caja anual:** -$2.500.000',
    '**ROI (año 1):** 7,10 %',
    '## Recomendaciones',
    '**Cap rate bajo** (3,45 %): el ingreso neto es poco frente al precio.',
    'Rentabilidad bruta **alta** frente a la referencia de Medellín (6 %).',
    'Revisa el estado del edificio.',
    '## Conclusiones',
    'Con estos supuestos es una inversión **moderada**.',
  ].join('\n'),
  recommendations: [],
  agent_type: 'FINANCIAL_ANALYSIS',
  slots: searchSlots,
  analysis_details: {
    roi: 7.1,
    cap_rate: 3.45,
    assumptions: [
      { label: 'Vacancia', value: '1 mes al año sin arrendatario' },
      { label: 'Cap rate', value: 'NOI ÷ precio de compra' },
    ],
    breakdown: [
      { label: 'Ingreso anual por arriendo', amount: 21_480_000, kind: 'income' },
      { label: 'Administración', amount: -3_132_000, kind: 'cost' },
    ],
    property_id: 371,
    property_title: 'Apartamento con balcón en Belén',
    metrics: {
      purchase_price: 318_000_000,
      monthly_rent: 1_790_000,
      rent_source: 'comparables',
      comparables_count: 3,
      annual_gross_income: 21_480_000,
      annual_costs: 10_500_000,
      noi: 10_980_000,
      gross_yield: 6.75,
      cap_rate: 3.45,
      closing_costs: 5_628_600,
      cash_invested: 323_628_600,
      annual_debt_service: 0,
      cash_flow: 10_980_000,
      cash_on_cash: 3.39,
      roi: 7.1,
      irr_10y: 6.9,
      rent_ceiling: 3_180_000,
      rent_within_ceiling: true,
      loan_amount: 0,
      monthly_payment: 0,
    },
  },
};
