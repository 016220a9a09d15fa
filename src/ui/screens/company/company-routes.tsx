import { CompanyDetailScreen } from './company-detail-screen';
import { CompanyCreateScreen, CompanyEditScreen } from './company-form-screen';
import { PersonalCompanyScreen } from './personal-company-screen';
import type { RouteEntry } from '#ui/shell/route-entry';

/** Spec §2 company routes (more specific paths first). */
export const COMPANY_ROUTES: RouteEntry[] = [
  { path: '/company', component: PersonalCompanyScreen },
  { path: '/company/new', component: CompanyCreateScreen },
  { path: '/company/:companyId/edit', component: CompanyEditScreen },
  { path: '/company/:companyId', component: CompanyDetailScreen },
];
