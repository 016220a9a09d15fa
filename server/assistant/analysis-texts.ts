import { PROPERTY_TYPE_LABELS, type ChatLanguage, type ChatPropertyType } from '#domain/chat';
import { formatCount, formatPercent, formatRate, pesos } from './replies';
import { TYPE_LABELS_EN, countEn, percentOf, pesosUsd } from './replies-en';
import { countLabel } from './search-reply';

// The financial analysis in each language: headings, figure labels, assumptions, the breakdown and the verdict. The
// figures are the same; English writes amounts in pesos with their dollar equivalent beside them.

const rateEn = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** How a language writes amounts, percentages and the analysis's every phrase. */
export type AnalysisWords = {
  money: (amount: number) => string;
  percent: (ratio: number) => string;
  rate: (ratio: number) => string;
  count: (n: number) => string;
  typeLabel: (type: ChatPropertyType) => string;
  noLocation: string;
  rentFromComparables: (count: number, type: ChatPropertyType, place: string, monthlyYield: string) => string;
  rentFromCity: (city: string | null, yearlyYield: string) => string;
  title: (title: string) => string;
  typicalAmong: (count: number, placeLabel: string) => string;
  headings: { main: string; costs: string; results: string; recommendations: string; conclusions: string };
  labels: Record<
    | 'price'
    | 'rent'
    | 'income'
    | 'rentSource'
    | 'administration'
    | 'propertyTax'
    | 'maintenance'
    | 'insurance'
    | 'management'
    | 'totalCosts'
    | 'grossYield'
    | 'noi'
    | 'capRate'
    | 'closing'
    | 'loan'
    | 'payment'
    | 'cashInvested'
    | 'cashFlow'
    | 'cashOnCash'
    | 'roi'
    | 'irr'
    | 'ceiling',
    string
  >;
  vacancy: (months: number) => string;
  loanLine: (amount: string, share: string, rate: string, years: number, asked: string | null) => string;
  notComputable: string;
  ceilingLine: (ceiling: string, within: boolean) => string;
  ceilingNotHousing: string;
  advice: {
    lowCap: (cap: string) => string;
    highCap: (cap: string) => string;
    midCap: (cap: string) => string;
    highYield: (city: string | null, reference: string) => string;
    lowYield: (city: string | null, reference: string) => string;
    negativeFlow: (flow: string) => string;
    overCeiling: (ceiling: string) => string;
    fewComparables: string;
    delivery: (date: string) => string;
  };
  verdict: { none: string; attractive: string; moderate: string; low: string };
  conclusion: (p: {
    invested: string;
    noi: string;
    cap: string;
    flow: string;
    appreciation: string;
    years: number;
    irr: string;
    verdict: string;
  }) => string;
  assumptions: (p: {
    rent: string;
    rentSource: string;
    vacancyMonths: number;
    adminPerM2: string;
    city: string;
    predialPerMil: number;
    assessed: string;
    maintenance: string;
    insurance: string;
    management: { rate: string; iva: string } | null;
    closing: { notary: string; tax: string; fees: string };
    loan: { share: string; monthlyRate: string; years: number; capped: boolean } | null;
    inflation: string;
    appreciation: string;
    years: number;
    selling: string;
  }) => [string, string][];
  breakdown: {
    income: string;
    vacancy: string;
    administration: string;
    propertyTax: string;
    maintenance: string;
    insurance: string;
    management: string;
    noi: string;
    debt: string;
    cashFlow: string;
    notary: string;
    registrationTax: string;
    registryFees: string;
  };
  noPrice: (title: string) => string;
};

const ES: AnalysisWords = {
  money: pesos,
  percent: formatPercent,
  rate: formatRate,
  count: formatCount,
  typeLabel: (type) => PROPERTY_TYPE_LABELS[type],
  noLocation: 'Ubicación no especificada',
  rentFromComparables: (count, type, place, monthlyYield) =>
    `mediana de ${count} arriendos de ${PROPERTY_TYPE_LABELS[type].toLowerCase()}s comparables en ${place}, que rentan el ${monthlyYield} de su precio al mes`,
  rentFromCity: (city, yearlyYield) =>
    `rentabilidad bruta de referencia de ${city ?? 'Colombia'} (${yearlyYield} anual), sin comparables suficientes en la base`,
  title: (title) => `# Análisis financiero: ${title}`,
  typicalAmong: (count, placeLabel) =>
    `Tomé como referencia la propiedad de precio típico (mediana) entre los ${countLabel(count)} ${placeLabel}.`,
  headings: {
    main: '## Métricas principales',
    costs: '## Costos anuales',
    results: '## Resultados financieros',
    recommendations: '## Recomendaciones',
    conclusions: '## Conclusiones',
  },
  labels: {
    price: 'Precio de compra',
    rent: 'Arriendo mensual estimado',
    income: 'Ingreso anual',
    rentSource: 'Fuente del arriendo',
    administration: 'Administración',
    propertyTax: 'Impuesto predial',
    maintenance: 'Mantenimiento',
    insurance: 'Seguro',
    management: 'Inmobiliaria (10 % + IVA)',
    totalCosts: 'Total costos anuales',
    grossYield: 'Rentabilidad bruta',
    noi: 'NOI (ingreso operativo neto)',
    capRate: 'Cap rate',
    closing: 'Gastos de escrituración y registro',
    loan: 'Crédito',
    payment: 'Cuota mensual del crédito',
    cashInvested: 'Efectivo invertido',
    cashFlow: 'Flujo de caja anual',
    cashOnCash: 'Cash-on-cash',
    roi: 'ROI (año 1)',
    irr: 'TIR a 10 años',
    ceiling: 'Tope de arriendo (Ley 820)',
  },
  vacancy: (months) => `Vacancia (${months} mes al año)`,
  loanLine: (amount, share, rate, years, asked) =>
    `${amount} (${share} del precio) a ${rate} E.A. en ${years} años` +
    (asked ? `; pediste el ${asked}, pero el porcentaje pedido superaba el tope legal` : ''),
  notComputable: 'no calculable',
  ceilingLine: (ceiling, within) =>
    `${ceiling} al mes; el arriendo estimado ${within ? 'lo respeta' : 'lo supera'}`,
  ceilingNotHousing: 'no aplica, no es vivienda',
  advice: {
    lowCap: (cap) =>
      `**Cap rate bajo** (${cap}): el ingreso neto es poco frente al precio; negocia el precio o compara con zonas de mejor relación arriendo/precio.`,
    highCap: (cap) =>
      `**Cap rate alto** (${cap}) para vivienda urbana en Colombia: buena generación de caja.`,
    midCap: (cap) => `Cap rate en el rango medio del mercado (${cap}).`,
    highYield: (city, reference) =>
      `Rentabilidad bruta **alta** frente a la referencia de ${city ?? 'la ciudad'} (${reference}).`,
    lowYield: (city, reference) =>
      `Rentabilidad bruta **baja** frente a la referencia de ${city ?? 'la ciudad'} (${reference}).`,
    negativeFlow: (flow) =>
      `Con crédito el **flujo de caja es negativo** (${flow} al año): la cuota supera el NOI. Una cuota inicial mayor o un plazo más largo lo reducen.`,
    overCeiling: (ceiling) =>
      `El arriendo estimado **supera el tope de la Ley 820**: no podrías cobrar más de ${ceiling} al mes.`,
    fewComparables:
      'No hay suficientes arriendos comparables en la base: confirma el arriendo con inmobiliarias de la zona.',
    delivery: (date) =>
      `Se entrega el ${date}: el arriendo empieza después de la entrega, así que los primeros pagos no tendrán ingreso.`,
  },
  verdict: {
    none: 'Con estos supuestos no hay una tasa de retorno definida: revisa el precio y el arriendo.',
    attractive: 'Con estos supuestos es una inversión **atractiva**.',
    moderate:
      'Con estos supuestos es una inversión **moderada**: su atractivo depende sobre todo de la valorización.',
    low: 'Con estos supuestos la rentabilidad es **baja** para el riesgo y la iliquidez de un inmueble.',
  },
  conclusion: (p) =>
    `Con ${p.invested} invertidos, el inmueble generaría un NOI de ${p.noi} al año ` +
    `(cap rate ${p.cap}) y un flujo de caja de ${p.flow}. ` +
    `Con una valorización del ${p.appreciation} anual y venta al año ${p.years}, ` +
    `la TIR estimada es ${p.irr}. ${p.verdict}`,
  assumptions: (p) => [
    ['Arriendo mensual', `${p.rent}: ${p.rentSource}`],
    ['Vacancia', `${p.vacancyMonths} mes al año sin arrendatario`],
    ['Administración', `${p.adminPerM2} por m² al mes (referencia de ${p.city})`],
    ['Impuesto predial', `${p.predialPerMil} por mil sobre un avalúo catastral del ${p.assessed} del precio`],
    ['Mantenimiento', `${p.maintenance} del precio al año`],
    ['Seguro', `${p.insurance} del precio al año (incendio y terremoto)`],
    [
      'Inmobiliaria',
      p.management
        ? `${p.management.rate} del arriendo recaudado más IVA del ${p.management.iva}`
        : 'sin inmobiliaria: el propietario administra el arriendo',
    ],
    [
      'Gastos de cierre',
      `notaría ${p.closing.notary}, impuesto de registro ${p.closing.tax} y derechos de registro ${p.closing.fees} del precio`,
    ],
    [
      'Financiación',
      p.loan
        ? `crédito del ${p.loan.share} (tope legal 70 %, 80 % en VIS) a una tasa mensual de ${p.loan.monthlyRate} equivalente a la E.A., ${p.loan.years} años, cuota fija${p.loan.capped ? '; el porcentaje pedido superaba el tope legal' : ''}`
        : 'compra de contado',
    ],
    [
      'Crecimiento',
      `arriendo y costos con la inflación de ${p.inflation} (IPC 2024, DANE; tope de reajuste de la Ley 820); valorización de ${p.appreciation} anual`,
    ],
    [
      'Venta',
      `al año ${p.years}, con costos del ${p.selling} (comisión 3 % + IVA, notaría y retención en la fuente)`,
    ],
    ['Rentabilidad bruta', 'arriendo anual ÷ precio de compra'],
    ['NOI', 'arriendo anual − costos anuales (incluida la vacancia)'],
    ['Cap rate', 'NOI ÷ precio de compra'],
    ['Flujo de caja', 'NOI − cuotas del crédito en el año'],
    ['Cash-on-cash', 'flujo de caja ÷ efectivo invertido (cuota inicial + gastos de cierre)'],
    ['ROI (año 1)', '(flujo de caja + abono a capital + valorización) ÷ efectivo invertido'],
    [
      'TIR a 10 años',
      'tasa que hace cero el valor presente del efectivo invertido, los flujos anuales y la venta neta',
    ],
    ['Ley 820', 'el canon mensual de vivienda no puede superar el 1 % del valor comercial (art. 18)'],
    ['No incluye', 'impuesto de renta, ganancia ocasional ni costos bancarios del crédito'],
  ],
  breakdown: {
    income: 'Ingreso anual por arriendo',
    vacancy: 'Vacancia',
    administration: 'Administración',
    propertyTax: 'Impuesto predial',
    maintenance: 'Mantenimiento',
    insurance: 'Seguro',
    management: 'Inmobiliaria con IVA',
    noi: 'NOI',
    debt: 'Cuotas del crédito',
    cashFlow: 'Flujo de caja anual',
    notary: 'Notaría (comprador)',
    registrationTax: 'Impuesto de registro',
    registryFees: 'Derechos de registro',
  },
  noPrice: (title) =>
    `## No puedo analizar esta propiedad\n**${title}** no tiene un precio publicado, y sin precio no hay rentabilidad que calcular.`,
};

const EN: AnalysisWords = {
  money: pesosUsd,
  percent: percentOf,
  rate: (ratio) => `${rateEn.format(ratio * 100)} %`,
  count: countEn,
  typeLabel: (type) => TYPE_LABELS_EN[type],
  noLocation: 'Location not specified',
  rentFromComparables: (count, type, place, monthlyYield) =>
    `median of ${count} rents of comparable ${TYPE_LABELS_EN[type].toLowerCase()}s in ${place}, which rent for ${monthlyYield} of their price a month`,
  rentFromCity: (city, yearlyYield) =>
    `reference gross yield of ${city ?? 'Colombia'} (${yearlyYield} a year), without enough comparables in the inventory`,
  title: (title) => `# Financial analysis: ${title}`,
  typicalAmong: (count, placeLabel) =>
    `I took the property of typical (median) price among the ${count > 1000 ? 'more than 1,000' : countEn(count)} ${placeLabel} as the reference.`,
  headings: {
    main: '## Main metrics',
    costs: '## Annual costs',
    results: '## Financial results',
    recommendations: '## Recommendations',
    conclusions: '## Conclusions',
  },
  labels: {
    price: 'Purchase price',
    rent: 'Estimated monthly rent',
    income: 'Annual income',
    rentSource: 'Rent source',
    administration: 'Building fee',
    propertyTax: 'Property tax',
    maintenance: 'Maintenance',
    insurance: 'Insurance',
    management: 'Letting agent (10 % + VAT)',
    totalCosts: 'Total annual costs',
    grossYield: 'Gross yield',
    noi: 'NOI (net operating income)',
    capRate: 'Cap rate',
    closing: 'Deed and registration costs',
    loan: 'Mortgage',
    payment: 'Monthly mortgage payment',
    cashInvested: 'Cash invested',
    cashFlow: 'Annual cash flow',
    cashOnCash: 'Cash-on-cash',
    roi: 'ROI (year 1)',
    irr: '10-year IRR',
    ceiling: 'Rent ceiling (Law 820)',
  },
  vacancy: (months) => `Vacancy (${months} month a year)`,
  loanLine: (amount, share, rate, years, asked) =>
    `${amount} (${share} of the price) at ${rate} effective annual rate over ${years} years` +
    (asked ? `; you asked for ${asked}, but that share was above the legal cap` : ''),
  notComputable: 'not computable',
  ceilingLine: (ceiling, within) =>
    `${ceiling} a month; the estimated rent ${within ? 'is within it' : 'is above it'}`,
  ceilingNotHousing: 'does not apply, not housing',
  advice: {
    lowCap: (cap) =>
      `**Low cap rate** (${cap}): the net income is small for the price; negotiate the price or compare areas with a better rent-to-price ratio.`,
    highCap: (cap) => `**High cap rate** (${cap}) for urban housing in Colombia: good cash generation.`,
    midCap: (cap) => `Cap rate in the middle of the market's range (${cap}).`,
    highYield: (city, reference) =>
      `**High** gross yield against the reference of ${city ?? 'the city'} (${reference}).`,
    lowYield: (city, reference) =>
      `**Low** gross yield against the reference of ${city ?? 'the city'} (${reference}).`,
    negativeFlow: (flow) =>
      `With the mortgage the **cash flow is negative** (${flow} a year): the payment is above the NOI. A larger down payment or a longer term reduces it.`,
    overCeiling: (ceiling) =>
      `The estimated rent **is above the Law 820 ceiling**: you could not charge more than ${ceiling} a month.`,
    fewComparables:
      'There are not enough comparable rents in the inventory: confirm the rent with letting agents of the area.',
    delivery: (date) =>
      `It is delivered on ${date}: the rent starts after delivery, so the first payments will have no income.`,
  },
  verdict: {
    none: 'With these assumptions there is no defined rate of return: check the price and the rent.',
    attractive: 'With these assumptions it is an **attractive** investment.',
    moderate:
      'With these assumptions it is a **moderate** investment: its appeal depends mostly on appreciation.',
    low: 'With these assumptions the return is **low** for the risk and illiquidity of a property.',
  },
  conclusion: (p) =>
    `With ${p.invested} invested, the property would yield an NOI of ${p.noi} a year ` +
    `(cap rate ${p.cap}) and a cash flow of ${p.flow}. ` +
    `With an appreciation of ${p.appreciation} a year and a sale in year ${p.years}, ` +
    `the estimated IRR is ${p.irr}. ${p.verdict}`,
  assumptions: (p) => [
    ['Monthly rent', `${p.rent}: ${p.rentSource}`],
    ['Vacancy', `${p.vacancyMonths} month a year without a tenant`],
    ['Building fee', `${p.adminPerM2} per m² a month (reference of ${p.city})`],
    ['Property tax', `${p.predialPerMil} per thousand on a cadastral value of ${p.assessed} of the price`],
    ['Maintenance', `${p.maintenance} of the price a year`],
    ['Insurance', `${p.insurance} of the price a year (fire and earthquake)`],
    [
      'Letting agent',
      p.management
        ? `${p.management.rate} of the rent collected plus ${p.management.iva} VAT`
        : 'no letting agent: the owner manages the rent',
    ],
    [
      'Closing costs',
      `notary ${p.closing.notary}, registration tax ${p.closing.tax} and registry fees ${p.closing.fees} of the price`,
    ],
    [
      'Financing',
      p.loan
        ? `mortgage of ${p.loan.share} (legal cap 70 %, 80 % for social housing) at a monthly rate of ${p.loan.monthlyRate} equivalent to the effective annual rate, ${p.loan.years} years, fixed payment${p.loan.capped ? '; the share asked for was above the legal cap' : ''}`
        : 'cash purchase',
    ],
    [
      'Growth',
      `rent and costs with inflation of ${p.inflation} (2024 CPI, DANE; the Law 820 cap on yearly rent increases); appreciation of ${p.appreciation} a year`,
    ],
    [
      'Sale',
      `in year ${p.years}, with costs of ${p.selling} (3 % commission + VAT, notary and withholding tax)`,
    ],
    ['Gross yield', 'annual rent ÷ purchase price'],
    ['NOI', 'annual rent − annual costs (vacancy included)'],
    ['Cap rate', 'NOI ÷ purchase price'],
    ['Cash flow', 'NOI − mortgage payments of the year'],
    ['Cash-on-cash', 'cash flow ÷ cash invested (down payment + closing costs)'],
    ['ROI (year 1)', '(cash flow + principal repaid + appreciation) ÷ cash invested'],
    [
      '10-year IRR',
      'the rate that makes zero the present value of the cash invested, the yearly flows and the net sale',
    ],
    ['Law 820', 'the monthly rent of housing cannot exceed 1 % of its market value (art. 18)'],
    ['Not included', 'income tax, capital gains tax and the bank costs of the mortgage'],
  ],
  breakdown: {
    income: 'Annual rental income',
    vacancy: 'Vacancy',
    administration: 'Building fee',
    propertyTax: 'Property tax',
    maintenance: 'Maintenance',
    insurance: 'Insurance',
    management: 'Letting agent with VAT',
    noi: 'NOI',
    debt: 'Mortgage payments',
    cashFlow: 'Annual cash flow',
    notary: 'Notary (buyer)',
    registrationTax: 'Registration tax',
    registryFees: 'Registry fees',
  },
  noPrice: (title) =>
    `## I cannot analyse this property\n**${title}** has no published price, and without a price there is no return to work out.`,
};

/** The analysis's words in the conversation's language. */
export const ANALYSIS_WORDS: Record<ChatLanguage, AnalysisWords> = { es: ES, en: EN };
