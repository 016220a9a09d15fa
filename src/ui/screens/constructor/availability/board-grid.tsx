import type { KeyboardEvent } from 'react';
import { css, cx } from '#styled-system/css';
import type { PropertyStatus } from '#domain/statuses';
import { formatMoney } from '#domain/format';
import {
  gridRows,
  moveInGrid,
  type BoardTower,
} from '#machines/constructor/availability-page/availability-page.select';

// Each status pairs a pale fill with a dark text of the same hue (the badge's pairs); the label carries the meaning.
export const STATUS_COLOURS: Record<PropertyStatus, string> = {
  AVAILABLE: css({ bg: 'green.50', color: 'green.800', borderColor: 'green.300' }),
  RESERVED: css({ bg: 'amber.50', color: 'amber.800', borderColor: 'amber.300' }),
  SOLD: css({ bg: 'red.50', color: 'red.800', borderColor: 'red.300' }),
  RENTED: css({ bg: 'purple.50', color: 'purple.800', borderColor: 'purple.300' }),
  BLOCKED: css({ bg: 'gray.100', color: 'gray.800', borderColor: 'gray.400' }),
};

const styles = {
  tower: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  towerTitle: css({ textStyle: 'heading.card' }),
  row: css({ display: 'flex', alignItems: 'stretch', gap: '2', flexWrap: { base: 'wrap', md: 'nowrap' } }),
  floor: css({ w: { base: 'full', md: '20' }, flexShrink: '0', fontWeight: 'medium', alignSelf: 'center' }),
  cells: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    flexDirection: { base: 'column', md: 'row' },
    w: 'full',
  }),
  cell: css({
    display: 'flex',
    flexDirection: { base: 'row', md: 'column' },
    justifyContent: 'space-between',
    alignItems: { base: 'center', md: 'flex-start' },
    gap: '1',
    minW: { md: '28' },
    w: { base: 'full', md: 'auto' },
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: 'md',
    textAlign: 'left',
    fontSize: 'sm',
    cursor: 'pointer',
    _focusVisible: { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
  }),
  name: css({ fontWeight: 'semibold' }),
};

type Props = {
  towers: readonly BoardTower[];
  focusedUnitId: number | null;
  onFocus(unitId: number): void;
  onOpen(unitId: number): void;
};

const cellId = (unitId: number) => `unidad-${unitId}`;

/**
 * The board as keyboard grids, one per tower: a row per floor, a cell per unit with its status in words. One cell
 * holds the tab stop (roving tabindex); the arrows, Home and End move it, Enter or Space opens the unit's panel. At
 * 390 px the same rows stack as a list by floor.
 */
export function BoardGrid({ towers, focusedUnitId, onFocus, onOpen }: Props) {
  const rows = gridRows(towers);
  const onKeyDown = (event: KeyboardEvent, unitId: number) => {
    const next = moveInGrid(rows, unitId, event.key);
    if (next === null) return;
    event.preventDefault();
    onFocus(next);
    document.getElementById(cellId(next))?.focus();
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {towers.map((tower) => (
        <section key={tower.key} aria-label={tower.label} className={styles.tower}>
          <h2 className={styles.towerTitle}>{tower.label}</h2>
          <div role="grid" aria-label={`Unidades de ${tower.label} por piso`} className={styles.tower}>
            {tower.floors.map((floor) => (
              <div key={floor.key} role="row" className={styles.row}>
                <span role="rowheader" className={styles.floor}>
                  {floor.label}
                </span>
                <div className={styles.cells} role="presentation">
                  {floor.cells.map((cell) => (
                    <div key={cell.id} role="gridcell">
                      <button
                        type="button"
                        id={cellId(cell.id)}
                        tabIndex={cell.id === focusedUnitId ? 0 : -1}
                        className={cx(styles.cell, STATUS_COLOURS[cell.status])}
                        // The name says all the cell shows (WCAG 2.5.3, label in name), the price included.
                        aria-label={[
                          cell.name,
                          cell.statusLabel,
                          ...(cell.price === null ? [] : [formatMoney(cell.price, cell.currency)]),
                        ].join(', ')}
                        onKeyDown={(e) => onKeyDown(e, cell.id)}
                        onFocus={() => onFocus(cell.id)}
                        onClick={() => onOpen(cell.id)}
                      >
                        {/* The spaces keep the words apart for assistive technology; the flex layout hides them. */}
                        <span className={styles.name}>{cell.name}</span> <span>{cell.statusLabel}</span>
                        {cell.price !== null && (
                          <>
                            {' '}
                            <span>{formatMoney(cell.price, cell.currency)}</span>
                          </>
                        )}
                      </button>
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
