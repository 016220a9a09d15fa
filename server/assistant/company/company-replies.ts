import { MONTH_SHORT_LABELS } from '#domain/business-calendar';
import { LEAD_STATUS_LABELS } from '#domain/lead';
import type { ChatSlots } from '#domain/chat';
import { describeRequest, formatCount, pesos } from '../replies';
import type {
  availabilityByProject,
  documentsByProject,
  leadsThisWeek,
  salesThisMonth,
  slowestModel,
  unmetDemand,
} from './company-figures';

// The company assistant's Spanish. Every number it prints arrives as an argument from a query; when a query found
// nothing the reply says so instead of guessing.

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

const range = (min: number | null, max: number | null) =>
  min === null || max === null
    ? 'sin precio registrado'
    : min === max
      ? pesos(min)
      : `${pesos(min)} a ${pesos(max)}`;

export function availabilityReply(rows: Rows<typeof availabilityByProject>): string {
  if (rows.length === 0)
    return '## Disponibilidad por proyecto\nLa empresa no tiene proyectos registrados todavía.';
  const lines = rows.map(
    (r) =>
      `- **${r.project}**: ${formatCount(r.available)} de ${formatCount(r.total)} unidades disponibles, ${range(r.minPrice, r.maxPrice)}`
  );
  return ['## Disponibilidad por proyecto', ...lines].join('\n');
}

export function salesReply(sales: Rows<typeof salesThisMonth>): string {
  const month = `${MONTH_SHORT_LABELS[sales.month - 1]} ${sales.year}`;
  if (sales.units === 0)
    return `## Ventas de este mes (${month})\nNo hay ventas registradas este mes todavía.`;
  return `## Ventas de este mes (${month})\nSe vendieron **${formatCount(sales.units)} unidades** por un total de **${pesos(sales.revenue)}**.`;
}

export function leadsReply(rows: Rows<typeof leadsThisWeek>): string {
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  if (total === 0) return '## Leads de los últimos 7 días\nNo llegaron leads en los últimos 7 días.';
  const lines = rows
    .toSorted((a, b) => b.n - a.n)
    .map((r) => `- ${LEAD_STATUS_LABELS[r.status] ?? r.status}: ${formatCount(r.n)}`);
  return [`## Leads de los últimos 7 días\nLlegaron **${formatCount(total)} leads**:`, ...lines].join('\n');
}

export function documentsReply(rows: Rows<typeof documentsByProject>): string {
  if (rows.length === 0)
    return '## Documentos por proyecto\nLa empresa no tiene proyectos registrados todavía.';
  const lines = rows.map((r) => `- **${r.project}**: ${formatCount(r.n)} documento(s)`);
  return ['## Documentos por proyecto', ...lines].join('\n');
}

export function demandReply(searches: Rows<typeof unmetDemand>): string {
  if (searches.length === 0)
    return '## Demanda sin atender\nEn los últimos 30 días ninguna búsqueda del chat de inversionistas se quedó sin resultados.';
  const counts = new Map<string, number>();
  for (const slots of searches) {
    const label = describeRequest(slots as ChatSlots);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
  return [
    `## Demanda sin atender\nEn los últimos 30 días, **${formatCount(searches.length)} conversaciones** del chat de inversionistas no encontraron nada. Lo más buscado:`,
    ...top.map(([label, n]) => `- ${label}: ${formatCount(n)}`),
  ].join('\n');
}

export function pricingReply(model: Rows<typeof slowestModel>): string {
  if (!model) return '## Sugerencia de precio\nNo hay modelos con unidades a la venta para comparar.';
  const head = `## Sugerencia de precio\nEl modelo que se vende más lento es **${model.model}** (${model.project}): ${formatCount(model.sold)} de ${formatCount(model.units)} unidades vendidas, ${formatCount(model.available)} disponibles.`;
  if (model.comparablePerM2 === null || model.area === null || model.availablePrice === null) {
    return `${head}\nNo hay ventas recientes con área registrada en ${model.city ?? 'su ciudad'} para sugerir un precio.`;
  }
  const suggested = Math.round(model.comparablePerM2 * model.area);
  const perM2 = model.availablePrice / model.area;
  const advice =
    suggested < model.availablePrice
      ? `Sugerencia: acercar el precio a **${pesos(suggested)}** (${formatCount(model.area)} m² al precio por m² vendido en la ciudad).`
      : 'Su precio ya está por debajo de lo vendido en la ciudad: el precio no parece ser la causa.';
  return [
    head,
    `- Precio promedio de sus unidades disponibles: ${pesos(model.availablePrice)} (${pesos(perM2)} por m²)`,
    `- Precio por m² de ${formatCount(model.comparableSales)} ventas en ${model.city} (últimos 180 días): ${pesos(model.comparablePerM2)}`,
    advice,
  ].join('\n');
}

export const COMPANY_HELP_TEXT = `## Así puedo ayudarte
Respondo con los datos de tu empresa:
- Disponibilidad y rangos de precio por proyecto
- Unidades vendidas este mes
- Leads de esta semana y su estado
- Lo que buscan los inversionistas sin encontrarlo
- Una sugerencia de precio para el modelo que se vende más lento
- Documentos cargados por proyecto
- Análisis de proyecto: ritmo de ventas, absorción, meses de inventario y precio por m²
- Cálculo de ROI: inversión, ingresos y ROI esperado frente al realizado
- Tendencias del mercado: precio por m² publicado y vendido por ciudad y mes`;
