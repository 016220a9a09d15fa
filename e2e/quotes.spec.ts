import { readFile } from 'node:fs/promises';
import { apiGet, companiesOf, passwordGrantToken } from './support/api';
import { accessibilityViolations } from './support/axe';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { mailTo } from './support/inbox';
import { pdfText } from './support/pdf';

const OWNER = 'owner@inbest.test';

type BoardUnit = { id: number; name: string; status: string; price: number | null };

/** A project of the owner's company with an available unit that has a price, and a fresh lead with an e-mail. */
async function setUp(stamp: number) {
  const token = await passwordGrantToken(OWNER);
  const [company] = await companiesOf(token);
  const { projects } = await apiGet<{ projects: { id: number }[] }>(
    `/projects?company_id=${company!.id}&page=1&limit=100`,
    token
  );
  for (const project of projects) {
    const board = await apiGet<{ units: BoardUnit[] }>(`/projects/${project.id}/availability`, token);
    const unit = board.units.find((u) => u.status === 'AVAILABLE' && (u.price ?? 0) > 0);
    if (!unit) continue;
    const email = `comprador.${stamp}@example.com`;
    const name = `Comprador ${stamp}`;
    const res = await fetch(`${E2E.apiUrl}/leads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        company_id: company!.id,
        contact_name: name,
        contact_email: email,
        origin: 'manual',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { lead } = (await res.json()) as { lead: { id: number } };
    return { token, projectId: project.id, unit, lead: { id: lead.id, name, email } };
  }
  throw new Error('No project of the demo company has an available unit with a price');
}

const pesos = (n: number) => `$${n.toLocaleString('es-CO').replace(/,/g, '.')}`;

for (const width of [1366, 390]) {
  test(`a salesperson quotes a unit from the board, downloads the PDF, sends and marks it accepted @${width}`, async ({
    page,
    signIn,
    shell,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const stamp = Date.now();
    const { projectId, unit, lead } = await setUp(stamp);
    await signIn(OWNER);

    // Board → the unit → 'Cotizar'.
    await page.goto(`/constructor/projects/${projectId}/availability`);
    await page.getByRole('button', { name: `${unit.name}, Disponible` }).click();
    await page.getByRole('dialog', { name: unit.name }).getByRole('button', { name: 'Cotizar' }).click();
    await expect(page).toHaveURL(new RegExp(`/constructor/quotes/new\\?property_id=${unit.id}$`));
    await expect(page.getByRole('heading', { name: 'Nueva cotización' })).toBeVisible();
    await expect(page.getByText(`Precio de lista ${pesos(unit.price!)}`)).toBeVisible();

    // A lead, 30 % initial in 12 instalments up to a delivery two years away.
    await page.getByLabel('Lead', { exact: true }).selectOption({ label: lead.name });
    await expect(page.getByLabel('Cuota inicial (%)')).toHaveValue('30');
    await page.getByLabel('Número de cuotas').fill('12');
    await page.getByLabel('Fecha de entrega').fill(`${new Date().getFullYear() + 2}-06-30`);
    // An impossible term is said on its field before anything is sent.
    await page.getByLabel('Separación (COP)').fill(String(unit.price));
    await expect(page.getByText('La separación no puede superar la cuota inicial.')).toBeVisible();
    await page.getByLabel('Separación (COP)').fill('5000000');

    const preview = page.getByRole('table', { name: 'Vista previa del plan de pagos' });
    await expect(preview.getByRole('row', { name: /Cuota \d+ de 12/ })).toHaveCount(12);
    await expect(preview.getByRole('row', { name: /Total del plan/ })).toContainText(pesos(unit.price!));
    expect(await accessibilityViolations(page), 'axe: quote form').toEqual([]);

    await page.getByRole('button', { name: 'Guardar cotización' }).click();
    await expect(shell.toast('Cotización guardada')).toBeVisible();
    await expect(page).toHaveURL(/\/constructor\/quotes\/\d+$/);
    const quoteId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await expect(page.getByRole('heading', { name: `Cotización #${quoteId}` })).toBeVisible();
    const plan = page.getByRole('table', { name: 'Plan de pagos' });
    await expect(plan.getByRole('row', { name: /Total del plan/ })).toContainText(pesos(unit.price!));
    await expect(page.getByText('Borrador', { exact: true })).toBeVisible();

    // 'Descargar PDF': the price, the plan's total and the validity, as the buyer reads them.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cotizacion-${quoteId}.pdf`);
    const text = pdfText(await readFile((await download.path())!));
    expect(text).toContain(unit.name);
    expect(text).toContain('Total del plan');
    expect(text.split(pesos(unit.price!)).length).toBeGreaterThan(2);
    expect(text).toContain('Válida hasta el');

    // 'Enviar': the lead gets the quote by e-mail with the PDF.
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(shell.toast('Cotización enviada')).toBeVisible();
    const mail = (await mailTo(lead.email, `Tu cotización #${quoteId}`)) as Awaited<
      ReturnType<typeof mailTo>
    > & { attachments?: { contentType: string; fileName: string }[] };
    expect(mail.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
    await expect(page.getByRole('button', { name: 'Copiar enlace público' })).toBeVisible();

    await page.getByRole('button', { name: 'Marcar aceptada' }).click();
    await expect(shell.toast('Cotización aceptada')).toBeVisible();
    await expect(page.getByText('Aceptada', { exact: true })).toBeVisible();
    await expect(page.getByText(`Cotización #${quoteId}: aceptada por el comprador`)).toBeVisible();
    expect(await accessibilityViolations(page), 'axe: quote').toEqual([]);

    // 'Separar': the separación starts on 'Ventas y cartera' with the quote's separación as the deposit.
    await page.getByRole('button', { name: 'Separar' }).click();
    await expect(page).toHaveURL(new RegExp(`/constructor/sales\\?quote_id=${quoteId}$`));
    const reserve = page.getByRole('dialog', { name: `Separar: ${unit.name}` });
    await expect(reserve.getByLabel('Valor de la separación')).toHaveValue('5000000');
    await reserve.getByRole('button', { name: 'Separar unidad' }).click();
    await expect(shell.toast('Unidad separada')).toBeVisible();
    // The new separación opens, ready for 'Vender'; closed, the unit is listed among those in force.
    const held = page.getByRole('dialog', { name: `Separación: ${unit.name}` });
    await expect(held).toBeVisible();
    await held.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(held).toBeHidden();
    await expect(page.getByRole('table', { name: 'Separaciones vigentes' })).toContainText(unit.name);

    // The list: the quote's row under 'Aceptada'.
    await page.getByRole('link', { name: 'Cotizaciones' }).click();
    await page.getByRole('button', { name: /^Aceptada \(\d+\)$/ }).click();
    await expect(page.getByRole('table', { name: 'Cotizaciones' })).toContainText(`#${quoteId}`);
    expect(await accessibilityViolations(page), 'axe: quotes').toEqual([]);
  });
}

/** A quote of the unit for the lead, sent to the buyer, through the API. */
async function sentQuote(token: string, unitId: number, leadId: number): Promise<number> {
  const call = async (path: string, body?: object) => {
    const res = await fetch(`${E2E.apiUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as { id: number };
  };
  const { id } = await call('/quotes', {
    property_id: unitId,
    lead_id: leadId,
    instalment_count: 12,
    instalment_day: 5,
    delivery_date: `${new Date().getFullYear() + 2}-06-30`,
    financing: 'mortgage',
  });
  await call(`/quotes/${id}/send`);
  return id;
}

for (const width of [1366, 390]) {
  test(`the buyer declines a sent quote: 'Marcar rechazada' asks why and the quote shows it @${width}`, async ({
    page,
    signIn,
    shell,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const { token, unit, lead } = await setUp(Date.now());
    const quoteId = await sentQuote(token, unit.id, lead.id);
    await signIn(OWNER);
    await page.goto(`/constructor/quotes/${quoteId}`);

    await page.getByRole('button', { name: 'Marcar rechazada' }).click();
    const ask = page.getByRole('dialog', { name: 'Marcar rechazada' });
    await ask.getByLabel('Motivo').fill('No');
    await ask.getByRole('button', { name: 'Marcar rechazada' }).click();
    await expect(ask.getByText('El motivo debe tener al menos 3 caracteres')).toBeVisible();
    expect(await accessibilityViolations(page), 'axe: reason dialog').toEqual([]);
    await ask.getByLabel('Motivo').fill('Compró en otro proyecto');
    await ask.getByRole('button', { name: 'Marcar rechazada' }).click();
    await expect(shell.toast('Cotización rechazada por el comprador')).toBeVisible();
    await expect(ask).toBeHidden();
    await expect(page.getByText('Rechazada', { exact: true })).toBeVisible();
    await expect(page.getByText('Motivo del rechazo')).toBeVisible();
    await expect(
      page.getByText(
        `Cotización #${quoteId}: rechazada por el comprador: Compró en otro proyecto (Enviada → Rechazada).`
      )
    ).toBeVisible();
  });
}
