import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '#domain/format';
import { ChartFigure } from '#ui/components/chart-figure';
import { CHART_COLORS, CHART_HEIGHT, compactMoney } from './chart-theme';

type Month = { month: string; label: string; revenue: number; target: number | null };

const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value) : 'Sin meta');

/** Revenue of each month of the year so far against the monthly target, with its data table. */
export function RevenueChart({ months, title }: { months: Month[]; title: string }) {
  return (
    <ChartFigure
      title={title}
      columns={['Mes', 'Ingresos', 'Meta']}
      rows={months.map((m) => ({
        key: m.month,
        cells: [m.label, formatMoney(m.revenue), money(m.target)],
      }))}
    >
      <BarChart
        responsive
        accessibilityLayer
        title={title}
        data={months}
        style={{ width: '100%', height: CHART_HEIGHT }}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="label" stroke={CHART_COLORS.axis} />
        <YAxis tickFormatter={compactMoney} stroke={CHART_COLORS.axis} width={72} />
        <Tooltip formatter={money} />
        <Legend />
        <Bar dataKey="revenue" name="Ingresos" fill={CHART_COLORS.primary} radius={[4, 4, 0, 0]} />
        <Bar dataKey="target" name="Meta" fill={CHART_COLORS.secondary} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartFigure>
  );
}
