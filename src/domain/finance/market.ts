// Planning figures per Colombian city, used only when the database has no comparable to measure. They are rounded,
// deliberately conservative values; the sources below document the ranges they were chosen from, not these exact
// numbers, and should be reread once a year.
//
// Gross rental yield (annual rent ÷ price): housing in the large Colombian cities rents for about 0.4 %–0.6 % of its
// value a month (4.8 %–7.2 % a year), higher in lower strata and in the Caribbean and coffee-region cities, lower in
// Bogotá's and Medellín's high strata.
//   - Banco de la República, Galvis, Ortega y Rivera (2025), "Disparidades regionales en los precios de
//     arrendamiento de vivienda urbana en Colombia: una evaluación empírica" (rents by metropolitan area, 2008–2024).
//   - La Lonja, Gremio Inmobiliario de Medellín y Antioquia (2024), "Arrendamiento de vivienda: ¿es más costoso en
//     Medellín que en Bogotá?" (9 300 market data points, strata 4–6).
//   - Jaramillo Montoya y Agudelo Torres (2018), "Rentabilidad de la inversión en vivienda en Medellín durante 2016",
//     Cuadernos de Vivienda y Urbanismo 11(22) (capitalisation rates fall as the stratum rises).
// Administración (monthly condominium fee per m²): typical fees of residential buildings with common areas in
// strata 4–5 as published in listings; the building's own fee replaces it when known.
// Predial (property tax, per mil of the assessed value): a middle residential bracket of each city's tax statute
// (e.g. Bogotá, Acuerdo 648 de 2016); the real rate depends on stratum and assessed value.

export type CityMarket = {
  /** Annual rent ÷ price, as a fraction. */
  grossYield: number;
  /** Administración in pesos per m² per month. */
  adminPerM2: number;
  /** Predial tax rate in per mil (‰) of the assessed value. */
  predialPerMil: number;
};

export const CITY_MARKETS: Readonly<Record<string, CityMarket>> = {
  Bogotá: { grossYield: 0.054, adminPerM2: 5_000, predialPerMil: 8 },
  Medellín: { grossYield: 0.06, adminPerM2: 4_500, predialPerMil: 8 },
  Cali: { grossYield: 0.06, adminPerM2: 4_000, predialPerMil: 9 },
  Barranquilla: { grossYield: 0.064, adminPerM2: 4_500, predialPerMil: 9 },
  Cartagena: { grossYield: 0.062, adminPerM2: 6_000, predialPerMil: 9 },
  Bucaramanga: { grossYield: 0.06, adminPerM2: 4_000, predialPerMil: 8 },
  Pereira: { grossYield: 0.062, adminPerM2: 3_800, predialPerMil: 8 },
  Manizales: { grossYield: 0.062, adminPerM2: 3_500, predialPerMil: 8 },
  Ibagué: { grossYield: 0.062, adminPerM2: 3_500, predialPerMil: 8 },
  Villavicencio: { grossYield: 0.064, adminPerM2: 3_500, predialPerMil: 8 },
};

/** Figures for a city not in the table: the middle of the ranges above. */
export const DEFAULT_MARKET: CityMarket = { grossYield: 0.06, adminPerM2: 4_000, predialPerMil: 8 };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

// The table by folded name, folded once rather than on every look-up: each listing shown is analysed for its city.
const MARKETS_BY_FOLDED_NAME = new Map<string, CityMarket>();
for (const [name, market] of Object.entries(CITY_MARKETS)) {
  if (!MARKETS_BY_FOLDED_NAME.has(fold(name))) MARKETS_BY_FOLDED_NAME.set(fold(name), market);
}

/** The planning figures of a city (accents and case ignored), or the defaults with `known: false`. */
export function marketFor(city: string | null | undefined): CityMarket & { known: boolean } {
  const market = MARKETS_BY_FOLDED_NAME.get(city ? fold(city) : '');
  return market ? { ...market, known: true } : { ...DEFAULT_MARKET, known: false };
}
