import { css } from '#styled-system/css';
import type { ConstructorDashboard } from '#domain/constructor-workspace';
import { formatMoney } from '#domain/format';
import { Card } from '#ui/components/card';
import { DetailList } from '#ui/components/page-kit';
import { MeterBar } from './meter-bar';

const styles = {
  grid: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '6' }),
  heading: css({ textStyle: 'heading.card', mb: '2' }),
  stages: css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'body' }),
  stage: css({ display: 'flex', justifyContent: 'space-between', gap: '2' }),
};

type Props = {
  construction: ConstructorDashboard['construction'];
  stages: { stage: string; label: string; count: number }[];
};

/** Counts by construction stage, budget against spending and units sold against available. */
export function ConstructionMetrics({ construction, stages }: Props) {
  const { units } = construction;
  return (
    <Card title="Métricas de Construcción">
      <div className={styles.grid}>
        <section aria-label="Proyectos por etapa">
          <h3 className={styles.heading}>Proyectos por etapa</h3>
          <ul className={styles.stages}>
            {stages.map((s) => (
              <li key={s.stage} className={styles.stage}>
                <span>{s.label}</span>
                <strong>{s.count}</strong>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Presupuesto">
          <h3 className={styles.heading}>Presupuesto</h3>
          <DetailList
            items={[
              { label: 'Presupuesto total', value: formatMoney(construction.budget_total) },
              { label: 'Ejecutado', value: formatMoney(construction.spent_total) },
              {
                label: 'Porcentaje ejecutado',
                value:
                  construction.percent_spent === null ? 'Sin presupuesto' : `${construction.percent_spent}%`,
              },
            ]}
          />
          {construction.percent_spent !== null && (
            <MeterBar percent={construction.percent_spent} tone="blue" label="Presupuesto ejecutado" />
          )}
        </section>
        <section aria-label="Unidades">
          <h3 className={styles.heading}>Unidades</h3>
          <DetailList
            items={[
              { label: 'Vendidas', value: units.sold },
              { label: 'Disponibles', value: units.available },
              { label: 'Total', value: units.total },
            ]}
          />
        </section>
      </div>
    </Card>
  );
}
