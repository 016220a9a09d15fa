/** The p-th percentile (0–100) of latency samples, nearest-rank; 0 for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

const CITIES = [
  'Medellín',
  'Bogotá',
  'Cali',
  'Barranquilla',
  'Bucaramanga',
  'Cartagena',
  'Pereira',
  'Manizales',
];
const KINDS = [
  { words: 'apartamentos', rooms: true },
  { words: 'casas', rooms: true },
  { words: 'oficinas', rooms: false },
  { words: 'locales comerciales', rooms: false },
];

/**
 * The i-th question of the uncached chat search: a city, a type, rooms and a budget that no earlier question had,
 * so no reply comes from the assistant's cache and every request runs the search.
 */
export function chatQuestion(i: number): string {
  const city = CITIES[i % CITIES.length]!;
  const kind = KINDS[Math.floor(i / CITIES.length) % KINDS.length]!;
  const rooms = kind.rooms
    ? ` de ${2 + (Math.floor(i / (CITIES.length * KINDS.length)) % 3)} habitaciones`
    : '';
  // The budget grows by a million with every question: it alone makes the question new.
  return `${kind.words} en ${city}${rooms} hasta ${200 + i} millones`;
}

/**
 * A question of the same kind as {@link chatQuestion}(i) (city, type, rooms, about the same budget) that no
 * chatQuestion asks: its budget is half a million above. The bench settles the API with these before it measures.
 */
export function settlingQuestion(i: number): string {
  return chatQuestion(i).replace(/ (\d+) millones$/, ' $1,5 millones');
}
