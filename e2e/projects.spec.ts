import { ModelFormPage, ProjectDetailPage, ProjectFormPage, ProjectsPage } from './models/projects';
import { PropertyFormPage } from './models/properties';
import { apiCall, companyProjects, projectUnits } from './models/project-api';
import { companiesOf, dashboardSummary, passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';
const VIEWER = 'viewer@inbest.test';
const CONFLICT = 'La propiedad fue modificada por otra persona. Recarga los datos e inténtalo de nuevo.';

test.describe('projects, models and units', () => {
  test('an owner builds a project with models and units, and the dashboard follows every change', async ({
    page,
    signIn,
    shell,
    dashboard,
  }) => {
    test.setTimeout(240_000);
    const token = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(token);
    if (!company) throw new Error(`${OWNER} has no company`);
    const before = await dashboardSummary(token, company.id);
    const name = `Altos del Río ${Date.now()}`;

    await signIn(OWNER);
    const list = new ProjectsPage(page);
    await list.goto();
    await expect(list.shownLine()).toBeVisible();
    await list.createButton.click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects/new');
    await expect(
      page.getByText('Comienza con el estado Borrador y cámbialo a Activo cuando el proyecto esté listo.')
    ).toBeVisible();

    const form = new ProjectFormPage(page);
    await form.submit('Crear Proyecto');
    await expect(page.getByText('El nombre del proyecto es requerido')).toBeVisible();
    await form.fill({
      name,
      location: 'Envigado',
      address: 'Carrera 43A # 38 Sur-50',
      totalUnits: 12,
      priceMin: 380_000_000,
      status: 'Activo',
    });
    // Spec §5 auto-fill: available units from the total, maximum price from the minimum.
    await expect(form.field('Unidades disponibles')).toHaveValue('12');
    await expect(form.field('Precio máximo')).toHaveValue('380000000');
    await form.field('Precio máximo').fill('520000000');
    await form.addNearbyPlace('Parque de Envigado', 'Parque', '0.6');
    await page.getByRole('checkbox', { name: /Piscina/ }).check();
    await form.submit('Crear Proyecto');
    await expect(shell.toast('Proyecto creado exitosamente')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/projects', { timeout: 10_000 });

    await expect(list.card(name)).toBeVisible();
    await expect(list.card(name)).toContainText('$380.000.000 - $520.000.000');
    await list.menu(name, 'Ver detalles');
    const detail = new ProjectDetailPage(page);
    await detail.expectProject(name);
    const projectId = detail.id();
    await expect(page.getByText('Parque de Envigado')).toBeVisible();
    await expect(page.getByText('0,6 km')).toBeVisible();

    const modelForm = new ModelFormPage(page);
    for (const model of [
      { name: 'Tipo A', area: 68, bedrooms: 2, bathrooms: 2, parking: 1, price: 390_000_000 },
      { name: 'Tipo B', area: 96, bedrooms: 3, bathrooms: 2, parking: 2, price: 510_000_000 },
    ]) {
      await page.getByRole('link', { name: /Agregar Modelo/ }).click();
      await expect(page.getByRole('heading', { name: 'Crear Modelo de Propiedad' })).toBeVisible();
      await modelForm.fill(model);
      await modelForm.submit();
      // The previous notice may still be showing.
      await expect(shell.toast('Modelo de propiedad creado exitosamente').first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === `/projects/${projectId}`);
      await expect(detail.models.getByRole('cell', { name: model.name, exact: true })).toBeVisible();
    }

    const unitForm = new PropertyFormPage(page);
    for (const unit of ['Apto 101', 'Apto 102']) {
      await page.getByRole('link', { name: /Anadir Propiedad/ }).click();
      await expect(page.getByRole('heading', { name: 'Añadir Propiedad al Proyecto' })).toBeVisible();
      await unitForm.chooseModel('Tipo A');
      // Area, bedrooms, bathrooms and parking come from the model and cannot be typed.
      await expect(unitForm.inherited()).toContainText('68 m²');
      await expect(unitForm.inherited()).toContainText('Habitaciones2');
      await expect(unitForm.inherited()).toContainText('Parqueaderos1');
      await expect(page.getByLabel('Área (m²)')).toHaveCount(0);
      await unitForm.field('Nombre de la propiedad').fill(unit);
      await unitForm.field('Piso').fill('1');
      await unitForm.submit('Crear Propiedad');
      await expect(shell.toast('Propiedad creada exitosamente').first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === `/projects/${projectId}`);
      await expect(detail.units.getByRole('link', { name: unit, exact: true })).toBeVisible();
    }
    const withUnits = await dashboardSummary(token, company.id);
    expect(withUnits.total_projects).toBe(before.total_projects + 1);
    expect(withUnits.properties_available).toBe(before.properties_available + 2);

    // Edit mode of a unit: price, status and images only.
    await detail.units.getByRole('link', { name: 'Editar Apto 101' }).click();
    await expect(page.getByRole('heading', { name: 'Editar Propiedad del Proyecto' })).toBeVisible();
    await expect(page.getByLabel('Nombre de la propiedad')).toHaveCount(0);
    await expect(unitForm.inherited()).toContainText('68 m²');
    await unitForm.field('Precio').fill('405000000');
    await unitForm.chooseStatus('Reservada');
    await unitForm.submit('Actualizar Propiedad');
    await expect(shell.toast('Propiedad actualizada exitosamente').first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/projects/${projectId}`);
    await expect(detail.unitStatus('Apto 101')).toHaveValue('RESERVED');
    await expect(detail.units.getByRole('row', { name: /Apto 101/ })).toContainText('$405.000.000');

    // The inline status change of the other unit.
    await detail.unitStatus('Apto 102').selectOption('SOLD');
    await expect(detail.unitStatus('Apto 102')).toHaveValue('SOLD');
    await expect(detail.fact('Disponibles')).toHaveText('10');
    await expect(detail.fact('Total de unidades')).toHaveText('12');

    // A model in use cannot be deleted; an unused one can.
    await detail.models.getByRole('button', { name: 'Eliminar modelo Tipo A' }).click();
    const blocked = page.getByRole('alertdialog', { name: 'No se puede eliminar el modelo' });
    await expect(blocked).toContainText(
      'No se puede eliminar el modelo "Tipo A" porque tiene 2 propiedades asociadas'
    );
    await blocked.getByRole('button', { name: 'Entendido' }).click();
    await detail.models.getByRole('button', { name: 'Eliminar modelo Tipo B' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Eliminar Modelo de Propiedad' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(shell.toast('Modelo de propiedad eliminado exitosamente')).toBeVisible();
    await expect(detail.models.getByRole('cell', { name: 'Tipo B', exact: true })).toHaveCount(0);
    await expect(detail.models.getByRole('cell', { name: 'Tipo A', exact: true })).toBeVisible();
    // The models are searched on the server, as typed.
    const searchModels = page.getByRole('searchbox', { name: 'Buscar modelos...' });
    await searchModels.fill('tipo z');
    await expect(page.getByText('No se encontraron modelos')).toBeVisible();
    await searchModels.fill('TIPO A');
    await expect(detail.models.getByRole('cell', { name: 'Tipo A', exact: true })).toBeVisible();

    await dashboard.goto();
    const afterChanges = await dashboardSummary(token, company.id);
    expect(afterChanges.properties_available).toBe(before.properties_available);
    await dashboard.expectFigures(afterChanges);

    // Units sold or reserved keep a project from being deleted (409): both are released first.
    await page.goto(`/projects/${projectId}`);
    await detail.expectProject(name);
    for (const unit of ['Apto 101', 'Apto 102']) {
      await detail.unitStatus(unit).selectOption('AVAILABLE');
      await expect(detail.unitStatus(unit)).toHaveValue('AVAILABLE');
    }
    await expect(detail.fact('Disponibles')).toHaveText('12');

    // Deleting the project takes its units and models, and returns to the list 1.5 s later.
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar proyecto?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(shell.toast('Proyecto eliminado exitosamente')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/projects', { timeout: 10_000 });
    await expect(list.card(name)).toHaveCount(0);
    const after = await dashboardSummary(token, company.id);
    expect(after.total_projects).toBe(before.total_projects);
    expect(after.properties_available).toBe(before.properties_available);
  });

  test('the projects page follows the company selector and pages 9 at a time', async ({
    page,
    signIn,
    shell,
  }) => {
    const token = await passwordGrantToken(OWNER);
    const [first, second] = await companiesOf(token);
    if (!first || !second) throw new Error(`${OWNER} needs two companies for this journey`);
    const totalOf = async (companyId: number) =>
      (await apiCall<{ total_items: number }>('GET', `/projects?company_id=${companyId}&limit=9`, token)).body
        .total_items;

    await signIn(OWNER);
    const list = new ProjectsPage(page);
    await list.goto();
    // The page heading names the active company (the selector's closed list holds the name too, hidden).
    await expect(page.getByRole('main').getByText(first.name, { exact: true })).toBeVisible();
    const firstTotal = await totalOf(first.id);
    await expect(list.shownLine()).toHaveText(
      `Mostrando ${Math.min(9, firstTotal)} de ${firstTotal} proyectos`
    );

    await shell.chooseCompany(second.name);
    const secondTotal = await totalOf(second.id);
    await expect(list.shownLine()).toHaveText(
      `Mostrando ${Math.min(9, secondTotal)} de ${secondTotal} proyectos`
    );
    const [newest] = await companyProjects(token, second.id);
    await expect(list.card(newest!.name)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/projects');
  });

  test('a unit changed by someone else meanwhile is not overwritten: the page says so and reloads', async ({
    page,
    signIn,
  }) => {
    const token = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(token);
    const project = (await companyProjects(token, company!.id)).find((p) => p.properties_count > 0)!;
    const unit = (await projectUnits(token, project.id)).find((u) => u.status === 'AVAILABLE')!;

    await signIn(OWNER);
    await page.goto(`/projects/${project.id}`);
    const detail = new ProjectDetailPage(page);
    await expect(detail.unitStatus(unit.name)).toHaveValue('AVAILABLE');

    // Another person reserves the unit after the page was loaded.
    const other = await apiCall('PUT', `/projects/${project.id}/properties/${unit.id}`, token, {
      status: 'RESERVED',
      version: unit.version,
    });
    expect(other.status).toBe(200);

    await detail.unitStatus(unit.name).selectOption('SOLD');
    const notice = page.getByRole('alert').filter({ hasText: CONFLICT });
    await expect(notice).toContainText(`No se guardó el cambio de ${unit.name}`);
    await notice.getByRole('button', { name: 'Recargar' }).click();
    await expect(detail.unitStatus(unit.name)).toHaveValue('RESERVED');
    await expect(notice).toHaveCount(0);
  });

  test('a viewer can only look, and the server refuses the same writes called directly', async ({
    page,
    signIn,
  }) => {
    const token = await passwordGrantToken(VIEWER);
    const [company] = await companiesOf(token);
    const project = (await companyProjects(token, company!.id)).find((p) => p.properties_count > 0)!;
    const [unit] = await projectUnits(token, project.id);

    await signIn(VIEWER);
    const list = new ProjectsPage(page);
    await list.goto();
    await expect(list.createButton).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Opciones de/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver detalles →' }).first()).toBeVisible();

    await page.goto(`/projects/${project.id}`);
    const detail = new ProjectDetailPage(page);
    await detail.expectProject(project.name);
    await expect(page.getByRole('link', { name: /Anadir Propiedad/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Editar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: /Estado de/ })).toHaveCount(0);

    await page.goto(`/projects/${project.id}/property-models/new`);
    await expect(page.getByText('Acceso Denegado')).toBeVisible();
    await expect(
      page.getByText('No tienes permisos para crear modelos de propiedad en este proyecto.')
    ).toBeVisible();

    await page.goto(`/projects/${project.id}/properties/${unit!.id}/edit`);
    await expect(
      page.getByText('Acceso denegado: Solo los OWNER y ADMIN pueden editar propiedades')
    ).toBeVisible();

    await page.goto('/properties/new');
    await expect(page.getByText('Permisos insuficientes')).toBeVisible();

    const writes = [
      await apiCall('POST', '/projects', token, {
        name: 'X',
        location: 'X',
        address: 'X',
        total_units: 1,
        company_id: company!.id,
      }),
      await apiCall('PUT', `/projects/${project.id}/properties/${unit!.id}`, token, {
        status: 'SOLD',
        version: unit!.version,
      }),
      await apiCall('DELETE', `/projects/${project.id}`, token),
      await apiCall('POST', '/properties', token, {
        name: 'X',
        property_type: 'house',
        company_id: company!.id,
      }),
      await apiCall('DELETE', `/properties/${unit!.id}`, token),
    ];
    expect(writes.map((w) => w.status)).toEqual([403, 403, 403, 403, 403]);
  });
});
