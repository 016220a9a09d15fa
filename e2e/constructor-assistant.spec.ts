import type { Locator, Page } from '@playwright/test';
import { colombiaMonth, MONTH_SHORT_LABELS, monthStart } from '../src/domain/business-calendar';
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

type Project = Card & { total_units: number; investment_amount: number | null; roi_expected: number | null };

/** The lines of an answer under one of its headings (a project's or a city's), up to the next heading. */
const sectionOf = (answer: Locator, heading: string) =>
  answer.evaluate((root, name) => {
    let inside = false;
    const lines: string[] = [];
    for (const block of Array.from(root.querySelectorAll('h3, h4, h5, p'))) {
      if (block.tagName === 'P') {
        if (inside) lines.push(block.textContent ?? '');
      } else inside = block.textContent === name;
    }
    return lines.join('\n');
  }, heading);

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the three analysis cards answer from the company's projects and the public inventory at ${size.width} px`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const token = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(token);
    if (!company) throw new Error(`${OWNER} has no company`);
    const list = await companyApi<{ projects: Project[] }>(
      'GET',
      `/constructor/projects?company_id=${company.id}`,
      token
    );
    const project = list.body.projects.toSorted((a, b) => a.name.localeCompare(b.name, 'es'))[0]!;
    await page.setViewportSize(size);
    await signIn(OWNER);
    await page.goto('/constructor/assistant');

    const card = (title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
    const answer = async (title: string) => {
      await card(title).click();
      await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
      const last = lastAnswer(page);
      await expect(last.getByRole('heading', { name: title })).toBeVisible();
      await last.scrollIntoViewIfNeeded();
      return last;
    };

    // Análisis de proyecto: every project of the company with its pace, stock and price per m².
    const analysis = await sectionOf(await answer('Análisis de proyecto'), project.name);
    expect(analysis).toMatch(new RegExp(`Vendidas: \\d+ de ${project.total_units} unidad`));
    expect(analysis).toContain('Precio por m²');

    // Cálculo de ROI: the investment is the project's own.
    const returns = await sectionOf(await answer('Cálculo de ROI'), project.name);
    expect(returns).toContain(
      project.investment_amount
        ? `Inversión: ${formatMoney(project.investment_amount)}`
        : 'Inversión: sin registrar'
    );
    const percent = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(returns).toContain(
      project.roi_expected === null
        ? 'ROI esperado: sin registrar'
        : `ROI esperado: ${percent.format(project.roi_expected)} %`
    );

    // Tendencias del mercado: the period is the last six months in Colombia, this one included.
    const trends = await (await answer('Tendencias del mercado')).innerText();
    const { year, month } = colombiaMonth(new Date());
    const from = colombiaMonth(monthStart(year, month - 5));
    const period = (a: { year: number; month: number }) => `${MONTH_SHORT_LABELS[a.month - 1]} ${a.year}`;
    expect(trends).toMatch(
      new RegExp(
        `(de ${period(from)} a ${period({ year, month })}|entre ${period(from)} y ${period({ year, month })})`
      )
    );

    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}
