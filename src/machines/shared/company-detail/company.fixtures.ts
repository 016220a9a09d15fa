import type { AdminCompany, AdminCompanyList } from '#domain/admin';
import type { Company, MyCompany } from '#domain/company';
import type { DocumentType } from '#domain/countries';
import type { CompanyInvitation } from '#domain/invitation';
import type { Member } from '#domain/member';
import type { Project, ProjectPage } from '#domain/project';
import { ApiError } from '#api/api-error';

/** A company as the API returns it, for the company and admin machine tests. */
export const andina: Company = {
  id: 1,
  name: 'Constructora Andina S.A.S.',
  registration_id: '900482517-8',
  registration_id_type_id: 1,
  country_code: 'CO',
  country_name: 'Colombia',
  city: 'Medellín',
  address: 'Carrera 43A # 1-50, Oficina 1204, El Poblado',
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
  description: 'Constructora de vivienda y oficinas en el Valle de Aburrá.',
  department: 'Antioquia',
  version: 1,
  created_at: '2025-03-14T15:00:00.000Z',
  updated_at: '2026-01-20T15:00:00.000Z',
};

export const andinaAsOwner: MyCompany = { ...andina, role: 'OWNER' };

export const colombianTypes: DocumentType[] = [
  { id: 1, document_code: 'NIT', document_name: 'Número de Identificación Tributaria (NIT)' },
  { id: 2, document_code: 'CC', document_name: 'Cédula de Ciudadanía' },
];

export const mexicanTypes: DocumentType[] = [
  { id: 6, document_code: 'RFC', document_name: 'Registro Federal de Contribuyentes (RFC)' },
];

const member = (id: number, email: string, role: Member['role'], extra: Partial<Member> = {}): Member => ({
  id,
  user_id: id + 100,
  email,
  full_name: null,
  role,
  created_at: '2025-03-14T15:00:00.000Z',
  ...extra,
});

export const olgaOwner = member(1, 'owner@inbest.test', 'OWNER', { full_name: 'Olga Restrepo' });
export const mateoMember = member(2, 'member@inbest.test', 'MEMBER', { full_name: 'Mateo Cárdenas' });
export const invitedViewer: CompanyInvitation = {
  id: 3,
  email: 'nuevo@inbest.test',
  role: 'VIEWER',
  created_at: '2025-03-15T10:00:00.000Z',
};

export const adminAndina: AdminCompany = {
  ...andina,
  members: [olgaOwner, mateoMember],
  member_count: 2,
  project_count: 4,
};

export const adminNorte: AdminCompany = {
  ...andina,
  id: 8,
  name: 'Desarrollos Inmobiliarios Regiomontanos S.A. de C.V.',
  country_code: 'MX',
  country_name: 'México',
  city: 'Monterrey',
  website: null,
  verified: false,
  members: [],
  member_count: 0,
  project_count: 0,
};

/** A page of the admin list: andina and norte, two pages in all. */
export const adminPage: AdminCompanyList = {
  companies: [adminAndina, adminNorte],
  total_items: 8,
  total_pages: 2,
  stats: { verified_companies: 6, unique_countries: 2, total_projects: 12 },
};

export const emptyAdminPage: AdminCompanyList = {
  companies: [],
  total_items: 0,
  total_pages: 0,
  stats: { verified_companies: 0, unique_countries: 0, total_projects: 0 },
};

const project = (id: number, name: string, extra: Partial<Project>): Project =>
  ({
    id,
    company_id: 1,
    name,
    description: null,
    status: 'ACTIVE',
    type: 'residential',
    location: 'Medellín',
    neighborhood: 'El Poblado',
    zone: null,
    city: 'Medellín',
    department: 'Antioquia',
    address: null,
    country_code: 'CO',
    total_units: 40,
    available_units: 12,
    sold_units: 28,
    price_range_min: 250_000_000,
    price_range_max: 480_000_000,
    currency: 'COP',
    latitude: null,
    longitude: null,
    investment_amount: null,
    roi_expected: null,
    revenue: null,
    progress: null,
    start_date: null,
    completion_date: null,
    delivery_date: null,
    developer: null,
    architect: null,
    construction_company: null,
    features: null,
    area_min: null,
    area_max: null,
    nearby_places: [],
    images: [],
    image_urls: [],
    amenities: [],
    amenity_ids: [],
    properties_count: 0,
    version: 1,
    created_at: '2025-03-14T15:00:00.000Z',
    updated_at: '2025-03-14T15:00:00.000Z',
    ...extra,
  }) as Project;

export const projectsPage: ProjectPage = {
  projects: [
    project(11, 'Torres del Poblado', {}),
    project(12, 'Mirador de Laureles', {
      status: 'COMPLETED',
      location: 'Medellín',
      neighborhood: 'Laureles',
      total_units: 20,
      available_units: 0,
    }),
    project(13, 'Borrador Envigado', {
      status: 'DRAFT',
      location: 'Envigado',
      neighborhood: null,
      price_range_max: null,
      total_units: 10,
      available_units: 10,
    }),
  ],
  total_items: 12,
  total_pages: 2,
};

/** An HTTP failure as the API client raises it, with the server's body. */
export const httpError = (status: number, detail?: string) =>
  new ApiError(detail ?? `Error del servidor (${status}).`, 'http', status, detail ? { detail } : null);

/** The members section's answer: one page holding these members, and these pending invitations. */
export const membersPage = (members: Member[], invitations: CompanyInvitation[]) => ({
  members,
  total_pages: members.length === 0 ? 0 : 1,
  total_items: members.length,
  invitations,
});
