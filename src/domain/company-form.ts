import { z } from 'zod';
import { CompanyStatusSchema, CompanyTypeSchema } from './company-management';
import { fitsInteger, idField, meaningful, text } from './input-limits';
import { offeredIfWellFormed, UNKNOWN_COUNTRY } from './countries';
import { versionField } from './versioned';

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

/** Spec §5 "Sample company form": the management screen's messages, in the form and in the API's 422 answers. */
export const MANAGED_COMPANY_MESSAGES = {
  nitRequired: 'El NIT es obligatorio',
  nitFormat: 'El NIT debe tener el formato correcto (ej: 900123456-7)',
  nameRequired: 'La razón social es obligatoria',
  nameTooShort: 'La razón social debe tener al menos 3 caracteres',
  emailRequired: 'El email corporativo es obligatorio',
  emailInvalid: 'El email debe tener un formato válido',
  phoneRequired: 'El teléfono es obligatorio',
  phoneFormat: 'El teléfono debe tener el formato +57 XXX XXX XXXX',
  addressRequired: 'La dirección es obligatoria',
  cityRequired: 'La ciudad es obligatoria',
  departmentRequired: 'El departamento es obligatorio',
  contactPersonRequired: 'La persona de contacto es obligatoria',
  contactEmailRequired: 'El email de contacto es obligatorio',
  contactEmailInvalid: 'El email de contacto debe tener un formato válido',
  contactPhoneRequired: 'El teléfono de contacto es obligatorio',
  contactPhoneFormat: 'El teléfono de contacto debe tener el formato +57 XXX XXX XXXX',
  websiteScheme: 'El sitio web debe comenzar con http:// o https://',
  foundedYearRange: (year: number) => `El año de fundación debe estar entre 1900 y ${year}`,
  employeesInvalid: 'El número de empleados debe ser un número entero mayor o igual a 0',
} as const;

/** Spec §5: 9 or 10 digits, a hyphen and the check digit. */
export const NIT_PATTERN = /^\d{9,10}-\d$/;
/** Spec §5: +57 XXX XXX XXXX. */
export const CO_PHONE_PATTERN = /^\+57 \d{3} \d{3} \d{4}$/;
/** Spec §9: the earliest founding year the form accepts; the latest is the current year. */
export const FOUNDED_YEAR_MIN = 1900;

const MM = MANAGED_COMPANY_MESSAGES;
const isEmail = (v: string) => z.email().safeParse(v).success;
const currentYear = () => new Date().getFullYear();

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
    name: meaningful(
      text().trim().min(1, M.nameRequired).max(255, M.nameTooLong),
      'El nombre de la empresa debe tener letras o números visibles'
    ),
    registration_id: optionalText(50, M.registrationIdTooLong),
    registration_id_type_id: idField().nullable().optional(),
    country_code: z
      .string()
      .length(2, M.countryCodeLength)
      .regex(/^[A-Z]{2}$/, M.countryCodeFormat)
      .refine(offeredIfWellFormed, UNKNOWN_COUNTRY),
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
      .refine((v) => v === '' || isEmail(v), M.emailInvalid)
      .optional(),
    // The management screen's profile. Absent means "keep what is stored" (the company form never sends them);
    // '' or null clears a field.
    contact_person: optionalText(255, 'La persona de contacto no puede exceder 255 caracteres'),
    contact_email: text()
      .max(255, 'El email de contacto no puede exceder 255 caracteres')
      .refine((v) => v === '' || isEmail(v), MM.contactEmailInvalid)
      .optional(),
    contact_phone: text()
      .refine((v) => v === '' || CO_PHONE_PATTERN.test(v.trim()), MM.contactPhoneFormat)
      .optional(),
    company_type: CompanyTypeSchema.nullable().optional(),
    employees_count: fitsInteger(
      z.number({ error: MM.employeesInvalid }).int(MM.employeesInvalid).min(0, MM.employeesInvalid)
    )
      .nullable()
      .optional(),
    founded_year: z
      .number({ error: MM.foundedYearRange(currentYear()) })
      .int(MM.foundedYearRange(currentYear()))
      .refine((y) => y >= FOUNDED_YEAR_MIN && y <= currentYear(), {
        error: () => MM.foundedYearRange(currentYear()),
      })
      .nullable()
      .optional(),
    description: optionalText(1000, 'La descripción no puede exceder 1000 caracteres'),
    department: optionalText(100, 'El departamento no puede exceder 100 caracteres'),
    status: CompanyStatusSchema.optional(),
  })
  .meta({ id: 'CompanyInput' });

export type CompanyInput = z.infer<typeof CompanyInputSchema>;

/** The body of `PUT /companies/{id}`: the company's fields and the version read. */
export const CompanyUpdateSchema = CompanyInputSchema.extend({ version: versionField() }).meta({
  id: 'CompanyUpdate',
});
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;

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
