import { PropertiesPage, PropertyFormPage } from './models/properties';
import { apiCall, companyProjects, projectUnits } from './models/project-api';
import { companiesOf, dashboardSummary, passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';
const MEMBER = 'member@inbest.test';

test.describe('properties', () => {
  test('an owner creates, edits and deletes an independent property, and the dashboard follows', async ({
    page,
    signIn,
    shell,
  }) => {
    test.setTimeout(120_000);
    const token = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(token);
    const before = await dashboardSummary(token, company!.id);
    const name = `Casa Campestre ${Date.now()}`;

    await signIn(OWNER);
    const list = new PropertiesPage(page);
    await list.goto();
    await page.getByRole('link', { name: /Nueva Propiedad/ }).click();
    await expect(page.getByRole('heading', { name: 'Nueva Propiedad' })).toBeVisible();
    await expect(
      page.getByText(
        /Tu rol: Propietario \(OWNER\) · Tipos permitidos: Apartamento, Casa, Oficina, Lote, Local Comercial/
      )
    ).toBeVisible();

    const form = new PropertyFormPage(page);
    await form.field('Nombre de la propiedad').fill(name);
    await form.chooseType('Casa');
    await form.field('Dirección').fill('Vereda San Nicolás, La Ceja');
    await form.field('Área (m²)').fill('180');
    await form.field('Precio').fill('950000000');
    await page.getByRole('checkbox', { name: /Jardín/ }).check();
    await form.field('Otra amenidad').fill('Chimenea');
    await page.getByRole('button', { name: 'Agregar amenidad' }).click();
    await form.submit('Crear Propiedad');
    await expect(shell.toast('Propiedad creada exitosamente')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/properties');
    expect((await dashboardSummary(token, company!.id)).properties_available).toBe(
      before.properties_available + 1
    );

    await list.searchFor(name);
    await expect(list.row(name)).toContainText('Independiente');
    await expect(list.row(name)).toContainText('$950.000.000');
    await list
      .row(name)
      .getByRole('link', { name: `Editar ${name}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Editar Propiedad' })).toBeVisible();
    await form.field('Precio').fill('990000000');
    await form.chooseStatus('Vendida');
    await form.submit('Actualizar Propiedad');
    await expect(shell.toast('Propiedad actualizada exitosamente')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/properties');
    expect((await dashboardSummary(token, company!.id)).properties_available).toBe(
      before.properties_available
    );

    await list.searchFor(name);
    await list.row(name).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('$990.000.000')).toBeVisible();
    await expect(page.getByText('Propiedad independiente: no pertenece a ningún proyecto.')).toBeVisible();
    await expect(page.getByText('Chimenea')).toBeVisible();

    await list.goto();
    await list.searchFor(name);
    await list
      .row(name)
      .getByRole('button', { name: `Eliminar ${name}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Eliminar Propiedad' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(shell.toast('Propiedad eliminada exitosamente')).toBeVisible();
    await expect(page.getByText('No se encontraron propiedades')).toBeVisible();
  });

  test('editing a project unit from the properties list moves to the project’s unit form', async ({
    page,
    signIn,
  }) => {
    const token = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(token);
    const project = (await companyProjects(token, company!.id)).find((p) => p.properties_count > 0)!;
    const [unit] = await projectUnits(token, project.id);

    await signIn(OWNER);
    await page.goto(`/properties/${unit!.id}/edit`);
    await expect(page).toHaveURL(
      (url) => url.pathname === `/projects/${project.id}/properties/${unit!.id}/edit`
    );
    await expect(page.getByRole('heading', { name: 'Editar Propiedad del Proyecto' })).toBeVisible();
  });

  test('a member may create apartments and houses only, and the server agrees', async ({
    page,
    signIn,
    shell,
  }) => {
    const token = await passwordGrantToken(MEMBER);
    const [company] = await companiesOf(token);
    const name = `Apartamento Laureles ${Date.now()}`;

    await signIn(MEMBER);
    const list = new PropertiesPage(page);
    await list.goto();
    await expect(page.getByRole('link', { name: /Nueva Propiedad/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Editar / })).toHaveCount(0);

    await page.goto('/properties/new');
    await expect(
      page.getByText(/Tu rol: Miembro \(MEMBER\) · Tipos permitidos: Apartamento, Casa$/)
    ).toBeVisible();
    const form = new PropertyFormPage(page);
    expect(await form.typeOptions()).toEqual(['Apartamento', 'Casa']);
    await form.field('Nombre de la propiedad').fill(name);
    await form.submit('Crear Propiedad');
    await expect(shell.toast('Propiedad creada exitosamente')).toBeVisible();
    await list.searchFor(name);
    await expect(list.row(name)).toContainText('Apartamento');

    const office = await apiCall('POST', '/properties', token, {
      name: 'Oficina 501',
      property_type: 'office',
      company_id: company!.id,
    });
    expect(office).toMatchObject({
      status: 403,
      body: { detail: 'Tu rol (MEMBER) solo permite crear propiedades de tipo apartamento y casa.' },
    });
  });
});
