import type { ChatSlots } from '#domain/chat';
import type { PoolRow } from './search';
import { foldedName } from './text';

/** Days after which a listing's freshness has fallen to about a third. */
const FRESHNESS_DAYS = 180;
const DAY_MS = 86_400_000;

export type Ranked<T extends PoolRow = PoolRow> = T & {
  image: string | null;
  /** 0–1, the weighted sum of the parts below. */
  score: number;
  match: number;
  completeness: number;
  freshness: number;
};

/** One of the visitor's filters as a test of a row. */
type Criterion = (row: PoolRow) => boolean;

/**
 * The visitor's filters as tests of a row (purpose ranks, it does not count), built once per ranking: the asked
 * place names are folded once, not once per row.
 */
function criteriaOf(asked: ChatSlots, now: Date): Criterion[] {
  const checks: Criterion[] = [];
  const place = (name: string, of: (row: PoolRow) => string | null): Criterion => {
    const folded = foldedName(name);
    return (row) => {
      const value = of(row);
      return value !== null && foldedName(value) === folded;
    };
  };
  const within = (min: number | null, max: number | null, of: (row: PoolRow) => number | null): Criterion => {
    return (row) => {
      const value = of(row);
      return value !== null && (min === null || value >= min) && (max === null || value <= max);
    };
  };
  if (asked.city) checks.push(place(asked.city, (row) => row.city));
  if (asked.department) checks.push(place(asked.department, (row) => row.department));
  if (asked.neighborhood) checks.push(place(asked.neighborhood, (row) => row.neighborhood));
  const type = asked.property_type;
  if (type) checks.push((row) => row.propertyType === type);
  if (asked.bedrooms_min !== null || asked.bedrooms_max !== null)
    checks.push(within(asked.bedrooms_min, asked.bedrooms_max, (row) => row.bedrooms));
  if (asked.bathrooms_min !== null) checks.push(within(asked.bathrooms_min, null, (row) => row.bathrooms));
  if (asked.price_min !== null || asked.price_max !== null)
    checks.push(within(asked.price_min, asked.price_max, (row) => row.price));
  if (asked.area_min !== null || asked.area_max !== null)
    checks.push(within(asked.area_min, asked.area_max, (row) => row.area));
  const parking = asked.parking_min;
  if (parking !== null)
    checks.push((row) => (row.parkingSpaces ?? (row.amenities.parqueadero ? 1 : 0)) >= parking);
  for (const code of asked.amenities) checks.push((row) => row.amenities[code] === true);
  const delivery = asked.delivery;
  if (delivery) {
    const today = now.toISOString().slice(0, 10);
    checks.push((row) => {
      const offPlan = row.projectId !== null && row.deliveryDate !== null && row.deliveryDate > today;
      return delivery === 'off_plan' ? offPlan : !offPlan;
    });
  }
  return checks;
}

/** How many of the filters' tests a row passes. */
const metBy = (row: PoolRow, checks: readonly Criterion[]) => {
  let met = 0;
  for (const check of checks) if (check(row)) met++;
  return met;
};

const anyAmenity = (amenities: Record<string, boolean>) => {
  for (const code in amenities) if (amenities[code]) return true;
  return false;
};

/** Share of the descriptive fields a visitor needs that the listing fills in (picture included). */
export function completenessOf(row: PoolRow, image: string | null): number {
  const residential = row.propertyType === 'apartment' || row.propertyType === 'house';
  const land = row.propertyType === 'land';
  const filled =
    Number(image !== null) +
    Number(row.descriptionLength >= 20) +
    Number(row.area !== null) +
    Number(row.price !== null) +
    Number(!residential || row.bedrooms !== null) +
    Number(land || row.bathrooms !== null) +
    Number(land || row.parkingSpaces !== null) +
    Number(anyAmenity(row.amenities));
  return filled / COMPLETENESS_PARTS;
}

/** The parts {@link completenessOf} counts. */
const COMPLETENESS_PARTS = 8;

/**
 * Orders candidates by how well they meet what was asked (60 %), how complete the listing is (20 %) and how recently
 * it was updated (20 %); for an investor, a price per m² below the pool's median adds up to 10 %. Ties go to the
 * lower price.
 */
export function rankCandidates<T extends PoolRow>(
  rows: readonly T[],
  options: { asked: ChatSlots; now: Date; images: ReadonlyMap<number, string> }
): Ranked<T>[] {
  const perM2 = rows
    .filter((r) => r.price !== null && r.area !== null && r.area > 0)
    .map((r) => (r.price as number) / (r.area as number))
    .sort((a, b) => a - b);
  const medianPerM2 = perM2.length > 0 ? (perM2[Math.floor(perM2.length / 2)] as number) : null;
  const investor = options.asked.purpose === 'invest' || options.asked.purpose === 'rent';
  const criteria = criteriaOf(options.asked, options.now);
  return rows
    .map((row) => {
      const image = options.images.get(row.id) ?? null;
      const match = criteria.length === 0 ? 1 : metBy(row, criteria) / criteria.length;
      const completeness = completenessOf(row, image);
      const days = Math.max(0, (options.now.getTime() - row.updatedAt.getTime()) / DAY_MS);
      const freshness = Math.exp(-days / FRESHNESS_DAYS);
      let value = 0;
      if (investor && medianPerM2 && row.price !== null && row.area) {
        value = Math.max(0, Math.min(1, 1 - row.price / row.area / medianPerM2 + 0.5)) * 0.1;
      }
      const score = 0.6 * match + 0.2 * completeness + 0.2 * freshness + value;
      // The ranking's fields, the row's, then the ranking's again: V8 gives properties added after a spread a slow
      // path (about 2 µs each, 2 ms a pool), and a row ranked again already carries older values of them.
      const ranked = { image, score, match, completeness, freshness, ...row } as Ranked<T>;
      ranked.image = image;
      ranked.score = Math.min(1, score);
      ranked.match = match;
      ranked.completeness = completeness;
      ranked.freshness = freshness;
      return ranked;
    })
    .sort((a, b) => b.score - a.score || (a.price ?? Infinity) - (b.price ?? Infinity) || a.id - b.id);
}
