/** One size of the generated inventory: how many companies, projects and properties it adds to the demo data. */
export type Tier = { name: string; companies: number; projects: number; properties: number };

/** Every generated project has this many units and half as many models (unit types). */
export const UNITS_PER_PROJECT = 7;
export const MODELS_PER_PROJECT = 2;
/** Every MEASURED_EVERY-th generated project and independent listing belongs to the measured company. */
export const MEASURED_EVERY = 10;

// Ten projects per company and ten properties per project, as issue 13 sizes the largest one.
export const TIERS: readonly Tier[] = [
  { name: '10 k', companies: 100, projects: 1_000, properties: 10_000 },
  { name: '100 k', companies: 1_000, projects: 10_000, properties: 100_000 },
  { name: '1 M', companies: 10_000, projects: 100_000, properties: 1_000_000 },
];

/** Run only when named (BENCH_SCALE_TIERS=1m,2m): past the sizes, to see whether what grew up to 1 M still grows. */
const EXTRA_TIERS: readonly Tier[] = [
  { name: '2 M', companies: 20_000, projects: 200_000, properties: 2_000_000 },
];

/** Inclusive range of generation numbers (1-based); empty when `last < first`. */
export type Range = { first: number; last: number };

const range = (before: number, after: number): Range => ({ first: before + 1, last: after });
const independent = (tier: Tier | null) => (tier ? tier.properties - tier.projects * UNITS_PER_PROJECT : 0);

/**
 * What growing the database from one tier to the next inserts, as ranges of generation numbers: each tier holds
 * the rows of the smaller ones, so the same database grows 10 k → 100 k → 1 M.
 */
export function growth(
  from: Tier | null,
  to: Tier
): { companies: Range; projects: Range; independent: Range } {
  if (
    from &&
    (to.companies < from.companies || to.projects < from.projects || to.properties < from.properties)
  )
    throw new Error(`tier ${to.name} is smaller than ${from.name}`);
  if (independent(to) < 0) throw new Error(`tier ${to.name} has fewer properties than units`);
  return {
    companies: range(from?.companies ?? 0, to.companies),
    projects: range(from?.projects ?? 0, to.projects),
    independent: range(independent(from), independent(to)),
  };
}

/** Generated rows the measured company holds at a tier (besides its demo rows). */
export function measuredShare(tier: Tier): { projects: number; properties: number } {
  const projects = Math.floor(tier.projects / MEASURED_EVERY);
  return {
    projects,
    properties: projects * UNITS_PER_PROJECT + Math.floor(independent(tier) / MEASURED_EVERY),
  };
}

/** A tier by name ('10k', '100 k', '1m', '1M'), spaces and case ignored. */
export function tierNamed(name: string): Tier {
  const wanted = name.replace(/\s+/g, '').toLowerCase();
  const known = [...TIERS, ...EXTRA_TIERS];
  const tier = known.find((t) => t.name.replace(/\s+/g, '').toLowerCase() === wanted);
  if (!tier) throw new Error(`unknown tier ${name}: ${known.map((t) => t.name).join(', ')}`);
  return tier;
}
