import { formatArea } from '#domain/format';

const percent = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '7,66 %' for a value already in percent (7.66). */
export const formatPercentValue = (value: number) => `${percent.format(value)} %`;

/** '58 m²' / '196,5 m²' (the portal's one area format); a missing area reads `missing` ('Área no disponible'). */
export const chatArea = (area: number | null | undefined, missing = 'Área no disponible') =>
  formatArea(area, missing);

/** '$1.250.000' for breakdown amounts (negative with a leading minus). */
export const formatPesos = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.abs(amount))}`;
