import type { AgentType, ChatSlots } from '#domain/chat';
import type { Relative } from '#server/assistant/lexicon';
import type { Financing, PropertyRef } from '#server/assistant/understand';

/**
 * Spanish messages as visitors write them (accents or not, typos, Colombian money slang, follow-ups), each with the
 * intent and filters a person would read in it. `after: 'search'` means the visitor already searched for
 * 2-bedroom homes in Medellín under 400 million ({@link ACTIVE_SEARCH}); `after: 'analysis'` means the last reply
 * was a financial analysis. `slots` lists the filters expected after the message (others may be anything).
 */
export type CorpusCase = {
  message: string;
  intent: AgentType;
  after?: 'search' | 'analysis';
  slots?: Partial<ChatSlots>;
  relative?: Relative[];
  financing?: Financing;
  ref?: PropertyRef;
  reset?: boolean;
  foreign?: string;
  glossary?: string;
};

export const ACTIVE_SEARCH: Partial<ChatSlots> = {
  city: 'Medellín',
  bedrooms_min: 2,
  bedrooms_max: 2,
  price_max: 400_000_000,
};

const M = 1_000_000;

export const CORPUS: readonly CorpusCase[] = [
  // Greetings
  { message: 'Hola', intent: 'GREETING' },
  { message: 'hola!!', intent: 'GREETING' },
  { message: 'Buenos días', intent: 'GREETING' },
  { message: 'buenas tardes', intent: 'GREETING' },
  { message: 'Buenas noches, ¿cómo estás?', intent: 'GREETING' },
  { message: 'holi', intent: 'GREETING' },
  { message: 'Hey', intent: 'GREETING' },
  { message: 'Saludos', intent: 'GREETING' },
  { message: 'Qué tal', intent: 'GREETING' },
  { message: 'Buen día', intent: 'GREETING' },
  {
    message: 'Hola, busco apartamento en Cali',
    intent: 'SEARCH',
    slots: { city: 'Cali', property_type: 'apartment' },
  },

  // Help and definitions
  { message: 'ayuda', intent: 'HELP' },
  { message: '¿Qué puedes hacer?', intent: 'HELP' },
  { message: 'como funciona esto', intent: 'HELP' },
  { message: '¿En qué me puedes ayudar?', intent: 'HELP' },
  { message: 'quien eres', intent: 'HELP' },
  { message: 'Necesito ayuda', intent: 'HELP' },
  { message: '¿Qué es el cap rate?', intent: 'HELP', glossary: 'cap_rate' },
  { message: 'que significa ROI', intent: 'HELP', glossary: 'roi' },
  { message: 'Explícame qué es la TIR', intent: 'HELP', glossary: 'tir' },
  { message: '¿Qué es el NOI?', intent: 'HELP', glossary: 'noi' },
  { message: 'que es la ley 820', intent: 'HELP', glossary: 'ley_820' },
  { message: '¿Qué es una vivienda VIS?', intent: 'HELP', glossary: 'vis' },
  { message: 'como se calcula el predial', intent: 'HELP', glossary: 'predial' },
  { message: '¿Qué son los gastos de escrituración?', intent: 'HELP', glossary: 'closing' },

  // Out of context
  { message: '¿Quién ganó el partido de ayer?', intent: 'OUT_OF_CONTEXT' },
  { message: 'Cuéntame un chiste', intent: 'OUT_OF_CONTEXT' },
  { message: 'receta de arepas de choclo', intent: 'OUT_OF_CONTEXT' },
  { message: '¿Va a llover mañana?', intent: 'OUT_OF_CONTEXT' },
  { message: 'Escribe un poema sobre el mar', intent: 'OUT_OF_CONTEXT' },
  { message: 'cuál es la capital de Francia', intent: 'OUT_OF_CONTEXT' },
  { message: 'recomiéndame una película', intent: 'OUT_OF_CONTEXT' },
  { message: 'asdfgh qwerty', intent: 'OUT_OF_CONTEXT' },
  { message: '¿Cuánto es 2 + 2?', intent: 'OUT_OF_CONTEXT' },
  { message: 'traduce hello al español', intent: 'OUT_OF_CONTEXT' },
  { message: 'quiero pedir una pizza', intent: 'OUT_OF_CONTEXT' },
  { message: 'cómo arreglo mi computador', intent: 'OUT_OF_CONTEXT' },

  // Affirmations and closings
  { message: 'sí', intent: 'AFFIRMATION', after: 'search' },
  { message: 'Si, por favor', intent: 'AFFIRMATION', after: 'search' },
  { message: 'dale', intent: 'AFFIRMATION', after: 'search' },
  { message: 'ok', intent: 'AFFIRMATION' },
  { message: 'Perfecto', intent: 'AFFIRMATION' },
  { message: 'De acuerdo', intent: 'AFFIRMATION' },
  { message: 'gracias', intent: 'AFFIRMATION' },
  { message: 'Muchas gracias!', intent: 'AFFIRMATION' },
  { message: 'listo, hágale', intent: 'AFFIRMATION' },
  { message: 'no, gracias', intent: 'AFFIRMATION', after: 'search' },
  { message: 'Claro que sí', intent: 'AFFIRMATION', after: 'search' },

  // New search
  { message: 'Nueva búsqueda', intent: 'NEW_SEARCH', after: 'search' },
  { message: 'empecemos de nuevo', intent: 'NEW_SEARCH', after: 'search' },
  { message: 'borra los filtros', intent: 'NEW_SEARCH', after: 'search' },
  { message: 'olvida lo anterior', intent: 'NEW_SEARCH', after: 'search' },
  { message: 'quiero empezar de cero', intent: 'NEW_SEARCH', after: 'search' },
  { message: 'reiniciar', intent: 'NEW_SEARCH', after: 'search' },
  {
    message: 'Nueva búsqueda: casas en Cali',
    intent: 'SEARCH',
    after: 'search',
    reset: true,
    slots: { city: 'Cali', property_type: 'house', bedrooms_min: null, price_max: null },
  },
  {
    message: 'otra búsqueda, oficinas en Bogotá',
    intent: 'SEARCH',
    after: 'search',
    reset: true,
    slots: { city: 'Bogotá', property_type: 'office', price_max: null },
  },

  // Search: places (accents, typos, neighbourhoods, departments)
  {
    message: '2 habitaciones en Medellín por menos de 400 millones',
    intent: 'SEARCH',
    slots: { city: 'Medellín', bedrooms_min: 2, bedrooms_max: 2, price_max: 400 * M },
  },
  {
    message: 'apartamentos en medellin',
    intent: 'SEARCH',
    slots: { city: 'Medellín', property_type: 'apartment' },
  },
  { message: 'busco casa en Bogota', intent: 'SEARCH', slots: { city: 'Bogotá', property_type: 'house' } },
  { message: 'aptos en Medelin', intent: 'SEARCH', slots: { city: 'Medellín', property_type: 'apartment' } },
  { message: 'propiedades en bogta', intent: 'SEARCH', slots: { city: 'Bogotá' } },
  { message: 'algo en Barranquila', intent: 'SEARCH', slots: { city: 'Barranquilla' } },
  { message: 'quiero ver opciones en Cartajena', intent: 'SEARCH', slots: { city: 'Cartagena' } },
  { message: 'inmuebles en Bucaramnga', intent: 'SEARCH', slots: { city: 'Bucaramanga' } },
  { message: 'hay algo en pereira?', intent: 'SEARCH', slots: { city: 'Pereira' } },
  {
    message: 'Muéstrame apartamentos en Manizales',
    intent: 'SEARCH',
    slots: { city: 'Manizales', property_type: 'apartment' },
  },
  { message: 'vivienda en Ibagué', intent: 'SEARCH', slots: { city: 'Ibagué' } },
  {
    message: 'apartamento en villavo',
    intent: 'SEARCH',
    slots: { city: 'Villavicencio', property_type: 'apartment' },
  },
  { message: 'apto en medallo', intent: 'SEARCH', slots: { city: 'Medellín', property_type: 'apartment' } },
  {
    message: 'apartamento en El Poblado',
    intent: 'SEARCH',
    slots: { neighborhood: 'El Poblado', city: 'Medellín', property_type: 'apartment' },
  },
  { message: 'algo en poblado', intent: 'SEARCH', slots: { neighborhood: 'El Poblado', city: 'Medellín' } },
  {
    message: 'apartamentos en laureles',
    intent: 'SEARCH',
    slots: { neighborhood: 'Laureles', city: 'Medellín' },
  },
  {
    message: 'casas en Pance',
    intent: 'SEARCH',
    slots: { neighborhood: 'Pance', city: 'Cali', property_type: 'house' },
  },
  {
    message: 'apartamento en chapinero',
    intent: 'SEARCH',
    slots: { neighborhood: 'Chapinero Alto', city: 'Bogotá' },
  },
  { message: 'algo en Usaquen', intent: 'SEARCH', slots: { neighborhood: 'Usaquén', city: 'Bogotá' } },
  {
    message: 'en bocagrande frente al mar',
    intent: 'SEARCH',
    slots: { neighborhood: 'Bocagrande', city: 'Cartagena' },
  },
  {
    message: 'Ciudad Jardín en Cali',
    intent: 'SEARCH',
    slots: { neighborhood: 'Ciudad Jardín', city: 'Cali' },
  },
  { message: 'propiedades en Antioquia', intent: 'SEARCH', slots: { department: 'Antioquia', city: null } },
  { message: 'algo en el Valle del Cauca', intent: 'SEARCH', slots: { department: 'Valle del Cauca' } },
  {
    message: 'casas en Santa Marta',
    intent: 'SEARCH',
    slots: { city: 'Santa Marta', property_type: 'house' },
  },
  {
    message: 'apartamentos en Miami',
    intent: 'SEARCH',
    foreign: 'Estados Unidos',
    slots: { property_type: 'apartment' },
  },
  { message: 'propiedades en México', intent: 'SEARCH', foreign: 'México' },
  {
    message: 'apartamento en cualquier ciudad de Colombia',
    intent: 'SEARCH',
    slots: { city: null, property_type: 'apartment' },
  },

  // Search: property types
  {
    message: 'busco un apartaestudio',
    intent: 'SEARCH',
    slots: { property_type: 'apartment', bedrooms_max: 1 },
  },
  { message: 'casa campestre', intent: 'SEARCH', slots: { property_type: 'house' } },
  { message: 'oficinas en arriendo', intent: 'SEARCH', slots: { property_type: 'office' } },
  { message: 'quiero un consultorio', intent: 'SEARCH', slots: { property_type: 'office' } },
  { message: 'lotes en Cali', intent: 'SEARCH', slots: { property_type: 'land', city: 'Cali' } },
  { message: 'terreno para construir', intent: 'SEARCH', slots: { property_type: 'land' } },
  {
    message: 'local comercial en Bogotá',
    intent: 'SEARCH',
    slots: { property_type: 'commercial', city: 'Bogotá' },
  },
  {
    message: 'bodega en Barranquilla',
    intent: 'SEARCH',
    slots: { property_type: 'commercial', city: 'Barranquilla' },
  },
  { message: 'apartameto en cali', intent: 'SEARCH', slots: { property_type: 'apartment', city: 'Cali' } },
  {
    message: 'casa o apartamento en Pereira',
    intent: 'SEARCH',
    slots: { property_type: null, city: 'Pereira' },
  },
  {
    message: 'penthouse en Cartagena',
    intent: 'SEARCH',
    slots: { property_type: 'apartment', city: 'Cartagena' },
  },
  { message: 'quiero comprar una propiedad', intent: 'SEARCH' },

  // Search: bedrooms and bathrooms
  {
    message: 'dos alcobas en Envigado',
    intent: 'SEARCH',
    slots: { bedrooms_min: 2, bedrooms_max: 2, neighborhood: 'Envigado' },
  },
  { message: 'apartamento de 3 cuartos', intent: 'SEARCH', slots: { bedrooms_min: 3, bedrooms_max: 3 } },
  {
    message: 'casa con 4 habitaciones',
    intent: 'SEARCH',
    slots: { bedrooms_min: 4, bedrooms_max: 4, property_type: 'house' },
  },
  { message: 'mínimo 3 habitaciones', intent: 'SEARCH', slots: { bedrooms_min: 3, bedrooms_max: null } },
  { message: 'al menos dos dormitorios', intent: 'SEARCH', slots: { bedrooms_min: 2, bedrooms_max: null } },
  {
    message: '3 habitaciones o más en Bogotá',
    intent: 'SEARCH',
    slots: { bedrooms_min: 3, bedrooms_max: null, city: 'Bogotá' },
  },
  { message: 'más de 2 habitaciones', intent: 'SEARCH', slots: { bedrooms_min: 3 } },
  { message: 'hasta 2 alcobas', intent: 'SEARCH', slots: { bedrooms_max: 2 } },
  { message: 'una habitación en Laureles', intent: 'SEARCH', slots: { bedrooms_min: 1, bedrooms_max: 1 } },
  { message: 'entre 2 y 3 habitaciones', intent: 'SEARCH', slots: { bedrooms_min: 2, bedrooms_max: 3 } },
  { message: 'apartamento con 2 baños', intent: 'SEARCH', slots: { bathrooms_min: 2 } },
  {
    message: '3 habitaciones y 2 baños en Cali',
    intent: 'SEARCH',
    slots: { bedrooms_min: 3, bathrooms_min: 2, city: 'Cali' },
  },
  {
    message: 'tres alcobas dos baños',
    intent: 'SEARCH',
    slots: { bedrooms_min: 3, bedrooms_max: 3, bathrooms_min: 2 },
  },

  // Search: prices in Colombian usage
  { message: 'apartamento por menos de 300 millones', intent: 'SEARCH', slots: { price_max: 300 * M } },
  { message: 'casa de 400M en Cali', intent: 'SEARCH', slots: { price_max: 400 * M, city: 'Cali' } },
  { message: 'apto de 400 palos', intent: 'SEARCH', slots: { price_max: 400 * M } },
  { message: 'hasta 1.200 millones', intent: 'SEARCH', slots: { price_max: 1_200 * M } },
  { message: 'casa de mil millones en Bogotá', intent: 'SEARCH', slots: { price_max: 1_000 * M } },
  {
    message: 'entre 300 y 500 millones en Medellín',
    intent: 'SEARCH',
    slots: { price_min: 300 * M, price_max: 500 * M },
  },
  { message: 'de 250 a 350 millones', intent: 'SEARCH', slots: { price_min: 250 * M, price_max: 350 * M } },
  { message: 'más de 800 millones', intent: 'SEARCH', slots: { price_min: 800 * M, price_max: null } },
  { message: 'desde 600 millones en el Poblado', intent: 'SEARCH', slots: { price_min: 600 * M } },
  { message: 'presupuesto de 350 millones', intent: 'SEARCH', slots: { price_max: 350 * M } },
  {
    message: 'tengo 500 millones para invertir',
    intent: 'SEARCH',
    slots: { price_max: 500 * M, purpose: 'invest' },
  },
  { message: 'apartamento de $450.000.000', intent: 'SEARCH', slots: { price_max: 450 * M } },
  { message: 'máximo 2.500 millones', intent: 'SEARCH', slots: { price_max: 2_500 * M } },
  { message: 'cuatrocientos millones en Cali', intent: 'SEARCH', slots: { price_max: 400 * M } },
  {
    message: 'alrededor de 500 millones',
    intent: 'SEARCH',
    slots: { price_min: 450 * M, price_max: 550 * M },
  },
  { message: 'casa por US$150.000', intent: 'SEARCH', slots: { price_max: 600 * M } },
  { message: 'apartamento de 100 mil dólares', intent: 'SEARCH', slots: { price_max: 400 * M } },
  {
    message: 'hasta USD 200.000 en Cartagena',
    intent: 'SEARCH',
    slots: { price_max: 800 * M, city: 'Cartagena' },
  },
  { message: 'por menos de 1,5 millones de dólares', intent: 'SEARCH', slots: { price_max: 6_000 * M } },
  { message: 'no más de 380 millones', intent: 'SEARCH', slots: { price_max: 380 * M } },

  // Search: area, parking, amenities
  { message: 'más de 80 m2', intent: 'SEARCH', slots: { area_min: 80 } },
  { message: 'apartamento de 60 metros cuadrados', intent: 'SEARCH', slots: { area_min: 60 } },
  { message: 'hasta 50 mts', intent: 'SEARCH', slots: { area_max: 50 } },
  { message: 'entre 70 y 100 m²', intent: 'SEARCH', slots: { area_min: 70, area_max: 100 } },
  {
    message: 'casa de al menos 200 metros',
    intent: 'SEARCH',
    slots: { area_min: 200, property_type: 'house' },
  },
  {
    message: 'apartamento con parqueadero en Cali',
    intent: 'SEARCH',
    slots: { parking_min: 1, city: 'Cali' },
  },
  { message: 'con 2 parqueaderos', intent: 'SEARCH', slots: { parking_min: 2 } },
  { message: 'casa con garaje', intent: 'SEARCH', slots: { parking_min: 1, property_type: 'house' } },
  {
    message: 'apartamento con piscina y gimnasio',
    intent: 'SEARCH',
    slots: { amenities: ['piscina', 'gimnasio'] },
  },
  { message: 'que acepte mascotas', intent: 'SEARCH', slots: { amenities: ['mascotas'] } },
  {
    message: 'con balcón y ascensor en Bogotá',
    intent: 'SEARCH',
    slots: { amenities: ['balcon', 'ascensor'] },
  },
  { message: 'conjunto cerrado con zona BBQ', intent: 'SEARCH', slots: { amenities: ['seguridad', 'bbq'] } },
  { message: 'apartamento con terraza', intent: 'SEARCH', slots: { amenities: ['terraza'] } },
  {
    message: 'con aire acondicionado en Barranquilla',
    intent: 'SEARCH',
    slots: { amenities: ['aire_acondicionado'] },
  },

  // Search: purpose and delivery
  {
    message: 'quiero invertir en Medellín',
    intent: 'SEARCH',
    slots: { purpose: 'invest', city: 'Medellín' },
  },
  {
    message: 'apartamento para arrendar en Cartagena',
    intent: 'SEARCH',
    slots: { purpose: 'rent', city: 'Cartagena' },
  },
  {
    message: 'casa para vivir con mi familia',
    intent: 'SEARCH',
    slots: { purpose: 'live', property_type: 'house' },
  },
  { message: 'apartamentos rentables en Cali', intent: 'SEARCH', slots: { purpose: 'invest', city: 'Cali' } },
  {
    message: 'proyectos sobre planos en Bogotá',
    intent: 'SEARCH',
    slots: { delivery: 'off_plan', city: 'Bogotá' },
  },
  { message: 'apartamento en preventa', intent: 'SEARCH', slots: { delivery: 'off_plan' } },
  { message: 'con entrega inmediata', intent: 'SEARCH', slots: { delivery: 'immediate' } },
  { message: 'apartamento usado listo para habitar', intent: 'SEARCH', slots: { delivery: 'immediate' } },
  {
    message:
      'Busco apartamento de 2 habitaciones con parqueadero en Laureles por menos de 450 millones para invertir',
    intent: 'SEARCH',
    slots: {
      property_type: 'apartment',
      bedrooms_min: 2,
      bedrooms_max: 2,
      parking_min: 1,
      neighborhood: 'Laureles',
      city: 'Medellín',
      price_max: 450 * M,
      purpose: 'invest',
    },
  },

  // Refinements of the active search
  {
    message: 'más barato',
    intent: 'REFINE',
    after: 'search',
    relative: ['cheaper'],
    slots: { city: 'Medellín' },
  },
  { message: 'algo más económico', intent: 'REFINE', after: 'search', relative: ['cheaper'] },
  { message: 'Más baratos por favor', intent: 'REFINE', after: 'search', relative: ['cheaper'] },
  { message: 'algo más caro', intent: 'REFINE', after: 'search', relative: ['pricier'] },
  { message: 'más grande', intent: 'REFINE', after: 'search', relative: ['bigger'] },
  { message: 'más pequeños', intent: 'REFINE', after: 'search', relative: ['smaller'] },
  { message: 'con más habitaciones', intent: 'REFINE', after: 'search', relative: ['more_bedrooms'] },
  {
    message: 'con parqueadero',
    intent: 'REFINE',
    after: 'search',
    slots: { parking_min: 1, city: 'Medellín', bedrooms_min: 2, price_max: 400 * M },
  },
  {
    message: 'y en Cali?',
    intent: 'REFINE',
    after: 'search',
    slots: { city: 'Cali', bedrooms_min: 2, price_max: 400 * M },
  },
  {
    message: 'y en bogotá',
    intent: 'REFINE',
    after: 'search',
    slots: { city: 'Bogotá', price_max: 400 * M },
  },
  {
    message: 'ahora en Envigado',
    intent: 'REFINE',
    after: 'search',
    slots: { neighborhood: 'Envigado', city: 'Medellín' },
  },
  {
    message: 'sin límite de precio',
    intent: 'REFINE',
    after: 'search',
    slots: { price_max: null, city: 'Medellín' },
  },
  { message: 'no importa el precio', intent: 'REFINE', after: 'search', slots: { price_max: null } },
  {
    message: 'que tenga piscina',
    intent: 'REFINE',
    after: 'search',
    slots: { amenities: ['piscina'], city: 'Medellín' },
  },
  {
    message: 'mejor de 3 habitaciones',
    intent: 'REFINE',
    after: 'search',
    slots: { bedrooms_min: 3, bedrooms_max: 3 },
  },
  {
    message: 'solo casas',
    intent: 'REFINE',
    after: 'search',
    slots: { property_type: 'house', city: 'Medellín' },
  },
  { message: 'pero hasta 350 millones', intent: 'REFINE', after: 'search', slots: { price_max: 350 * M } },
  {
    message: 'en cualquier ciudad',
    intent: 'REFINE',
    after: 'search',
    slots: { city: null, price_max: 400 * M },
  },
  {
    message: 'Quitar filtro: precio',
    intent: 'REFINE',
    after: 'search',
    slots: { price_max: null, city: 'Medellín' },
  },
  { message: 'Quitar filtro: ciudad', intent: 'REFINE', after: 'search', slots: { city: null } },
  {
    message: 'Quitar filtro: habitaciones',
    intent: 'REFINE',
    after: 'search',
    slots: { bedrooms_min: null, bedrooms_max: null },
  },
  { message: 'sin parqueadero', intent: 'REFINE', after: 'search', slots: { parking_min: null } },
  {
    message: 'sobre planos',
    intent: 'REFINE',
    after: 'search',
    slots: { delivery: 'off_plan', city: 'Medellín' },
  },
  { message: 'muéstrame otras opciones', intent: 'REFINE', after: 'search' },
  {
    message: 'busco casas en Cali',
    intent: 'SEARCH',
    after: 'search',
    reset: true,
    slots: { city: 'Cali', property_type: 'house', bedrooms_min: null, price_max: null },
  },

  // Financial analysis
  {
    message: 'Análisis financiero de inversión en Medellín',
    intent: 'FINANCIAL_ANALYSIS',
    slots: { city: 'Medellín' },
  },
  {
    message: 'Análisis financiero de la propiedad "Apartamento con balcón en Belén" (ID 371)',
    intent: 'FINANCIAL_ANALYSIS',
    ref: { kind: 'id', id: 371 },
  },
  {
    message: 'analiza la primera',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'search',
    ref: { kind: 'position', index: 0 },
  },
  {
    message: 'analiza la segunda opción',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'search',
    ref: { kind: 'position', index: 1 },
  },
  {
    message: '¿cuánto renta la opción 3?',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'search',
    ref: { kind: 'position', index: 2 },
  },
  {
    message: 'dame el ROI de la más barata',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'search',
    ref: { kind: 'cheapest' },
  },
  { message: 'evalúa la última', intent: 'FINANCIAL_ANALYSIS', after: 'search', ref: { kind: 'last' } },
  {
    message: '¿Qué rentabilidad tiene un apartamento en Cali?',
    intent: 'FINANCIAL_ANALYSIS',
    slots: { city: 'Cali' },
  },
  {
    message: '¿vale la pena invertir en Cartagena?',
    intent: 'FINANCIAL_ANALYSIS',
    slots: { city: 'Cartagena' },
  },
  {
    message: 'calcula el cap rate de la primera',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'search',
    ref: { kind: 'position', index: 0 },
  },
  { message: 'flujo de caja de esta propiedad', intent: 'FINANCIAL_ANALYSIS', after: 'search' },
  {
    message: 'análisis de la primera con crédito del 70% a 20 años',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'search',
    ref: { kind: 'position', index: 0 },
    financing: { mortgage: true, loanToValue: 0.7, years: 20 },
  },
  {
    message: 'y con crédito?',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'analysis',
    financing: { mortgage: true },
  },
  {
    message: 'con una cuota inicial del 30% y tasa del 11,5% EA',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'analysis',
    financing: { mortgage: true, loanToValue: 0.7, rate: 0.115 },
  },
  { message: 'de contado', intent: 'FINANCIAL_ANALYSIS', after: 'analysis', financing: { mortgage: false } },
  {
    message: 'sin inmobiliaria, lo administro yo',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'analysis',
    financing: { withManagement: false },
  },
  {
    message: 'simula con hipoteca a 15 años',
    intent: 'FINANCIAL_ANALYSIS',
    after: 'analysis',
    financing: { mortgage: true, years: 15 },
  },
  { message: '¿es buena inversión?', intent: 'FINANCIAL_ANALYSIS', after: 'search' },
];
