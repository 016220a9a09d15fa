import { toPesos } from './rates';

export type OperatingAssumptions = {
  /** Administración in pesos per m² per month. */
  adminPerM2: number;
  /** Predial rate in per mil of the assessed value. */
  predialPerMil: number;
  /** Assessed (catastral) value as a share of the price. */
  assessedValueRatio: number;
  /** Yearly maintenance as a share of the price. */
  maintenanceRate: number;
  /** Yearly fire-and-earthquake insurance as a share of the price. */
  insuranceRate: number;
  /** Months a year the property is expected to stand empty. */
  vacancyMonths: number;
  /** Rental agency fee on the rent collected, before IVA; null when the owner manages it. */
  managementRate: number | null;
  /** IVA charged on the agency fee. */
  iva: number;
};

export type OperatingCosts = {
  administration: number;
  propertyTax: number;
  maintenance: number;
  insurance: number;
  vacancy: number;
  management: number;
  total: number;
};

/** First-year costs of owning and renting out a property, each in whole pesos; the total is their sum. */
export function annualOperatingCosts(input: {
  price: number;
  area: number;
  monthlyRent: number;
  assumptions: OperatingAssumptions;
}): OperatingCosts {
  const a = input.assumptions;
  const grossRent = input.monthlyRent * 12;
  const administration = toPesos(a.adminPerM2 * input.area * 12);
  const propertyTax = toPesos((input.price * a.assessedValueRatio * a.predialPerMil) / 1000);
  const maintenance = toPesos(input.price * a.maintenanceRate);
  const insurance = toPesos(input.price * a.insuranceRate);
  const vacancy = toPesos(input.monthlyRent * a.vacancyMonths);
  const collected = grossRent - vacancy;
  const management = a.managementRate === null ? 0 : toPesos(collected * a.managementRate * (1 + a.iva));
  return {
    administration,
    propertyTax,
    maintenance,
    insurance,
    vacancy,
    management,
    total: administration + propertyTax + maintenance + insurance + vacancy + management,
  };
}
