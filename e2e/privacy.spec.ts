import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { CONSENT_LABEL, CONSENT_REQUIRED } from '../src/domain/privacy';
import { ChatPage } from './models/chat';
import { LeadsPage } from './models/leads';
import { companiesOf, passwordGrantToken } from './support/api';
import { accessibilityViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { linkIn, mailTo } from './support/inbox';

const OWNER = 'owner@inbest.test';
const SEARCH = '2 habitaciones en Medellín por menos de 400 millones';
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** 'Me interesa' on the first result: refused without the authorisation, sent with it. */
async function meInteresa(page: Page, chat: ChatPage, name: string, email: string, refuseFirst: boolean) {
  await chat.card(0).getByRole('button', { name: 'Me interesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Me interesa' });
  await dialog.getByRole('textbox', { name: /Nombre/ }).fill(name);
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  const consent = dialog.getByRole('checkbox', { name: CONSENT_LABEL });
  await expect(consent).not.toBeChecked();
  if (refuseFirst) {
    await dialog.getByRole('button', { name: 'Enviar datos' }).click();
    await expect(dialog.getByText(CONSENT_REQUIRED)).toBeVisible();
  }
  await consent.check();
  await dialog.getByRole('button', { name: 'Enviar datos' }).click();
  await expect(dialog.getByText(`¡Gracias, ${name}!`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  await expect(dialog).toBeHidden();
}

/** The text of a file the page downloaded. */
const textOf = async (download: Download) => readFile((await download.path())!, 'utf8');

for (const size of WIDTHS) {
  test(`Habeas Data at ${size.width} px: consent, the policy, export, anonymise and the holder's request`, async ({
    page,
    signIn,
    shell,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    const stamp = `${size.width}-${Date.now().toString(36)}`;
    const kept = { name: `Titular Exporta ${stamp}`, email: `exporta.${stamp}@example.co` };
    const asker = { name: `Titular Pregunta ${stamp}`, email: `pregunta.${stamp}@example.co` };

    // The chat's 'Me interesa' refuses without the box and sends with it; two people leave their data.
    const chat = new ChatPage(page);
    await chat.goto();
    await chat.ask(SEARCH);
    await expect(chat.cards.first()).toBeVisible();
    const company = (await chat.facts(chat.card(0))).company;
    await meInteresa(page, chat, kept.name, kept.email, true);
    await meInteresa(page, chat, asker.name, asker.email, false);

    // The owner publishes a new version of the policy; the public page shows it.
    await signIn(OWNER);
    const companyId = (await companiesOf(await passwordGrantToken(OWNER))).find(
      (c) => c.name === company
    )!.id;
    await page.goto(`/company/${companyId}`);
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Política de tratamiento de datos', exact: true }) });
    const editor = section.getByRole('textbox', { name: /Texto de la política/ });
    await expect(editor).toHaveValue(/^POLÍTICA DE /);
    const clause = `Cláusula ${stamp}: los datos se conservan en Colombia.`;
    await editor.fill('Corta');
    await section.getByRole('button', { name: 'Guardar nueva versión' }).click();
    await expect(section.getByText('La política debe tener al menos 200 caracteres')).toBeVisible();
    const body = `POLÍTICA DE ${company}\n\n${'Finalidades, derechos del titular y canales de atención. '.repeat(5)}\n\n${clause}`;
    await editor.fill(body);
    await section.getByRole('button', { name: 'Guardar nueva versión' }).click();
    await expect(page.getByText(/^Política publicada como versión \d+$/)).toBeVisible();
    await expect(section.getByRole('listitem').first()).toContainText('(vigente)');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto(`/privacidad/empresas/${companyId}`);
    await expect(page.getByText(clause)).toBeVisible();

    // Export downloads JSON and CSV carrying the person's e-mail; 'Anonimizar' asks, then removes the person.
    const current = await shell.companySelect.innerText().catch(() => '');
    const leads = new LeadsPage(page);
    await leads.goto();
    if (!current.includes(company)) await shell.chooseCompany(company);
    const all = leads.tab('Todos');
    const total = await all.innerText();
    await leads.card(kept.name).getByRole('button', { name: 'Ver perfil' }).click();
    const profile = page.getByRole('dialog', { name: kept.name });
    const personal = profile.getByRole('region', { name: 'Datos personales' });
    for (const [label, ext] of [
      ['Exportar datos (JSON)', 'json'],
      ['Exportar datos (CSV)', 'csv'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        personal.getByRole('button', { name: label }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^datos-personales-lead-\\d+\\.${ext}$`));
      expect(await textOf(download)).toContain(kept.email);
    }
    await personal.getByRole('button', { name: 'Anonimizar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Anonimizar los datos personales?' });
    await expect(confirm).toContainText('Esta acción no se puede deshacer');
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Anonimizar' }).click();
    await expect(confirm).toContainText('Datos personales anonimizados');
    await confirm.getByRole('button', { name: 'Listo' }).click();
    const anonymised = page.getByRole('dialog', { name: 'Titular anonimizado' });
    await expect(anonymised).toBeVisible();
    await expect(anonymised.getByText(kept.email)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(anonymised).toBeHidden();
    await expect(leads.card(kept.name)).toHaveCount(0);
    await expect(all).toHaveText(total);

    // The holder asks at /privacidad; the e-mailed link shows the data, a second one deletes it.
    for (const kind of ['export', 'delete'] as const) {
      await page.goto('/privacidad');
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(asker.email);
      await page
        .getByRole('radio', { name: kind === 'export' ? 'Ver mis datos' : 'Eliminar mis datos' })
        .check();
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page.getByText(/te enviamos un enlace para confirmar la solicitud/)).toBeVisible();
      const mail = await mailTo(
        asker.email,
        kind === 'export' ? 'Confirma tu solicitud de acceso' : 'Confirma tu solicitud de eliminación'
      );
      await page.goto(linkIn(mail, '/privacidad/confirmar'));
      await page
        .getByRole('button', {
          name: kind === 'export' ? 'Confirmar y ver mis datos' : 'Confirmar y eliminar mis datos',
        })
        .click();
      if (kind === 'export') await expect(page.getByText(asker.email).first()).toBeVisible();
      else await expect(page.getByText(/Eliminamos tus datos personales/)).toBeVisible();
    }
  });
}
