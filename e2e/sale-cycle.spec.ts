import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CONSENT_LABEL } from '../src/domain/privacy';
import { ChatPage } from './models/chat';
import { LeadsPage } from './models/leads';
import { apiGet, companiesOf, passwordGrantToken } from './support/api';
import { accessibilityViolations } from './support/axe';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdf';

const OWNER = 'owner@inbest.test';
const HOUR = 60 * 60 * 1000;
// The chat lists the demo company's project units for this search: units that live on an availability board.
const SEARCH = 'apartamentos en Medellín sobre planos';

type BoardUnit = { id: number; name: string; status: string; price: number | null };
type Funnel = { totals: { leads: number; quotes: number; reservations: number; sales: number } };
type SaleSettings = {
  quote_validity_days: number;
  member_max_discount_pct: number;
  reservation_days: number;
  version: number;
};

const pesos = (n: number) => `$${n.toLocaleString('es-CO').replace(/,/g, '.')}`;

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${E2E.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const testHook = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await fetch(`${E2E.apiUrl}/__test__/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** The company's reservation days, set for what follows; returns how to put the setting back. */
async function holdDays(token: string, companyId: number, days: number): Promise<() => Promise<void>> {
  const path = `/companies/${companyId}/sale-settings`;
  const before = await api<SaleSettings>(token, 'GET', path);
  const { version, ...settings } = before;
  const changed = await api<SaleSettings>(token, 'PUT', path, {
    ...settings,
    reservation_days: days,
    version,
  });
  return async () => {
    await api(token, 'PUT', path, { ...settings, version: changed.version });
  };
}

/** A visitor of /chat leaves their data with 'Me interesa' on the first unit found; returns that unit's id. */
async function visitorAsksForAUnit(page: Page, name: string, email: string): Promise<number> {
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.ask(SEARCH);
  const card = chat.card(0);
  const { id } = await chat.facts(card);
  await card.getByRole('button', { name: 'Me interesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Me interesa' });
  await dialog.getByRole('textbox', { name: /Nombre/ }).fill(name);
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await dialog.getByRole('checkbox', { name: CONSENT_LABEL }).check();
  await dialog.getByRole('button', { name: 'Enviar datos' }).click();
  await expect(dialog.getByText(`¡Gracias, ${name}!`)).toBeVisible();
  return id;
}

for (const size of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a lead from the chat is quoted, separated and sold; another separación expires (${size.width} px)`, async ({
    page,
    signIn,
    shell,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const stamp = `${size.width}-${Date.now().toString(36)}`;
    const lead = { name: `Comprador Chat ${stamp}`, email: `comprador.${stamp}@example.co` };
    const token = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(token);

    // 1. A visitor of the public chat asks about a unit and leaves their data, with the Habeas Data box.
    const unitId = await visitorAsksForAUnit(page, lead.name, lead.email);
    const unit = await apiGet<{ id: number; name: string; project_id: number; price: number }>(
      `/properties/${unitId}`,
      token
    );

    // 2. The company's owner finds the lead in the portal and quotes the unit it asked about.
    await signIn(OWNER);
    const leads = new LeadsPage(page);
    await leads.goto('/constructor/leads');
    await leads.search.fill(stamp);
    await leads.card(lead.name).getByRole('button', { name: 'Ver perfil' }).click();
    await page.getByRole('dialog', { name: lead.name }).getByRole('link', { name: 'Cotizar' }).click();
    await expect(page.getByRole('heading', { name: 'Nueva cotización' })).toBeVisible();
    await expect(page.getByText(`Precio de lista ${pesos(unit.price)}`)).toBeVisible();
    await page.getByLabel('Descuento (%)').fill('2');
    await page.getByLabel('Separación (COP)').fill('5000000');
    await expect(page.getByLabel('Cuota inicial (%)')).toHaveValue('30');
    await page.getByLabel('Número de cuotas').fill('12');
    await page.getByLabel('Fecha de entrega').fill(`${new Date().getFullYear() + 2}-06-30`);
    await page.getByRole('button', { name: 'Guardar cotización' }).click();
    await expect(shell.toast('Cotización guardada')).toBeVisible();
    const quoteId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const finalPrice = Math.round(unit.price * 0.98);
    const plan = page.getByRole('table', { name: 'Plan de pagos' });
    await expect(plan.getByRole('row', { name: /Cuota \d+ de 12/ })).toHaveCount(12);
    await expect(plan.getByRole('row', { name: /Total del plan/ })).toContainText(pesos(finalPrice));

    // 3. The PDF the buyer gets: the list price, the plan's total equal to the price after the discount, the validity.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    const text = pdfText(await readFile((await download.path())!));
    expect(text).toContain(pesos(unit.price));
    expect(text).toMatch(new RegExp(`Total del plan\\s+${pesos(finalPrice).replace(/[$.]/g, '\\$&')}`));
    expect(text).toMatch(/Válida hasta el \d/);

    // 4. Sent, accepted by the buyer, separated with the quote's separación.
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(shell.toast('Cotización enviada')).toBeVisible();
    await page.getByRole('button', { name: 'Marcar aceptada' }).click();
    await expect(page.getByText('Aceptada', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Separar' }).click();
    await expect(page).toHaveURL(new RegExp(`/constructor/sales\\?quote_id=${quoteId}$`));
    const reserve = page.getByRole('dialog', { name: `Separar: ${unit.name}` });
    await expect(reserve.getByLabel('Valor de la separación')).toHaveValue('5000000');
    await reserve.getByRole('button', { name: 'Separar unidad' }).click();
    await expect(shell.toast('Unidad separada')).toBeVisible();
    const held = page.getByRole('dialog', { name: `Separación: ${unit.name}` });
    await held.getByRole('button', { name: 'Cerrar' }).first().click();

    // 5. The board shows it 'Separado'; another unit is separated from the board for a day.
    const board = `/constructor/projects/${unit.project_id}/availability`;
    await page.goto(board);
    await expect(page.getByRole('button', { name: `${unit.name}, Separado` })).toBeVisible();
    const { units } = await apiGet<{ units: BoardUnit[] }>(
      `/projects/${unit.project_id}/availability`,
      token
    );
    const other = units.find((u) => u.status === 'AVAILABLE' && (u.price ?? 0) > 0)!;
    const restore = await holdDays(token, company!.id, 1);
    try {
      await page.getByRole('button', { name: `${other.name}, Disponible` }).click();
      await page.getByRole('dialog', { name: other.name }).getByRole('button', { name: 'Separar' }).click();
      const direct = page.getByRole('dialog', { name: `Separar: ${other.name}` });
      await direct.getByLabel('Lead').selectOption({ label: lead.name });
      await direct.getByLabel('Valor de la separación').fill('2000000');
      await direct.getByRole('button', { name: 'Separar unidad' }).click();
      await expect(shell.toast('Unidad separada')).toBeVisible();
    } finally {
      await restore();
    }
    await page
      .getByRole('dialog', { name: `Separación: ${other.name}` })
      .getByRole('button', { name: 'Cerrar' })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Separaciones vigentes' })).toContainText(other.name);

    // 6. A day later, with nobody acting, the expiry job frees that unit; the first separación holds.
    await testHook('clock/advance', { ms: 25 * HOUR });
    // The queue's own minute may have run it first: the browser, not the count, says the unit is free.
    const swept = await testHook<{ report: { expired?: number } }>('jobs/run', { name: 'reservations' });
    expect(swept.report.expired).toBeGreaterThanOrEqual(0);
    await page.goto(board);
    await expect(page.getByRole('button', { name: `${other.name}, Disponible` })).toBeVisible();
    await expect(page.getByRole('button', { name: `${unit.name}, Separado` })).toBeVisible();

    // 7. 'Vender' on the first separación, with the buyer on record; a payment in Cartera.
    await page.goto('/constructor/sales');
    const inForce = page.getByRole('table', { name: 'Separaciones vigentes' });
    await expect(inForce).not.toContainText(other.name);
    await inForce
      .getByRole('row')
      .filter({ hasText: unit.name })
      .getByRole('button', { name: 'Ver separación' })
      .click();
    await held.getByRole('button', { name: 'Vender' }).click();
    await held.getByLabel('Nombre del comprador').fill(lead.name);
    await held.getByLabel('Tipo de documento').selectOption({ label: 'Cédula de Ciudadanía' });
    await held.getByLabel('Número de documento').fill(String(Date.now()).slice(-10));
    await held.getByLabel('Correo electrónico').fill(lead.email);
    await held.getByLabel('Teléfono').fill('+57 310 555 0101');
    expect(await accessibilityViolations(page), 'axe: the sale form').toEqual([]);
    await held.getByRole('button', { name: 'Registrar venta' }).click();
    await expect(shell.toast('Venta registrada')).toBeVisible();
    // The new sale opens: the buyer on record and the quote's plan as the instalments to collect.
    const sale = page.getByRole('dialog', { name: `Venta: ${unit.name}` });
    await expect(
      sale.getByRole('table', { name: 'Cuotas' }).getByRole('row', { name: /Cuota \d+ de 12/ })
    ).toHaveCount(12);
    await expect(sale).toContainText(lead.email);
    const payment = sale.getByRole('form', { name: 'Registrar pago' });
    await payment.getByLabel('Valor (COP)').fill('1000000');
    await payment.getByRole('button', { name: 'Registrar pago' }).click();
    await expect(shell.toast('Pago registrado')).toBeVisible();
    expect(await accessibilityViolations(page), 'axe: the sale').toEqual([]);
    await page.keyboard.press('Escape');

    // 8. The funnel counts every step, as the API does; the activity log names the expiry.
    const funnel = await apiGet<Funnel>(`/sales-funnel?company_id=${company!.id}`, token);
    await page.goto('/constructor/dashboard');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Embudo de ventas', exact: true }),
    });
    // The dashboard's first load counts a whole company: on a busy machine it takes longer than a click.
    await expect(section.getByRole('list', { name: 'Pasos del embudo' })).toBeVisible({ timeout: 30_000 });
    const steps = section.getByRole('list', { name: 'Pasos del embudo' }).getByRole('listitem');
    const totals = [
      funnel.totals.leads,
      funnel.totals.quotes,
      funnel.totals.reservations,
      funnel.totals.sales,
    ];
    for (const [i, total] of totals.entries()) {
      expect(total).toBeGreaterThanOrEqual(1);
      await expect(steps.nth(i)).toContainText(total.toLocaleString('es-CO'));
    }
    await expect(page.getByRole('list', { name: 'Actividad reciente' })).toContainText(
      `Separación vencida: ${other.name}`
    );
  });
}

/** A project of the demo company with an available unit and a held one (held here through the API if none is). */
async function boardWithHeldUnit(token: string, companyId: number) {
  const { projects } = await apiGet<{ projects: { id: number }[] }>(
    `/projects?company_id=${companyId}&page=1&limit=100`,
    token
  );
  for (const project of projects) {
    const { units } = await apiGet<{ units: BoardUnit[] }>(`/projects/${project.id}/availability`, token);
    const available = units.filter((u) => u.status === 'AVAILABLE' && (u.price ?? 0) > 0);
    if (available.length < 2) continue;
    let reserved = units.find((u) => u.status === 'RESERVED');
    if (!reserved) {
      const { leads } = await apiGet<{ leads: { id: number }[] }>(
        `/leads?company_id=${companyId}&page=1&limit=1`,
        token
      );
      reserved = available.pop()!;
      await api(token, 'POST', '/reservations', {
        property_id: reserved.id,
        lead_id: leads[0]!.id,
        deposit: 1_000_000,
        deposit_method: 'transfer',
      });
    }
    return { projectId: project.id, available: available[0]!, reserved };
  }
  throw new Error('No project of the demo company has two available units with a price');
}

// The one permissions policy, as each role meets it on the sale screens: a MEMBER separates but does not sell,
// release or record payments; a VIEWER only reads.
for (const { email, role, width } of [
  { email: 'member@inbest.test', role: 'MEMBER', width: 1366 },
  { email: 'viewer@inbest.test', role: 'VIEWER', width: 390 },
] as const) {
  test(`a ${role} is offered on the sale screens what the policy allows (${width} px)`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const token = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(token);
    const { projectId, available, reserved } = await boardWithHeldUnit(token, company!.id);
    await signIn(email);

    await page.goto(`/constructor/projects/${projectId}/availability`);
    const panelOf = async (unit: BoardUnit, status: string) => {
      await page.getByRole('button', { name: `${unit.name}, ${status}` }).click();
      const panel = page.getByRole('dialog', { name: unit.name });
      await expect(panel.getByRole('heading', { name: 'Historial de estados' })).toBeVisible();
      return panel;
    };
    const held = await panelOf(reserved, 'Separado');
    await expect(held.getByRole('button', { name: 'Vender' })).toHaveCount(0);
    // Closed, another unit's panel opens: the board stays whole.
    await held.getByRole('button', { name: 'Cerrar' }).first().click();
    const free = await panelOf(available, 'Disponible');
    const separar = free.getByRole('button', { name: 'Separar' });
    if (role === 'MEMBER') await expect(separar).toBeVisible();
    else await expect(separar).toHaveCount(0);
    await expect(free.getByRole('button', { name: 'Cotizar' })).toHaveCount(role === 'MEMBER' ? 1 : 0);
    await expect(free.getByRole('button', { name: 'Bloquear' })).toHaveCount(0);

    if (role === 'VIEWER') {
      // The board's link to 'Separar', opened by hand, says why nothing opens.
      await page.goto(`/constructor/sales?unit_id=${available.id}`);
      await expect(
        page.getByText('Tu rol en la empresa permite consultar las ventas, no separar unidades.')
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Entendido' }).click();
    } else {
      await page.goto('/constructor/sales');
    }
    await page
      .getByRole('table', { name: 'Separaciones vigentes' })
      .getByRole('row')
      .filter({ hasText: reserved.name })
      .getByRole('button', { name: 'Ver separación' })
      .click();
    const separation = page.getByRole('dialog', { name: `Separación: ${reserved.name}` });
    await expect(separation).toContainText('Vence');
    await expect(separation.getByRole('button', { name: /^(Vender|Liberar)$/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page
      .getByRole('table', { name: 'Ventas' })
      .getByRole('button', { name: 'Ver venta' })
      .first()
      .click();
    const sale = page.getByRole('dialog', { name: /^Venta: / });
    await expect(sale.getByRole('table', { name: 'Cuotas' })).toBeVisible();
    await expect(sale.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);
  });
}
