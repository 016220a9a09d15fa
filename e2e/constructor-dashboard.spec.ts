import { ConstructorWorkspace, constructorDashboard, constructorStats } from './models/constructor';
import { companiesOf, passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';

test.describe('constructor workspace', () => {
  test('an owner reads the dashboard, records an inspection, changes the target and opens the statistics', async ({
    page,
    signIn,
    shell,
  }) => {
    test.setTimeout(120_000);
    const token = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(token);
    if (!company) throw new Error(`${OWNER} has no company`);
    const figures = await constructorDashboard(token, company.id);

    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(OWNER);
    const workspace = new ConstructorWorkspace(page);
    await workspace.openFromSidebar();
    await expect(page).toHaveURL((url) => url.pathname === '/constructor/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard del Constructor' })).toBeVisible();
    await workspace.expectKpis(figures.kpis);
    await expect(workspace.projectsTable.getByRole('row')).toHaveCount(
      figures.construction_projects.length + 1
    );
    await expect(page.getByRole('figure', { name: 'Ingresos mensuales frente a la meta' })).toBeVisible();
    expect(await workspace.scrollsSideways()).toBe(false);

    const title = `Inspección de fachada ${Date.now()}`;
    await workspace.recordActivity('Inspección', title);
    await expect(shell.toast('Actividad registrada exitosamente')).toBeVisible();
    await expect(workspace.firstActivity()).toContainText(title);
    await expect(workspace.firstActivity()).toContainText('Inspección');
    await expect(workspace.activityForm.getByLabel(/Título/)).toHaveValue('');

    const target = (figures.monthly_target ?? 0) + 25_000_000;
    await workspace.setTarget(target);
    await expect(shell.toast('Meta mensual actualizada')).toBeVisible();
    await expect
      .poll(async () => (await constructorDashboard(token, company.id)).monthly_target)
      .toBe(target);
    await expect(page.getByText(/^Meta mensual: \$/)).toContainText(target.toLocaleString('es-CO'));

    // A phone: the grids fall to one column and the table scrolls inside its card, never the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(workspace.firstActivity()).toBeVisible();
    await expect.poll(() => workspace.scrollsSideways()).toBe(false);
    await page.setViewportSize({ width: 1366, height: 900 });

    const stats = await constructorStats(token, company.id);
    await page.goto('/constructor/projects/metrics');
    await expect(page.getByRole('heading', { name: 'Métricas' })).toBeVisible();
    await expect(workspace.card('Unidades Vendidas')).toContainText(String(stats.units.sold));
    await expect(workspace.card('Unidades Disponibles')).toContainText(String(stats.units.available));
    await expect(workspace.card('Progreso Promedio')).toContainText(`${stats.average_progress}%`);

    await workspace.openView('Estadísticas');
    await expect(page).toHaveURL((url) => url.pathname === '/constructor/projects/stats');
    await expect(page.getByRole('figure', { name: 'Unidades vendidas vs disponibles' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Top 5 proyectos por ventas' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => workspace.scrollsSideways()).toBe(false);
  });
});
