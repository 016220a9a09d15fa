/** A small deterministic random source: the same seed always yields the same demo data. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of the list, in list order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** One key chosen with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
};

/** Creates a mulberry32 generator (fast, 32-bit state, good enough for demo data, never for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    sample: (items, count) => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i] as (typeof items)[number]);
    },
    weighted: (weights) => {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return pick(entries)[0];
    },
  };
}
