import type { Db } from '#server/db/client';
import {
  DEFAULT_ANALYSIS_ASSUMPTIONS,
  analyzeInvestment,
  rentFromCityYield,
  type InvestmentAnalysis,
} from '#domain/finance/analysis';
import {
  rentFromRatios,
  rentedRatiosAt,
  type InventorySnapshot,
  type RentEstimate,
  type RentedRatio,
} from './inventory';
import type { PoolRow } from './search';
import type { Financing } from './understand';

// Ranking by return and the financial analysis read their figures from here: the same rent basis and the same
// analysis, so a listing ranked first by cap rate shows that very cap rate when its analysis is asked for.

/** Where the monthly rent of an analysis came from. */
export type RentBasis =
  | { source: 'comparables'; estimate: RentEstimate; placeLabel: string }
  | { source: 'city_yield'; monthlyRent: number; city: string | null };

/** The financing of an analysis: the visitor's terms over the defaults; a cash purchase unless a loan was asked. */
export function financingTerms(f: Financing | null) {
  const d = DEFAULT_ANALYSIS_ASSUMPTIONS;
  return {
    mortgage: f?.mortgage
      ? {
          loanToValue: f.loanToValue ?? d.loanToValue,
          effectiveAnnualRate: f.rate ?? d.mortgageRate,
          years: f.years ?? d.mortgageYears,
        }
      : null,
    withManagement: f?.withManagement ?? true,
  };
}

/** A ratio as the percent the API gives, to two decimals: 0.06123 → 6.12. */
export const asPercent = (ratio: number) => Math.round(ratio * 10_000) / 100;

/** The figures a result carries and is ranked by; the analysis they come from. */
export type ReturnFigures = { rent: RentBasis; analysis: InvestmentAnalysis };

/** Where the rent of a listing comes from: its comparables when three or more exist, else its city's gross yield. */
function basisOf(row: PoolRow, ratios: readonly RentedRatio[]): RentBasis {
  const estimate = row.city
    ? rentFromRatios(ratios, { neighborhood: row.neighborhood, price: row.price ?? 0, excludeId: row.id })
    : null;
  if (estimate) {
    const placeLabel =
      estimate.scope === 'neighborhood' ? `${row.neighborhood}, ${row.city}` : (row.city ?? '');
    return { source: 'comparables', estimate, placeLabel };
  }
  return { source: 'city_yield', monthlyRent: rentFromCityYield(row.price ?? 0, row.city), city: row.city };
}

/** The investment analysis of a priced listing on a rent basis, with the visitor's financing. */
export function analyzeListing(row: PoolRow, rent: RentBasis, financing: Financing | null) {
  const terms = financingTerms(financing);
  return analyzeInvestment({
    price: row.price as number,
    area: row.area ?? 0,
    city: row.city,
    housing: row.propertyType === 'apartment' || row.propertyType === 'house',
    monthlyRent: rent.source === 'comparables' ? rent.estimate.monthlyRent : rent.monthlyRent,
    rentSource: rent.source,
    mortgage: terms.mortgage,
    withManagement: terms.withManagement,
  });
}

/**
 * The return figures of every priced listing among `rows`, reading the rented comparables once per city and type.
 * Listings without a price have none.
 */
export async function returnFigures(
  db: Db,
  snapshot: InventorySnapshot,
  rows: readonly PoolRow[],
  financing: Financing | null
): Promise<Map<number, ReturnFigures>> {
  const priced = rows.filter((r) => r.price !== null && r.price > 0);
  const ratiosOf = (row: PoolRow): Promise<RentedRatio[]> =>
    row.city ? rentedRatiosAt(db, snapshot, row.city, row.propertyType) : Promise.resolve([]);
  const figures = new Map<number, ReturnFigures>();
  for (const row of priced) {
    const rent = basisOf(row, await ratiosOf(row));
    figures.set(row.id, { rent, analysis: analyzeListing(row, rent, financing) });
  }
  return figures;
}

/** The rent basis of one listing, as {@link returnFigures} finds it. */
export async function rentBasis(db: Db, snapshot: InventorySnapshot, row: PoolRow): Promise<RentBasis> {
  const ratios = row.city ? await rentedRatiosAt(db, snapshot, row.city, row.propertyType) : [];
  return basisOf(row, ratios);
}
