import { ADMIN_PROJECT_ROUTES } from '#ui/screens/projects/project-routes';
import { ADMIN_ROUTES } from './admin-routes';

describe('admin routes', () => {
  it('put every page of the admin area behind requireAdmin, so the guard decides before a screen loads', () => {
    const routes = [...ADMIN_ROUTES, ...ADMIN_PROJECT_ROUTES];
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/admin/companies',
        '/admin/projects/:projectId',
        '/admin/projects/:projectId/edit',
      ])
    );
    expect(routes.filter((r) => !r.guard?.requireAdmin).map((r) => r.path)).toEqual([]);
  });
});
