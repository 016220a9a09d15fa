import { ChatPage } from './models/chat';
import { expect, test } from './support/fixtures';
import { linkIn, mailTo } from './support/inbox';

test.describe('investor assistant in English', () => {
  test('an English request keeps every constraint, says how it read the dollars, and honours an exclusion', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto();

    const reply = await chat.ask('apto in Medellín, 2 bedrooms, max 120k USD');
    await expect(reply).toContainText('I found');
    await expect(reply).toContainText(
      'I read US$120,000 as $480.000.000 (at $4.000 per dollar, reference rate).'
    );
    await expect(chat.panel).toBeVisible();
    const found = await chat.allFacts();
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.bedrooms).toBe(2);
      expect(p.location).toContain('Medellín');
      expect(p.price).toBeLessThanOrEqual(480_000_000);
    }

    const narrowed = await chat.ask('but not in Laureles');
    await expect(narrowed).toContainText('I left out Laureles.');
    const rest = await chat.allFacts();
    expect(rest.length).toBeGreaterThan(0);
    for (const p of rest) {
      expect(p.location).not.toContain('Laureles');
      expect(p.bedrooms).toBe(2);
      expect(p.price).toBeLessThanOrEqual(480_000_000);
    }
  });

  test('ranks by cap rate, shows each card its return and compares two cards in a table', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto();
    const reply = await chat.ask('best cap rate in Medellín');
    await expect(reply).toContainText('ranked by estimated cap rate, highest first');
    const returns = chat.panel.getByLabel('Estimated return');
    await expect(returns.first()).toContainText('Cap rate');
    await chat.panel.getByRole('checkbox', { name: 'Compare' }).nth(0).check();
    await chat.panel.getByRole('checkbox', { name: 'Compare' }).nth(1).check();
    await chat.panel.getByRole('button', { name: 'Compare (2)' }).click();
    const table = chat.panel.getByRole('region', { name: 'Comparison' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '10-year IRR' })).toBeVisible();
    await expect(table.locator('[data-best]').first()).toBeVisible();
  });

  for (const width of [1366, 390])
    test(`an English conversation at ${width} px: a search, an analysis, the reply and the screen in English; ES brings Spanish back`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 800 ? 768 : 844 });
      const chat = new ChatPage(page);
      await chat.goto();
      const search = await chat.ask('2 bedroom apartments in Medellín');
      await expect(search).toContainText('I found');
      await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true'
      );
      await chat.card(0).getByRole('button', { name: 'Analysis', exact: true }).click();
      const analysis = chat.replies().last();
      await expect(analysis).toContainText('Financial analysis:', { timeout: 20_000 });
      for (const text of [
        'Main metrics',
        'Annual costs',
        'Financial results',
        'Recommendations',
        'Conclusions',
      ])
        await expect(analysis).toContainText(text);
      await expect(analysis).toContainText(/Purchase price: \$[\d.]+ \(≈ US\$[\d,]+\)/);
      await expect(analysis.getByText('Assumptions', { exact: true })).toBeVisible();
      await expect(chat.panel.getByRole('heading', { name: 'Financial Analysis' })).toBeVisible();
      await expect(chat.analysisSection('Conclusions')).toContainText('With these assumptions');
      // The whole screen speaks English: the reply, the panel, the box, the header.
      const screenText = await page.locator('body').innerText();
      for (const spanish of [
        'Métricas principales',
        'Costos anuales',
        'Supuestos',
        'Regresar',
        'Limpiar chat',
        'Enviar',
      ])
        expect(screenText).not.toContain(spanish);
      await expect(page.getByRole('button', { name: 'Clear chat' })).toBeVisible();
      await expect(chat.input).toHaveAttribute(
        'placeholder',
        /Describe (the property|what) you are looking for/
      );

      // On a phone the results cover the conversation: they are closed to reach the header.
      if (width < 800) await chat.panel.getByRole('button', { name: 'Close results' }).click();
      await page.getByRole('button', { name: 'ES', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Limpiar chat' })).toBeVisible();
      if (width < 800) await expect(page.getByRole('button', { name: /^Ver resultados/ })).toBeVisible();
      else await expect(chat.panel.getByRole('heading', { name: 'Análisis Financiero' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
      await expect(chat.input).toHaveAttribute('placeholder', /Describe (la propiedad que|lo que) buscas/);
    });

  for (const width of [1366, 390])
    test(`an English conversation at ${width} px stays English: its chips and their removal, a reload, and the saved search's mail`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 800 ? 768 : 844 });
      const chat = new ChatPage(page);
      const english = page.getByRole('button', { name: 'EN', exact: true });
      await chat.goto();
      await expect(await chat.ask('2 bedroom apartments in Medellín')).toContainText('I found');

      // The understood filters read in English, and removing one asks in English: the conversation stays English.
      const chips = chat.panel.getByRole('list', { name: 'Understood filters' });
      await expect(chips.getByRole('listitem')).toHaveText(['Apartments', 'Medellín', '2 bedrooms']);
      const before = await chat.replies().count();
      await chips.getByRole('button', { name: 'Remove filter 2 bedrooms' }).click();
      await expect(chat.replies()).toHaveCount(before + 1, { timeout: 20_000 });
      await expect(chat.conversation.getByText('Remove filter: bedrooms', { exact: true })).toBeVisible();
      await expect(chat.replies().last()).toContainText('I found');
      await expect(chips.getByRole('listitem')).toHaveText(['Apartments', 'Medellín']);
      await expect(english).toHaveAttribute('aria-pressed', 'true');

      // 'Save search' in English: the form, its authorisation, and the confirmation mail.
      if (width < 800) await chat.panel.getByRole('button', { name: 'Close results' }).click();
      const email = `english-${width}-${Date.now()}@example.com`;
      await page.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save search' });
      await dialog.getByRole('textbox', { name: /E-mail/ }).fill(email);
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await expect(
        dialog.getByText('You must authorise the processing of your personal data to send them.')
      ).toBeVisible();
      await dialog.getByRole('checkbox', { name: 'I authorise the processing of my personal data' }).check();
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await expect(dialog.getByText(/We sent you an e-mail to confirm the search/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      // A reload keeps the conversation English: the screen, and the reply to a message in no language.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Clear chat' })).toBeVisible();
      await expect(english).toHaveAttribute('aria-pressed', 'true');
      await expect(chat.input).toHaveAttribute(
        'placeholder',
        /Describe (the property|what) you are looking for/
      );
      if (width < 800 && (await chat.panel.isVisible()))
        await chat.panel.getByRole('button', { name: 'Close results' }).click();
      await expect(await chat.ask('Medellín, 3')).toContainText(/I found|There are no|I could not/);
      await expect(english).toHaveAttribute('aria-pressed', 'true');

      const mail = await mailTo(email, 'Confirm your saved search on In-Best');
      expect(mail.text).toContain('at most once a day');
      expect(mail.text).toContain('Apartments in Medellín');
      await page.goto(linkIn(mail, '/busquedas/confirmar'));
      await expect(page.getByRole('heading', { name: 'Saved search' })).toBeVisible();
      await expect(page.getByText(/^Search confirmed\./)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the assistant' })).toBeVisible();
    });
});
