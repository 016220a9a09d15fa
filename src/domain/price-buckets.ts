import { z } from 'zod';
import { formatMoney } from './format';

// Spec §9: the constructor list's price filter puts a project in a bucket by the midpoint of its price range. The
// spec's bucket names (0-100000 … 1000000-9999999) are read in thousands of pesos: taken as whole pesos every real
// project (hundreds of millions) would fall outside them all, while in thousands they are the market's own steps
// (up to 100 million, 100–200 million, … more than a thousand million).

export const PRICE_BUCKET_IDS = [
  '0-100000',
  '100000-200000',
  '200000-300000',
  '300000-500000',
  '500000-1000000',
  '1000000-9999999',
] as const;
export const PriceBucketSchema = z.enum(PRICE_BUCKET_IDS);
export type PriceBucketId = z.infer<typeof PriceBucketSchema>;

/** The scale of the spec's bucket figures: thousands of pesos. */
const BUCKET_UNIT = 1000;

/** A bucket in pesos: `min` included, `max` excluded (null for the last, open-ended one). */
export type PriceBucket = { id: PriceBucketId; min: number; max: number | null; label: string };

export const PRICE_BUCKETS: readonly PriceBucket[] = PRICE_BUCKET_IDS.map((id, i) => {
  const [low, high] = id.split('-').map((n) => Number(n) * BUCKET_UNIT) as [number, number];
  const last = i === PRICE_BUCKET_IDS.length - 1;
  return {
    id,
    min: low,
    // The last bucket has no ceiling: a project above it still belongs to the most expensive step.
    max: last ? null : high,
    label: last ? `Más de ${formatMoney(low)}` : `${formatMoney(low)} - ${formatMoney(high)}`,
  };
});

/** The midpoint of a price range; with one end missing, that end; with both missing, null. */
export function priceMidpoint(min: number | null | undefined, max: number | null | undefined): number | null {
  const low = min ?? max;
  const high = max ?? min;
  if (low == null || high == null) return null;
  return (low + high) / 2;
}

/** The bucket a price range falls in by its midpoint, or null when it has no price. */
export function priceBucketOf(
  min: number | null | undefined,
  max: number | null | undefined
): PriceBucketId | null {
  const mid = priceMidpoint(min, max);
  if (mid === null) return null;
  const bucket = PRICE_BUCKETS.find((b) => mid >= b.min && (b.max === null || mid < b.max));
  return bucket?.id ?? null;
}

/** The bounds in pesos of a bucket id. */
export const priceBucket = (id: PriceBucketId): PriceBucket =>
  PRICE_BUCKETS.find((b) => b.id === id) as PriceBucket;
