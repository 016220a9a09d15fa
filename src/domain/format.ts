// Display formatting shared by every screen: prices, dates and addresses as the portal shows them in Spanish.

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { COP: '$', USD: '$', EUR: '€', MXN: '$' };

const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

// German grouping is the spec's thousands style: dots between thousands, a comma before decimals.
const wholeUnits = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Formats a price as '$450.000.000': the symbol (COP, USD, MXN '$', EUR '€') is glued to the number, an unknown
 * currency code is followed by a space ('ARS 1.500'); COP is shown in whole pesos, other currencies show cents only
 * when there are some; a missing or non-numeric amount reads 'No especificado'.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency: string | null = 'COP'
): string {
  const value = toNumber(amount);
  if (value === null) return 'No especificado';
  const code = currency?.trim().toUpperCase() || 'COP';
  const magnitude = Math.abs(value);
  const digits =
    code === 'COP' || Number.isInteger(magnitude)
      ? wholeUnits.format(magnitude)
      : withCents.format(magnitude);
  const sign = value < 0 && digits !== '0' ? '-' : '';
  const symbol = CURRENCY_SYMBOLS[code];
  return symbol ? `${sign}${symbol}${digits}` : `${sign}${code} ${digits}`;
}

// es-CO: a comma before decimals and dots between thousands, as Colombians read an area.
const areaNumber = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });

/**
 * The one way an area reads everywhere (tables, detail pages, chat): '91,5 m²', '1.890 m²'. A missing area reads
 * `missing` ('—' in tables by default).
 */
export function formatArea(area: number | string | null | undefined, missing = '—'): string {
  const value = toNumber(area);
  return value === null ? missing : `${areaNumber.format(value)} m²`;
}

/** An area range: '58 - 120 m²', one end alone when the other is missing, `missing` when both are. */
export function formatAreaRange(
  min: number | null | undefined,
  max: number | null | undefined,
  missing = '—'
) {
  if ((min ?? null) === null && (max ?? null) === null) return missing;
  const low = min ?? max ?? 0;
  const high = max ?? min ?? 0;
  return low === high ? formatArea(low) : `${areaNumber.format(low)} - ${formatArea(high)}`;
}

/** A count with its noun in singular or plural: '1 disponible', '3 disponibles', '0 unidades'. */
export const countOf = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/** Formats a lead's timestamp in local time as '05 de noviembre, 2026 a las 14:30'; unusable values read 'Fecha no disponible'. */
export function formatLeadDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return 'Fecha no disponible';
  const day = pad2(date.getDate());
  const month = MONTHS_ES[date.getMonth()];
  return `${day} de ${month}, ${date.getFullYear()} a las ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** Formats a calendar date as es-CO's long form, '21 de noviembre de 2026'; unusable values read 'No especificada'. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return 'No especificada';
  return `${date.getDate()} de ${MONTHS_ES[date.getMonth()]} de ${date.getFullYear()}`;
}

/** Cuts an address to `max` characters followed by '...'; a missing or blank address reads 'No especificada'. */
export function shortenAddress(text: string | null | undefined, max = 50): string {
  if (!text || text.trim() === '') return 'No especificada';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

function toNumber(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  if (typeof amount === 'string' && amount.trim() === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount.trim());
  return Number.isFinite(value) ? value : null;
}

// A bare 'YYYY-MM-DD' is a calendar day: JavaScript would read it as UTC midnight, which is the previous evening in
// Colombia (UTC-5), so it is built in local time instead.
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) {
    date = value;
  } else {
    const dateOnly = DATE_ONLY.exec(value.trim());
    date = dateOnly
      ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
      : new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
