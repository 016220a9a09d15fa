import { apiGet, companiesOf, passwordGrantToken } from './support/api';
import { accessibilityViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';
type Funnel = { totals: { leads: number; quotes: number; reservations: number; sales: number } };

test.describe('sales and cartera', () => {
  test('an owner reads Cartera and the sales funnel at 1366 and 390 px', async ({ page, signIn }) => {
    test.setTimeout(120_000);
    const token = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(token);
    if (!company) throw new Error(`${OWNER} has no company`);
    const funnel = await apiGet<Funnel>(`/sales-funnel?company_id=${company.id}`, token);

    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(OWNER);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto('/constructor/sales');
      await expect(page.getByRole('heading', { name: 'Ventas y cartera' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cifras de cartera' })).toContainText('Vencido');
      await expect(page.getByRole('heading', { name: 'Separaciones vigentes' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.goto('/constructor/dashboard');
      const card = (title: string) =>
        page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
      const section = card('Embudo de ventas');
      await expect(section).toBeVisible();
      await expect(card('Recaudado vs debido')).toContainText('Recaudado');
      const steps = section.getByRole('list', { name: 'Pasos del embudo' });
      await expect(steps.getByRole('listitem').nth(0)).toContainText(String(funnel.totals.leads));
      await expect(steps.getByRole('listitem').nth(3)).toContainText(String(funnel.totals.sales));
      await section.getByRole('button', { name: 'Ver tabla' }).click();
      await expect(section.getByRole('table', { name: /por mes \(tabla\)/ })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  });
});
