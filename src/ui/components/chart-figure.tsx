import { useId, useState, type ReactNode } from 'react';
import { css } from '#styled-system/css';
import { Button } from './button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

/** One row of a chart's data table: a key and its cells, in the columns' order. */
export type ChartTableRow = { key: string; cells: ReactNode[] };

/** Props of {@link ChartFigure}. */
export type ChartFigureProps = {
  /** The chart's accessible name, shown as its heading and naming its data table. */
  title: string;
  /** The chart itself (an SVG chart sized by its container). */
  children: ReactNode;
  columns: string[];
  rows: ChartTableRow[];
};

const styles = {
  figure: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0', m: '0' }),
  head: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' }),
  caption: css({ textStyle: 'heading.card' }),
  chart: css({ w: '100%', minW: '0' }),
  hidden: css({ srOnly: true }),
};

/**
 * A chart with an accessible name and the same figures as a table: the table is always in the document (screen
 * readers and tests read real numbers from it) and 'Ver tabla' shows it to everyone.
 */
export function ChartFigure({ title, children, columns, rows }: ChartFigureProps) {
  const [tableShown, setTableShown] = useState(false);
  const captionId = useId();
  const tableId = useId();
  return (
    <figure aria-labelledby={captionId} className={styles.figure}>
      <div className={styles.head}>
        <figcaption id={captionId} className={styles.caption}>
          {title}
        </figcaption>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Ocultar tabla' : 'Ver tabla'}
        </Button>
      </div>
      <div className={styles.chart}>{children}</div>
      <div id={tableId} className={tableShown ? undefined : styles.hidden}>
        <Table aria-label={`${title} (tabla)`} scroller={tableShown}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableHeader key={column}>{column}</TableHeader>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, i) => (
                  <TableCell key={columns[i]}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </figure>
  );
}
