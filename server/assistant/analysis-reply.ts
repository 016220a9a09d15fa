import {
  PROPERTY_TYPE_LABELS,
  type AnalysisDetails,
  type BreakdownItem,
  type LabeledValue,
} from '#domain/chat';
import { DEFAULT_ANALYSIS_ASSUMPTIONS, type InvestmentAnalysis } from '#domain/finance/analysis';
import { CLOSING_RATES, sellingCostRate } from '#domain/finance/closing';
import { marketFor } from '#domain/finance/market';
import { formatDate } from '#domain/format';
import { formatCount, formatPercent, formatRate, pesos } from './replies';
import type { CandidateRow } from './search';
import { analyzeListing, asPercent, financingTerms, type RentBasis } from './returns';
import { countLabel } from './search-reply';
import type { Financing } from './understand';

export type AnalysisSubject = {
  row: CandidateRow;
  title: string;
  /** Set when the property stands for a location: how many it was chosen among. */
  typicalAmong?: { count: number; placeLabel: string };
};

const signed = (amount: number) => (amount < 0 ? `-${pesos(-amount)}` : pesos(amount));

/** Runs the Colombian investment analysis of a property and writes it as the reply the analysis view reads. */
export function analysisReply(
  subject: AnalysisSubject,
  rent: RentBasis,
  financing: Financing | null,
  now: Date
): { content: string; details: AnalysisDetails; analysis: InvestmentAnalysis } {
  const row = subject.row;
  const terms = financingTerms(financing);
  const a = analyzeListing(row, rent, financing);

  const location = [row.neighborhood, row.city].filter(Boolean).join(', ') || 'Ubicación no especificada';
  const rentSourceText =
    rent.source === 'comparables'
      ? `mediana de ${rent.estimate.comparables} arriendos de ${PROPERTY_TYPE_LABELS[row.propertyType].toLowerCase()}s comparables en ${rent.placeLabel}, que rentan el ${formatRate(Math.round(rent.estimate.monthlyYield * 10_000) / 10_000)} de su precio al mes`
      : `rentabilidad bruta de referencia de ${rent.city ?? 'Colombia'} (${formatRate(marketFor(rent.city).grossYield)} anual), sin comparables suficientes en la base`;

  const lines: string[] = [];
  lines.push(`# Análisis financiero: ${subject.title}`);
  const header = [location, PROPERTY_TYPE_LABELS[row.propertyType]];
  if (row.area !== null) header.push(`${formatCount(row.area)} m²`);
  lines.push(header.join(' · '));
  if (subject.typicalAmong) {
    lines.push(
      `Tomé como referencia la propiedad de precio típico (mediana) entre los ${countLabel(subject.typicalAmong.count)} ${subject.typicalAmong.placeLabel}.`
    );
  }
  lines.push('', '## Métricas principales');
  lines.push(`**Precio de compra:** ${pesos(a.purchasePrice)}`);
  lines.push(`**Arriendo mensual estimado:** ${pesos(a.monthlyRent)}`);
  lines.push(`**Ingreso anual:** ${pesos(a.annualGrossIncome)}`);
  lines.push(`**Fuente del arriendo:** ${rentSourceText}`);

  lines.push('', '## Costos anuales');
  lines.push(
    `**Vacancia (${DEFAULT_ANALYSIS_ASSUMPTIONS.vacancyMonths} mes al año):** ${pesos(a.costs.vacancy)}`
  );
  lines.push(`**Administración:** ${pesos(a.costs.administration)}`);
  lines.push(`**Impuesto predial:** ${pesos(a.costs.propertyTax)}`);
  lines.push(`**Mantenimiento:** ${pesos(a.costs.maintenance)}`);
  lines.push(`**Seguro:** ${pesos(a.costs.insurance)}`);
  if (a.costs.management > 0) lines.push(`**Inmobiliaria (10 % + IVA):** ${pesos(a.costs.management)}`);
  lines.push(`**Total costos anuales:** ${pesos(a.costs.total)}`);

  lines.push('', '## Resultados financieros');
  lines.push(`**Rentabilidad bruta:** ${formatPercent(a.grossYield)}`);
  lines.push(`**NOI (ingreso operativo neto):** ${signed(a.noi)}`);
  lines.push(`**Cap rate:** ${formatPercent(a.capRate)}`);
  lines.push(`**Gastos de escrituración y registro:** ${pesos(a.closing.total)}`);
  if (a.mortgage) {
    lines.push(
      `**Crédito:** ${pesos(a.mortgage.loan)} (${formatRate(a.mortgage.loanToValue)} del precio) a ${formatRate(terms.mortgage?.effectiveAnnualRate ?? 0)} E.A. en ${Math.round(a.mortgage.months / 12)} años` +
        (a.mortgage.capped
          ? `; pediste el ${formatRate(terms.mortgage?.loanToValue ?? 0)}, pero el porcentaje pedido superaba el tope legal`
          : '')
    );
    lines.push(`**Cuota mensual del crédito:** ${pesos(a.mortgage.monthlyPayment)}`);
  }
  lines.push(`**Efectivo invertido:** ${pesos(a.cashInvested)}`);
  lines.push(`**Flujo de caja anual:** ${signed(a.cashFlow)}`);
  lines.push(`**Cash-on-cash:** ${formatPercent(a.cashOnCash)}`);
  lines.push(`**ROI (año 1):** ${formatPercent(a.roi)}`);
  lines.push(`**TIR a 10 años:** ${a.irr === null ? 'no calculable' : formatPercent(a.irr)}`);
  if (a.rentCeiling) {
    lines.push(
      `**Tope de arriendo (Ley 820):** ${pesos(a.rentCeiling.ceiling)} al mes; el arriendo estimado ${a.rentCeiling.withinCeiling ? 'lo respeta' : 'lo supera'}`
    );
  } else {
    lines.push('**Tope de arriendo (Ley 820):** no aplica, no es vivienda');
  }

  lines.push('', '## Recomendaciones');
  lines.push(...recommendations(a, row, rent, now));
  lines.push('', '## Conclusiones');
  lines.push(conclusion(a));

  const details: AnalysisDetails = {
    roi: asPercent(a.roi),
    cap_rate: asPercent(a.capRate),
    assumptions: assumptions(a, row, rentSourceText, terms.withManagement),
    breakdown: breakdown(a),
    property_id: row.id,
    property_title: subject.title,
    metrics: {
      purchase_price: a.purchasePrice,
      monthly_rent: a.monthlyRent,
      rent_source: a.rentSource,
      comparables_count: rent.source === 'comparables' ? rent.estimate.comparables : 0,
      annual_gross_income: a.annualGrossIncome,
      annual_costs: a.costs.total,
      noi: a.noi,
      gross_yield: asPercent(a.grossYield),
      cap_rate: asPercent(a.capRate),
      closing_costs: a.closing.total,
      cash_invested: a.cashInvested,
      annual_debt_service: a.annualDebtService,
      cash_flow: a.cashFlow,
      cash_on_cash: asPercent(a.cashOnCash),
      roi: asPercent(a.roi),
      irr_10y: a.irr === null ? null : asPercent(a.irr),
      rent_ceiling: a.rentCeiling?.ceiling ?? null,
      rent_within_ceiling: a.rentCeiling?.withinCeiling ?? null,
      loan_amount: a.mortgage?.loan ?? 0,
      monthly_payment: a.mortgage?.monthlyPayment ?? 0,
    },
  };
  return { content: lines.join('\n'), details, analysis: a };
}

function recommendations(
  a: InvestmentAnalysis,
  row: AnalysisSubject['row'],
  rent: RentBasis,
  now: Date
): string[] {
  const out: string[] = [];
  const reference = marketFor(row.city);
  if (a.capRate < 0.035) {
    out.push(
      `**Cap rate bajo** (${formatPercent(a.capRate)}): el ingreso neto es poco frente al precio; negocia el precio o compara con zonas de mejor relación arriendo/precio.`
    );
  } else if (a.capRate >= 0.05) {
    out.push(
      `**Cap rate alto** (${formatPercent(a.capRate)}) para vivienda urbana en Colombia: buena generación de caja.`
    );
  } else {
    out.push(`Cap rate en el rango medio del mercado (${formatPercent(a.capRate)}).`);
  }
  if (a.grossYield >= reference.grossYield * 1.1) {
    out.push(
      `Rentabilidad bruta **alta** frente a la referencia de ${row.city ?? 'la ciudad'} (${formatRate(reference.grossYield)}).`
    );
  } else if (a.grossYield <= reference.grossYield * 0.9) {
    out.push(
      `Rentabilidad bruta **baja** frente a la referencia de ${row.city ?? 'la ciudad'} (${formatRate(reference.grossYield)}).`
    );
  }
  if (a.mortgage && a.cashFlow < 0) {
    out.push(
      `Con crédito el **flujo de caja es negativo** (${signed(a.cashFlow)} al año): la cuota supera el NOI. Una cuota inicial mayor o un plazo más largo lo reducen.`
    );
  }
  if (a.rentCeiling && !a.rentCeiling.withinCeiling) {
    out.push(
      `El arriendo estimado **supera el tope de la Ley 820**: no podrías cobrar más de ${pesos(a.rentCeiling.ceiling)} al mes.`
    );
  }
  if (rent.source === 'city_yield') {
    out.push(
      'No hay suficientes arriendos comparables en la base: confirma el arriendo con inmobiliarias de la zona.'
    );
  }
  const today = now.toISOString().slice(0, 10);
  if (row.projectId !== null && row.deliveryDate && row.deliveryDate > today) {
    out.push(
      `Se entrega el ${formatDate(row.deliveryDate)}: el arriendo empieza después de la entrega, así que los primeros pagos no tendrán ingreso.`
    );
  }
  return out;
}

function conclusion(a: InvestmentAnalysis): string {
  const irr = a.irr;
  const verdict =
    irr === null
      ? 'Con estos supuestos no hay una tasa de retorno definida: revisa el precio y el arriendo.'
      : irr >= 0.09
        ? 'Con estos supuestos es una inversión **atractiva**.'
        : irr >= 0.06
          ? 'Con estos supuestos es una inversión **moderada**: su atractivo depende sobre todo de la valorización.'
          : 'Con estos supuestos la rentabilidad es **baja** para el riesgo y la iliquidez de un inmueble.';
  return (
    `Con ${pesos(a.cashInvested)} invertidos, el inmueble generaría un NOI de ${signed(a.noi)} al año ` +
    `(cap rate ${formatPercent(a.capRate)}) y un flujo de caja de ${signed(a.cashFlow)}. ` +
    `Con una valorización del ${formatRate(a.appreciation)} anual y venta al año ${a.holdingYears}, ` +
    `la TIR estimada es ${irr === null ? 'no calculable' : formatPercent(irr)}. ${verdict}`
  );
}

function assumptions(
  a: InvestmentAnalysis,
  row: AnalysisSubject['row'],
  rentSourceText: string,
  withManagement: boolean
): LabeledValue[] {
  const d = DEFAULT_ANALYSIS_ASSUMPTIONS;
  const o = a.operating;
  const cityLabel = row.city ?? 'Colombia';
  const list: LabeledValue[] = [
    { label: 'Arriendo mensual', value: `${pesos(a.monthlyRent)}: ${rentSourceText}` },
    { label: 'Vacancia', value: `${d.vacancyMonths} mes al año sin arrendatario` },
    { label: 'Administración', value: `${pesos(o.adminPerM2)} por m² al mes (referencia de ${cityLabel})` },
    {
      label: 'Impuesto predial',
      value: `${o.predialPerMil} por mil sobre un avalúo catastral del ${formatRate(o.assessedValueRatio)} del precio`,
    },
    { label: 'Mantenimiento', value: `${formatRate(o.maintenanceRate)} del precio al año` },
    { label: 'Seguro', value: `${formatRate(o.insuranceRate)} del precio al año (incendio y terremoto)` },
    {
      label: 'Inmobiliaria',
      value: withManagement
        ? `${formatRate(d.managementRate)} del arriendo recaudado más IVA del ${formatRate(d.iva)}`
        : 'sin inmobiliaria: el propietario administra el arriendo',
    },
    {
      label: 'Gastos de cierre',
      value: `notaría ${formatRate(CLOSING_RATES.notaryBuyerShare)}, impuesto de registro ${formatRate(CLOSING_RATES.registrationTax)} y derechos de registro ${formatRate(CLOSING_RATES.registryFees)} del precio`,
    },
    {
      label: 'Financiación',
      value: a.mortgage
        ? `crédito del ${formatRate(a.mortgage.loanToValue)} (tope legal 70 %, 80 % en VIS) a una tasa mensual de ${formatRate(a.mortgage.monthlyRate)} equivalente a la E.A., ${Math.round(a.mortgage.months / 12)} años, cuota fija${a.mortgage.capped ? '; el porcentaje pedido superaba el tope legal' : ''}`
        : 'compra de contado',
    },
    {
      label: 'Crecimiento',
      value: `arriendo y costos con la inflación de ${formatRate(a.inflation)} (IPC 2024, DANE; tope de reajuste de la Ley 820); valorización de ${formatRate(a.appreciation)} anual`,
    },
    {
      label: 'Venta',
      value: `al año ${a.holdingYears}, con costos del ${formatRate(sellingCostRate())} (comisión 3 % + IVA, notaría y retención en la fuente)`,
    },
    { label: 'Rentabilidad bruta', value: 'arriendo anual ÷ precio de compra' },
    { label: 'NOI', value: 'arriendo anual − costos anuales (incluida la vacancia)' },
    { label: 'Cap rate', value: 'NOI ÷ precio de compra' },
    { label: 'Flujo de caja', value: 'NOI − cuotas del crédito en el año' },
    { label: 'Cash-on-cash', value: 'flujo de caja ÷ efectivo invertido (cuota inicial + gastos de cierre)' },
    { label: 'ROI (año 1)', value: '(flujo de caja + abono a capital + valorización) ÷ efectivo invertido' },
    {
      label: 'TIR a 10 años',
      value:
        'tasa que hace cero el valor presente del efectivo invertido, los flujos anuales y la venta neta',
    },
    {
      label: 'Ley 820',
      value: 'el canon mensual de vivienda no puede superar el 1 % del valor comercial (art. 18)',
    },
    { label: 'No incluye', value: 'impuesto de renta, ganancia ocasional ni costos bancarios del crédito' },
  ];
  return list;
}

function breakdown(a: InvestmentAnalysis): BreakdownItem[] {
  const items: BreakdownItem[] = [
    { label: 'Ingreso anual por arriendo', amount: a.annualGrossIncome, kind: 'income' },
    { label: 'Vacancia', amount: -a.costs.vacancy, kind: 'cost' },
    { label: 'Administración', amount: -a.costs.administration, kind: 'cost' },
    { label: 'Impuesto predial', amount: -a.costs.propertyTax, kind: 'cost' },
    { label: 'Mantenimiento', amount: -a.costs.maintenance, kind: 'cost' },
    { label: 'Seguro', amount: -a.costs.insurance, kind: 'cost' },
  ];
  if (a.costs.management > 0)
    items.push({ label: 'Inmobiliaria con IVA', amount: -a.costs.management, kind: 'cost' });
  items.push({ label: 'NOI', amount: a.noi, kind: 'result' });
  if (a.mortgage)
    items.push({ label: 'Cuotas del crédito', amount: -a.annualDebtService, kind: 'financing' });
  items.push({ label: 'Flujo de caja anual', amount: a.cashFlow, kind: 'result' });
  items.push({ label: 'Notaría (comprador)', amount: a.closing.notary, kind: 'closing' });
  items.push({ label: 'Impuesto de registro', amount: a.closing.registrationTax, kind: 'closing' });
  items.push({ label: 'Derechos de registro', amount: a.closing.registryFees, kind: 'closing' });
  return items;
}
