import { companiesOf, dashboardSummary, passwordGrantToken } from './support/api';
import { expect, fullNameOf, test } from './support/fixtures';

// owner@ belongs to two companies, so the switch has somewhere to go.
const OWNER = 'owner@inbest.test';

test.describe('dashboard', () => {
  test('the stat cards show the API figures of the active company', async ({ signIn, dashboard }) => {
    const token = await passwordGrantToken(OWNER);
    const [first] = await companiesOf(token);
    if (!first) throw new Error(`${OWNER} has no company`);

    await signIn(OWNER);
    await expect(dashboard.greeting(fullNameOf(OWNER))).toBeVisible();
    await dashboard.expectFigures(await dashboardSummary(token, first.id));
  });

  test('switching the company updates the top bar and the figures', async ({
    page,
    signIn,
    shell,
    dashboard,
  }) => {
    const token = await passwordGrantToken(OWNER);
    const [first, second] = await companiesOf(token);
    if (!first || !second) throw new Error(`${OWNER} needs two companies for this journey`);

    await signIn(OWNER);
    await dashboard.expectFigures(await dashboardSummary(token, first.id));

    await shell.chooseCompany(second.name);
    await expect(shell.toast(`Empresa activa cambiada a: ${second.name}`)).toBeVisible();
    await expect(shell.companySelect).toBeDisabled();
    await expect(shell.companySelect).toContainText('Actualizando...');
    await expect(shell.updatingBanner(second.name)).toBeVisible();

    await dashboard.expectFigures(await dashboardSummary(token, second.id));
    await expect(shell.companySelect).toBeEnabled({ timeout: 10_000 });
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });
});
