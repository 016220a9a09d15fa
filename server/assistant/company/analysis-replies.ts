import { MONTH_SHORT_LABELS } from '#domain/business-calendar';
import { formatCount, formatPercent, pesos } from '../replies';
import {
  PACE_MONTHS,
  type marketTrends,
  type projectAnalysis,
  type projectReturns,
} from './analysis-figures';

// The Spanish of the workspace's three analysis cards. Every number printed arrives from a query (or is a ratio of
// two that did); when a figure is missing the line says what is missing instead of estimating it.

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

const NO_PROJECTS = 'La empresa no tiene proyectos registrados todavía.';
const oneDecimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** '1 unidad', '1.250 unidades', '0,5 unidades por mes': singular only when the figure reads 1. */
const unitsOf = (n: number, adjective = '') => {
  const figure = oneDecimal.format(n);
  return figure === '1'
    ? `1 unidad${adjective && ` ${adjective}`}`
    : `${figure} unidades${adjective && ` ${adjective}s`}`;
};

const monthsOf = (n: number) => {
  const figure = oneDecimal.format(n);
  return `${figure} ${figure === '1' ? 'mes' : 'meses'}`;
};

const monthLabel = ({ year, month }: { year: number; month: number }) =>
  `${MONTH_SHORT_LABELS[month - 1]} ${year}`;

/** '16,67 % por encima de' / 'por debajo de' / 'igual a' another figure. */
const against = (value: number, other: number) => {
  const change = value / other - 1;
  if (Math.abs(change) < 0.00005) return 'igual a';
  return `${formatPercent(Math.abs(change))} ${change > 0 ? 'por encima' : 'por debajo'} de`;
};

function analysisLines(p: Rows<typeof projectAnalysis>[number]): string[] {
  const months = PACE_MONTHS;
  const pace = p.recent / months;
  const lines = [`- Vendidas: ${formatCount(p.sold)} de ${unitsOf(p.total)}`];
  if (pace === 0) {
    lines.push(
      `- Ritmo de ventas: sin ventas en los últimos ${months} meses, no se puede estimar la absorción ni cuánto dura el inventario (${unitsOf(p.available, 'disponible')})`
    );
  } else {
    lines.push(
      `- Ritmo de ventas: **${unitsOf(pace)} por mes** (${unitsOf(p.recent, 'vendida')} en los últimos ${months} meses)`
    );
    lines.push(
      p.available === 0
        ? '- Inventario: no quedan unidades disponibles'
        : `- Absorción mensual: ${formatPercent(pace / p.available)} del inventario (${unitsOf(p.available, 'disponible')})\n- Inventario: **${monthsOf(p.available / pace)}** al ritmo actual`
    );
  }
  if (p.perM2 === null) lines.push('- Precio por m²: ninguna unidad tiene precio y área registrados');
  else if (p.othersPerM2 === null)
    lines.push(
      p.city === null
        ? `- Precio por m²: ${pesos(p.perM2)}; el proyecto no tiene ciudad registrada para compararlo`
        : `- Precio por m²: ${pesos(p.perM2)}; la empresa no tiene otros proyectos en ${p.city} con precio y área para comparar`
    );
  else
    lines.push(
      `- Precio por m²: ${pesos(p.perM2)}, ${against(p.perM2, p.othersPerM2)} ${pesos(p.othersPerM2)} de ${p.others === 1 ? 'su otro proyecto' : `sus otros ${formatCount(p.others)} proyectos`} en ${p.city}`
    );
  return lines;
}

/** How many projects an answer lists; a question that names a project gets that one wherever it sorts. */
const PROJECTS_SHOWN = 20;

/** The sections of the first `PROJECTS_SHOWN` projects, and a line saying how many more there are. */
function projectSections<T extends { name: string }>(rows: T[], lines: (row: T) => string[]): string[] {
  const rest = rows.length - PROJECTS_SHOWN;
  return [
    ...rows.slice(0, PROJECTS_SHOWN).flatMap((row) => [`### ${row.name}`, ...lines(row)]),
    ...(rest > 0 ? [`Y ${formatCount(rest)} proyectos más; nombra uno en la pregunta para verlo.`] : []),
  ];
}

/** 'Análisis de proyecto': pace, absorption, months of stock and price per m² of each project given. */
export function analysisReply(rows: Rows<typeof projectAnalysis>): string {
  if (rows.length === 0) return `## Análisis de proyecto\n${NO_PROJECTS}`;
  return [
    '## Análisis de proyecto',
    `Ritmo de ventas de los últimos ${PACE_MONTHS} meses; absorción mensual = ritmo ÷ unidades disponibles; precio por m² promedio de las unidades con precio y área.`,
    ...projectSections(rows, analysisLines),
  ].join('\n');
}

function returnLines(p: Rows<typeof projectReturns>[number]): string[] {
  const full = p.revenue + p.unsoldValue;
  const lines = [
    `- Ingresos por ventas hasta hoy: ${pesos(p.revenue)} (${unitsOf(p.sold, 'vendida')})`,
    `- Ingresos con la venta completa: ${pesos(full)}`,
    `- ROI esperado: ${p.roiExpected === null ? 'sin registrar' : formatPercent(p.roiExpected / 100)}`,
  ];
  if (p.investment === null || p.investment === 0) {
    lines.unshift('- Inversión: sin registrar, no se puede calcular el ROI');
  } else {
    lines.unshift(`- Inversión: ${pesos(p.investment)}`);
    lines.push(`- ROI realizado hasta hoy: ${formatPercent((p.revenue - p.investment) / p.investment)}`);
    lines.push(`- ROI con la venta completa: ${formatPercent((full - p.investment) / p.investment)}`);
  }
  const planned = Math.max(p.total - p.registered, 0);
  if (p.unpriced + planned > 0)
    lines.push(
      `- No incluye ${unitsOf(p.unpriced + planned)} sin precio (registradas sin precio: ${formatCount(p.unpriced)}; planeadas sin registrar: ${formatCount(planned)})`
    );
  return lines;
}

/** 'Cálculo de ROI': investment, revenue so far and at full sale, expected against realised ROI per project. */
export function roiReply(rows: Rows<typeof projectReturns>): string {
  if (rows.length === 0) return `## Cálculo de ROI\n${NO_PROJECTS}`;
  return [
    '## Cálculo de ROI',
    'ROI = (ingresos − inversión) ÷ inversión. Los ingresos con la venta completa suman a lo vendido el precio de lista de las unidades sin vender.',
    ...projectSections(rows, returnLines),
  ].join('\n');
}

/** How many cities the trends answer lists (those with the most listings and sales in the period). */
const TREND_CITIES = 5;

/** 'Tendencias del mercado': price per m² of public listings and sales by city and month, with the period. */
export function trendsReply({ rows, from, to }: Rows<typeof marketTrends>): string {
  const period = `${monthLabel(from)} y ${monthLabel(to)}`;
  if (rows.length === 0)
    return `## Tendencias del mercado\nNo hay publicaciones ni ventas con precio y área registrados en la oferta pública entre ${period}.`;
  const cities = new Map<string, typeof rows>();
  for (const row of rows) cities.set(row.city, [...(cities.get(row.city) ?? []), row]);
  const moves = (city: typeof rows) => city.reduce((sum, r) => sum + r.n, 0);
  const ranked = [...cities].sort((a, b) => moves(b[1]) - moves(a[1]) || a[0].localeCompare(b[0], 'es'));
  const figure = (r: (typeof rows)[number] | undefined, noun: string) =>
    r ? `${noun} ${pesos(r.perM2)} por m² (${formatCount(r.n)})` : null;
  const lines = ranked.slice(0, TREND_CITIES).flatMap(([city, cityRows]) => {
    const months = [...new Set(cityRows.map((r) => r.month))].sort();
    return [
      `### ${city}`,
      ...months.map((month) => {
        const [y, m] = month.split('-').map(Number) as [number, number];
        const parts = [
          figure(
            cityRows.find((r) => r.month === month && r.kind === 'listing'),
            'publicaciones'
          ),
          figure(
            cityRows.find((r) => r.month === month && r.kind === 'sale'),
            'ventas'
          ),
        ].filter((part) => part !== null);
        return `- ${monthLabel({ year: y, month: m })}: ${parts.join(' · ')}`;
      }),
    ];
  });
  const rest = ranked.length - TREND_CITIES;
  return [
    '## Tendencias del mercado',
    `Precio por m² promedio de la oferta pública de In-Best de ${monthLabel(from)} a ${monthLabel(to)} (hasta hoy): publicaciones disponibles por mes de publicación y ventas por mes de venta, con el número de unidades entre paréntesis.`,
    ...lines,
    ...(rest > 0
      ? [`Y ${formatCount(rest)} ciudades más con movimiento en el periodo; pregunta por una para verla.`]
      : []),
  ].join('\n');
}
