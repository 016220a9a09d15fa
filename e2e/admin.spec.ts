import { matchesCompanySearch } from '../src/domain/admin';
import { AdminCompaniesPage, AdminProjectsPage } from './models/admin';
import { DeleteCompanyDialog } from './models/company';
import { adminCompaniesPage, companyApi, createCompanyViaApi } from './models/company-api';
import { DEMO_COMPANIES } from '../server/demo/demo-companies';
import { passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const ADMIN = 'admin@inbest.test';

test.describe('platform admin', () => {
  test('the company list shows platform figures, pages of 6 and a search on the page', async ({
    page,
    signIn,
  }) => {
    const token = await passwordGrantToken(ADMIN);
    const first = await adminCompaniesPage(token, 1);
    await signIn(ADMIN);
    await page.getByRole('link', { name: 'Administrar Empresas' }).click();
    const admin = new AdminCompaniesPage(page);
    await admin.expectLoaded();

    await expect(admin.stat('Total Empresas')).toContainText(String(first.total_items));
    await expect(admin.stat('Empresas Verificadas')).toContainText(String(first.stats.verified_companies));
    await expect(admin.stat('Países')).toContainText(String(first.stats.unique_countries));
    await expect(admin.stat('Total Proyectos')).toContainText(String(first.stats.total_projects));
    await expect.poll(() => admin.cardNames()).toEqual(first.companies.map((c) => c.name));
    expect(first.companies).toHaveLength(6);

    // Page 2 comes from the server; the figures stay the platform's.
    expect(first.total_pages).toBeGreaterThan(1);
    await admin.goToPage(2);
    const second = await adminCompaniesPage(token, 2);
    await expect.poll(() => admin.cardNames()).toEqual(second.companies.map((c) => c.name));
    await expect(admin.stat('Total Empresas')).toContainText(String(first.total_items));

    // The search filters the loaded page on the client and hides the page bar meanwhile.
    await admin.goToPage(1);
    const target = first.companies.find((c) => c.city)!;
    await admin.search.fill(target.city!);
    const expected = first.companies.filter((c) => matchesCompanySearch(c, target.city!)).map((c) => c.name);
    await expect.poll(() => admin.cardNames()).toEqual(expected);
    await expect(admin.pagination).toBeHidden();
    await admin.search.fill('zzz-ninguna');
    await expect(page.getByText('No se encontraron empresas')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(admin.pagination).toBeVisible();
    await expect.poll(() => admin.cardNames()).toEqual(first.companies.map((c) => c.name));
  });

  test('Ver Proyectos lists that company’s projects; a company with projects cannot be deleted', async ({
    page,
    signIn,
  }) => {
    const token = await passwordGrantToken(ADMIN);
    let andina = null;
    for (let p = 1; !andina; p++) {
      const list = await adminCompaniesPage(token, p);
      andina = list.companies.find((c) => c.name === DEMO_COMPANIES.andina.name) ?? null;
      if (p >= list.total_pages && !andina) throw new Error('andina is not in the admin list');
    }
    const projects = await companyApi<{ projects: { name: string }[]; total_items: number }>(
      'GET',
      `/projects?company_id=${andina.id}&page=1&limit=9`,
      token
    );

    await signIn(ADMIN);
    await page.goto(`/admin/companies/${andina.id}`);
    await expect(page.getByRole('heading', { level: 1, name: andina.name })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Proyectos' })).toContainText(String(andina.project_count));
    await page.getByRole('button', { name: 'Eliminar Empresa' }).click();
    const dialog = new DeleteCompanyDialog(page);
    await dialog.expectBlocked();
    await dialog.cancel.click();

    await page.getByRole('link', { name: 'Ver Proyectos' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/projects');
    const adminProjects = new AdminProjectsPage(page);
    await expect(adminProjects.heading(andina.name)).toBeVisible();
    await expect(adminProjects.cards()).toHaveCount(projects.body.projects.length);
    for (const project of projects.body.projects) {
      await expect(page.getByRole('article', { name: project.name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Total Proyectos' })).toContainText(
      String(projects.body.projects.length)
    );
  });

  test('an empty company is deleted from its detail page and the list shows the notice', async ({
    page,
    signIn,
  }) => {
    const token = await passwordGrantToken(ADMIN);
    const name = `Empresa Temporal ${Date.now()}`;
    const company = await createCompanyViaApi(token, { name, country_code: 'MX', city: 'Monterrey' });

    await signIn(ADMIN);
    await page.goto(`/admin/companies/${company.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar Empresa' }).click();
    const dialog = new DeleteCompanyDialog(page);
    await dialog.expectAllowed();
    await dialog.confirm.click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/companies');
    await expect(
      page.getByRole('status').filter({ hasText: `Empresa "${name}" eliminada exitosamente` })
    ).toBeVisible();
    expect((await companyApi('GET', `/admin/companies/${company.id}`, token)).status).toBe(404);
  });

  test('a MEMBER typing /admin/companies lands on /unauthorized; the admin API still refuses them', async ({
    page,
    signIn,
  }) => {
    const member = 'member@inbest.test';
    await signIn(member);
    await page.goto('/admin/companies');
    await expect(page).toHaveURL((url) => url.pathname === '/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso no autorizado' })).toBeVisible();
    await expect(page.getByText('Administración de Empresas')).toHaveCount(0);
    // The guard only decides first: the server is the authority and answers 403 itself.
    const token = await passwordGrantToken(member);
    expect((await companyApi('GET', '/admin/companies', token)).status).toBe(403);
  });
});
