import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { css } from '#styled-system/css';
import { formatMoney } from '#domain/format';
import { FUNNEL_STEP_LABELS, FUNNEL_STEPS } from '#domain/sales-funnel';
import type { dashboardSalesMachine } from '#machines/constructor/dashboard-sales/dashboard-sales.machine';
import { selectDashboardSalesView } from '#machines/constructor/dashboard-sales/dashboard-sales.select';
import { Alert } from '#ui/components/alert';
import { Button } from '#ui/components/button';
import { Card } from '#ui/components/card';
import { ChartFigure } from '#ui/components/chart-figure';
import { Spinner } from '#ui/components/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#ui/components/table';
import { CHART_COLORS, CHART_HEIGHT, TONE_FILLS } from '../charts/chart-theme';
import { MeterBar } from './meter-bar';

const styles = {
  wide: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
    gap: '6',
    alignItems: 'start',
  }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  figures: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' }),
  label: css({ color: 'fg.muted', textStyle: 'label' }),
  value: css({ textStyle: 'heading.section', mt: '1' }),
  steps: css({ display: 'flex', flexWrap: 'wrap', gap: '2', m: '0', p: '0', listStyle: 'none' }),
  step: css({
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    px: '3',
    py: '2',
    flex: '1 1 8rem',
  }),
  subheading: css({ textStyle: 'heading.card', mt: '2' }),
};

const STEP_FILLS = [CHART_COLORS.secondary, TONE_FILLS.yellow, TONE_FILLS.blue, TONE_FILLS.green];
const pct = (value: number | null) => (value === null ? '—' : `${value} %`);

/**
 * The dashboard's sale sections: this month's collected vs due (Cartera's payments against the instalments falling
 * due) and the 'Embudo de ventas' by month and by lead origin, with its table and CSV. They keep their own chart.
 */
export function SalesSections({ salesRef: ref }: { salesRef: ActorRefFrom<typeof dashboardSalesMachine> }) {
  const view = useSelector(ref, selectDashboardSalesView, shallowEqual);
  if (view.loading) return <Spinner text="Cargando ventas..." />;
  if (view.failed)
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="outline" onClick={() => ref.send({ type: 'figures.reload' })}>
            Reintentar
          </Button>
        }
      >
        No se pudieron cargar las cifras de ventas.
      </Alert>
    );
  const c = view.collection;
  return (
    <div className={styles.wide}>
      <Card title="Recaudado vs debido">
        {c && (
          <div className={styles.stack}>
            <p className={styles.label}>
              {c.label}: pagos recibidos frente a las cuotas que vencen en el mes
            </p>
            <div className={styles.figures}>
              <div>
                <div className={styles.label}>Recaudado</div>
                <div className={styles.value}>{formatMoney(c.collected)}</div>
              </div>
              <div>
                <div className={styles.label}>Debido</div>
                <div className={styles.value}>{formatMoney(c.due)}</div>
              </div>
            </div>
            {view.collectedPct !== null && (
              <>
                <MeterBar
                  percent={view.collectedPct}
                  tone={view.collectedPct >= 100 ? 'green' : 'yellow'}
                  label="Recaudado frente a lo debido"
                />
                <p className={styles.label}>{view.collectedPct} % de lo debido</p>
              </>
            )}
          </div>
        )}
      </Card>
      <Card
        title="Embudo de ventas"
        actions={
          <Button
            size="sm"
            variant="outline"
            loading={view.exporting}
            onClick={() => ref.send({ type: 'funnel.export' })}
          >
            Exportar CSV
          </Button>
        }
      >
        <div className={styles.stack}>
          <ol className={styles.steps} aria-label="Pasos del embudo">
            {view.steps.map((s) => (
              <li key={s.step} className={styles.step}>
                <div className={styles.label}>{s.label}</div>
                <div className={styles.value}>{s.count}</div>
                {s.conversion !== null && <div className={styles.label}>Conversión {pct(s.conversion)}</div>}
              </li>
            ))}
          </ol>
          <ChartFigure
            title="Leads, cotizaciones, separaciones y ventas por mes"
            columns={['Mes', ...FUNNEL_STEPS.map((s) => FUNNEL_STEP_LABELS[s])]}
            rows={view.months.map((m) => ({
              key: m.month,
              cells: [m.label, m.leads, m.quotes, m.reservations, m.sales],
            }))}
          >
            <BarChart
              responsive
              accessibilityLayer
              title="Embudo de ventas por mes"
              data={view.months}
              style={{ width: '100%', height: CHART_HEIGHT }}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} vertical={false} />
              <XAxis dataKey="label" stroke={CHART_COLORS.axis} />
              <YAxis allowDecimals={false} stroke={CHART_COLORS.axis} width={40} />
              <Tooltip />
              <Legend />
              {FUNNEL_STEPS.map((step, i) => (
                <Bar
                  key={step}
                  dataKey={step}
                  name={FUNNEL_STEP_LABELS[step]}
                  fill={STEP_FILLS[i]}
                  radius={[4, 4, 0, 0]}
                />
              ))}
            </BarChart>
          </ChartFigure>
          <h3 className={styles.subheading}>Por origen del lead</h3>
          <Table stacked aria-label="Embudo por origen del lead">
            <TableHead>
              <TableRow>
                <TableHeader>Origen</TableHeader>
                <TableHeader>Leads</TableHeader>
                <TableHeader>Cotizaciones</TableHeader>
                <TableHeader>Separaciones</TableHeader>
                <TableHeader>Ventas</TableHeader>
                <TableHeader>Lead → venta</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {view.byOrigin.map((o) => (
                <TableRow key={o.origin}>
                  <TableCell label="Origen">{o.label}</TableCell>
                  <TableCell label="Leads">{o.leads}</TableCell>
                  <TableCell label="Cotizaciones">{o.quotes}</TableCell>
                  <TableCell label="Separaciones">{o.reservations}</TableCell>
                  <TableCell label="Ventas">{o.sales}</TableCell>
                  <TableCell label="Lead → venta">{pct(o.toSale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Card>
    </div>
  );
}
