import { ADMIN_ROUTES } from './admin-routes';

describe('admin routes', () => {
  it('put every page of the admin area behind requireAdmin, so the guard decides before a screen loads', () => {
    expect(ADMIN_ROUTES.map((r) => r.path)).toContain('/admin/companies');
    expect(ADMIN_ROUTES.filter((r) => !r.guard?.requireAdmin).map((r) => r.path)).toEqual([]);
  });
});
