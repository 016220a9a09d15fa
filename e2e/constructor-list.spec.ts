import { CONSTRUCTION_STAGE_LABELS } from '../src/domain/construction';
import { priceBucket } from '../src/domain/price-buckets';
import { ConstructorListPage, constructorCardPage, constructorCards } from './models/constructor-list';
import { PROJECT_CARDS_PAGE_SIZE } from '../src/domain/constructor-workspace';
import { apiCall } from './models/project-api';
import { companiesOf, passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';
const REFUSED = 'No se puede eliminar el proyecto: tiene unidades vendidas o reservadas.';

test('the constructor finds projects by search and filters, opens one, and deletes what can be deleted', async ({
  page,
  signIn,
  shell,
}) => {
  test.setTimeout(180_000);
  const token = await passwordGrantToken(OWNER);
  const [company] = await companiesOf(token);
  if (!company) throw new Error(`${OWNER} has no company`);
  // A project of its own to find and delete: pre-sale in Cartagena, priced around 400 million (300-500 bucket).
  const name = `Mirador Lista ${Date.now()}`;
  const created = await apiCall<{ id: number }>('POST', '/projects', token, {
    company_id: company.id,
    name,
    description: 'Apartamentos frente al mar para la lista del constructor',
    location: 'Cartagena',
    city: 'Cartagena',
    address: 'Carrera 1 # 10-20',
    country_code: 'CO',
    total_units: 10,
    price_range_min: 350_000_000,
    price_range_max: 450_000_000,
    construction_stage: 'pre-sale',
    nearby_places: [{ name: 'Playa de Bocagrande', type: 'Parque', distance: 1.2 }],
  });
  expect(created.status).toBe(201);

  // Enough projects for a second page, so the pager is walked; they are removed right after.
  const fillers: number[] = [];
  const shown = (await constructorCardPage(token, company.id)).total_items;
  for (let n = shown; n <= PROJECT_CARDS_PAGE_SIZE; n++) {
    const filler = await apiCall<{ id: number }>('POST', '/projects', token, {
      company_id: company.id,
      name: `Relleno Lista ${Date.now()} ${n}`,
      description: 'Proyecto de relleno para la segunda página',
      location: 'Pereira',
      city: 'Pereira',
      address: 'Calle 1 # 1-1',
      country_code: 'CO',
      total_units: 1,
    });
    expect(filler.status).toBe(201);
    fillers.push(filler.body.id);
  }

  await signIn(OWNER);
  const list = new ConstructorListPage(page);
  await list.goto();
  const first = await constructorCardPage(token, company.id);
  expect(first.total_pages).toBeGreaterThan(1);
  await list.expectNames(first.projects.map((c) => c.name));

  // The pager asks the server for the next page; the URL carries it, Back returns to the first.
  await list.goToPage(2);
  await list.expectNames((await constructorCards(token, company.id, { page: '2' })).map((c) => c.name));
  expect(list.query().get('page')).toBe('2');
  await page.goBack();
  await list.expectNames(first.projects.map((c) => c.name));
  expect(list.query().get('page')).toBeNull();
  for (const id of fillers) expect((await apiCall('DELETE', `/projects/${id}`, token)).status).toBe(200);

  // The search waits for typing to pause, then the URL carries it.
  await list.search.fill('mirador lista');
  await list.expectNames([name]);
  expect(list.query().get('q')).toBe('mirador lista');
  await list.search.fill('');
  await list.search.press('Enter');

  await list.filter('Etapa', CONSTRUCTION_STAGE_LABELS['pre-sale']);
  await list.filter('Ciudad', 'Cartagena');
  await list.filter('Rango de precio', priceBucket('300000-500000').label);
  const filtered = { stage: 'pre-sale', city: 'Cartagena', price_bucket: '300000-500000' };
  await expect.poll(() => Object.fromEntries(list.query())).toEqual(filtered);
  const expected = (await constructorCards(token, company.id, filtered)).map((c) => c.name);
  expect(expected).toContain(name);
  await list.expectNames(expected);

  // A reload of the linked view shows the same cards.
  await page.reload();
  await list.expectNames(expected);

  // Ver opens the detail on ?project={id}; Escape closes it and drops the parameter.
  await list.action(name, 'Ver');
  await expect(list.modal).toBeVisible();
  await expect(list.modal.getByRole('heading', { name })).toBeVisible();
  await expect(list.modal.getByText('Playa de Bocagrande')).toBeVisible();
  await expect(list.modal.getByText('1,2 km')).toBeVisible();
  expect(list.query().get('project')).toBe(String(created.body.id));
  await page.keyboard.press('Escape');
  await expect(list.modal).toBeHidden();
  expect(list.query().get('project')).toBeNull();
  expect(Object.fromEntries(list.query())).toEqual(filtered);

  // A project without sales is deleted: its card goes, and the API no longer has it.
  await list.delete(name);
  await expect(shell.toast('Proyecto eliminado exitosamente')).toBeVisible();
  await expect(list.card(name)).toHaveCount(0);
  expect((await apiCall('GET', `/projects/${created.body.id}`, token)).status).toBe(404);

  // One with sold units is refused with the server's reason, and stays.
  const sold = (await constructorCards(token, company.id)).find((c) => c.units_sold > 0);
  if (!sold) throw new Error('the demo company has no project with sold units on the first page');
  await list.clearFilters();
  await list.expectNames((await constructorCards(token, company.id)).map((c) => c.name));
  const dialog = await list.delete(sold.name);
  await expect(dialog).toContainText(REFUSED);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.card(sold.name)).toBeVisible();
  expect((await apiCall('GET', `/projects/${sold.id}`, token)).status).toBe(200);
});
