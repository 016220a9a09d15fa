import { z } from 'zod';

/** The countries the company form offers (spec §5), in the spec's order and with its labels. */
export const COUNTRIES = [
  { code: 'CO', name: 'Colombia' },
  { code: 'MX', name: 'Mexico' },
  { code: 'US', name: 'Estados Unidos' },
  { code: 'AR', name: 'Argentina' },
  { code: 'BR', name: 'Brasil' },
  { code: 'CL', name: 'Chile' },
  { code: 'PE', name: 'Peru' },
  { code: 'EC', name: 'Ecuador' },
  { code: 'VE', name: 'Venezuela' },
  { code: 'UY', name: 'Uruguay' },
  { code: 'PY', name: 'Paraguay' },
  { code: 'BO', name: 'Bolivia' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];

const CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];

/** One of the twelve supported country codes. */
// Inlined in the OpenAPI document, like every enum.
export const SupportedCountrySchema = z.enum(CODES);

/** The answer to a country code outside the twelve the portal offers ('ZZ' exists nowhere). */
export const UNKNOWN_COUNTRY = 'El país no es válido: elige uno de los países disponibles';

/**
 * The country check that follows a schema's format check: false only for a well-formed code the portal does not
 * offer ('ZZ'), so a malformed one keeps its format message alone.
 */
export const offeredIfWellFormed = (code: string): boolean => !/^[A-Z]{2}$/.test(code) || isCountryCode(code);

/** True for one of the twelve supported country codes. */
export const isCountryCode = (code: string | null | undefined): code is CountryCode =>
  COUNTRIES.some((c) => c.code === code);

/** The spec's label of a supported country, or null for any other code. */
export const countryName = (code: string | null | undefined): string | null =>
  COUNTRIES.find((c) => c.code === code)?.name ?? null;

/** An identity document a company can register with in one country (NIT, RFC, EIN…). */
export const DocumentTypeSchema = z
  .object({
    id: z.number().int(),
    document_name: z.string(),
    document_code: z.string(),
  })
  .meta({ id: 'DocumentType' });

export type DocumentType = z.infer<typeof DocumentTypeSchema>;
