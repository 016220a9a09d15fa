import { z } from 'zod';
import { CompanySchema } from './company';
import { countParam, MAX_INT } from './input-limits';
import { CompanyRoleSchema } from './roles';

// The company management screen ('Gestión de Empresas', spec §2): its statuses, types, filter choices and the
// list and statistics the server computes for it.

/** Spec §4 "Sample company status"; unknown values show as pending. */
export const COMPANY_STATUSES = ['active', 'inactive', 'pending'] as const;
export const CompanyStatusSchema = z.enum(COMPANY_STATUSES, { error: 'El estado no es válido' });
export type CompanyStatus = z.infer<typeof CompanyStatusSchema>;

export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  active: 'Activa',
  inactive: 'Inactiva',
  pending: 'Pendiente',
};

/** The label of a stored status; anything unknown reads 'Pendiente' (spec §4). */
export const companyStatusLabel = (status: string | null | undefined): string =>
  COMPANY_STATUS_LABELS[CompanyStatusSchema.safeParse(status).data ?? 'pending'];

/** Spec §4 company types (the sample also offers urban planning). */
export const COMPANY_TYPES = [
  'construction',
  'development',
  'architecture',
  'engineering',
  'consulting',
  'urban_planning',
] as const;
export const CompanyTypeSchema = z.enum(COMPANY_TYPES, { error: 'El tipo de empresa no es válido' });
export type CompanyType = z.infer<typeof CompanyTypeSchema>;

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  construction: 'Constructora',
  development: 'Desarrolladora',
  architecture: 'Arquitectura',
  engineering: 'Ingeniería',
  consulting: 'Consultoría',
  urban_planning: 'Planeación urbana',
};

/** Spec §5: the cities of the filter and the form. */
export const MANAGED_CITIES = [
  'Bogotá',
  'Medellín',
  'Cali',
  'Barranquilla',
  'Bucaramanga',
  'Cartagena',
  'Pereira',
  'Manizales',
  'Ibagué',
  'Villavicencio',
] as const;

/** Spec §5: the departments of the filter and the form. */
export const MANAGED_DEPARTMENTS = [
  'Cundinamarca',
  'Antioquia',
  'Valle del Cauca',
  'Atlántico',
  'Santander',
  'Bolívar',
  'Risaralda',
  'Caldas',
  'Tolima',
  'Meta',
] as const;

/** The list's sort choices (spec §2): name A→Z, newest registration first, status, city A→Z. */
export const COMPANY_SORTS = ['name', 'created_at', 'status', 'city'] as const;
export const CompanySortSchema = z.enum(COMPANY_SORTS);
export type CompanySort = z.infer<typeof CompanySortSchema>;

export const COMPANY_SORT_LABELS: Record<CompanySort, string> = {
  name: 'Nombre',
  created_at: 'Fecha de registro',
  status: 'Estado',
  city: 'Ciudad',
};

/** Cards per page of the list. */
export const MANAGED_COMPANIES_PAGE_SIZE = 6;

const filterText = z.string().trim().max(100, 'El filtro no puede exceder 100 caracteres');

/** `GET /companies/management`: search (name, email, contact person), filters, sort and page. */
export const ManagedCompaniesQuerySchema = z.object({
  q: z.string().trim().max(255, 'La búsqueda no puede exceder 255 caracteres').optional(),
  status: CompanyStatusSchema.optional(),
  city: filterText.optional(),
  department: filterText.optional(),
  sort: CompanySortSchema.default('name'),
  page: countParam(MAX_INT).default(1),
  limit: countParam(100).default(MANAGED_COMPANIES_PAGE_SIZE),
});
export type ManagedCompaniesQuery = z.infer<typeof ManagedCompaniesQuerySchema>;

/** A company on the management screen: its fields, the caller's role (none for a platform admin) and its counts. */
export const ManagedCompanySchema = CompanySchema.extend({
  role: CompanyRoleSchema.nullable(),
  project_count: z.number().int(),
  member_count: z.number().int(),
}).meta({ id: 'ManagedCompany' });
export type ManagedCompany = z.infer<typeof ManagedCompanySchema>;

export const ManagedCompanyListSchema = z
  .object({
    companies: z.array(ManagedCompanySchema),
    page: z.number().int(),
    total_pages: z.number().int(),
    total_items: z.number().int(),
  })
  .meta({ id: 'ManagedCompanyList' });
export type ManagedCompanyList = z.infer<typeof ManagedCompanyListSchema>;

const tally = <T extends z.ZodType>(key: T) => z.array(z.object({ key, count: z.number().int() }));

/** Estadísticas: figures over every company the caller manages, counted by the server. */
export const CompanyManagementStatsSchema = z
  .object({
    total_companies: z.number().int(),
    by_status: z.object({ active: z.number().int(), inactive: z.number().int(), pending: z.number().int() }),
    verified_companies: z.number().int(),
    total_projects: z.number().int(),
    total_members: z.number().int(),
    total_employees: z.number().int(),
    /** Types, cities and departments, most companies first; null is "not stated". */
    by_type: tally(z.string().nullable()),
    by_city: tally(z.string().nullable()),
    by_department: tally(z.string().nullable()),
  })
  .meta({ id: 'CompanyManagementStats' });
export type CompanyManagementStats = z.infer<typeof CompanyManagementStatsSchema>;
