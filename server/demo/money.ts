import type { Random } from '#server/demo/prng';

/** Rounds a peso amount to the nearest multiple of `step`. */
export const roundTo = (amount: number, step: number) => Math.round(amount / step) * step;

/** Keeps built area between 4 and 12 million COP per m², the span of new housing in these Colombian cities. */
export const plausiblePricePerM2 = (pricePerM2: number) =>
  Math.min(12_000_000, Math.max(4_000_000, pricePerM2));

/** Rent of a leased unit: 0.45–0.65 % of its price per month, in tens of thousands of pesos. */
export const monthlyRentFor = (random: Random, price: number) =>
  roundTo(price * random.between(0.0045, 0.0065), 10_000);
