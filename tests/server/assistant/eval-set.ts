import type { ChatSlots } from '#domain/chat';
import type { Exclusions } from '#server/assistant/slots';

/**
 * The evaluation set of the assistant's understanding beyond plain Spanish: requests written in English, in a mix of
 * Spanish and English, in Colombian slang and with typos, each with the complete filters it must produce on a new
 * search (every filter not listed must stay empty; the purpose only ranks, so it is not compared). `excluded` lists
 * what the request rules out (nothing when absent), `unread` the words the reply must name as not understood. `tests/server/assistant/eval-set.test.ts` checks the understanding;
 * `npm run bench` replays the set against the seeded inventory and prints the precision of the listings shown (each
 * checked against these filters) and the share of requests answered with listings.
 *
 * Amounts in dollars and euros assume the reference rates $4.000 per US dollar and $4.500 per euro; areas in square
 * feet become square metres (1 sq ft = 0,092903 m², rounded to the metre).
 */
export type EvalCase = {
  message: string;
  kind: 'english' | 'mixed' | 'slang' | 'typo' | 'ranking';
  filters: Partial<Omit<ChatSlots, 'purpose'>>;
  excluded?: Partial<Exclusions>;
  unread?: string[];
};

const M = 1_000_000;

export const EVAL_SET: readonly EvalCase[] = [
  // English
  {
    message: '2 bedroom apartment in Bogota under 600 million pesos',
    kind: 'english',
    filters: {
      property_type: 'apartment',
      bedrooms_min: 2,
      bedrooms_max: 2,
      city: 'Bogotá',
      price_max: 600 * M,
    },
  },
  {
    message: 'Looking for a 3 bedroom house in Cali',
    kind: 'english',
    filters: { property_type: 'house', bedrooms_min: 3, bedrooms_max: 3, city: 'Cali' },
  },
  {
    message: 'apartments in Cartagena near the beach',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Cartagena', amenities: ['custom_vista_al_mar'] },
  },
  {
    message: 'office in Bogotá, at least 50 sqm',
    kind: 'english',
    filters: { property_type: 'office', city: 'Bogotá', area_min: 50 },
  },
  {
    message: 'apartment with 2 bathrooms in Barranquilla',
    kind: 'english',
    filters: { property_type: 'apartment', bathrooms_min: 2, city: 'Barranquilla' },
  },
  {
    message: 'flat in El Poblado between 500 and 900 million',
    kind: 'english',
    filters: {
      property_type: 'apartment',
      neighborhood: 'El Poblado',
      city: 'Medellín',
      price_min: 500 * M,
      price_max: 900 * M,
    },
  },
  {
    message: "I'm looking for a one bedroom apartment in Cali under $100,000 USD",
    kind: 'english',
    filters: {
      property_type: 'apartment',
      bedrooms_min: 1,
      bedrooms_max: 1,
      city: 'Cali',
      price_max: 400 * M,
    },
  },
  {
    message: 'house in Pereira with four bedrooms',
    kind: 'english',
    filters: { property_type: 'house', bedrooms_min: 4, bedrooms_max: 4, city: 'Pereira' },
  },
  {
    message: 'studio in Manizales',
    kind: 'english',
    filters: { property_type: 'apartment', bedrooms_max: 1, city: 'Manizales' },
  },
  {
    message: '3+ bedroom apartment in Bogotá',
    kind: 'english',
    filters: { property_type: 'apartment', bedrooms_min: 3, city: 'Bogotá' },
  },
  {
    message: 'at least 2 bedrooms and 2 baths in Medellín',
    kind: 'english',
    filters: { bedrooms_min: 2, bathrooms_min: 2, city: 'Medellín' },
  },
  {
    message: 'apartment in Cartagena under 250k USD',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Cartagena', price_max: 1_000 * M },
  },
  {
    message: 'commercial space in Cali',
    kind: 'english',
    filters: { property_type: 'commercial', city: 'Cali' },
  },
  {
    message: 'land for sale in Cartagena',
    kind: 'english',
    filters: { property_type: 'land', city: 'Cartagena' },
  },
  {
    message: 'apartment in Medellín around 400 million COP',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Medellín', price_min: 360 * M, price_max: 440 * M },
  },
  {
    message: 'apartment in Bogotá from 80 to 120 m2',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Bogotá', area_min: 80, area_max: 120 },
  },
  {
    message: 'house with parking in Cali',
    kind: 'english',
    filters: { property_type: 'house', parking_min: 1, city: 'Cali' },
  },
  {
    message: 'off-plan apartments in Bucaramanga',
    kind: 'english',
    filters: { property_type: 'apartment', delivery: 'off_plan', city: 'Bucaramanga' },
  },
  {
    message: 'move-in ready apartment in Medellín',
    kind: 'english',
    filters: { property_type: 'apartment', delivery: 'immediate', city: 'Medellín' },
  },
  {
    message: 'apartment with a gym in Bogotá, max 1 billion pesos',
    kind: 'english',
    filters: { property_type: 'apartment', amenities: ['gimnasio'], city: 'Bogotá', price_max: 1_000 * M },
  },
  {
    message: 'pet friendly apartment in Medellín',
    kind: 'english',
    filters: { property_type: 'apartment', amenities: ['mascotas'], city: 'Medellín' },
  },
  {
    message: '2BR condo in Cali',
    kind: 'english',
    filters: { property_type: 'apartment', bedrooms_min: 2, bedrooms_max: 2, city: 'Cali' },
  },
  {
    message: 'apartment over 1,000 sq ft in Bogotá',
    kind: 'english',
    filters: { property_type: 'apartment', area_min: 93, city: 'Bogotá' },
  },
  {
    message: 'apartment in Cartagena smaller than 60 m²',
    kind: 'english',
    filters: { property_type: 'apartment', area_max: 60, city: 'Cartagena' },
  },
  {
    message: 'apartment in Medellín for €100,000',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Medellín', price_max: 450 * M },
  },
  {
    message: 'houses between 200k and 300k USD in Pereira',
    kind: 'english',
    filters: { property_type: 'house', city: 'Pereira', price_min: 800 * M, price_max: 1_200 * M },
  },
  {
    message: 'Show me 2 bed 2 bath apartments in Cali up to 1.5M USD',
    kind: 'english',
    filters: {
      property_type: 'apartment',
      bedrooms_min: 2,
      bedrooms_max: 2,
      bathrooms_min: 2,
      city: 'Cali',
      price_max: 6_000 * M,
    },
  },
  {
    message: 'Do you have offices in Medellín with at least 60 square meters?',
    kind: 'english',
    filters: { property_type: 'office', area_min: 60, city: 'Medellín' },
  },
  {
    message: 'two-bedroom apartment in Laureles with balcony',
    kind: 'english',
    filters: {
      property_type: 'apartment',
      bedrooms_min: 2,
      bedrooms_max: 2,
      neighborhood: 'Laureles',
      city: 'Medellín',
      amenities: ['balcon'],
    },
  },
  {
    message: 'I want to invest in an apartment in Barranquilla, budget 500 million',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Barranquilla', price_max: 500 * M },
  },
  {
    message: 'apartment with a pool in Cartagena for less than 300,000 dollars',
    kind: 'english',
    filters: { property_type: 'apartment', amenities: ['piscina'], city: 'Cartagena', price_max: 1_200 * M },
  },
  {
    message: 'apartment in Medellín with a rooftop cinema',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Medellín' },
    unread: ['rooftop', 'cinema'],
  },
  {
    message: 'apartment in Medellín, not in El Poblado',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Medellín' },
    excluded: { neighborhoods: ['El Poblado'] },
  },
  {
    message: 'anything in Cali but not houses',
    kind: 'english',
    filters: { city: 'Cali' },
    excluded: { property_types: ['house'] },
  },
  {
    message: 'no houses please, apartments in Bogotá',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Bogotá' },
    excluded: { property_types: ['house'] },
  },
  {
    message: 'apartment in Cali with elevator and 24/7 security',
    kind: 'english',
    filters: { property_type: 'apartment', city: 'Cali', amenities: ['ascensor', 'seguridad'] },
  },

  // Mixed Spanish and English
  {
    message: 'apto in Medellín, 2 bedrooms, max 120k USD',
    kind: 'mixed',
    filters: {
      property_type: 'apartment',
      bedrooms_min: 2,
      bedrooms_max: 2,
      city: 'Medellín',
      price_max: 480 * M,
    },
  },
  {
    message: 'busco apartment en Bogotá con 3 bedrooms',
    kind: 'mixed',
    filters: { property_type: 'apartment', bedrooms_min: 3, bedrooms_max: 3, city: 'Bogotá' },
  },
  {
    message: 'casa en Cali with 3 bedrooms',
    kind: 'mixed',
    filters: { property_type: 'house', bedrooms_min: 3, bedrooms_max: 3, city: 'Cali' },
  },
  {
    message: 'apto 2 habs in Laureles, budget 400 millones',
    kind: 'mixed',
    filters: {
      property_type: 'apartment',
      bedrooms_min: 2,
      bedrooms_max: 2,
      neighborhood: 'Laureles',
      city: 'Medellín',
      price_max: 400 * M,
    },
  },
  {
    message: 'oficina in Medellín, min 50 sqm',
    kind: 'mixed',
    filters: { property_type: 'office', city: 'Medellín', area_min: 50 },
  },
  {
    message: 'quiero un flat en Cartagena under 300k dollars',
    kind: 'mixed',
    filters: { property_type: 'apartment', city: 'Cartagena', price_max: 1_200 * M },
  },
  {
    message: 'apartamento near the beach en Cartagena',
    kind: 'mixed',
    filters: { property_type: 'apartment', city: 'Cartagena', amenities: ['custom_vista_al_mar'] },
  },
  {
    message: 'apto with balcony en El Poblado',
    kind: 'mixed',
    filters: {
      property_type: 'apartment',
      neighborhood: 'El Poblado',
      city: 'Medellín',
      amenities: ['balcon'],
    },
  },
  {
    message: '2 bed apto Usaquén hasta 700 millones',
    kind: 'mixed',
    filters: {
      property_type: 'apartment',
      bedrooms_min: 2,
      bedrooms_max: 2,
      neighborhood: 'Usaquén',
      city: 'Bogotá',
      price_max: 700 * M,
    },
  },
  {
    message: 'lote in Bucaramanga',
    kind: 'mixed',
    filters: { property_type: 'land', city: 'Bucaramanga' },
  },
  {
    message: 'local comercial in Cali under 500M',
    kind: 'mixed',
    filters: { property_type: 'commercial', city: 'Cali', price_max: 500 * M },
  },
  {
    message: 'apartamento with 3 rooms in Chapinero',
    kind: 'mixed',
    filters: {
      property_type: 'apartment',
      bedrooms_min: 3,
      bedrooms_max: 3,
      neighborhood: 'Chapinero Alto',
      city: 'Bogotá',
    },
  },
  {
    message: 'casa en Pereira, 4 bedrooms, max 1.3 million USD',
    kind: 'mixed',
    filters: {
      property_type: 'house',
      bedrooms_min: 4,
      bedrooms_max: 4,
      city: 'Pereira',
      price_max: 5_200 * M,
    },
  },
  {
    message: 'apto en Envigado with 2 bathrooms',
    kind: 'mixed',
    filters: { property_type: 'apartment', bathrooms_min: 2, neighborhood: 'Envigado', city: 'Medellín' },
  },
  {
    message: 'necesito un apartment en Cali for 350 millones',
    kind: 'mixed',
    filters: { property_type: 'apartment', city: 'Cali', price_max: 350 * M },
  },
  {
    message: 'apto in Medellín except Laureles, max 2 bedrooms',
    kind: 'mixed',
    filters: { property_type: 'apartment', city: 'Medellín', bedrooms_max: 2 },
    excluded: { neighborhoods: ['Laureles'] },
  },
  {
    message: 'apto sobre planos in Bucaramanga, 3 habitaciones',
    kind: 'mixed',
    filters: {
      property_type: 'apartment',
      delivery: 'off_plan',
      bedrooms_min: 3,
      bedrooms_max: 3,
      city: 'Bucaramanga',
    },
  },

  // Colombian slang
  {
    message: 'apto de 400 palos en Barranquilla',
    kind: 'slang',
    filters: { property_type: 'apartment', city: 'Barranquilla', price_max: 400 * M },
  },
  {
    message: 'casa campestre en Cali hasta mil millones',
    kind: 'slang',
    filters: { property_type: 'house', city: 'Cali', price_max: 1_000 * M },
  },
  {
    message: 'busco apartaestudio en Ibagué',
    kind: 'slang',
    filters: { property_type: 'apartment', bedrooms_max: 1, city: 'Ibagué' },
  },
  {
    message: 'apto con 2 alcobas en Medallo, tengo 400 barras',
    kind: 'slang',
    filters: {
      property_type: 'apartment',
      bedrooms_min: 2,
      bedrooms_max: 2,
      city: 'Medellín',
      price_max: 400 * M,
    },
  },
  {
    message: 'oficina en Bogotá de mínimo 60 metros',
    kind: 'slang',
    filters: { property_type: 'office', city: 'Bogotá', area_min: 60 },
  },
  {
    message: 'algo en Cartagena de 2 cuartos con piscina',
    kind: 'slang',
    filters: { bedrooms_min: 2, bedrooms_max: 2, city: 'Cartagena', amenities: ['piscina'] },
  },
  {
    message: 'apto pa invertir en Medellín de menos de 500 millones',
    kind: 'slang',
    filters: { property_type: 'apartment', city: 'Medellín', price_max: 500 * M },
  },
  {
    message: 'casa con parqueadero doble en Pereira',
    kind: 'slang',
    filters: { property_type: 'house', parking_min: 2, city: 'Pereira' },
  },
  {
    message: 'casas o apartamentos en Cali, nada de lotes',
    kind: 'slang',
    filters: { city: 'Cali' },
    excluded: { property_types: ['land'] },
  },
  {
    message: 'un apto en Curramba por ahí de 500 palos',
    kind: 'slang',
    filters: { property_type: 'apartment', city: 'Barranquilla', price_min: 450 * M, price_max: 550 * M },
  },

  // Typos
  {
    message: 'apartmant in Medelin 2 bedroms',
    kind: 'typo',
    filters: { property_type: 'apartment', city: 'Medellín', bedrooms_min: 2, bedrooms_max: 2 },
  },
  {
    message: 'apartameto en Bogota con 3 habitasiones',
    kind: 'typo',
    filters: { property_type: 'apartment', city: 'Bogotá', bedrooms_min: 3, bedrooms_max: 3 },
  },
  {
    message: 'appartment in Cartagena',
    kind: 'typo',
    filters: { property_type: 'apartment', city: 'Cartagena' },
  },
  {
    message: '2 bedrom apartment in Barranquila',
    kind: 'typo',
    filters: { property_type: 'apartment', bedrooms_min: 2, bedrooms_max: 2, city: 'Barranquilla' },
  },
  {
    message: 'ofice in Medellin',
    kind: 'typo',
    filters: { property_type: 'office', city: 'Medellín' },
  },
  {
    message: 'apto en Cartajena con balcon',
    kind: 'typo',
    filters: { property_type: 'apartment', city: 'Cartagena', amenities: ['balcon'] },
  },
  {
    message: 'apartment in Bogotá with 2 bathroms',
    kind: 'typo',
    filters: { property_type: 'apartment', city: 'Bogotá', bathrooms_min: 2 },
  },
  {
    message: 'condo in Pereria under 500 million',
    kind: 'typo',
    filters: { property_type: 'apartment', city: 'Pereira', price_max: 500 * M },
  },
  {
    message: 'apartamento en Manisales hasta 350 millones',
    kind: 'typo',
    filters: { property_type: 'apartment', city: 'Manizales', price_max: 350 * M },
  },
  {
    message: 'houses in Cali with 4 bedroooms',
    kind: 'typo',
    filters: { property_type: 'house', city: 'Cali', bedrooms_min: 4, bedrooms_max: 4 },
  },
  // Ranking and filtering by return: `npm run bench` also checks the order of the listings shown (highest first)
  // and that each reaches the cap rate asked for, on the figures each listing's analysis gives.
  {
    message: 'apartamentos en Medellín con la mejor rentabilidad',
    kind: 'ranking',
    filters: { property_type: 'apartment', city: 'Medellín', rank_by: 'cap_rate' },
  },
  {
    message: 'best cap rate in Cartagena',
    kind: 'ranking',
    filters: { city: 'Cartagena', rank_by: 'cap_rate' },
  },
  {
    message: 'casas en Cali que den más arriendo',
    kind: 'ranking',
    filters: { property_type: 'house', city: 'Cali', rank_by: 'rent' },
  },
  {
    message: 'apartamentos en Bogotá con rentabilidad mayor al 3 %',
    kind: 'ranking',
    filters: { property_type: 'apartment', city: 'Bogotá', cap_rate_min: 3 },
  },
  {
    message: 'apartments in Medellín with a cap rate above 3.5%',
    kind: 'ranking',
    filters: { property_type: 'apartment', city: 'Medellín', cap_rate_min: 3.5 },
  },
  {
    message: 'highest rent apartments in Barranquilla',
    kind: 'ranking',
    filters: { property_type: 'apartment', city: 'Barranquilla', rank_by: 'rent' },
  },
  {
    message: 'las oficinas más rentables de Bogotá',
    kind: 'ranking',
    filters: { property_type: 'office', city: 'Bogotá', rank_by: 'cap_rate' },
  },
];

/** A comparison asked for after a search: the positions of its results it must put side by side, in order. */
export type CompareCase = { search: string; message: string; positions: number[] };

export const COMPARE_SET: readonly CompareCase[] = [
  { search: 'apartamentos en Medellín', message: 'compara la 1 y la 3', positions: [0, 2] },
  { search: 'apartments in Bogotá', message: 'compare the first two', positions: [0, 1] },
  { search: 'casas en Cali', message: 'compara las tres primeras', positions: [0, 1, 2] },
  { search: 'apartamentos en Cartagena', message: 'compara la segunda con la tercera', positions: [1, 2] },
  { search: 'oficinas en Bogotá', message: 'compare 1 and 2', positions: [0, 1] },
  { search: 'apartamentos en Medellín', message: 'compara la primera y la última', positions: [0, -1] },
];

/**
 * English conversations that ask for an analysis or need a clarifying question: every reply, and the analysis's
 * assumptions and breakdown, must be written in English (`expect` says which kind of reply each must be).
 */
export type EnglishCase = {
  /** The messages sent before, in the same session. */
  before: readonly string[];
  message: string;
  /** `question`: a clarifying question, without listings, analysis or comparison. */
  expect: 'analysis' | 'question';
};

export const ENGLISH_SET: readonly EnglishCase[] = [
  { before: ['apartments in Medellín'], message: 'financial analysis of the first one', expect: 'analysis' },
  { before: ['houses in Cali'], message: 'yes', expect: 'analysis' },
  {
    before: ['2 bedroom apartment in Bogota'],
    message: 'analyze the second one with a 70% mortgage over 20 years',
    expect: 'analysis',
  },
  {
    before: ['best cap rate in Cartagena'],
    message: 'what about the last one? analyze it',
    expect: 'analysis',
  },
  { before: [], message: 'investment analysis in Medellín', expect: 'analysis' },
  { before: [], message: 'analyze the first one', expect: 'question' },
  { before: [], message: 'financial analysis please', expect: 'question' },
  { before: [], message: 'compare the first two', expect: 'question' },
  { before: [], message: 'analyze the last one', expect: 'question' },
];
