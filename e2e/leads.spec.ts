import { LeadsPage } from './models/leads';
import { companiesOf, dashboardSummary, passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const MEMBER = 'member@inbest.test';

test('a sales member creates a lead, filters, contacts it and exports the list', async ({
  page,
  signIn,
  shell,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Lina Prieto ${stamp}`;
  const email = `lina.${stamp}@example.com`;
  await signIn(MEMBER);
  const leads = new LeadsPage(page);
  await leads.goto();
  await expect(page.getByText('Sección aún no disponible')).toHaveCount(0);

  // The form's Spanish validation runs before anything is sent.
  await page.getByRole('button', { name: 'Nuevo Lead' }).click();
  await page.getByRole('button', { name: 'Crear Lead' }).click();
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await leads.create({ name, email, phone: '+57 310 555 0199', budget: '350000000', city: 'Medellín' });
  await expect(shell.toast('Lead creado exitosamente')).toBeVisible();
  // Newest first: the new lead leads the first page.
  await expect(leads.list.getByRole('listitem').first()).toContainText(name);

  // The search narrows the list and the tab counts; a tab without it says so.
  await leads.search.fill(String(stamp));
  await expect(leads.list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Nuevo (1)' })).toBeVisible();
  await leads.tab('En seguimiento').click();
  await expect(page.getByText('No se encontraron leads con los filtros seleccionados')).toBeVisible();
  await leads.tab('Todos').click();

  // 'Contactar' is a mailto: link; the lead moves to 'En seguimiento' with a history entry.
  const card = leads.card(name);
  await expect(card.getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', `mailto:${email}`);
  await card.getByRole('link', { name: 'Contactar' }).click();
  await expect(page.getByRole('button', { name: 'En seguimiento (1)' })).toBeVisible();
  await expect(card.getByText('En seguimiento', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Ver perfil' }).click();
  const profile = page.getByRole('dialog', { name });
  await expect(profile.getByText(`Contactado por correo electrónico (${email}).`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  // The export holds what the panel shows: the searched lead, with its status in Spanish.
  const { download, text } = await leads.export();
  expect(download.suggestedFilename()).toMatch(/^leads-empresa-\d+\.csv$/);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toContain('ID;Nombre;Correo;Teléfono;Estado;Origen');
  expect(lines).toHaveLength(2);
  // A cell starting with '+' would be a formula to Excel: the phone is kept as text by a leading apostrophe.
  expect(lines[1]).toContain(`;${name};${email};'+57 310 555 0199;En seguimiento;Manual;`);
  expect(lines[1]).toContain(';350000000;Apartamento;Medellín;');

  // The dashboard counts the same table.
  const token = await passwordGrantToken(MEMBER);
  const [company] = await companiesOf(token);
  const summary = await dashboardSummary(token, company!.id);
  expect(JSON.stringify(summary.recent_leads)).toContain(name);
});
