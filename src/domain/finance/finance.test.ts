import { analyzeInvestment, median, rentFromCityYield } from './analysis';
import { closingCosts, sellingCostRate } from './closing';
import { internalRateOfReturn, netPresentValue } from './irr';
import { rentCeilingCheck } from './ley-820';
import { marketFor } from './market';
import { isVisPrice, monthlyPayment, planMortgage, remainingBalance } from './mortgage';
import { annualOperatingCosts } from './operating-costs';
import { effectiveAnnualFromMonthlyRate, monthlyRateFromEffectiveAnnual } from './rates';

// Every expected figure below was worked out by hand (the arithmetic is in the comments) and must match to the peso.

describe('rates', () => {
  it('converts 12 % E.A. to its monthly equivalent by compounding, not by dividing by twelve', () => {
    // 1.12^(1/12) − 1 = 0.0094887929…
    expect(monthlyRateFromEffectiveAnnual(0.12)).toBeCloseTo(0.009488792934583, 14);
    // 1.01^12 − 1 = 0.1268250301…
    expect(effectiveAnnualFromMonthlyRate(0.01)).toBeCloseTo(0.12682503013197, 14);
  });
});

describe('mortgage', () => {
  const r = monthlyRateFromEffectiveAnnual(0.12);

  it('computes the French instalment and the balance left', () => {
    // 280 000 000 × r ÷ (1 − (1 + r)^−240) = 2 964 145.38…
    expect(Math.round(monthlyPayment(280_000_000, r, 240))).toBe(2_964_145);
    // balance after 12 instalments: 276 113 941.59 → 3 886 058 of principal repaid in year one
    expect(Math.round(remainingBalance(280_000_000, r, 240, 12))).toBe(276_113_942);
    expect(Math.round(remainingBalance(280_000_000, r, 240, 120))).toBe(211_804_590);
    expect(remainingBalance(280_000_000, r, 240, 240)).toBe(0);
    expect(monthlyPayment(1_200_000, 0, 12)).toBe(100_000);
  });

  it('caps a non-VIS home at 70 % loan-to-value (Ley 546 de 1999)', () => {
    const plan = planMortgage({
      price: 400_000_000,
      loanToValue: 0.8,
      effectiveAnnualRate: 0.12,
      years: 20,
      housing: true,
    });
    expect(plan).toMatchObject({
      loanToValue: 0.7,
      capped: true,
      loan: 280_000_000,
      downPayment: 120_000_000,
      monthlyPayment: 2_964_145,
      annualDebtService: 35_569_740,
      months: 240,
      firstYearPrincipal: 3_886_058,
    });
  });

  it('allows 80 % for a VIS home (price within 135 SMMLV of 2025 = 192 172 500)', () => {
    expect(isVisPrice(192_172_500)).toBe(true);
    expect(isVisPrice(192_172_501)).toBe(false);
    const plan = planMortgage({
      price: 180_000_000,
      loanToValue: 0.8,
      effectiveAnnualRate: 0.12,
      years: 15,
      housing: true,
    });
    expect(plan).toMatchObject({
      loanToValue: 0.8,
      capped: false,
      loan: 144_000_000,
      downPayment: 36_000_000,
    });
  });
});

describe('closing and selling costs', () => {
  it('charges the buyer 0.27 % notary + 1 % registration tax + 0.5 % registry fees', () => {
    // 300 000 000 × 0.0027 = 810 000; × 0.01 = 3 000 000; × 0.005 = 1 500 000
    expect(closingCosts(300_000_000)).toEqual({
      notary: 810_000,
      registrationTax: 3_000_000,
      registryFees: 1_500_000,
      total: 5_310_000,
    });
  });

  it('charges the seller 3 % + IVA commission, 0.27 % notary and 1 % withholding', () => {
    // 0.03 × 1.19 + 0.0027 + 0.01 = 0.0484
    expect(sellingCostRate()).toBeCloseTo(0.0484, 12);
  });
});

describe('operating costs', () => {
  it('adds administración, predial, maintenance, insurance, vacancy and the agency fee with IVA', () => {
    const costs = annualOperatingCosts({
      price: 300_000_000,
      area: 60,
      monthlyRent: 1_800_000,
      assumptions: {
        adminPerM2: 4_500,
        predialPerMil: 8,
        assessedValueRatio: 0.7,
        maintenanceRate: 0.005,
        insuranceRate: 0.0012,
        vacancyMonths: 1,
        managementRate: 0.1,
        iva: 0.19,
      },
    });
    // 4 500 × 60 × 12 = 3 240 000; 300 M × 0.7 × 8 ‰ = 1 680 000; 0.5 % = 1 500 000; 0.12 % = 360 000;
    // one month = 1 800 000; (21 600 000 − 1 800 000) × 10 % × 1.19 = 2 356 200
    expect(costs).toEqual({
      administration: 3_240_000,
      propertyTax: 1_680_000,
      maintenance: 1_500_000,
      insurance: 360_000,
      vacancy: 1_800_000,
      management: 2_356_200,
      total: 10_936_200,
    });
  });
});

describe('Ley 820 rent ceiling', () => {
  it('allows at most 1 % of the commercial value a month', () => {
    expect(
      rentCeilingCheck({ commercialValue: 200_000_000, assessedValue: 140_000_000, monthlyRent: 2_500_000 })
    ).toEqual({ ceiling: 2_000_000, valueBase: 200_000_000, withinCeiling: false });
  });

  it('never takes the commercial value above twice the assessed value', () => {
    // min(500 M, 2 × 100 M) = 200 M → ceiling 2 000 000
    expect(
      rentCeilingCheck({ commercialValue: 500_000_000, assessedValue: 100_000_000, monthlyRent: 2_000_000 })
    ).toEqual({ ceiling: 2_000_000, valueBase: 200_000_000, withinCeiling: true });
  });
});

describe('internal rate of return', () => {
  it('finds the rate that makes the flows worth zero', () => {
    expect(internalRateOfReturn([-100, 10, 10, 110])).toBeCloseTo(0.1, 9);
    expect(internalRateOfReturn([-1000, 0, 0, 1331])).toBeCloseTo(0.1, 9);
    expect(internalRateOfReturn([-1000, 600, 600])).toBeCloseTo(0.130662386, 8);
    expect(netPresentValue(0.1, [-1000, 0, 0, 1331])).toBeCloseTo(0, 9);
  });

  it('has no rate when the flows never change sign', () => {
    expect(internalRateOfReturn([100, 10, 10])).toBeNull();
    expect(internalRateOfReturn([-100, -10])).toBeNull();
  });
});

describe('city planning figures', () => {
  it('ignores accents and case, and falls back to the defaults', () => {
    expect(marketFor('medellin')).toMatchObject({ grossYield: 0.06, adminPerM2: 4_500, known: true });
    expect(marketFor('Tunja')).toMatchObject({ grossYield: 0.06, known: false });
    // 300 000 000 × 6 % ÷ 12
    expect(rentFromCityYield(300_000_000, 'Medellín')).toBe(1_500_000);
  });

  it('takes the median of comparables', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('investment analysis', () => {
  it('analyses a cash purchase in Medellín', () => {
    const a = analyzeInvestment({
      price: 300_000_000,
      area: 60,
      city: 'Medellín',
      housing: true,
      monthlyRent: 1_800_000,
      rentSource: 'comparables',
    });
    expect(a.annualGrossIncome).toBe(21_600_000);
    expect(a.costs.total).toBe(10_936_200);
    // NOI = 21 600 000 − 10 936 200
    expect(a.noi).toBe(10_663_800);
    expect(a.grossYield).toBeCloseTo(0.072, 12);
    expect(a.capRate).toBeCloseTo(10_663_800 / 300_000_000, 12);
    // 300 000 000 + 5 310 000 of closing costs
    expect(a.cashInvested).toBe(305_310_000);
    expect(a.cashFlow).toBe(10_663_800);
    expect(a.cashOnCash).toBeCloseTo(10_663_800 / 305_310_000, 12);
    // 4 % of 300 M = 12 000 000 of appreciation; ROI = (10 663 800 + 12 000 000) ÷ 305 310 000
    expect(a.firstYearAppreciation).toBe(12_000_000);
    expect(a.roi).toBeCloseTo(22_663_800 / 305_310_000, 12);
    // NOI grows 5.2 % a year: year 2 = 10 663 800 × 1.052 = 11 218 317.6 → 11 218 318
    expect(a.projection.map((p) => p.noi)).toEqual([
      10_663_800, 11_218_318, 11_801_670, 12_415_357, 13_060_956, 13_740_125, 14_454_612, 15_206_252,
      15_996_977, 16_828_819,
    ]);
    // 300 M × 1.04^10 = 444 073 285; net of 4.84 % selling costs = 422 580 138
    expect(a.saleValue).toBe(444_073_285);
    expect(a.saleNet).toBe(422_580_138);
    expect(a.irr).toBeCloseTo(0.0707939917, 8);
    expect(a.rentCeiling).toEqual({ ceiling: 3_000_000, valueBase: 300_000_000, withinCeiling: true });
    expect(a.mortgage).toBeNull();
  });

  it('analyses a leveraged purchase in Bogotá, where a 12 % E.A. loan costs more than the property yields', () => {
    const a = analyzeInvestment({
      price: 400_000_000,
      area: 70,
      city: 'Bogotá',
      housing: true,
      monthlyRent: 2_200_000,
      rentSource: 'comparables',
      mortgage: { loanToValue: 0.8, effectiveAnnualRate: 0.12, years: 20 },
    });
    // 5 000 × 70 × 12 = 4 200 000; 400 M × 0.7 × 8 ‰ = 2 240 000; 2 000 000; 480 000; 2 200 000;
    // (26 400 000 − 2 200 000) × 0.119 = 2 879 800 → 13 999 800
    expect(a.costs.total).toBe(13_999_800);
    expect(a.noi).toBe(12_400_200);
    expect(a.closing.total).toBe(7_080_000);
    expect(a.mortgage?.loan).toBe(280_000_000);
    // 120 000 000 down + 7 080 000 closing
    expect(a.cashInvested).toBe(127_080_000);
    expect(a.annualDebtService).toBe(35_569_740);
    expect(a.cashFlow).toBe(-23_169_540);
    expect(a.cashOnCash).toBeCloseTo(-23_169_540 / 127_080_000, 12);
    // (−23 169 540 + 3 886 058 + 16 000 000) ÷ 127 080 000
    expect(a.roi).toBeCloseTo(-3_283_482 / 127_080_000, 12);
    expect(a.rentCeiling?.withinCeiling).toBe(true);
  });

  it('leaves out the agency fee when the owner manages, and Ley 820 for offices', () => {
    const a = analyzeInvestment({
      price: 500_000_000,
      area: 50,
      city: 'Cali',
      housing: false,
      monthlyRent: 3_000_000,
      rentSource: 'city_yield',
      withManagement: false,
    });
    // 4 000 × 50 × 12 = 2 400 000; 500 M × 0.7 × 9 ‰ = 3 150 000; 2 500 000; 600 000; 3 000 000; no fee
    expect(a.costs).toMatchObject({ management: 0, total: 11_650_000 });
    expect(a.noi).toBe(36_000_000 - 11_650_000);
    expect(a.rentCeiling).toBeNull();
  });
});
