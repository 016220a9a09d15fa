import type { ManagedCompany, ManagedCompanyList } from '#domain/company-management';
import type { Access } from '#domain/permissions';
import { andina } from '#machines/shared/company-detail/company.fixtures';
import { NO_COMPANY_FILTERS, type CompanyListLocation } from './company-list-query';

/** Andina as the management list shows it to its OWNER. */
export const andinaCard: ManagedCompany = { ...andina, role: 'OWNER', project_count: 3, member_count: 4 };

/** A company of the same user where they are only a VIEWER: no Editar, no Eliminar. */
export const caribeCard: ManagedCompany = {
  ...andina,
  id: 2,
  name: 'Inversiones Caribe Urbano S.A.S.',
  registration_id: '901127364-0',
  city: 'Barranquilla',
  department: 'Atlántico',
  contact_person: 'Andrés Barrios Manotas',
  status: 'inactive',
  role: 'VIEWER',
  project_count: 0,
  member_count: 1,
};

export const ownerAccess: Access = { roles: { 1: 'OWNER', 2: 'VIEWER' }, permissions: [] };

export const twoCompanies: ManagedCompanyList = {
  companies: [andinaCard, caribeCard],
  page: 1,
  total_pages: 1,
  total_items: 2,
};

export const noCompanies: ManagedCompanyList = { companies: [], page: 1, total_pages: 0, total_items: 0 };

export const startAt: CompanyListLocation = {
  filters: NO_COMPANY_FILTERS,
  sort: 'name',
  page: 1,
  editId: null,
};
