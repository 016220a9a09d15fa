import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { CONSENT_LABEL } from '../src/domain/privacy';
import { ChatPage } from './models/chat';
import { companiesOf, passwordGrantToken } from './support/api';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { linkIn, mailTo } from './support/inbox';

/** The words a PDF shows (pdfkit's content streams, inflated, hex strings decoded). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      const content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
      for (const line of content.matchAll(/\[(.*?)\] TJ/g))
        parts.push(
          [...line[1]!.matchAll(/<([0-9a-f]*)>/g)]
            .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
            .join('')
        );
    } catch {
      // Not a content stream.
    }
  }
  return parts.join('\n');
}

/** Publishes a listing as the demo owner, through the API a constructor's screen uses. */
async function publishListing(name: string) {
  const token = await passwordGrantToken('owner@inbest.test');
  const [company] = await companiesOf(token);
  const res = await fetch(`${E2E.apiUrl}/properties`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      company_id: company!.id,
      name,
      property_type: 'apartment',
      status: 'AVAILABLE',
      address: 'Carrera 43A # 10-20',
      city: 'Medellín',
      area: 72,
      bedrooms: 2,
      bathrooms: 2,
      price: 410_000_000,
      currency: 'COP',
      amenities: {},
      image_urls: [],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const runSweep = async (name: string) => {
  const res = await fetch(`${E2E.apiUrl}/__test__/jobs/run`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(200);
};

for (const width of [1366, 390]) {
  test.describe(`saving a search and taking the analysis home at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test("'Guardar búsqueda' with consent, confirmed from the mail; the alert arrives and its link unsubscribes", async ({
      page,
    }) => {
      const email = `busca-${width}-${Date.now()}@example.com`;
      const chat = new ChatPage(page);
      await chat.goto();
      await chat.ask('apartamentos en Medellín');
      if (width < 800) await page.getByRole('button', { name: 'Cerrar resultados' }).click();
      await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
      const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
      await dialog.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
      await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
      await expect(dialog.getByText('Debes autorizar el tratamiento de tus datos personales')).toBeVisible();
      await dialog.getByRole('checkbox', { name: CONSENT_LABEL }).check();
      await dialog.getByRole('button', { name: 'Guardar búsqueda' }).click();
      await expect(dialog.getByText(/Te enviamos un correo para confirmar la búsqueda/)).toBeVisible();

      const confirmation = await mailTo(email, 'Confirma tu búsqueda guardada');
      await page.goto(linkIn(confirmation, '/busquedas/confirmar'));
      await expect(page.getByText(/Búsqueda confirmada/)).toBeVisible();

      const listing = `Apartamento Alerta ${width} ${Date.now()}`;
      await publishListing(listing);
      await runSweep('saved-search-alerts');
      const alert = await mailTo(email, 'para tu búsqueda');
      expect(alert.html).toContain(listing);
      await page.goto(linkIn(alert, '/busquedas/cancelar'));
      await expect(page.getByText('Listo: no te enviaremos más avisos de esta búsqueda.')).toBeVisible();
    });

    test("'Descargar análisis (PDF)' downloads the price and cap rate shown, in the conversation's language", async ({
      page,
    }) => {
      // The PDF is written in the conversation's language: English at 1366 px, Spanish at 390 px.
      const english = width > 800;
      const chat = new ChatPage(page);
      await chat.goto();
      await chat.ask(english ? 'apartments in Medellín' : 'apartamentos en Medellín');
      const before = await chat.replies().count();
      await chat
        .card(0)
        .getByRole('button', { name: english ? 'Analysis' : 'Análisis', exact: true })
        .click();
      await expect(chat.replies()).toHaveCount(before + 1, { timeout: 20_000 });
      const shown = await chat.replies().last().innerText();
      const capRate = /Cap rate:\s*([\d.,]+ %)/.exec(shown)![1]!;
      const price = (english ? /Purchase price:\s*(\$[\d.]+)/ : /Precio de compra:\s*(\$[\d.]+)/).exec(
        shown
      )![1]!;
      const download = page.waitForEvent('download');
      await chat.panel
        .getByRole('button', { name: english ? 'Download analysis (PDF)' : 'Descargar análisis (PDF)' })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(english ? /^analysis-\d+\.pdf$/ : /^analisis-\d+\.pdf$/);
      const text = pdfText(await readFile((await file.path())!));
      expect(text).toContain(english ? 'Financial analysis' : 'Análisis financiero');
      // The PDF writes the figures as the reply does.
      expect(text).toContain(capRate);
      expect(text).toContain(price);
    });
  });
}
