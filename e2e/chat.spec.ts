import { ChatPage } from './models/chat';
import { DashboardPage } from './models/dashboard';
import { expect, test } from './support/fixtures';

const SEARCH = '2 habitaciones en Medellín por menos de 400 millones';
const OWNER = 'owner@inbest.test';
const CONSENT_LABEL = 'Autorizo el tratamiento de mis datos personales';
const CONSENT_REQUIRED = 'Debes autorizar el tratamiento de tus datos personales para enviar tus datos.';

test.describe('investor assistant', () => {
  test('search, refine, analyse and clear: only real matching properties, every analysis section', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await expect(chat.welcome).toBeVisible();
    await expect(chat.sendButton).toBeDisabled();

    const first = await chat.ask(SEARCH);
    await expect(first).toContainText('Encontré');
    await expect(first).toContainText('Comprensión 100 %');
    await expect(chat.panel).toBeVisible();
    await expect(chat.panel.getByRole('button', { name: 'Quitar filtro Medellín' })).toBeVisible();
    const found = await chat.allFacts();
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.bedrooms).toBe(2);
      expect(p.location).toContain('Medellín');
      expect(p.price).toBeLessThanOrEqual(400_000_000);
    }

    const cheaper = await chat.ask('más barato');
    await expect(cheaper).toContainText('Bajé el precio máximo');
    const ceiling = Math.floor((Math.max(...found.map((p) => p.price)) * 0.9) / 1e6) * 1e6;
    const cheaperPrices = await chat.cardPrices();
    expect(cheaperPrices.length).toBeGreaterThan(0);
    for (const price of cheaperPrices) expect(price).toBeLessThanOrEqual(ceiling);

    await chat.ask('con parqueadero');
    await expect(chat.panel.getByRole('button', { name: 'Quitar filtro Con parqueadero' })).toBeVisible();
    const withParking = await chat.allFacts();
    expect(withParking.length).toBeGreaterThan(0);
    for (const p of withParking) {
      expect(p.parking).toBeGreaterThanOrEqual(1);
      expect(p.price).toBeLessThanOrEqual(ceiling);
      expect(p.bedrooms).toBe(2);
    }

    const titles = await chat.cards.getByRole('heading').allInnerTexts();
    await chat.card(0).getByRole('button', { name: 'Análisis', exact: true }).click();
    await expect(chat.panel.getByRole('heading', { name: 'Análisis Financiero' })).toBeVisible();
    await expect(chat.panel.getByText(titles[0] as string)).toBeVisible();
    const main = chat.analysisSection('Métricas principales');
    await expect(main).toBeVisible({ timeout: 20_000 });
    for (const label of ['Precio de compra', 'Arriendo mensual estimado', 'Ingreso anual']) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    for (const label of ['Administración', 'Impuesto predial', 'Total costos anuales']) {
      await expect(chat.analysisSection('Costos anuales').getByText(label, { exact: true })).toBeVisible();
    }
    for (const label of ['Cap rate', 'NOI (ingreso operativo neto)', 'ROI (año 1)', 'TIR a 10 años']) {
      await expect(
        chat.analysisSection('Resultados financieros').getByText(label, { exact: true })
      ).toBeVisible();
    }
    await expect(chat.analysisSection('Recomendaciones').getByRole('listitem').first()).toBeVisible();
    await expect(chat.analysisSection('Conclusiones')).toContainText('TIR estimada');
    const analysisReply = chat.replies().last();
    await expect(analysisReply.getByRole('region', { name: 'Análisis financiero' })).toContainText(
      'Cap rate'
    );
    await analysisReply.getByText('Supuestos', { exact: true }).click();
    await expect(analysisReply.getByText('NOI ÷ precio de compra')).toBeVisible();

    await chat.panel.getByRole('button', { name: 'Regresar' }).click();
    await expect(chat.cards.getByRole('heading')).toHaveText(titles);

    await page.keyboard.press('Escape');
    await expect(chat.panel).toBeHidden();

    await chat.clearButton.click();
    // It asks first: the conversation cannot be recovered.
    await chat.page.getByRole('alertdialog').getByRole('button', { name: 'Limpiar chat' }).click();
    await expect(chat.welcome).toBeVisible();
    await expect(chat.conversation).toBeHidden();
  });

  test("'Me interesa' creates a lead the owning company sees on its dashboard", async ({
    page,
    signIn,
    shell,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.ask(SEARCH);
    const facts = await chat.facts(chat.card(0));
    const visitor = `Inversionista ${Date.now().toString(36)}`;

    await chat.card(0).getByRole('button', { name: 'Me interesa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Me interesa' });
    await dialog.getByRole('button', { name: 'Enviar datos' }).click();
    await expect(dialog.getByText('Indica un correo electrónico o un teléfono')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Nombre/ }).fill(visitor);
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('inversionista@example.co');
    // Habeas Data: unticked at first, and the form refuses to send without it.
    const consent = dialog.getByRole('checkbox', { name: CONSENT_LABEL });
    await expect(consent).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Enviar datos' }).click();
    await expect(dialog.getByText(CONSENT_REQUIRED)).toBeVisible();
    await consent.check();
    await dialog.getByRole('button', { name: 'Enviar datos' }).click();
    await expect(dialog.getByText(`¡Gracias, ${visitor}!`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();

    await signIn(OWNER);
    const current = await shell.companySelect.innerText();
    if (!current.includes(facts.company)) await shell.chooseCompany(facts.company);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.card('Leads Nuevos (30 días)')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(visitor) })).toBeVisible({ timeout: 15_000 });
  });

  test('the conversation survives a reload; Shift+Enter adds a line; small screens get a slide-over', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.input.fill('casas en Pereira');
    await chat.input.press('Shift+Enter');
    await chat.input.pressSequentially('con jardín');
    await expect(chat.input).toHaveValue('casas en Pereira\ncon jardín');
    await chat.sendButton.click();
    await expect(chat.replies()).toHaveCount(1, { timeout: 20_000 });
    await expect(chat.panel).toBeVisible();

    await page.reload();
    await expect(chat.conversation.getByText('casas en Pereira')).toBeVisible();
    await expect(chat.panel).toBeVisible();
    await expect(chat.cards.first()).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    const backdrop = page.getByTestId('results-backdrop');
    await expect(backdrop).toBeVisible();
    await backdrop.click({ position: { x: 10, y: 400 } });
    await expect(chat.panel).toBeHidden();

    await chat.ask('Hola');
    await chat.ask('cuéntame un chiste');
    await expect(chat.replies().last()).toContainText('fuera de lo que sé hacer');
    await expect(chat.panel).toBeHidden();
  });
});
