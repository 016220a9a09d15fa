import { fromPromise } from 'xstate';
import { ADMIN_PROJECTS_PAGE_SIZE, type AdminCompany } from '#domain/admin';
import type { ProjectPage } from '#domain/project';
import { fetchAdminCompany, fetchAdminCompanyProjects } from '#api/admin.api';
import { api } from '#api/runtime';

/** The company (for its name) and one page of its projects, 9 per page (spec §9). */
export const loadAdminProjects = fromPromise<
  { company: AdminCompany; page: ProjectPage },
  { companyId: number; page: number }
>(async ({ input, signal }) => {
  const [company, page] = await Promise.all([
    fetchAdminCompany(api, input.companyId, signal),
    fetchAdminCompanyProjects(
      api,
      { companyId: input.companyId, page: input.page, limit: ADMIN_PROJECTS_PAGE_SIZE },
      signal
    ),
  ]);
  return { company, page };
});
