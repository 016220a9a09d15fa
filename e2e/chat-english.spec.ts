import { ChatPage } from './models/chat';
import { expect, test } from './support/fixtures';

test.describe('investor assistant in English', () => {
  test('an English request keeps every constraint, says how it read the dollars, and honours an exclusion', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.goto();

    const reply = await chat.ask('apto in Medellín, 2 bedrooms, max 120k USD');
    await expect(reply).toContainText('Encontré');
    await expect(reply).toContainText(
      'Tomé US$120.000 como $480.000.000 (a $4.000 por dólar, tasa de referencia).'
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
    await expect(narrowed).toContainText('Dejé por fuera Laureles.');
    const rest = await chat.allFacts();
    expect(rest.length).toBeGreaterThan(0);
    for (const p of rest) {
      expect(p.location).not.toContain('Laureles');
      expect(p.bedrooms).toBe(2);
      expect(p.price).toBeLessThanOrEqual(480_000_000);
    }
  });
});
