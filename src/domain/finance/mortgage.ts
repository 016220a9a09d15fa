import { monthlyRateFromEffectiveAnnual, toPesos } from './rates';

/**
 * Highest loan-to-value Colombian lenders may grant for housing: 80 % for vivienda de interés social (VIS), 70 % for
 * the rest (Ley 546 de 1999, art. 17; Decreto 145 de 2000, compiled in Decreto 1077 de 2015).
 */
export const MAX_LOAN_TO_VALUE = { vis: 0.8, other: 0.7 } as const;

/** Monthly minimum wage (SMMLV) for 2025, Decreto 1572 de 2024. */
export const SMMLV_2025 = 1_423_500;
/** Price cap of vivienda de interés social in salaries (135 SMMLV, Ley 1955 de 2019, art. 85). */
export const VIS_CAP_SMMLV = 135;

/** True when a home's price is within the VIS cap, which allows the 80 % loan-to-value. */
export const isVisPrice = (price: number) => price <= VIS_CAP_SMMLV * SMMLV_2025;

/** Fixed monthly instalment of a loan (French amortisation), in exact pesos (not rounded). */
export function monthlyPayment(principal: number, monthlyRate: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** Balance still owed after `paidMonths` instalments of that loan, in exact pesos. */
export function remainingBalance(
  principal: number,
  monthlyRate: number,
  months: number,
  paidMonths: number
): number {
  if (principal <= 0) return 0;
  if (paidMonths >= months) return 0;
  const payment = monthlyPayment(principal, monthlyRate, months);
  if (monthlyRate === 0) return principal - payment * paidMonths;
  const growth = (1 + monthlyRate) ** paidMonths;
  return principal * growth - (payment * (growth - 1)) / monthlyRate;
}

export type MortgageRequest = {
  price: number;
  /** Share of the price the visitor wants to borrow (0–1). */
  loanToValue: number;
  /** Effective annual rate (0.12 for 12 % E.A.). */
  effectiveAnnualRate: number;
  years: number;
  /** The property is housing (the LTV caps of Ley 546 apply). */
  housing: boolean;
};

export type MortgagePlan = {
  loanToValue: number;
  /** True when the asked share was above the legal cap and was lowered to it. */
  capped: boolean;
  loan: number;
  downPayment: number;
  monthlyRate: number;
  monthlyPayment: number;
  annualDebtService: number;
  months: number;
  /** Principal repaid during the first twelve instalments. */
  firstYearPrincipal: number;
};

/** A mortgage within the legal loan-to-value cap: loan, down payment and instalments, money in whole pesos. */
export function planMortgage(request: MortgageRequest): MortgagePlan {
  const cap = request.housing
    ? isVisPrice(request.price)
      ? MAX_LOAN_TO_VALUE.vis
      : MAX_LOAN_TO_VALUE.other
    : MAX_LOAN_TO_VALUE.other;
  const loanToValue = Math.min(Math.max(request.loanToValue, 0), cap);
  const loan = toPesos(request.price * loanToValue);
  const months = Math.round(request.years * 12);
  const monthlyRate = monthlyRateFromEffectiveAnnual(request.effectiveAnnualRate);
  const payment = toPesos(monthlyPayment(loan, monthlyRate, months));
  const afterYear = remainingBalance(loan, monthlyRate, months, Math.min(12, months));
  return {
    loanToValue,
    capped: request.loanToValue > cap,
    loan,
    downPayment: request.price - loan,
    monthlyRate,
    monthlyPayment: payment,
    annualDebtService: payment * 12,
    months,
    firstYearPrincipal: toPesos(loan - afterYear),
  };
}
