// Colombian banks quote mortgage rates as effective annual (E.A.); payments are monthly, so the rate is converted
// by compounding, not by dividing by twelve.

/** Monthly rate equivalent to an effective annual rate: (1 + E.A.)^(1/12) − 1. */
export const monthlyRateFromEffectiveAnnual = (effectiveAnnual: number): number =>
  (1 + effectiveAnnual) ** (1 / 12) - 1;

/** Effective annual rate equivalent to a monthly rate: (1 + m)^12 − 1. */
export const effectiveAnnualFromMonthlyRate = (monthly: number): number => (1 + monthly) ** 12 - 1;

/** Rounds a peso amount to whole pesos, the unit every money figure of the analysis is stated in. */
export const toPesos = (amount: number): number => Math.round(amount);
