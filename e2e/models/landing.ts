import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { IdpLoginPage } from './idp-login';

/** The public landing page at `/`. */
export class LandingPage {
  /** Shown as a header button; it navigates, so the app may render it as a link. */
  readonly aboutButton: Locator;
  readonly signInButton: Locator;

  constructor(readonly page: Page) {
    const about = { name: 'Acerca de In-Best', exact: true };
    this.aboutButton = page.getByRole('link', about).or(page.getByRole('button', about));
    this.signInButton = page.getByRole('button', { name: 'Iniciar Sesión', exact: true });
  }

  /** Opens the landing page. */
  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /** Checks that the browser is on `/` and offers the signed-out entries. */
  async expectSignedOut(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === '/');
    await expect(this.signInButton).toBeVisible();
    await expect(this.aboutButton).toBeVisible();
  }

  /** Starts the sign-in and returns the identity provider's page. */
  async startSignIn(): Promise<IdpLoginPage> {
    await this.signInButton.click();
    const login = new IdpLoginPage(this.page);
    await login.expectVisible();
    return login;
  }
}
