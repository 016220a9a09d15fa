import { LandingPage } from './models/landing';
import { apiCall } from './models/project-api';
import { ProjectFormPage } from './models/projects';
import { companiesOf, passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';

test('two people edit one project: the second save does not wipe the first, Recargar shows it', async ({
  page,
  browser,
  signIn,
  shell,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await passwordGrantToken(OWNER);
  const [company] = await companiesOf(token);
  if (!company) throw new Error(`${OWNER} has no company`);
  const name = `Edificio Compartido ${Date.now()}`;
  const created = await apiCall<{ id: number }>('POST', '/projects', token, {
    company_id: company.id,
    name,
    location: 'Medellín',
    address: 'Calle 10 # 43-12',
    country_code: 'CO',
    status: 'ACTIVE',
    total_units: 8,
    available_units: 8,
    currency: 'COP',
  });
  expect(created.status).toBe(201);
  const editPath = `/projects/${created.body.id}/edit`;

  // The first person, at a desk.
  await signIn(OWNER);
  await page.goto(editPath);
  const first = new ProjectFormPage(page);
  await expect(first.field('Nombre del proyecto')).toHaveValue(name);

  // The second person, on a phone, opens the same project before the first one saves.
  const phone = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const other = await phone.newPage();
  const landing = new LandingPage(other);
  await landing.goto();
  const login = await landing.startSignIn();
  await login.signIn(OWNER);
  await expect(other).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  await other.goto(editPath);
  const second = new ProjectFormPage(other);
  await expect(second.field('Nombre del proyecto')).toHaveValue(name);

  await first.field('Nombre del proyecto').fill(`${name} (torre norte)`);
  await first.submit('Actualizar Proyecto');
  await expect(shell.toast('Proyecto actualizado exitosamente')).toBeVisible();

  await second.field('Nombre del proyecto').fill(`${name} (torre sur)`);
  await second.submit('Actualizar Proyecto');
  const notice = other.getByRole('alert').filter({ hasText: 'Otra persona cambió este registro' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Tus cambios no se guardaron');
  // Saved from the bottom of a long form on a phone: the notice comes into view.
  await expect(notice).toBeInViewport();
  // Nothing was overwritten: the stored project still has the first person's name.
  const stored = await apiCall<{ name: string }>('GET', `/projects/${created.body.id}`, token);
  expect(stored.body.name).toBe(`${name} (torre norte)`);

  await notice.getByRole('button', { name: 'Recargar' }).click();
  await expect(second.field('Nombre del proyecto')).toHaveValue(`${name} (torre norte)`);
  await expect(notice).toBeHidden();

  // Saving on the reloaded copy goes through.
  await second.field('Nombre del proyecto').fill(`${name} (torres)`);
  await second.submit('Actualizar Proyecto');
  await expect(other.getByText('Proyecto actualizado exitosamente')).toBeVisible();
  await expect
    .poll(
      async () => (await apiCall<{ name: string }>('GET', `/projects/${created.body.id}`, token)).body.name
    )
    .toBe(`${name} (torres)`);
  await phone.close();
  await apiCall('DELETE', `/projects/${created.body.id}`, token);
});
