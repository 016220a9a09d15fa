import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  PolarAngleAxis,
  RadialBar,
  RadialBarChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ProjectSales } from '#domain/constructor-workspace';
import { formatMoney } from '#domain/format';
import { ChartFigure } from '#ui/components/chart-figure';
import { CHART_COLORS, CHART_HEIGHT, TONE_FILLS } from '../charts/chart-theme';

const size = { width: '100%', height: CHART_HEIGHT };

/** Projects per construction stage, every stage listed. */
export function StageChart({ stages }: { stages: { stage: string; label: string; count: number }[] }) {
  const title = 'Proyectos por etapa';
  return (
    <ChartFigure
      title={title}
      columns={['Etapa', 'Proyectos']}
      rows={stages.map((s) => ({ key: s.stage, cells: [s.label, s.count] }))}
    >
      {/* The first label is tilted towards the left edge, so the chart leaves it room there. */}
      <BarChart
        responsive
        accessibilityLayer
        title={title}
        data={stages}
        style={size}
        margin={{ top: 8, right: 8, bottom: 0, left: 44 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis
          dataKey="label"
          stroke={CHART_COLORS.axis}
          interval={0}
          angle={-40}
          textAnchor="end"
          height={96}
        />
        <YAxis allowDecimals={false} stroke={CHART_COLORS.axis} width={32} />
        <Tooltip />
        <Bar dataKey="count" name="Proyectos" fill={CHART_COLORS.primary} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ChartFigure>
  );
}

/** Units sold against available (sold is total minus available, spec §4). */
export function UnitsChart({ units }: { units: { sold: number; available: number; total: number } }) {
  const title = 'Unidades vendidas vs disponibles';
  const slices = [
    { key: 'sold', name: 'Vendidas', value: units.sold, fill: TONE_FILLS.green },
    { key: 'available', name: 'Disponibles', value: units.available, fill: TONE_FILLS.gray },
  ];
  return (
    <ChartFigure
      title={title}
      columns={['Unidades', 'Cantidad']}
      rows={[
        ...slices.map((s) => ({ key: s.key, cells: [s.name, s.value] })),
        { key: 'total', cells: ['Total', units.total] },
      ]}
    >
      <PieChart responsive accessibilityLayer title={title} style={size}>
        <Pie data={slices} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="75%" label>
          {slices.map((s) => (
            <Cell key={s.key} fill={s.fill} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ChartFigure>
  );
}

/** The five best-selling projects, as horizontal bars in their sales colour. */
export function TopProjectsChart({ projects }: { projects: ProjectSales[] }) {
  const title = 'Top 5 proyectos por ventas';
  return (
    <ChartFigure
      title={title}
      columns={['Proyecto', 'Vendidas', 'Ventas', 'Ingresos']}
      rows={projects.map((p) => ({
        key: String(p.project_id),
        cells: [p.name, `${p.units_sold} de ${p.total_units}`, `${p.sales_percent}%`, formatMoney(p.revenue)],
      }))}
    >
      <BarChart responsive accessibilityLayer title={title} data={projects} layout="vertical" style={size}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} horizontal={false} />
        <XAxis type="number" domain={[0, 100]} unit="%" stroke={CHART_COLORS.axis} />
        <YAxis
          type="category"
          dataKey="name"
          width={120}
          tick={{ fontSize: 12 }}
          stroke={CHART_COLORS.axis}
        />
        <Tooltip formatter={(value) => `${String(value)}%`} />
        <Bar dataKey="sales_percent" name="Ventas" radius={[0, 4, 4, 0]}>
          {projects.map((p) => (
            <Cell key={p.project_id} fill={TONE_FILLS[p.sales_tone]} />
          ))}
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}

/** The mean construction progress of the active projects, as a gauge. */
export function ProgressChart({ percent }: { percent: number }) {
  const title = 'Progreso promedio de obra';
  return (
    <ChartFigure
      title={title}
      columns={['Indicador', 'Valor']}
      rows={[{ key: 'avg', cells: ['Progreso promedio', `${percent}%`] }]}
    >
      <RadialBarChart
        responsive
        accessibilityLayer
        title={title}
        data={[{ name: 'Progreso', value: percent, fill: CHART_COLORS.primary }]}
        innerRadius="60%"
        outerRadius="90%"
        startAngle={90}
        endAngle={-270}
        style={size}
      >
        <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
        <RadialBar dataKey="value" background cornerRadius={8} />
        <text x="50%" y="50%" textAnchor="middle" dominantBaseline="middle" fontSize={28} fontWeight={600}>
          {percent}%
        </text>
      </RadialBarChart>
    </ChartFigure>
  );
}
