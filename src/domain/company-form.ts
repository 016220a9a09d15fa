import { z } from 'zod';
import { idField, text } from './input-limits';

/** Spec §5 "Company form" messages, shared by the form and the API's 422 answers. */
export const COMPANY_FORM_MESSAGES = {
  nameRequired: 'El nombre de la empresa es requerido',
  nameTooLong: 'El nombre no puede exceder 255 caracteres',
  registrationIdTooLong: 'El ID de registro no puede exceder 50 caracteres',
  countryCodeLength: 'El codigo de pais debe tener exactamente 2 caracteres',
  countryCodeFormat: 'El codigo de pais debe ser en formato ISO 3166-1 alpha-2, ej: CO, US, MX',
  countryNameTooLong: 'El nombre del pais no puede exceder 100 caracteres',
  cityTooLong: 'La ciudad no puede exceder 100 caracteres',
  websiteInvalid: 'Debe ser una URL valida',
  websiteTooLong: 'La URL no puede exceder 255 caracteres',
  phoneTooLong: 'El telefono no puede exceder 50 caracteres',
  emailInvalid: 'Debe ser un correo electronico valido',
} as const;

const M = COMPANY_FORM_MESSAGES;

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

// Optional text fields accept '' because the form holds '' for an untouched input; the server stores it as null.
const optionalText = (max: number, message: string) => text().max(max, message).optional();

/**
 * The company create/edit payload (spec §5): validates the form in the browser and the request body on the
 * server, and names the OpenAPI component of `POST /companies/` and `PUT /companies/{id}`.
 */
export const CompanyInputSchema = z
  .object({
    name: text().trim().min(1, M.nameRequired).max(255, M.nameTooLong),
    registration_id: optionalText(50, M.registrationIdTooLong),
    registration_id_type_id: idField().nullable().optional(),
    country_code: z
      .string()
      .length(2, M.countryCodeLength)
      .regex(/^[A-Z]{2}$/, M.countryCodeFormat),
    country_name: optionalText(100, M.countryNameTooLong),
    city: optionalText(100, M.cityTooLong),
    address: text().max(255, 'La dirección no puede exceder 255 caracteres').optional(),
    website: text()
      .max(255, M.websiteTooLong)
      .refine((v) => v === '' || isWebUrl(v), M.websiteInvalid)
      .optional(),
    phone: optionalText(50, M.phoneTooLong),
    email: text()
      .max(255, 'El correo no puede exceder 255 caracteres')
      .refine((v) => v === '' || z.email().safeParse(v).success, M.emailInvalid)
      .optional(),
  })
  .meta({ id: 'CompanyInput' });

export type CompanyInput = z.infer<typeof CompanyInputSchema>;

/** What the form holds: every text field as a string ('' when empty) and the document type as an id or null. */
export type CompanyFormValues = {
  name: string;
  registration_id: string;
  registration_id_type_id: number | null;
  country_code: string;
  country_name: string;
  city: string;
  address: string;
  website: string;
  phone: string;
  email: string;
};

/** The create form's defaults: every input empty, no document type. */
export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  name: '',
  registration_id: '',
  registration_id_type_id: null,
  country_code: '',
  country_name: '',
  city: '',
  address: '',
  website: '',
  phone: '',
  email: '',
};

type CompanyFields = { [K in keyof CompanyFormValues]?: CompanyFormValues[K] | null };

/**
 * The form's starting values, for both forms: the create form has no company (the defaults); the edit form
 * starts from the company as the API returns it (nulls become empty inputs).
 */
export function toCompanyFormValues(company: CompanyFields | null): CompanyFormValues {
  if (!company) return { ...EMPTY_COMPANY_FORM };
  const text = (v: string | null | undefined) => v ?? '';
  return {
    name: text(company.name),
    registration_id: text(company.registration_id),
    registration_id_type_id: company.registration_id_type_id ?? null,
    country_code: text(company.country_code),
    country_name: text(company.country_name),
    city: text(company.city),
    address: text(company.address),
    website: text(company.website),
    phone: text(company.phone),
    email: text(company.email),
  };
}

/** The request body of both forms (spec §5): texts trimmed, empty fields dropped before sending. */
export function toCompanyRequest(values: CompanyInput): CompanyInput {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    payload[key] = typeof value === 'string' ? value.trim() : value;
  }
  return payload as CompanyInput;
}
