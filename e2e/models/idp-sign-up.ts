import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { E2E } from '../support/env';

/** The embedded identity provider's sign-up page (opened by /register through `screen_hint=signup`). */
export class IdpSignUpPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly rules: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Nombre completo');
    this.email = page.getByLabel('Correo electrónico');
    this.password = page.getByLabel('Contraseña', { exact: true });
    this.submit = page.getByRole('button', { name: 'Crear cuenta', exact: true });
    this.rules = page.locator('#password-rules');
  }

  async expectVisible(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.origin === new URL(E2E.idpUrl).origin);
    await expect(this.page.getByRole('heading', { name: 'Crear cuenta en In-Best' })).toBeVisible();
  }

  async fill(values: { name: string; email: string; password: string }): Promise<void> {
    await this.name.fill(values.name);
    await this.email.fill(values.email);
    await this.password.fill(values.password);
  }
}

/** The app's /register: the visitor's type, then on to the provider. */
export class RegisterPage {
  constructor(readonly page: Page) {}

  async expectVisible(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === '/register');
    await expect(this.page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  }

  async choose(label: 'Constructora o promotora' | 'Inversionista'): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(`^${label}`) }).check();
  }

  async start(): Promise<IdpSignUpPage> {
    await this.page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    const idp = new IdpSignUpPage(this.page);
    await idp.expectVisible();
    return idp;
  }
}
