import { IdpLoginPage } from './models/idp-login';
import { expect, fullNameOf, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';

test.describe('sign-in and sign-out', () => {
  test('the landing page offers sign-in while signed out', async ({ landing }) => {
    await landing.goto();
    await landing.expectSignedOut();
  });

  test('signing in passes through /callback and lands on the dashboard, signing out returns home', async ({
    page,
    landing,
    shell,
    dashboard,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await landing.goto();
    const login = await landing.startSignIn();
    await login.signIn(OWNER);

    await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    expect(visited).toContain('/callback');
    await expect(dashboard.greeting(fullNameOf(OWNER))).toBeVisible();

    await shell.signOut();
    await landing.expectSignedOut();
  });

  test('a guarded page sends a signed-out visitor to /login and back after sign-in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { name: 'Portal Constructor' })).toBeVisible();

    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await new IdpLoginPage(page).signIn(OWNER);

    await expect(page).toHaveURL((url) => url.pathname === '/profile', { timeout: 30_000 });
    await expect(page.getByText('Mi Perfil').first()).toBeVisible();
    await expect(page.getByText(OWNER).first()).toBeVisible();
  });

  test('an unknown path redirects to the landing page', async ({ page, landing }) => {
    await page.goto('/no-existe');
    await landing.expectSignedOut();
  });
});
