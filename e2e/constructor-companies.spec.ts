import { companyApi } from './models/company-api';
import { ConstructorCompaniesPage, managedCompanies } from './models/constructor-companies';
import { uniqueNit } from './models/company-api';
import { passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';

test('the owner lists, creates, edits and deletes a company in Gestión de Empresas', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  const token = await passwordGrantToken(OWNER);
  const companies = new ConstructorCompaniesPage(page);
  await signIn(OWNER);

  // Lista: the owner's companies, by name, as the API lists them.
  await companies.goto();
  const listed = await managedCompanies(token, { sort: 'name' });
  await companies.expectNames(listed.companies.map((c) => c.name));

  // '+ Nueva Empresa': the spec's messages under their fields, cleared when the field is edited.
  await page
    .getByRole('navigation', { name: 'Vistas de empresas' })
    .getByRole('link', { name: '+ Nueva Empresa' })
    .click();
  await expect(page).toHaveURL(/\/constructor\/companies\/new$/);
  await page.getByRole('button', { name: 'Crear Empresa' }).click();
  await expect(page.getByText('El NIT es obligatorio')).toBeVisible();
  await expect(page.getByText('La razón social es obligatoria')).toBeVisible();
  await expect(page.getByText('El departamento es obligatorio')).toBeVisible();
  const nit = uniqueNit();
  await companies.field('NIT').fill('12345');
  await expect(page.getByText('El NIT es obligatorio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Crear Empresa' }).click();
  await expect(page.getByText('El NIT debe tener el formato correcto (ej: 900123456-7)')).toBeVisible();

  const name = `Empresa Gestión ${Date.now()}`;
  await companies.field('NIT').fill(nit);
  await companies.field('Razón social').fill(name);
  await companies.field('Email corporativo').fill('info@gestion.test');
  await companies.field('Teléfono').fill('+57 604 555 1234');
  await companies.field('Dirección').fill('Calle 10 # 43-20');
  await companies.choose('Ciudad', 'Cali');
  await companies.choose('Departamento', 'Valle del Cauca');
  await companies.field('Persona de contacto').fill('Sofía Pérez');
  await companies.field('Email de contacto').fill('sofia@gestion.test');
  await companies.field('Teléfono de contacto').fill('+57 310 555 1234');
  await companies.field('Sitio web').fill('https://gestion.test');
  await companies.field('Año de fundación').fill('2012');
  await page.getByRole('button', { name: 'Crear Empresa' }).click();

  // Saving returns to the list, where the search finds the new company.
  await expect(page).toHaveURL(/\/constructor\/companies$/);
  await companies.search.fill(name.toUpperCase());
  await companies.expectNames([name]);
  const [created] = (await managedCompanies(token, { q: name })).companies;
  expect(created).toMatchObject({ name, contact_person: 'Sofía Pérez', department: 'Valle del Cauca' });

  // Editar: the modal's reduced set; saving really saves.
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`edit=${created!.id}`));
  await expect(companies.modal).toBeVisible();
  await expect(companies.field('NIT', companies.modal)).toHaveCount(0);
  await companies.field('Persona de contacto', companies.modal).fill('Tomás Herrera');
  await companies.modal.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(companies.modal).toHaveCount(0);
  await expect(companies.card(name)).toContainText('Tomás Herrera');
  const stored = await companyApi<{ contact_person: string; registration_id: string }>(
    'GET',
    `/companies/${created!.id}`,
    token
  );
  expect(stored.body).toMatchObject({ contact_person: 'Tomás Herrera', registration_id: nit });

  // Eliminar: the company delete dialog; the company is gone from the list and the database.
  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Eliminar empresa?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('No se encontraron empresas')).toBeVisible();
  await expect(page.getByText('Intenta ajustar los filtros de búsqueda')).toBeVisible();
  expect((await companyApi('GET', `/companies/${created!.id}`, token)).status).toBe(404);
});
