import { type AnalysisDetails, type BreakdownItem, type ChatLanguage, type LabeledValue } from '#domain/chat';
import { DEFAULT_ANALYSIS_ASSUMPTIONS, type InvestmentAnalysis } from '#domain/finance/analysis';
import { CLOSING_RATES, sellingCostRate } from '#domain/finance/closing';
import { marketFor } from '#domain/finance/market';
import { ANALYSIS_WORDS, type AnalysisWords } from './analysis-texts';
import { formatDate } from '#domain/format';
import { dateEn } from './replies-en';
import type { CandidateRow } from './search';
import { analyzeListing, asPercent, financingTerms, type RentBasis } from './returns';
import type { Financing } from './understand';

export type AnalysisSubject = {
  row: CandidateRow;
  title: string;
  /** Set when the property stands for a location: how many it was chosen among. */
  typicalAmong?: { count: number; placeLabel: string };
};

/** Runs the Colombian investment analysis of a property and writes it, in the conversation's language, as the
 * reply the analysis view reads. */
export function analysisReply(
  subject: AnalysisSubject,
  rent: RentBasis,
  financing: Financing | null,
  now: Date,
  lang: ChatLanguage = 'es'
): { content: string; details: AnalysisDetails; analysis: InvestmentAnalysis } {
  const w = ANALYSIS_WORDS[lang];
  const row = subject.row;
  const terms = financingTerms(financing);
  const a = analyzeListing(row, rent, financing);
  const money = w.money;
  const signed = (amount: number) => (amount < 0 ? `-${money(-amount)}` : money(amount));
  const label = w.labels;

  const location = [row.neighborhood, row.city].filter(Boolean).join(', ') || w.noLocation;
  const rentSourceText =
    rent.source === 'comparables'
      ? w.rentFromComparables(
          rent.estimate.comparables,
          row.propertyType,
          rent.placeLabel,
          w.rate(Math.round(rent.estimate.monthlyYield * 10_000) / 10_000)
        )
      : w.rentFromCity(rent.city, w.rate(marketFor(rent.city).grossYield));

  const lines: string[] = [];
  const figure = (name: string, value: string) => lines.push(`**${name}:** ${value}`);
  lines.push(w.title(subject.title));
  const header = [location, w.typeLabel(row.propertyType)];
  if (row.area !== null) header.push(`${w.count(row.area)} m²`);
  lines.push(header.join(' · '));
  if (subject.typicalAmong)
    lines.push(w.typicalAmong(subject.typicalAmong.count, subject.typicalAmong.placeLabel));
  lines.push('', w.headings.main);
  figure(label.price, money(a.purchasePrice));
  figure(label.rent, money(a.monthlyRent));
  figure(label.income, money(a.annualGrossIncome));
  figure(label.rentSource, rentSourceText);

  lines.push('', w.headings.costs);
  figure(w.vacancy(DEFAULT_ANALYSIS_ASSUMPTIONS.vacancyMonths), money(a.costs.vacancy));
  figure(label.administration, money(a.costs.administration));
  figure(label.propertyTax, money(a.costs.propertyTax));
  figure(label.maintenance, money(a.costs.maintenance));
  figure(label.insurance, money(a.costs.insurance));
  if (a.costs.management > 0) figure(label.management, money(a.costs.management));
  figure(label.totalCosts, money(a.costs.total));

  lines.push('', w.headings.results);
  figure(label.grossYield, w.percent(a.grossYield));
  figure(label.noi, signed(a.noi));
  figure(label.capRate, w.percent(a.capRate));
  figure(label.closing, money(a.closing.total));
  if (a.mortgage) {
    figure(
      label.loan,
      w.loanLine(
        money(a.mortgage.loan),
        w.rate(a.mortgage.loanToValue),
        w.rate(terms.mortgage?.effectiveAnnualRate ?? 0),
        Math.round(a.mortgage.months / 12),
        a.mortgage.capped ? w.rate(terms.mortgage?.loanToValue ?? 0) : null
      )
    );
    figure(label.payment, money(a.mortgage.monthlyPayment));
  }
  figure(label.cashInvested, money(a.cashInvested));
  figure(label.cashFlow, signed(a.cashFlow));
  figure(label.cashOnCash, w.percent(a.cashOnCash));
  figure(label.roi, w.percent(a.roi));
  figure(label.irr, a.irr === null ? w.notComputable : w.percent(a.irr));
  figure(
    label.ceiling,
    a.rentCeiling
      ? w.ceilingLine(money(a.rentCeiling.ceiling), a.rentCeiling.withinCeiling)
      : w.ceilingNotHousing
  );

  lines.push('', w.headings.recommendations);
  lines.push(...recommendations(a, row, rent, now, w, signed, lang));
  lines.push('', w.headings.conclusions);
  lines.push(conclusion(a, w, signed));

  const details: AnalysisDetails = {
    roi: asPercent(a.roi),
    cap_rate: asPercent(a.capRate),
    assumptions: assumptions(a, row, rentSourceText, terms.withManagement, w),
    breakdown: breakdown(a, w),
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
  now: Date,
  w: AnalysisWords,
  signed: (amount: number) => string,
  lang: ChatLanguage
): string[] {
  const out: string[] = [];
  const reference = marketFor(row.city);
  const cap = w.percent(a.capRate);
  if (a.capRate < 0.035) out.push(w.advice.lowCap(cap));
  else if (a.capRate >= 0.05) out.push(w.advice.highCap(cap));
  else out.push(w.advice.midCap(cap));
  if (a.grossYield >= reference.grossYield * 1.1)
    out.push(w.advice.highYield(row.city, w.rate(reference.grossYield)));
  else if (a.grossYield <= reference.grossYield * 0.9)
    out.push(w.advice.lowYield(row.city, w.rate(reference.grossYield)));
  if (a.mortgage && a.cashFlow < 0) out.push(w.advice.negativeFlow(signed(a.cashFlow)));
  if (a.rentCeiling && !a.rentCeiling.withinCeiling)
    out.push(w.advice.overCeiling(w.money(a.rentCeiling.ceiling)));
  if (rent.source === 'city_yield') out.push(w.advice.fewComparables);
  const today = now.toISOString().slice(0, 10);
  if (row.projectId !== null && row.deliveryDate && row.deliveryDate > today)
    out.push(w.advice.delivery(lang === 'en' ? dateEn(row.deliveryDate) : formatDate(row.deliveryDate)));
  return out;
}

function conclusion(a: InvestmentAnalysis, w: AnalysisWords, signed: (amount: number) => string): string {
  const irr = a.irr;
  const verdict =
    irr === null
      ? w.verdict.none
      : irr >= 0.09
        ? w.verdict.attractive
        : irr >= 0.06
          ? w.verdict.moderate
          : w.verdict.low;
  return w.conclusion({
    invested: w.money(a.cashInvested),
    noi: signed(a.noi),
    cap: w.percent(a.capRate),
    flow: signed(a.cashFlow),
    appreciation: w.rate(a.appreciation),
    years: a.holdingYears,
    irr: irr === null ? w.notComputable : w.percent(irr),
    verdict,
  });
}

function assumptions(
  a: InvestmentAnalysis,
  row: AnalysisSubject['row'],
  rentSourceText: string,
  withManagement: boolean,
  w: AnalysisWords
): LabeledValue[] {
  const d = DEFAULT_ANALYSIS_ASSUMPTIONS;
  const o = a.operating;
  return w
    .assumptions({
      rent: w.money(a.monthlyRent),
      rentSource: rentSourceText,
      vacancyMonths: d.vacancyMonths,
      adminPerM2: w.money(o.adminPerM2),
      city: row.city ?? 'Colombia',
      predialPerMil: o.predialPerMil,
      assessed: w.rate(o.assessedValueRatio),
      maintenance: w.rate(o.maintenanceRate),
      insurance: w.rate(o.insuranceRate),
      management: withManagement ? { rate: w.rate(d.managementRate), iva: w.rate(d.iva) } : null,
      closing: {
        notary: w.rate(CLOSING_RATES.notaryBuyerShare),
        tax: w.rate(CLOSING_RATES.registrationTax),
        fees: w.rate(CLOSING_RATES.registryFees),
      },
      loan: a.mortgage
        ? {
            share: w.rate(a.mortgage.loanToValue),
            monthlyRate: w.rate(a.mortgage.monthlyRate),
            years: Math.round(a.mortgage.months / 12),
            capped: a.mortgage.capped,
          }
        : null,
      inflation: w.rate(a.inflation),
      appreciation: w.rate(a.appreciation),
      years: a.holdingYears,
      selling: w.rate(sellingCostRate()),
    })
    .map(([label, value]) => ({ label, value }));
}

function breakdown(a: InvestmentAnalysis, w: AnalysisWords): BreakdownItem[] {
  const b = w.breakdown;
  const items: BreakdownItem[] = [
    { label: b.income, amount: a.annualGrossIncome, kind: 'income' },
    { label: b.vacancy, amount: -a.costs.vacancy, kind: 'cost' },
    { label: b.administration, amount: -a.costs.administration, kind: 'cost' },
    { label: b.propertyTax, amount: -a.costs.propertyTax, kind: 'cost' },
    { label: b.maintenance, amount: -a.costs.maintenance, kind: 'cost' },
    { label: b.insurance, amount: -a.costs.insurance, kind: 'cost' },
  ];
  if (a.costs.management > 0) items.push({ label: b.management, amount: -a.costs.management, kind: 'cost' });
  items.push({ label: b.noi, amount: a.noi, kind: 'result' });
  if (a.mortgage) items.push({ label: b.debt, amount: -a.annualDebtService, kind: 'financing' });
  items.push({ label: b.cashFlow, amount: a.cashFlow, kind: 'result' });
  items.push({ label: b.notary, amount: a.closing.notary, kind: 'closing' });
  items.push({ label: b.registrationTax, amount: a.closing.registrationTax, kind: 'closing' });
  items.push({ label: b.registryFees, amount: a.closing.registryFees, kind: 'closing' });
  return items;
}
