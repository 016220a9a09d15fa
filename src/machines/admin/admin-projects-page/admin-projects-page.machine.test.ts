import { createActor, fromPromise } from 'xstate';
import { adminProjectsMachine } from '#machines/admin/admin-projects/admin-projects.machine';
import { adminAndina, projectsPage } from '#machines/shared/company-detail/company.fixtures';
import { adminProjectsPageMachine } from './admin-projects-page.machine';
import { selectAdminProjectsPageView } from './admin-projects-page.select';

const loads: { companyId: number; page: number }[] = [];
const withProjects = adminProjectsPageMachine.provide({
  actors: {
    adminProjects: adminProjectsMachine.provide({
      actors: {
        loadAdminProjects: fromPromise(async ({ input }: { input: { companyId: number; page: number } }) => {
          loads.push(input);
          return { company: adminAndina, page: projectsPage };
        }),
      },
    }),
  },
});

describe('admin projects page machine', () => {
  it('loads the URL company’s projects', () => {
    const actor = createActor(withProjects, { input: { companyId: adminAndina.id } }).start();
    expect(actor.getSnapshot().value).toBe('company');
    expect(selectAdminProjectsPageView(actor.getSnapshot()).projectsRef).toBeDefined();
    expect(loads.at(-1)).toEqual({ companyId: adminAndina.id, page: 1 });
  });

  it('without a company in the URL loads nothing', () => {
    const before = loads.length;
    const actor = createActor(withProjects, { input: { companyId: null } }).start();
    expect(actor.getSnapshot().value).toBe('noCompany');
    expect(selectAdminProjectsPageView(actor.getSnapshot()).projectsRef).toBeUndefined();
    expect(loads).toHaveLength(before);
  });
});
