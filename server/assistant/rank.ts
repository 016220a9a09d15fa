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

/** Which of the visitor's filters a row meets, out of how many were asked (purpose ranks, it does not count). */
export function criteriaMet(row: PoolRow, asked: ChatSlots, now: Date): { met: number; total: number } {
  const checks: boolean[] = [];
  const same = (a: string | null, b: string | null) =>
    a !== null && b !== null && foldedName(a) === foldedName(b);
  if (asked.city) checks.push(same(row.city, asked.city));
  if (asked.department) checks.push(same(row.department, asked.department));
  if (asked.neighborhood) checks.push(same(row.neighborhood, asked.neighborhood));
  if (asked.property_type) checks.push(row.propertyType === asked.property_type);
  if (asked.bedrooms_min !== null || asked.bedrooms_max !== null) {
    checks.push(
      row.bedrooms !== null &&
        (asked.bedrooms_min === null || row.bedrooms >= asked.bedrooms_min) &&
        (asked.bedrooms_max === null || row.bedrooms <= asked.bedrooms_max)
    );
  }
  if (asked.bathrooms_min !== null)
    checks.push(row.bathrooms !== null && row.bathrooms >= asked.bathrooms_min);
  if (asked.price_min !== null || asked.price_max !== null) {
    checks.push(
      row.price !== null &&
        (asked.price_min === null || row.price >= asked.price_min) &&
        (asked.price_max === null || row.price <= asked.price_max)
    );
  }
  if (asked.area_min !== null || asked.area_max !== null) {
    checks.push(
      row.area !== null &&
        (asked.area_min === null || row.area >= asked.area_min) &&
        (asked.area_max === null || row.area <= asked.area_max)
    );
  }
  if (asked.parking_min !== null) {
    checks.push((row.parkingSpaces ?? (row.amenities.parqueadero ? 1 : 0)) >= asked.parking_min);
  }
  for (const code of asked.amenities) checks.push(row.amenities[code] === true);
  if (asked.delivery) {
    const today = now.toISOString().slice(0, 10);
    const offPlan = row.projectId !== null && row.deliveryDate !== null && row.deliveryDate > today;
    checks.push(asked.delivery === 'off_plan' ? offPlan : !offPlan);
  }
  return { met: checks.filter(Boolean).length, total: checks.length };
}

/** Share of the descriptive fields a visitor needs that the listing fills in (picture included). */
export function completenessOf(row: PoolRow, image: string | null): number {
  const residential = row.propertyType === 'apartment' || row.propertyType === 'house';
  const parts = [
    image !== null,
    row.descriptionLength >= 20,
    row.area !== null,
    row.price !== null,
    !residential || row.bedrooms !== null,
    row.propertyType === 'land' || row.bathrooms !== null,
    row.propertyType === 'land' || row.parkingSpaces !== null,
    Object.values(row.amenities).some(Boolean),
  ];
  return parts.filter(Boolean).length / parts.length;
}

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
  return rows
    .map((row) => {
      const image = options.images.get(row.id) ?? null;
      const { met, total } = criteriaMet(row, options.asked, options.now);
      const match = total === 0 ? 1 : met / total;
      const completeness = completenessOf(row, image);
      const days = Math.max(0, (options.now.getTime() - row.updatedAt.getTime()) / DAY_MS);
      const freshness = Math.exp(-days / FRESHNESS_DAYS);
      let value = 0;
      if (investor && medianPerM2 && row.price !== null && row.area) {
        value = Math.max(0, Math.min(1, 1 - row.price / row.area / medianPerM2 + 0.5)) * 0.1;
      }
      const score = 0.6 * match + 0.2 * completeness + 0.2 * freshness + value;
      return { ...row, image, score: Math.min(1, score), match, completeness, freshness };
    })
    .sort((a, b) => b.score - a.score || (a.price ?? Infinity) - (b.price ?? Infinity) || a.id - b.id);
}
