import type { MyCompany } from '#domain/company';
import type { UserProfile } from '#domain/user';

const company = (id: number, name: string, role: MyCompany['role']): MyCompany => ({
  id,
  name,
  role,
  registration_id: null,
  registration_id_type_id: null,
  country_code: 'CO',
  country_name: 'Colombia',
  city: 'Medellín',
  address: null,
  website: null,
  phone: null,
  email: null,
  verified: true,
  status: 'active',
  contact_person: null,
  contact_email: null,
  contact_phone: null,
  company_type: null,
  employees_count: null,
  founded_year: null,
  description: null,
  department: null,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** Test data for session tests: a user who owns one company and administers another. */
export const andina = company(1, 'Constructora Andina S.A.S.', 'OWNER');
export const caribe = company(2, 'Desarrollos Caribe S.A.S.', 'ADMIN');

export const olga: UserProfile = {
  id: 7,
  email: 'owner@inbest.test',
  full_name: 'Olga Restrepo',
  picture: null,
  email_verified: true,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  auth0_sub: 'auth0|inbest-owner',
  role_in_company: 'OWNER',
  company_name: andina.name,
  personal_company: { id: andina.id, name: andina.name },
};
