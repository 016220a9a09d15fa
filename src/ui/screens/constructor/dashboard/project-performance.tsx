import { css } from '#styled-system/css';
import type { ProjectSales } from '#domain/constructor-workspace';
import { formatMoney } from '#domain/format';
import { Card } from '#ui/components/card';
import { EmptyState } from '#ui/components/empty-state';
import { MeterBar } from './meter-bar';

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  row: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  line: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '2',
    flexWrap: 'wrap',
    textStyle: 'body',
  }),
  name: css({ fontWeight: 'medium', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted', textStyle: 'caption' }),
};

/** Each project's sales, best first; the bar's colour follows the spec's thresholds (80, 60, 40 %). */
export function ProjectPerformance({ projects }: { projects: ProjectSales[] }) {
  return (
    <Card title="Desempeño de Proyectos">
      {projects.length === 0 ? (
        <EmptyState title="Aún no hay proyectos" />
      ) : (
        <ul className={styles.list} aria-label="Desempeño de proyectos">
          {projects.map((p) => (
            <li key={p.project_id} className={styles.row}>
              <div className={styles.line}>
                <span className={styles.name}>{p.name}</span>
                <span>{p.sales_percent}% vendido</span>
              </div>
              <MeterBar percent={p.sales_percent} tone={p.sales_tone} label={`Ventas de ${p.name}`} />
              <span className={styles.muted}>
                {p.units_sold} de {p.total_units} unidades · {formatMoney(p.revenue)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
