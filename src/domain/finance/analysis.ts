import { closingCosts, sellingCostRate, type ClosingCosts } from './closing';
import { internalRateOfReturn } from './irr';
import { rentCeilingCheck, type RentCeilingCheck } from './ley-820';
import { marketFor } from './market';
import { planMortgage, remainingBalance, type MortgagePlan } from './mortgage';
import { annualOperatingCosts, type OperatingAssumptions, type OperatingCosts } from './operating-costs';
import { toPesos } from './rates';

/**
 * Defaults of an investment analysis, each stated in the reply:
 * - vacancy one month a year, maintenance 0.5 % and insurance 0.12 % of the price a year;
 * - assessed value 70 % of the price (Ley 1450 de 2011, art. 24 keeps it at 60 % or more of the commercial value);
 * - a rental agency fee of 10 % plus 19 % IVA on the rent collected;
 * - rent and costs growing with the 2024 consumer inflation of 5.2 % (DANE), which is also the yearly rent
 *   increase Ley 820 de 2003, art. 20 allows; property values growing 4 % a year;
 * - a ten-year holding period; a mortgage, when asked for, at 12 % E.A. over 20 years for 70 % of the price.
 */
export const DEFAULT_ANALYSIS_ASSUMPTIONS = {
  vacancyMonths: 1,
  maintenanceRate: 0.005,
  insuranceRate: 0.0012,
  assessedValueRatio: 0.7,
  managementRate: 0.1,
  iva: 0.19,
  inflation: 0.052,
  appreciation: 0.04,
  holdingYears: 10,
  mortgageRate: 0.12,
  mortgageYears: 20,
  loanToValue: 0.7,
} as const;

export type RentSource = 'actual' | 'comparables' | 'city_yield';

export type AnalysisInput = {
  price: number;
  area: number;
  city: string | null;
  /** Housing (apartment or house): Ley 820 and the housing loan caps apply. */
  housing: boolean;
  monthlyRent: number;
  rentSource: RentSource;
  /** Overrides of the city's administración per m², when the building's fee is known. */
  adminPerM2?: number;
  /** Omit for a cash purchase. */
  mortgage?: { loanToValue: number; effectiveAnnualRate: number; years: number } | null;
  /** False when the owner rents the property out without an agency. */
  withManagement?: boolean;
  appreciation?: number;
  inflation?: number;
};

export type ProjectionYear = { year: number; noi: number; debtService: number; cashFlow: number };

export type InvestmentAnalysis = {
  purchasePrice: number;
  monthlyRent: number;
  rentSource: RentSource;
  annualGrossIncome: number;
  costs: OperatingCosts;
  operating: OperatingAssumptions;
  noi: number;
  /** Ratios below are fractions (0.06 = 6 %). */
  grossYield: number;
  capRate: number;
  closing: ClosingCosts;
  mortgage: MortgagePlan | null;
  cashInvested: number;
  annualDebtService: number;
  cashFlow: number;
  cashOnCash: number;
  firstYearAppreciation: number;
  roi: number;
  irr: number | null;
  projection: ProjectionYear[];
  saleValue: number;
  saleNet: number;
  rentCeiling: RentCeilingCheck | null;
  appreciation: number;
  inflation: number;
  holdingYears: number;
};

/**
 * The investment figures of a purchase to rent out, money in whole pesos:
 * gross yield = 12 × rent ÷ price; NOI = 12 × rent − annual costs (vacancy included); cap rate = NOI ÷ price;
 * cash flow = NOI − debt service; cash-on-cash = cash flow ÷ cash invested (down payment + closing costs);
 * ROI (first year) = (cash flow + principal repaid + appreciation) ÷ cash invested; IRR over the holding period
 * with NOI growing with inflation and the sale net of selling costs and of the loan balance.
 */
export function analyzeInvestment(input: AnalysisInput): InvestmentAnalysis {
  const d = DEFAULT_ANALYSIS_ASSUMPTIONS;
  const market = marketFor(input.city);
  const appreciation = input.appreciation ?? d.appreciation;
  const inflation = input.inflation ?? d.inflation;
  const price = toPesos(input.price);
  const monthlyRent = toPesos(input.monthlyRent);

  const operating: OperatingAssumptions = {
    adminPerM2: input.adminPerM2 ?? market.adminPerM2,
    predialPerMil: market.predialPerMil,
    assessedValueRatio: d.assessedValueRatio,
    maintenanceRate: d.maintenanceRate,
    insuranceRate: d.insuranceRate,
    vacancyMonths: d.vacancyMonths,
    managementRate: input.withManagement === false ? null : d.managementRate,
    iva: d.iva,
  };
  const costs = annualOperatingCosts({ price, area: input.area, monthlyRent, assumptions: operating });
  const annualGrossIncome = monthlyRent * 12;
  const noi = annualGrossIncome - costs.total;

  const closing = closingCosts(price);
  const mortgage = input.mortgage
    ? planMortgage({
        price,
        loanToValue: input.mortgage.loanToValue,
        effectiveAnnualRate: input.mortgage.effectiveAnnualRate,
        years: input.mortgage.years,
        housing: input.housing,
      })
    : null;
  const downPayment = mortgage ? mortgage.downPayment : price;
  const cashInvested = downPayment + closing.total;
  const annualDebtService = mortgage ? mortgage.annualDebtService : 0;
  const cashFlow = noi - annualDebtService;
  const firstYearAppreciation = toPesos(price * appreciation);
  const firstYearPrincipal = mortgage ? mortgage.firstYearPrincipal : 0;

  const holdingYears = d.holdingYears;
  const projection: ProjectionYear[] = [];
  for (let year = 1; year <= holdingYears; year++) {
    const yearNoi = toPesos(noi * (1 + inflation) ** (year - 1));
    projection.push({
      year,
      noi: yearNoi,
      debtService: annualDebtService,
      cashFlow: yearNoi - annualDebtService,
    });
  }
  const saleValue = toPesos(price * (1 + appreciation) ** holdingYears);
  const loanLeft = mortgage
    ? toPesos(remainingBalance(mortgage.loan, mortgage.monthlyRate, mortgage.months, holdingYears * 12))
    : 0;
  const saleNet = toPesos(saleValue * (1 - sellingCostRate())) - loanLeft;
  const flows = [-cashInvested, ...projection.map((p) => p.cashFlow)];
  flows[holdingYears] = (flows[holdingYears] ?? 0) + saleNet;

  const rentCeiling = input.housing
    ? rentCeilingCheck({
        commercialValue: price,
        assessedValue: toPesos(price * d.assessedValueRatio),
        monthlyRent,
      })
    : null;

  return {
    purchasePrice: price,
    monthlyRent,
    rentSource: input.rentSource,
    annualGrossIncome,
    costs,
    operating,
    noi,
    grossYield: price > 0 ? annualGrossIncome / price : 0,
    capRate: price > 0 ? noi / price : 0,
    closing,
    mortgage,
    cashInvested,
    annualDebtService,
    cashFlow,
    cashOnCash: cashInvested > 0 ? cashFlow / cashInvested : 0,
    firstYearAppreciation,
    roi: cashInvested > 0 ? (cashFlow + firstYearPrincipal + firstYearAppreciation) / cashInvested : 0,
    irr: internalRateOfReturn(flows),
    projection,
    saleValue,
    saleNet,
    rentCeiling,
    appreciation,
    inflation,
    holdingYears,
  };
}

/** Monthly rent a city's gross yield implies for a price, in whole pesos (used when no comparable exists). */
export const rentFromCityYield = (price: number, city: string | null) =>
  toPesos((price * marketFor(city).grossYield) / 12);

/** Median of a list of numbers (null when empty). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
