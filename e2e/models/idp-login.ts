import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/demo/demo-users';
import { E2E } from '../support/env';

/** The embedded identity provider's login page (another origin than the app). */
export class IdpLoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Correo electrónico');
    this.password = page.getByLabel('Contraseña', { exact: true });
    this.submit = page.getByRole('button', { name: 'Ingresar', exact: true });
  }

  /** Waits until the browser shows the login page of the identity provider. */
  async expectVisible(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.origin === new URL(E2E.idpUrl).origin);
    await expect(this.email).toBeVisible();
  }

  /** Signs in with a demo account; the provider then redirects back to the app. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.expectVisible();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
