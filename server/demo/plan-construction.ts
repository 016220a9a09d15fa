import { colombiaMonth, monthStart } from '#domain/business-calendar';
import type { ConstructionStage, ProjectPriority } from '#domain/construction';
import type { NewProperty } from '#server/db/schema';
import { daysAfter, daysBetween, notAfter } from '#server/demo/dates';
import { roundTo } from '#server/demo/money';
import type { PlannedProject } from '#server/demo/plan-projects';
import type { Random } from '#server/demo/prng';

// The constructor workspace's side of the demo projects: where the works are, what they cost so far, who runs
// them, and when each sold unit was sold. It draws from its own random source, so the projects, units and leads
// planned before it stay exactly as they were.

/** People who run the works of the demo projects. */
const MANAGERS = [
  'Laura Restrepo',
  'Andrés Gómez',
  'Catalina Mejía',
  'Juan Pablo Ospina',
  'Daniela Vélez',
  'Sergio Arango',
  'Natalia Cárdenas',
  'Mauricio Londoño',
  'Paula Jaramillo',
  'Felipe Rincón',
] as const;

const PRIORITY_WEIGHTS: Record<ConstructionStage, Record<ProjectPriority, number>> = {
  planning: { high: 10, medium: 50, low: 40 },
  'pre-sale': { high: 35, medium: 50, low: 15 },
  construction: { high: 45, medium: 40, low: 15 },
  marketing: { high: 30, medium: 50, low: 20 },
  'on-hold': { high: 50, medium: 30, low: 20 },
  completed: { high: 0, medium: 20, low: 80 },
  cancelled: { high: 0, medium: 10, low: 90 },
};

// An active project is pre-selling until the works are under way, then building; near the end the remaining
// units are marketed, and now and then works stop (a permit, a supplier).
function stageOf(random: Random, project: PlannedProject): ConstructionStage {
  const { status, progress } = project.row;
  if (status === 'DRAFT') return 'planning';
  if (status === 'COMPLETED') return 'completed';
  if (status === 'CANCELLED') return 'cancelled';
  if (random.chance(0.1)) return 'on-hold';
  if ((progress ?? 0) < 15) return 'pre-sale';
  if ((progress ?? 0) >= 85 && random.chance(0.6)) return 'marketing';
  return 'construction';
}

// Spending follows the works: design fees before them, the share built during them, a small overrun at the end.
function spentShare(random: Random, stage: ConstructionStage, progress: number): number {
  switch (stage) {
    case 'planning':
      return random.between(0.01, 0.04);
    case 'pre-sale':
      return random.between(0.03, 0.08);
    case 'completed':
      return random.between(0.97, 1.09);
    case 'cancelled':
      return (progress / 100) * random.between(0.9, 1);
    default:
      return (progress / 100) * random.between(0.92, 1.1);
  }
}

/** Gives every planned project its stage, budget, spending, manager and priority (in place). */
export function planConstruction(random: Random, planned: readonly PlannedProject[]): void {
  for (const project of planned) {
    const stage = stageOf(random, project);
    const budget = roundTo((project.row.investmentAmount ?? 0) * random.between(0.8, 0.95), 10_000_000);
    Object.assign(project.row, {
      constructionStage: stage,
      budget,
      spent: roundTo(budget * spentShare(random, stage, project.row.progress ?? 0), 1_000_000),
      manager: random.pick(MANAGERS),
      priority: random.weighted(PRIORITY_WEIGHTS[stage]),
    });
  }
}

type SoldRow = Pick<NewProperty, 'status' | 'createdAt' | 'updatedAt' | 'soldAt'>;

/**
 * Dates the sale of every SOLD row (in place): most sales of selling projects fall in this year's months, the rest
 * between the unit's listing and January. A sale is never before the listing nor after `now`, and the row's last
 * change is no earlier than its sale.
 */
export function dateSales(random: Random, rows: readonly SoldRow[], now: Date, thisYearShare = 0.7): void {
  const yearStart = monthStart(colombiaMonth(now).year, 1);
  for (const row of rows) {
    if (row.status !== 'SOLD') continue;
    const listed = row.createdAt ?? now;
    const thisYear = listed >= yearStart || random.chance(thisYearShare);
    const [from, to] = thisYear ? [listed > yearStart ? listed : yearStart, now] : [listed, yearStart];
    const soldAt = notAfter(now, daysAfter(from, random.between(0, Math.max(0, daysBetween(from, to)))));
    row.soldAt = soldAt;
    if (!row.updatedAt || row.updatedAt < soldAt) row.updatedAt = soldAt;
  }
}
