// Helpers shared by the project, model and property forms: HTML inputs hold text, the schemas hold numbers/null.

/** A number input's value as the schemas want it: blank or not a number (NaN) becomes null (spec §5). */
export function toOptionalNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** Trimmed text, or null when nothing is left. */
export function blankToNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Image addresses: absolute http(s) URLs or paths on the API host (uploads). */
export const IMAGE_URL_PATTERN = /^(https?:\/\/|\/)\S+$/;

/** Spec §9: at most 10 images per project, model or property. */
export const MAX_IMAGES = 10;
