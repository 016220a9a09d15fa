import { LEAD_ORIGIN_LABELS } from '#domain/lead';
import { NO_BUYER_LABEL, type SaleRow } from '#domain/sales';
import { conversionText, type Funnel, type FunnelCounts } from '#domain/sales-funnel';
import { csvCell } from './leads-csv';

// The same file shape as the leads' export: BOM for Excel's accents, ';' between cells, CRLF between rows.
const BOM = '\uFEFF';
const HEADER = [
  'Venta',
  'Fecha de venta',
  'Proyecto',
  'Unidad',
  'Comprador',
  'Precio',
  'Debido',
  'Pagado',
  'Por cobrar',
  'Vencido',
  'Próxima cuota',
];

/** Cartera as a CSV file for Excel, one row per sale; amounts in whole pesos. */
export function carteraCsv(rows: readonly SaleRow[]): string {
  const lines = rows.map((r) =>
    [
      r.id,
      r.sold_at.slice(0, 10),
      r.project_name,
      r.property_name,
      r.buyer_name ?? NO_BUYER_LABEL,
      Math.round(r.price),
      Math.round(r.figures.due),
      Math.round(r.figures.paid),
      Math.round(r.figures.outstanding),
      Math.round(r.figures.overdue),
      r.next_due_on,
    ]
      .map(csvCell)
      .join(';')
  );
  return BOM + [HEADER.join(';'), ...lines].join('\r\n') + '\r\n';
}

const FUNNEL_HEADER = [
  'Periodo',
  'Leads',
  'Cotizaciones',
  'Separaciones',
  'Ventas',
  'Lead → cotización',
  'Cotización → separación',
  'Separación → venta',
];

/** The funnel as a CSV file: a row per month, the window's total, then a row per lead origin. */
export function funnelCsv(funnel: Funnel): string {
  const line = (label: string, c: FunnelCounts) =>
    [
      label,
      c.leads,
      c.quotes,
      c.reservations,
      c.sales,
      conversionText(c.leads, c.quotes),
      conversionText(c.quotes, c.reservations),
      conversionText(c.reservations, c.sales),
    ]
      .map(csvCell)
      .join(';');
  const lines = [
    ...funnel.months.map((m) => line(m.label, m)),
    line('Total', funnel.totals),
    ...funnel.by_origin.map((o) => line(`Origen: ${LEAD_ORIGIN_LABELS[o.origin]}`, o)),
  ];
  return BOM + [FUNNEL_HEADER.join(';'), ...lines].join('\r\n') + '\r\n';
}
