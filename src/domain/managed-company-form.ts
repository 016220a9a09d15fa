import { z } from 'zod';
import type { Company } from './company';
import {
  CO_PHONE_PATTERN,
  FOUNDED_YEAR_MIN,
  MANAGED_COMPANY_MESSAGES as M,
  NIT_PATTERN,
  type CompanyInput,
} from './company-form';
import { CompanyStatusSchema, CompanyTypeSchema, type CompanyStatus } from './company-management';
import { meaningful } from './input-limits';

// The management screen's company form ('+ Nueva Empresa') and its edit modal (spec §5 "Sample company form"): one
// definition for both. Inputs hold text; the request is the companies API's `CompanyInput`, NIT as registration_id.

/** What the inputs hold ('' when empty). */
export type ManagedCompanyFormValues = {
  registration_id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  department: string;
  contact_person: string;
  contact_email: string;
  contact_phone: string;
  website: string;
  company_type: string;
  employees_count: string;
  founded_year: string;
  description: string;
  status: CompanyStatus;
};

export const EMPTY_MANAGED_COMPANY_FORM: ManagedCompanyFormValues = {
  registration_id: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  department: '',
  contact_person: '',
  contact_email: '',
  contact_phone: '',
  website: '',
  company_type: '',
  employees_count: '',
  founded_year: '',
  description: '',
  status: 'active',
};

const filled = (message: string) => z.string().trim().min(1, message);
const optional = (check: (v: string) => boolean, message: string) =>
  z.string().refine((v) => v.trim() === '' || check(v.trim()), message);
const isEmail = (v: string) => z.email().safeParse(v).success;
const isYear = (v: string) => /^\d{4}$/.test(v) && +v >= FOUNDED_YEAR_MIN && +v <= new Date().getFullYear();

// Fields the edit modal shows and requires (spec §5: name, email, phone, contact person, contact email and phone).
const editFields = {
  name: meaningful(
    filled(M.nameRequired).min(3, M.nameTooShort),
    'El nombre de la empresa debe tener letras o números visibles'
  ),
  email: filled(M.emailRequired).refine(isEmail, M.emailInvalid),
  phone: filled(M.phoneRequired).regex(CO_PHONE_PATTERN, M.phoneFormat),
  contact_person: filled(M.contactPersonRequired),
  contact_email: filled(M.contactEmailRequired).refine(isEmail, M.contactEmailInvalid),
  contact_phone: filled(M.contactPhoneRequired).regex(CO_PHONE_PATTERN, M.contactPhoneFormat),
  status: CompanyStatusSchema,
};

/** '+ Nueva Empresa': every rule of spec §5, each message shown under its field. */
export const ManagedCompanyCreateSchema = z.object({
  ...editFields,
  registration_id: filled(M.nitRequired).regex(NIT_PATTERN, M.nitFormat),
  address: filled(M.addressRequired),
  city: filled(M.cityRequired),
  department: filled(M.departmentRequired),
  website: optional((v) => /^https?:\/\/\S+$/.test(v), M.websiteScheme),
  company_type: optional((v) => CompanyTypeSchema.safeParse(v).success, 'El tipo de empresa no es válido'),
  employees_count: optional((v) => /^\d{1,9}$/.test(v), M.employeesInvalid),
  founded_year: z.string().refine((v) => v.trim() === '' || isYear(v.trim()), {
    error: () => M.foundedYearRange(new Date().getFullYear()),
  }),
  description: z.string().max(1000, 'La descripción no puede exceder 1000 caracteres'),
});

/** The edit modal's rules: the reduced required set; the fields it does not show go back as loaded. */
export const ManagedCompanyEditSchema = ManagedCompanyCreateSchema.extend({
  registration_id: z.string(),
  address: z.string(),
  city: z.string(),
  department: z.string(),
  website: z.string(),
  company_type: z.string(),
  employees_count: z.string(),
  founded_year: z.string(),
  description: z.string(),
});

const text = (value: string | null | undefined) => value ?? '';
const wholeNumber = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The inputs' starting values: empty for a new company, the company as loaded for the edit modal. */
export function toManagedCompanyFormValues(company: Company | null): ManagedCompanyFormValues {
  if (!company) return { ...EMPTY_MANAGED_COMPANY_FORM };
  return {
    registration_id: text(company.registration_id),
    name: company.name,
    email: text(company.email),
    phone: text(company.phone),
    address: text(company.address),
    city: text(company.city),
    department: text(company.department),
    contact_person: text(company.contact_person),
    contact_email: text(company.contact_email),
    contact_phone: text(company.contact_phone),
    website: text(company.website),
    company_type: text(company.company_type),
    employees_count: wholeNumber(company.employees_count),
    founded_year: wholeNumber(company.founded_year),
    description: text(company.description),
    status: CompanyStatusSchema.safeParse(company.status).data ?? 'pending',
  };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/**
 * The body of `POST /companies` (no base) or `PUT /companies/{id}` (the company as loaded, which keeps its country
 * and document type). Every field is sent, so emptying one clears it; texts are trimmed.
 */
export function toManagedCompanyRequest(
  values: ManagedCompanyFormValues,
  base: Company | null
): CompanyInput {
  const type = CompanyTypeSchema.safeParse(values.company_type.trim());
  return {
    name: values.name.trim(),
    registration_id: values.registration_id.trim(),
    registration_id_type_id: base?.registration_id_type_id ?? null,
    country_code: base?.country_code ?? 'CO',
    country_name: base?.country_name ?? 'Colombia',
    city: values.city.trim(),
    department: values.department.trim(),
    address: values.address.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    website: values.website.trim(),
    contact_person: values.contact_person.trim(),
    contact_email: values.contact_email.trim(),
    contact_phone: values.contact_phone.trim(),
    company_type: type.success ? type.data : null,
    employees_count: numberOrNull(values.employees_count),
    founded_year: numberOrNull(values.founded_year),
    description: values.description.trim(),
    status: values.status,
  };
}
