import { toPesos } from './rates';

/**
 * Ley 820 de 2003, art. 18: the monthly rent of urban housing may not exceed 1 % of the property's commercial value,
 * and that value may not be taken above twice the assessed (catastral) value.
 */
export const LEY_820_MONTHLY_SHARE = 0.01;
export const LEY_820_ASSESSED_MULTIPLE = 2;

export type RentCeilingCheck = {
  /** Highest legal monthly rent in whole pesos. */
  ceiling: number;
  /** The commercial value the ceiling was computed on. */
  valueBase: number;
  withinCeiling: boolean;
};

/** The Ley 820 rent ceiling of a dwelling and whether a monthly rent respects it. */
export function rentCeilingCheck(input: {
  commercialValue: number;
  assessedValue: number;
  monthlyRent: number;
}): RentCeilingCheck {
  const valueBase = Math.min(input.commercialValue, LEY_820_ASSESSED_MULTIPLE * input.assessedValue);
  const ceiling = toPesos(valueBase * LEY_820_MONTHLY_SHARE);
  return { ceiling, valueBase, withinCeiling: input.monthlyRent <= ceiling };
}
