/** Conversations the benchmark replays: searches, refinements, analyses and small talk, as visitors write them. */
export const CONVERSATIONS: readonly (readonly string[])[] = [
  ['Hola', '2 habitaciones en Medellín por menos de 400 millones', 'más barato', 'con parqueadero', 'sí'],
  ['apartamentos en Bogotá con piscina', 'y en Cali?', 'sin límite de precio', 'analiza la primera'],
  ['casas en Pereira', 'con 4 habitaciones', 'más grande'],
  ['oficina en Chapinero para invertir', 'Análisis financiero de inversión en Bogotá'],
  [
    'busco apartamento en El Poblado por menos de 500 millones',
    'con gimnasio',
    'nueva búsqueda',
    'lotes en Cali',
  ],
  ['apto de 300 palos en Barranquilla', 'más barato', 'y en Cartagena?'],
  ['propiedades en Colombia', 'quiero invertir', 'qué es el cap rate'],
  ['casas en Santa Marta con piscina', 'cuéntame un chiste'],
  [
    'apartamento sobre planos en Bucaramanga',
    'entre 300 y 500 millones',
    'análisis de la segunda con crédito del 70% a 20 años',
  ],
  ['local comercial en Medellín', 'de más de 80 m2', 'ayuda'],
];
