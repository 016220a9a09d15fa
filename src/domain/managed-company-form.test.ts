import fc from 'fast-check';
import type { Company } from './company';
import { CompanyInputSchema } from './company-form';
import {
  EMPTY_MANAGED_COMPANY_FORM,
  ManagedCompanyCreateSchema,
  ManagedCompanyEditSchema,
  toManagedCompanyFormValues,
  toManagedCompanyRequest,
  type ManagedCompanyFormValues,
} from './managed-company-form';

const andina: Company = {
  id: 1,
  name: 'Constructora Andina S.A.S.',
  registration_id: '900482517-8',
  registration_id_type_id: 1,
  country_code: 'CO',
  country_name: 'Colombia',
  city: 'Medellín',
  address: 'Carrera 43A # 1-50',
  website: 'https://constructoraandina.test',
  phone: '+57 604 444 1250',
  email: 'contacto@constructoraandina.test',
  verified: true,
  status: 'active',
  contact_person: 'Laura Restrepo Gómez',
  contact_email: 'laura.restrepo@constructoraandina.test',
  contact_phone: '+57 310 482 1175',
  company_type: 'construction',
  employees_count: 180,
  founded_year: 1998,
  description: 'Constructora de vivienda.',
  department: 'Antioquia',
  version: 1,
  created_at: '2025-03-14T15:00:00.000Z',
  updated_at: '2026-01-20T15:00:00.000Z',
};

const messages = (schema: typeof ManagedCompanyCreateSchema, values: ManagedCompanyFormValues) => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
};

const valid: ManagedCompanyFormValues = {
  ...EMPTY_MANAGED_COMPANY_FORM,
  registration_id: '900123456-7',
  name: 'Constructora Nueva',
  email: 'info@nueva.test',
  phone: '+57 310 123 4567',
  address: 'Calle 1 # 2-3',
  city: 'Cali',
  department: 'Valle del Cauca',
  contact_person: 'Ana Ruiz',
  contact_email: 'ana@nueva.test',
  contact_phone: '+57 311 123 4567',
};

describe('the sample company form (spec §5)', () => {
  it('says what is missing, with the spec’s words', () => {
    expect(messages(ManagedCompanyCreateSchema, EMPTY_MANAGED_COMPANY_FORM)).toEqual({
      registration_id: 'El NIT es obligatorio',
      name: 'La razón social es obligatoria',
      email: 'El email corporativo es obligatorio',
      phone: 'El teléfono es obligatorio',
      address: 'La dirección es obligatoria',
      city: 'La ciudad es obligatoria',
      department: 'El departamento es obligatorio',
      contact_person: 'La persona de contacto es obligatoria',
      contact_email: 'El email de contacto es obligatorio',
      contact_phone: 'El teléfono de contacto es obligatorio',
    });
  });

  it('says what is malformed', () => {
    const year = new Date().getFullYear();
    expect(
      messages(ManagedCompanyCreateSchema, {
        ...valid,
        registration_id: '90012345-7',
        name: 'AB',
        email: 'info@',
        phone: '3101234567',
        contact_email: 'ana',
        contact_phone: '+57 3111234567',
        website: 'www.nueva.test',
        founded_year: String(year + 1),
        employees_count: 'muchos',
      })
    ).toEqual({
      registration_id: 'El NIT debe tener el formato correcto (ej: 900123456-7)',
      name: 'La razón social debe tener al menos 3 caracteres',
      email: 'El email debe tener un formato válido',
      phone: 'El teléfono debe tener el formato +57 XXX XXX XXXX',
      contact_email: 'El email de contacto debe tener un formato válido',
      contact_phone: 'El teléfono de contacto debe tener el formato +57 XXX XXX XXXX',
      website: 'El sitio web debe comenzar con http:// o https://',
      founded_year: `El año de fundación debe estar entre 1900 y ${year}`,
      employees_count: 'El número de empleados debe ser un número entero mayor o igual a 0',
    });
    expect(messages(ManagedCompanyCreateSchema, { ...valid, founded_year: '1899' }).founded_year).toContain(
      '1900'
    );
  });

  it('accepts a complete company, 10-digit NITs and both web schemes', () => {
    expect(messages(ManagedCompanyCreateSchema, valid)).toEqual({});
    const more = {
      ...valid,
      registration_id: '9001234567-1',
      website: 'http://nueva.test',
      founded_year: '1900',
    };
    expect(messages(ManagedCompanyCreateSchema, more)).toEqual({});
  });

  it('requires only the reduced set in the edit modal', () => {
    const reduced = {
      ...EMPTY_MANAGED_COMPANY_FORM,
      ...valid,
      registration_id: '',
      address: '',
      city: '',
      department: '',
    };
    expect(messages(ManagedCompanyEditSchema, reduced)).toEqual({});
    expect(Object.keys(messages(ManagedCompanyEditSchema, EMPTY_MANAGED_COMPANY_FORM)).sort()).toEqual(
      ['contact_email', 'contact_person', 'contact_phone', 'email', 'name', 'phone'].sort()
    );
  });

  it('builds a body the API accepts, a Colombian company by default', () => {
    const body = toManagedCompanyRequest(
      { ...valid, employees_count: ' 12 ', founded_year: '2001', company_type: 'engineering' },
      null
    );
    expect(CompanyInputSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      country_code: 'CO',
      registration_id: '900123456-7',
      employees_count: 12,
      founded_year: 2001,
    });
  });

  it('sends back an unchanged company as loaded (edit modal round trip)', () => {
    const profile = fc.record({
      contact_person: fc.option(fc.constantFrom('Ana', 'Luis Pérez'), { nil: null }),
      employees_count: fc.option(fc.nat({ max: 100_000 }), { nil: null }),
      founded_year: fc.option(fc.integer({ min: 1900, max: 2020 }), { nil: null }),
      company_type: fc.option(fc.constantFrom('construction', 'consulting'), { nil: null }),
      description: fc.option(fc.constantFrom('Vivienda', 'Oficinas y locales'), { nil: null }),
      status: fc.constantFrom('active', 'inactive', 'pending'),
    });
    fc.assert(
      fc.property(profile, (p) => {
        const company = { ...andina, ...p };
        const body = toManagedCompanyRequest(toManagedCompanyFormValues(company), company);
        const blank = (v: string | null) => (v === null ? '' : v);
        expect(body).toMatchObject({
          name: company.name,
          registration_id: company.registration_id,
          registration_id_type_id: company.registration_id_type_id,
          country_code: company.country_code,
          contact_person: blank(p.contact_person),
          employees_count: p.employees_count,
          founded_year: p.founded_year,
          company_type: p.company_type,
          description: blank(p.description),
          status: p.status,
        });
      })
    );
  });
});
