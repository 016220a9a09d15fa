import { toPesos } from './rates';

// The buyer's share of the costs of a purchase deed in Colombia, as fractions of the price in the deed:
//   - derechos notariales ≈ 0.54 % in all (the 3 ‰ tariff of the Superintendencia de Notariado y Registro plus
//     IVA and copies), split equally between buyer and seller by custom → 0.27 % for the buyer;
//   - impuesto de registro (boleta fiscal, paid to the department): 1 % for deeds with a value (Ley 223 de 1995,
//     art. 230 allows 0.5 %–1 %; the large departments charge 1 %);
//   - derechos de registro at the Oficina de Registro de Instrumentos Públicos ≈ 0.5 % (yearly SNR tariff).
// Bank fees (credit study, appraisal, mortgage deed) are not included; the reply says so.
export const CLOSING_RATES = {
  notaryBuyerShare: 0.0027,
  registrationTax: 0.01,
  registryFees: 0.005,
} as const;

export type ClosingCosts = {
  notary: number;
  registrationTax: number;
  registryFees: number;
  total: number;
};

/** The buyer's one-time deed and registration costs, each in whole pesos; the total is their sum. */
export function closingCosts(price: number, rates = CLOSING_RATES): ClosingCosts {
  const notary = toPesos(price * rates.notaryBuyerShare);
  const registrationTax = toPesos(price * rates.registrationTax);
  const registryFees = toPesos(price * rates.registryFees);
  return { notary, registrationTax, registryFees, total: notary + registrationTax + registryFees };
}

// The seller's share when the property is sold at the end of the holding period: the agent's commission (3 % plus
// 19 % IVA), half of the notary fees and the 1 % retención en la fuente of a seller who is a natural person
// (Estatuto Tributario, art. 398). The capital gains tax (ganancia ocasional) is not modelled.
export const SELLING_RATES = {
  commission: 0.03,
  iva: 0.19,
  notarySellerShare: 0.0027,
  withholding: 0.01,
} as const;

/** Share of the sale price the seller pays in costs, from {@link SELLING_RATES}. */
export const sellingCostRate = (rates = SELLING_RATES) =>
  rates.commission * (1 + rates.iva) + rates.notarySellerShare + rates.withholding;
