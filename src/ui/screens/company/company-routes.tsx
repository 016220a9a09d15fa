import type { ComponentType } from 'react';
import { Redirect } from 'wouter';
import { AdminCompaniesScreen } from '#ui/screens/admin/admin-companies-screen';
import { AdminCompanyDetailScreen } from '#ui/screens/admin/admin-company-detail-screen';
import { AdminProjectsScreen } from '#ui/screens/admin/admin-projects-screen';
import { CompaniesScreen } from '#ui/screens/companies/companies-screen';
import { CompanyDetailScreen } from './company-detail-screen';
import { CompanyCreateScreen, CompanyEditScreen } from './company-form-screen';
import { PersonalCompanyScreen } from './personal-company-screen';

type Entry = { path: string; component: ComponentType };

function AdminHome() {
  return <Redirect to="/admin/companies" replace />;
}

/** Spec §2 company routes (more specific paths first). */
export const COMPANY_ROUTES: Entry[] = [
  { path: '/company', component: PersonalCompanyScreen },
  { path: '/company/new', component: CompanyCreateScreen },
  { path: '/company/:companyId/edit', component: CompanyEditScreen },
  { path: '/company/:companyId', component: CompanyDetailScreen },
  { path: '/companies', component: CompaniesScreen },
];

/**
 * Spec §2 platform-admin routes. The server decides admin rights (spec §6): a caller without read:all_companies
 * sees the screens' own 'Error 403' state.
 */
export const ADMIN_COMPANY_ROUTES: Entry[] = [
  { path: '/admin', component: AdminHome },
  { path: '/admin/companies', component: AdminCompaniesScreen },
  { path: '/admin/companies/:companyId', component: AdminCompanyDetailScreen },
  { path: '/admin/projects', component: AdminProjectsScreen },
];
