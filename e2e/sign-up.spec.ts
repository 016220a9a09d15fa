import type { Page } from '@playwright/test';
import { chooseOption, CompanyFormPage } from './models/company';
import { uniqueNit } from './models/company-api';
import { IdpLoginPage } from './models/idp-login';
import { RegisterPage } from './models/idp-sign-up';
import { expect, test } from './support/fixtures';

const PASSWORD = 'obra-gris-2026';
const uniqueEmail = (who: string) => `${who}-${Date.now()}@registro.test`;

/** Neither the app's pages nor the provider's may scroll sideways at the current width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** From /login's 'Crear cuenta' to the provider's sign-up page, as the given type of user. */
async function openSignUp(page: Page, type: 'Constructora o promotora' | 'Inversionista') {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  const register = new RegisterPage(page);
  await register.expectVisible();
  await expectNoSidewaysScroll(page);
  await register.choose(type);
  return register.start();
}

/** Signs in on the login page the provider shows after the sign-up form, with the address already there. */
async function signInAfterSignUp(page: Page, email: string) {
  await expect(page.getByRole('status')).toContainText('Listo. Inicia sesión con tu correo y tu contraseña');
  const login = new IdpLoginPage(page);
  await expect(login.email).toHaveValue(email);
  await login.password.fill(PASSWORD);
  await login.submit.click();
}

test.describe('sign-up', () => {
  test('a constructor signs up at 1366 px, creates their company and reaches the dashboard', async ({
    page,
    shell,
    dashboard,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const email = uniqueEmail('constructora');
    const idp = await openSignUp(page, 'Constructora o promotora');
    await expect(idp.rules).toContainText('al menos 10 caracteres');
    await expect(idp.rules).toContainText('al menos una letra y un número');

    // A password that breaks a rule is refused in Spanish, and the name and e-mail stay.
    await idp.fill({ name: 'Camila Duarte', email, password: 'corta' });
    await idp.submit.click();
    await expect(
      page.getByText('La contraseña debe tener al menos 10 caracteres y al menos una letra y un número.')
    ).toBeVisible();
    await expect(idp.name).toHaveValue('Camila Duarte');
    await expect(idp.email).toHaveValue(email);

    await idp.password.fill(PASSWORD);
    await idp.submit.click();
    await signInAfterSignUp(page, email);

    // A new constructor starts by creating their company; the form then goes on to the dashboard.
    await expect(page).toHaveURL((url) => url.pathname === '/company/new', { timeout: 30_000 });
    const name = `Obras Duarte ${Date.now()}`;
    const form = new CompanyFormPage(page);
    await form.fill({ name, country: 'Colombia' });
    await chooseOption(page, form.documentType, 'Número de Identificación Tributaria (NIT)');
    await form.fill({ registrationId: uniqueNit(), city: 'Bucaramanga' });
    await form.submit();
    await expect(shell.toast(`Empresa "${name}" creada exitosamente`)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(dashboard.greeting('Camila Duarte')).toBeVisible();
  });

  test('an investor signs up at 390 px and lands on the chat', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail('inversionista');
    const idp = await openSignUp(page, 'Inversionista');
    await expectNoSidewaysScroll(page);
    await idp.fill({ name: 'Tomás Arango', email, password: PASSWORD });
    await idp.submit.click();
    await signInAfterSignUp(page, email);
    await expect(page).toHaveURL((url) => url.pathname === '/chat', { timeout: 30_000 });
  });

  test('signing up again with a registered address answers as for a new one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const idp = await openSignUp(page, 'Constructora o promotora');
    await idp.fill({ name: 'Alguien Más', email: 'owner@inbest.test', password: PASSWORD });
    await idp.submit.click();
    await expect(page.getByRole('status')).toContainText(
      'Si ya tenías una cuenta con este correo, usa la contraseña de esa cuenta.'
    );
    await expectNoSidewaysScroll(page);
  });
});

test.describe('sign-in errors', () => {
  for (const width of [1366, 390]) {
    test(`a sign-in cancelled at the provider (access_denied) lands on /login in Spanish at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
      const login = new IdpLoginPage(page);
      await login.expectVisible();
      await page.getByRole('button', { name: 'Cancelar' }).click();

      await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 30_000 });
      await expect(page.getByRole('alert')).toContainText(
        'Se canceló el inicio de sesión o se denegó el acceso. Inténtalo nuevamente.'
      );
      // Not a timeout: signing in again is the way on, not a reload.
      await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Iniciar Sesión', exact: true })).toBeEnabled();
      await expectNoSidewaysScroll(page);
    });
  }
});
