import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computePlan,
  daysInMonth,
  instalmentDates,
  PLAN_ERRORS,
  planTotal,
  type PlanInput,
} from './quote-plan';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

// A valid plan: a price up to 10^13 pesos, a discount below it, a separación inside the cuota inicial, a subsidy
// inside the balance, instalments that end before the delivery.
const validInput = fc
  .record({
    listPrice: fc.integer({ min: 1_000, max: 10_000_000_000_000 }),
    discountKind: fc.constantFrom<'pct' | 'amount'>('pct', 'amount'),
    discountShare: fc.integer({ min: 0, max: 9_900 }),
    initialBasis: fc.integer({ min: 0, max: 10_000 }),
    separationShare: fc.double({ min: 0, max: 1, noNaN: true }),
    subsidyShare: fc.double({ min: 0, max: 1, noNaN: true }),
    instalmentCount: fc.integer({ min: 1, max: 120 }),
    instalmentDay: fc.integer({ min: 1, max: 31 }),
    issue: fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
    slackDays: fc.integer({ min: 0, max: 400 }),
    financing: fc.constantFrom('mortgage' as const, 'leasing' as const, 'own_funds' as const),
  })
  .map((r): PlanInput => {
    const issueDate = isoDate(r.issue);
    const dates = instalmentDates(issueDate, r.instalmentDay, r.instalmentCount);
    const last = new Date(`${dates[dates.length - 1]}T00:00:00Z`);
    const deliveryDate = isoDate(new Date(last.getTime() + (r.slackDays + 1) * 86_400_000));
    const discountValue =
      r.discountKind === 'pct'
        ? r.discountShare / 100
        : Math.floor((r.listPrice - 1) * (r.discountShare / 10_000));
    const input: PlanInput = {
      listPrice: r.listPrice,
      discountKind: r.discountKind,
      discountValue,
      separation: 0,
      initialPct: r.initialBasis / 100,
      instalmentCount: r.instalmentCount,
      instalmentDay: r.instalmentDay,
      issueDate,
      deliveryDate,
      financing: r.financing,
      subsidyAmount: 0,
    };
    const base = computePlan(input);
    if (!base.ok) throw new Error(base.error);
    return {
      ...input,
      separation: Math.floor(base.plan.initialTotal * r.separationShare),
      subsidyAmount: Math.floor(base.plan.balance * r.subsidyShare),
    };
  });

describe('computePlan: any valid input', () => {
  it('adds up to the price after discount exactly, in whole pesos, never negative', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = computePlan(input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { plan } = result;
        expect(planTotal(plan.rows)).toBe(plan.finalPrice);
        expect(plan.finalPrice).toBe(Math.round(input.listPrice) - plan.discountAmount);
        for (const row of plan.rows) {
          expect(Number.isInteger(row.amount)).toBe(true);
          expect(row.amount).toBeGreaterThanOrEqual(0);
        }
        const instalments = plan.rows.filter((r) => r.kind === 'instalment');
        expect(instalments).toHaveLength(input.instalmentCount);
        expect(planTotal(instalments)).toBe(plan.instalmentsTotal);
        // Every instalment is the same but the last, which takes the rounding remainder (less than one peso each).
        const first = instalments[0]!.amount;
        for (const row of instalments.slice(0, -1)) expect(row.amount).toBe(first);
        const remainder = instalments.at(-1)!.amount - first;
        expect(remainder).toBeGreaterThanOrEqual(0);
        expect(remainder).toBeLessThan(input.instalmentCount);
      }),
      { numRuns: 500 }
    );
  });

  it('falls monthly on the chosen day (or the short month’s last day), after the quote and by the delivery', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = computePlan(input);
        if (!result.ok) throw new Error(result.error);
        const dates = result.plan.rows.filter((r) => r.kind === 'instalment').map((r) => r.dueDate!);
        let previous = input.issueDate;
        dates.forEach((date, i) => {
          const [y, m, d] = date.split('-').map(Number) as [number, number, number];
          expect(d).toBe(Math.min(input.instalmentDay, daysInMonth(y, m)));
          const [py, pm] = previous.split('-').map(Number) as [number, number];
          // Exactly one month after the previous one (the first: the month after the quote).
          expect(y * 12 + m - (py * 12 + pm)).toBe(1);
          expect(date > input.issueDate).toBe(true);
          expect(date <= input.deliveryDate).toBe(true);
          previous = date;
          expect(i).toBeLessThan(input.instalmentCount);
        });
      }),
      { numRuns: 500 }
    );
  });
});

describe('computePlan: the cases a buyer reads', () => {
  const base: PlanInput = {
    listPrice: 350_000_000,
    discountKind: 'pct',
    discountValue: 0,
    separation: 5_000_000,
    initialPct: 30,
    instalmentCount: 12,
    instalmentDay: 31,
    issueDate: '2026-11-27',
    deliveryDate: '2028-06-30',
    financing: 'mortgage',
    subsidyAmount: 0,
  };

  it('splits 30 % of 350 millones after a 5 millones separación into 12 instalments', () => {
    const result = computePlan(base);
    if (!result.ok) throw new Error(result.error);
    expect(result.plan.initialTotal).toBe(105_000_000);
    expect(result.plan.balance).toBe(245_000_000);
    const instalments = result.plan.rows.filter((r) => r.kind === 'instalment');
    expect(instalments.map((r) => r.amount)).toEqual([...Array(11).fill(8_333_333), 8_333_337]);
    // The 31st falls on the last day of December, February (2027 is no leap year), April…
    expect(instalments.slice(0, 5).map((r) => r.dueDate)).toEqual([
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(result.plan.rows.at(-1)).toMatchObject({
      label: 'Saldo: Crédito hipotecario',
      amount: 245_000_000,
    });
  });

  it('puts a subsidy between the instalments and the balance', () => {
    const result = computePlan({ ...base, subsidyAmount: 30_000_000, financing: 'leasing' });
    if (!result.ok) throw new Error(result.error);
    expect(result.plan.rows.slice(-2)).toEqual([
      { kind: 'subsidy', number: 0, label: 'Subsidio', dueDate: null, amount: 30_000_000 },
      {
        kind: 'balance',
        number: 0,
        label: 'Saldo: Leasing habitacional',
        dueDate: null,
        amount: 215_000_000,
      },
    ]);
  });

  it('refuses what cannot be a plan, naming the field', () => {
    expect(computePlan({ ...base, discountKind: 'amount', discountValue: 350_000_000 })).toEqual({
      ok: false,
      error: PLAN_ERRORS.discountAbovePrice,
      field: 'discount_value',
    });
    expect(computePlan({ ...base, discountValue: 100 })).toMatchObject({
      error: PLAN_ERRORS.discountAbovePrice,
    });
    expect(computePlan({ ...base, separation: 105_000_001 })).toMatchObject({
      error: PLAN_ERRORS.separationAboveInitial,
    });
    expect(computePlan({ ...base, subsidyAmount: 245_000_001 })).toMatchObject({
      error: PLAN_ERRORS.subsidyAboveBalance,
    });
    expect(computePlan({ ...base, deliveryDate: '2026-11-27' })).toMatchObject({
      error: PLAN_ERRORS.deliveryInPast,
    });
    expect(computePlan({ ...base, deliveryDate: '2027-10-30' })).toMatchObject({
      error: PLAN_ERRORS.instalmentsAfterDelivery,
    });
    expect(computePlan({ ...base, listPrice: 0 })).toMatchObject({ error: PLAN_ERRORS.noPrice });
  });
});
