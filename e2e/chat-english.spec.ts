import { ChatPage } from './models/chat';
import { expect, test } from './support/fixtures';

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
    const returns = chat.panel.getByLabel('Rentabilidad estimada');
    await expect(returns.first()).toContainText('Cap rate');
    await chat.panel.getByRole('checkbox', { name: 'Comparar' }).nth(0).check();
    await chat.panel.getByRole('checkbox', { name: 'Comparar' }).nth(1).check();
    await chat.panel.getByRole('button', { name: 'Comparar (2)' }).click();
    const table = chat.panel.getByRole('region', { name: 'Comparación' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '10-year IRR' })).toBeVisible();
    await expect(table.locator('[data-best]').first()).toBeVisible();
  });
});
