import { ConstructorFormPage } from './models/constructor-form';
import { apiCall, companyProjects } from './models/project-api';
import { picture } from './models/upload';
import { companiesOf, passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';

type StoredProject = {
  id: number;
  name: string;
  status: string;
  city: string | null;
  construction_stage: string;
  progress: number | null;
  roi_expected: number | null;
  manager: string | null;
  nearby_places: { name: string; type: string; distance: number | null }[];
  image_urls: string[];
  documents: { url: string; name: string; kind: string }[];
};

/** A small but real PDF: the server tells types by their first bytes. */
const plan = {
  name: 'Plano general.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

test('the demo owner creates a project through the constructor form, then moves its works on', async ({
  page,
  signIn,
  shell,
}) => {
  test.setTimeout(180_000);
  const token = await passwordGrantToken(OWNER);
  const [company] = await companiesOf(token);
  if (!company) throw new Error(`${OWNER} has no company`);
  const name = `Mirador de Sabaneta ${Date.now()}`;
  const stored = async (id: number) => {
    const res = await apiCall<StoredProject>('GET', `/projects/${id}`, token);
    expect(res.status).toBe(200);
    return res.body;
  };

  await signIn(OWNER);
  const form = new ConstructorFormPage(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await form.gotoNew();
  await form.expectNoSideScroll();
  await page.screenshot({ path: 'test-results/constructor-form-1366.png', fullPage: true });

  // Spec §5: an empty form says what is missing, each message under its field.
  await form.submit('Crear Proyecto');
  for (const message of [
    'El nombre del proyecto es obligatorio',
    'La descripción es obligatoria',
    'La ciudad es obligatoria',
    'La ubicación es obligatoria',
    'La dirección es obligatoria',
    'El número total de unidades es obligatorio',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await form.type('Nombre del proyecto', name);
  await expect(page.getByText('El nombre del proyecto es obligatorio')).toBeHidden();
  await form.type('Descripción', 'Torre de 18 pisos con vista al valle');
  await form.type('Ciudad', 'Sabaneta');
  await form.type('Dirección', 'Calle 75 Sur # 43-20');
  await form.type('Ubicación', 'Sabaneta');
  await form.type('Total de unidades', '36');
  await form.type('Precio mínimo', '310000000');
  await form.type('Precio máximo', '480000000');
  await form.type('ROI esperado (%)', '12.5');
  await form.type('Responsable del proyecto', 'Laura Restrepo');
  await form.addNearbyPlace('Parque de Sabaneta', 'Parque', '0.5');
  await form.upload([await picture('fachada.jpg', 200), plan]);
  await expect(form.images).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Plano general.pdf' })).toBeVisible();

  await form.submit('Crear Proyecto');
  await expect(shell.toast('Proyecto creado exitosamente')).toBeVisible();
  await expect(page).not.toHaveURL((url) => url.pathname === '/constructor/projects/new');

  const created = (await companyProjects(token, company.id)).find((p) => p.name === name);
  if (!created) throw new Error(`${name} was not saved`);
  expect(await stored(created.id)).toMatchObject({
    status: 'ACTIVE',
    city: 'Sabaneta',
    construction_stage: 'planning',
    roi_expected: 12.5,
    manager: 'Laura Restrepo',
    nearby_places: [{ name: 'Parque de Sabaneta', type: 'Parque', distance: 0.5 }],
    image_urls: [expect.stringMatching(/\.jpg$/)],
    documents: [{ url: expect.stringMatching(/\.pdf$/), name: 'Plano general.pdf', kind: 'pdf' }],
  });

  await form.gotoEdit(created.id);
  await expect(form.field('Nombre del proyecto')).toHaveValue(name);
  await expect(form.images).toHaveCount(1);
  await form.choose('Etapa de obra', 'En Construcción');
  await form.type('Avance de obra (%)', '35');
  await form.submit('Actualizar Proyecto');
  await expect(shell.toast('Proyecto actualizado exitosamente')).toBeVisible();

  const updated = await stored(created.id);
  expect(updated).toMatchObject({ construction_stage: 'construction', progress: 35, roi_expected: 12.5 });
  expect(updated.nearby_places).toHaveLength(1);
  expect(updated.image_urls).toHaveLength(1);
  expect(updated.documents).toHaveLength(1);

  // On a phone the sections stack to one column and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await form.gotoEdit(created.id);
  await form.expectNoSideScroll();
  await form.expectOneColumn('Ciudad', 'Zona');
  await page.screenshot({ path: 'test-results/constructor-form-390.png', fullPage: true });
  await expect(page.getByRole('combobox', { name: 'Etapa de obra', exact: true })).toContainText(
    'En Construcción'
  );
  await expect(form.field('Avance de obra (%)')).toHaveValue('35');
});
