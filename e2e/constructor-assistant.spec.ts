import type { Page } from '@playwright/test';
import { formatMoney } from '../src/domain/format';
import { companyApi } from './models/company-api';
import { companiesOf, passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';

type Unit = { status: string; price: number | null };
type Card = { id: number; name: string };

/** The assistant's last answer in the conversation. */
const lastAnswer = (page: Page) =>
  page.getByRole('log', { name: 'Conversación' }).locator('[data-sender=ai]').last();

test('the portal assistant answers two questions with the figures the API holds', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const token = await passwordGrantToken(OWNER);
  const [company] = await companiesOf(token);
  if (!company) throw new Error(`${OWNER} has no company`);
  await signIn(OWNER);
  await page.goto('/constructor/assistant');
  await expect(page.getByRole('link', { name: 'Asistente AI' })).toHaveAttribute('aria-current', 'page');
  const input = page.getByRole('textbox', { name: 'Pregunta' });
  await expect(input).toHaveAttribute('placeholder', 'Describe tu proyecto o haz una pregunta...');

  // 'Optimizar estrategia' asks for this month's sales: the revenue is the dashboard's revenue this month.
  await page.getByRole('button', { name: 'Optimizar estrategia' }).click();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
  const dashboard = await companyApi<{ kpis: { revenue_this_month: number } }>(
    'GET',
    `/constructor/dashboard?company_id=${company.id}`,
    token
  );
  const revenue = dashboard.body.kpis.revenue_this_month;
  if (revenue > 0) await expect(lastAnswer(page)).toContainText(`por un total de ${formatMoney(revenue)}`);
  else await expect(lastAnswer(page)).toContainText('No hay ventas registradas este mes todavía.');

  // A typed question: availability and price range of each project, checked against the project's units.
  await input.fill('¿Qué disponibilidad y rangos de precio tiene cada proyecto?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(lastAnswer(page)).toContainText('Disponibilidad por proyecto');
  const cards = await companyApi<{ projects: Card[] }>(
    'GET',
    `/constructor/projects?company_id=${company.id}`,
    token
  );
  const project = cards.body.projects.toSorted((a, b) => a.name.localeCompare(b.name, 'es'))[0]!;
  const listed = await companyApi<Unit[] | { properties: Unit[] }>(
    'GET',
    `/projects/${project.id}/properties`,
    token
  );
  const units = Array.isArray(listed.body) ? listed.body : listed.body.properties;
  const available = units.filter((u) => u.status === 'AVAILABLE');
  const prices = available.map((u) => Number(u.price)).filter((p) => !Number.isNaN(p));
  const range =
    prices.length === 0
      ? 'sin precio registrado'
      : Math.min(...prices) === Math.max(...prices)
        ? formatMoney(Math.min(...prices))
        : `${formatMoney(Math.min(...prices))} a ${formatMoney(Math.max(...prices))}`;
  await expect(lastAnswer(page)).toContainText(
    `${project.name}: ${available.length} de ${units.length} unidades disponibles, ${range}`
  );
});
