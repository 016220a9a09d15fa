const percent = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/** '7,66 %' for a value already in percent (7.66). */
export const formatPercentValue = (value: number) => `${percent.format(value)} %`;

/** '58 m²' / '1.890 m²'; a missing area reads 'Área no disponible'. */
export const formatArea = (area: number | null | undefined) =>
  area === null || area === undefined ? 'Área no disponible' : `${whole.format(area)} m²`;

/** '$1.250.000' for breakdown amounts (negative with a leading minus). */
export const formatPesos = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.abs(amount))}`;
