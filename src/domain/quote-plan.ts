// The payment plan of a quote (cotización), computed once here for the server and for the form's preview: a
// Colombian new-development sale pays a separación, the rest of the cuota inicial in monthly instalments up to the
// delivery, and the balance at the deed (mortgage, leasing, own funds, with or without a subsidy). Amounts are whole
// pesos and the rows add up to the price after discount exactly: every rounding remainder goes to the last instalment.

/** How the balance is paid at the deed. */
export const FINANCING_TYPES = ['mortgage', 'leasing', 'own_funds'] as const;
export type FinancingType = (typeof FINANCING_TYPES)[number];

export const FINANCING_LABELS: Record<FinancingType, string> = {
  mortgage: 'Crédito hipotecario',
  leasing: 'Leasing habitacional',
  own_funds: 'Recursos propios',
};

/** What the seller decides; the list price is the unit's. */
export type PlanInput = {
  /** The unit's price, in pesos (rounded to whole pesos here). */
  listPrice: number;
  discountKind: 'pct' | 'amount';
  /** A percentage (0–100, two decimals) or an amount in pesos. */
  discountValue: number;
  separation: number;
  /** The cuota inicial's share of the price after discount, separación included (0–100, two decimals). */
  initialPct: number;
  /** How many monthly instalments pay the cuota inicial after the separación. */
  instalmentCount: number;
  /** The day of the month the instalments fall on (29–31 fall on a short month's last day). */
  instalmentDay: number;
  /** The quote's date (YYYY-MM-DD): the first instalment falls in the following month. */
  issueDate: string;
  /** The unit's delivery date (YYYY-MM-DD): the last instalment falls on or before it. */
  deliveryDate: string;
  financing: FinancingType;
  /** A housing subsidy (Mi Casa Ya, a family compensation fund…) that pays part of the balance. */
  subsidyAmount: number;
};

export type PlanRowKind = 'separation' | 'instalment' | 'subsidy' | 'balance';

export type PlanRow = {
  kind: PlanRowKind;
  /** 1-based position among the instalments; 0 for the other rows. */
  number: number;
  label: string;
  /** YYYY-MM-DD; null for the balance and the subsidy, paid at the deed. */
  dueDate: string | null;
  amount: number;
};

export type Plan = {
  listPrice: number;
  discountAmount: number;
  /** The discount as a share of the list price, two decimals (what the company's approval cap compares). */
  discountPct: number;
  finalPrice: number;
  initialTotal: number;
  instalmentsTotal: number;
  balance: number;
  rows: PlanRow[];
};

/** Why a plan cannot be made, in the words the form and the API answer. */
export const PLAN_ERRORS = {
  discountAbovePrice: 'El descuento no puede superar el precio de la unidad.',
  separationAboveInitial: 'La separación no puede superar la cuota inicial.',
  subsidyAboveBalance: 'El subsidio no puede superar el saldo a financiar.',
  deliveryInPast: 'La fecha de entrega debe ser posterior a la fecha de la cotización.',
  instalmentsAfterDelivery:
    'Las cuotas deben terminar antes de la fecha de entrega: reduce el número de cuotas.',
  noPrice: 'La unidad no tiene precio: asígnale uno antes de cotizarla.',
} as const;

export type PlanResult = { ok: true; plan: Plan } | { ok: false; error: string; field: PlanField };
export type PlanField =
  | 'discount_value'
  | 'separation_amount'
  | 'subsidy_amount'
  | 'delivery_date'
  | 'instalment_count'
  | 'property_id';

// Percentages carry two decimals; computing with hundredths of a percent in BigInt keeps a price of 10^13 exact.
const pctOf = (amount: number, pct: number): number => {
  const basis = BigInt(Math.round(pct * 100));
  const scaled = BigInt(amount) * basis;
  // Half up, on non-negative integers.
  return Number((scaled + 5_000n) / 10_000n);
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const parseDate = (iso: string) => {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
};

/** Days of a month (1–12) in a year. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The due dates of `count` monthly instalments on `day`, starting the month after `issueDate`; a day the month
 * lacks (31 in April, 29–31 in February) falls on its last day.
 */
export function instalmentDates(issueDate: string, day: number, count: number): string[] {
  const start = parseDate(issueDate);
  return Array.from({ length: count }, (_, i) => {
    const index = start.year * 12 + (start.month - 1) + 1 + i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    return iso(year, month, Math.min(day, daysInMonth(year, month)));
  });
}

/** Computes the plan, or says in Spanish which input makes it impossible. */
export function computePlan(input: PlanInput): PlanResult {
  const listPrice = Math.round(input.listPrice);
  if (!(listPrice > 0)) return { ok: false, error: PLAN_ERRORS.noPrice, field: 'property_id' };
  const discountAmount =
    input.discountKind === 'pct' ? pctOf(listPrice, input.discountValue) : Math.round(input.discountValue);
  if (discountAmount >= listPrice)
    return { ok: false, error: PLAN_ERRORS.discountAbovePrice, field: 'discount_value' };
  const finalPrice = listPrice - discountAmount;
  const initialTotal = pctOf(finalPrice, input.initialPct);
  const separation = Math.round(input.separation);
  if (separation > initialTotal)
    return { ok: false, error: PLAN_ERRORS.separationAboveInitial, field: 'separation_amount' };
  const balance = finalPrice - initialTotal;
  const subsidy = Math.round(input.subsidyAmount);
  if (subsidy > balance)
    return { ok: false, error: PLAN_ERRORS.subsidyAboveBalance, field: 'subsidy_amount' };
  if (input.deliveryDate <= input.issueDate)
    return { ok: false, error: PLAN_ERRORS.deliveryInPast, field: 'delivery_date' };
  const dates = instalmentDates(input.issueDate, input.instalmentDay, input.instalmentCount);
  if (dates.length > 0 && dates[dates.length - 1]! > input.deliveryDate)
    return { ok: false, error: PLAN_ERRORS.instalmentsAfterDelivery, field: 'instalment_count' };

  const instalmentsTotal = initialTotal - separation;
  const count = input.instalmentCount;
  const each = count > 0 ? Math.floor(instalmentsTotal / count) : 0;
  const rows: PlanRow[] = [];
  if (separation > 0)
    rows.push({
      kind: 'separation',
      number: 0,
      label: 'Separación',
      dueDate: input.issueDate,
      amount: separation,
    });
  dates.forEach((dueDate, i) => {
    const last = i === count - 1;
    rows.push({
      kind: 'instalment',
      number: i + 1,
      label: `Cuota ${i + 1} de ${count}`,
      dueDate,
      amount: last ? instalmentsTotal - each * (count - 1) : each,
    });
  });
  if (subsidy > 0)
    rows.push({ kind: 'subsidy', number: 0, label: 'Subsidio', dueDate: null, amount: subsidy });
  rows.push({
    kind: 'balance',
    number: 0,
    label: `Saldo: ${FINANCING_LABELS[input.financing]}`,
    dueDate: null,
    amount: balance - subsidy,
  });
  return {
    ok: true,
    plan: {
      listPrice,
      discountAmount,
      discountPct: Math.round((discountAmount * 10_000) / listPrice) / 100,
      finalPrice,
      initialTotal,
      instalmentsTotal,
      balance,
      rows,
    },
  };
}

/** The sum of a plan's rows: equals its price after discount. */
export const planTotal = (rows: readonly { amount: number }[]) =>
  rows.reduce((sum, row) => sum + row.amount, 0);
