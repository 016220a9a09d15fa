import { apiCall, companyProjects, projectUnits } from '../models/project-api';
import { companiesOf, passwordGrantToken } from './api';

/** The roles the responsive pass signs in as: the demo company's three roles and the platform administrator. */
export type Role = 'OWNER' | 'MEMBER' | 'VIEWER' | 'ADMIN';

export const ACCOUNTS: Readonly<Record<Role, string>> = {
  OWNER: 'owner@inbest.test',
  MEMBER: 'member@inbest.test',
  VIEWER: 'viewer@inbest.test',
  ADMIN: 'admin@inbest.test',
};

/** The demo data a route's path is built from. */
export type DemoIds = {
  companyId: number;
  projectId: number;
  modelId: number;
  unitId: number;
  propertyId: number;
};

/** One screen of the spec: its path from the demo ids, and every role that can reach it. */
export type SpecRoute = { path: (ids: DemoIds) => string; roles: readonly Role[] };

const PORTAL: readonly Role[] = ['OWNER', 'MEMBER', 'VIEWER'];
const EVERYONE: readonly Role[] = ['OWNER', 'MEMBER', 'VIEWER', 'ADMIN'];

/**
 * Every route of the spec (§2) and who reaches it. Create and edit screens are visited by every company role:
 * a role that may not use one must be told so, and that screen is checked too. New screens join this list.
 */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  { path: () => '/', roles: ['OWNER'] },
  { path: () => '/about', roles: ['OWNER'] },
  { path: () => '/register', roles: ['OWNER'] },
  { path: () => '/chat', roles: ['OWNER'] },
  { path: () => '/dashboard', roles: EVERYONE },
  { path: () => '/projects', roles: EVERYONE },
  { path: () => '/projects/new', roles: PORTAL },
  { path: (i) => `/projects/${i.projectId}`, roles: PORTAL },
  { path: (i) => `/projects/${i.projectId}/edit`, roles: PORTAL },
  { path: (i) => `/projects/${i.projectId}/add-property`, roles: PORTAL },
  { path: (i) => `/projects/${i.projectId}/properties/${i.unitId}/edit`, roles: PORTAL },
  { path: (i) => `/projects/${i.projectId}/property-models/new`, roles: PORTAL },
  { path: (i) => `/projects/${i.projectId}/property-models/${i.modelId}/edit`, roles: PORTAL },
  { path: () => '/properties', roles: PORTAL },
  { path: () => '/properties/new', roles: PORTAL },
  { path: (i) => `/properties/${i.propertyId}`, roles: PORTAL },
  { path: (i) => `/properties/${i.propertyId}/edit`, roles: PORTAL },
  { path: () => '/company', roles: PORTAL },
  { path: () => '/company/new', roles: PORTAL },
  { path: (i) => `/company/${i.companyId}`, roles: PORTAL },
  { path: (i) => `/company/${i.companyId}/edit`, roles: PORTAL },
  { path: () => '/companies', roles: PORTAL },
  { path: () => '/constructor/dashboard', roles: PORTAL },
  { path: () => '/constructor/projects', roles: PORTAL },
  { path: () => '/constructor/projects/metrics', roles: ['OWNER'] },
  { path: () => '/constructor/projects/stats', roles: ['OWNER'] },
  { path: () => '/constructor/projects/new', roles: PORTAL },
  { path: (i) => `/constructor/projects/${i.projectId}/edit`, roles: ['OWNER'] },
  { path: () => '/constructor/companies', roles: PORTAL },
  { path: () => '/constructor/companies/stats', roles: ['OWNER'] },
  { path: () => '/constructor/companies/new', roles: ['OWNER'] },
  { path: () => '/constructor/assistant', roles: PORTAL },
  { path: () => '/leads', roles: PORTAL },
  { path: () => '/constructor/leads', roles: ['OWNER'] },
  { path: () => '/constructor/quotes', roles: PORTAL },
  { path: (i) => `/constructor/quotes/new?property_id=${i.unitId}`, roles: PORTAL },
  { path: (i) => `/constructor/projects/${i.projectId}/availability`, roles: PORTAL },
  { path: () => '/constructor/sales', roles: PORTAL },
  { path: () => '/admin/companies', roles: ['ADMIN'] },
  { path: () => '/admin/audit', roles: ['ADMIN'] },
  { path: (i) => `/admin/companies/${i.companyId}`, roles: ['ADMIN'] },
  { path: (i) => `/admin/projects?company_id=${i.companyId}`, roles: ['ADMIN'] },
  { path: (i) => `/admin/projects/${i.projectId}`, roles: ['ADMIN'] },
  { path: (i) => `/admin/projects/${i.projectId}/edit`, roles: ['ADMIN'] },
  { path: () => '/profile', roles: EVERYONE },
  { path: () => '/unauthorized', roles: ['MEMBER'] },
];

/** The public pages as a visitor sees them before signing in (the landing's header differs once signed in). */
export const PUBLIC_PATHS: readonly string[] = ['/', '/about', '/login', '/chat', '/unauthorized'];

/** The routes a role reaches, with their paths for the demo data. */
export const routesFor = (role: Role, ids: DemoIds) =>
  SPEC_ROUTES.filter((r) => r.roles.includes(role)).map((r) => r.path(ids));

/** The demo company's first project with models and units, one of its units, and an independent property. */
export async function demoIds(): Promise<DemoIds> {
  const token = await passwordGrantToken(ACCOUNTS.OWNER);
  const [company] = await companiesOf(token);
  if (!company) throw new Error('the demo owner has no company');
  for (const project of await companyProjects(token, company.id)) {
    const models = await apiCall<{ id: number }[]>('GET', `/projects/${project.id}/models`, token);
    const units = await projectUnits(token, project.id);
    const [model] = models.status === 200 ? models.body : [];
    const [unit] = units;
    if (!model || !unit) continue;
    const properties = await apiCall<{ id: number; project_id: number | null }[]>(
      'GET',
      `/companies/${company.id}/properties`,
      token
    );
    const list = properties.status === 200 ? properties.body : [];
    const independent = list.find((p) => p.project_id === null) ?? unit;
    return {
      companyId: company.id,
      projectId: project.id,
      modelId: model.id,
      unitId: unit.id,
      propertyId: independent.id,
    };
  }
  throw new Error('no demo project with models and units');
}
