import type { SnapshotFrom } from 'xstate';
import {
  BOARD_STATUS_LABELS,
  BOARD_STATUSES,
  floorLabel,
  towerLabel,
  type BoardUnit,
} from '#domain/availability';
import type { availabilityPageMachine } from './availability-page.machine';

type Snapshot = SnapshotFrom<typeof availabilityPageMachine>;

/** A cell: the unit and its status in words (the colour only repeats it). */
export type BoardCell = BoardUnit & { statusLabel: string };
export type BoardFloor = { key: string; label: string; cells: BoardCell[] };
export type BoardTower = { key: string; label: string; floors: BoardFloor[] };

// The server sends the units ordered by tower, then floor from the top: grouping keeps that order.
function groupByTowerAndFloor(units: readonly BoardUnit[]): BoardTower[] {
  const towers: BoardTower[] = [];
  for (const unit of units) {
    const towerKey = unit.tower ?? '';
    let tower = towers.at(-1);
    if (!tower || tower.key !== towerKey) {
      tower = { key: towerKey, label: towerLabel(unit.tower), floors: [] };
      towers.push(tower);
    }
    const floorKey = `${towerKey}:${unit.floor_number ?? ''}`;
    let floor = tower.floors.at(-1);
    if (!floor || floor.key !== floorKey) {
      floor = { key: floorKey, label: floorLabel(unit.floor_number), cells: [] };
      tower.floors.push(floor);
    }
    floor.cells.push({ ...unit, statusLabel: BOARD_STATUS_LABELS[unit.status] });
  }
  return towers;
}

/** The page's view: the board grouped by tower and floor, legend with counts, filters and the panel's ref. */
export const selectAvailabilityPageView = (s: Snapshot) => {
  const { board, filters, filterError, focusedUnitId } = s.context;
  return {
    projectName: board?.project.name ?? null,
    loading: s.hasTag('loading') && board === null,
    refreshing: s.hasTag('loading') && board !== null,
    error: s.matches('failed') ? s.context.error : null,
    filters,
    filterError,
    models: (board?.models ?? []).map((m) => ({ value: String(m.id), label: m.name })),
    bedrooms: (board?.bedrooms ?? []).map((b) => ({ value: String(b), label: String(b) })),
    legend: BOARD_STATUSES.map((status) => ({
      status,
      label: BOARD_STATUS_LABELS[status],
      count: board?.counts[status] ?? 0,
    })),
    total: board?.total ?? 0,
    towers: groupByTowerAndFloor(board?.units ?? []),
    focusedUnitId,
    panelRef: s.context.panel,
  };
};

/** The rows of cells the arrow keys move through: one per floor of each tower, top to bottom. */
export const gridRows = (towers: readonly BoardTower[]): number[][] =>
  towers.flatMap((t) => t.floors.map((f) => f.cells.map((c) => c.id)));

/**
 * Where an arrow key (or Home/End) moves the grid's focus from a cell: along its floor, or to the same position on
 * the floor above or below (the last cell when that floor is shorter). Null when the key does not move.
 */
export function moveInGrid(rows: readonly number[][], from: number, key: string): number | null {
  const r = rows.findIndex((row) => row.includes(from));
  if (r < 0) return null;
  const row = rows[r] ?? [];
  const c = row.indexOf(from);
  const at = (ri: number, ci: number) => {
    const target = rows[ri];
    return target && target.length > 0 ? (target[Math.min(ci, target.length - 1)] ?? null) : null;
  };
  switch (key) {
    case 'ArrowRight':
      return row[c + 1] ?? null;
    case 'ArrowLeft':
      return c > 0 ? (row[c - 1] ?? null) : null;
    case 'ArrowDown':
      return at(r + 1, c);
    case 'ArrowUp':
      return r > 0 ? at(r - 1, c) : null;
    case 'Home':
      return row[0] ?? null;
    case 'End':
      return row.at(-1) ?? null;
    default:
      return null;
  }
}
