import type { RouteEntry } from '#ui/shell/route-entry';
import { lazyScreen } from '#ui/shell/lazy-screen';

const PersonalCompanyScreen = lazyScreen(() =>
  import('./personal-company-screen').then((m) => m.PersonalCompanyScreen)
);
const CompanyCreateScreen = lazyScreen(() =>
  import('./company-form-screen').then((m) => m.CompanyCreateScreen)
);
const CompanyEditScreen = lazyScreen(() => import('./company-form-screen').then((m) => m.CompanyEditScreen));
const CompanyDetailScreen = lazyScreen(() =>
  import('./company-detail-screen').then((m) => m.CompanyDetailScreen)
);

/** Spec §2 company routes (more specific paths first). */
export const COMPANY_ROUTES: RouteEntry[] = [
  { path: '/company', component: PersonalCompanyScreen },
  { path: '/company/new', component: CompanyCreateScreen },
  { path: '/company/:companyId/edit', component: CompanyEditScreen },
  { path: '/company/:companyId', component: CompanyDetailScreen },
];
