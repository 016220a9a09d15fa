import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export const OFFLINE_BANNER = 'Modo Offline - Backend no disponible';

/** The signed-in layout around every portal screen: sidebar, top bar, banners and toasts. */
export class PortalShell {
  readonly companySelect: Locator;
  readonly signOutButton: Locator;
  readonly offlineBanner: Locator;
  readonly retryButton: Locator;

  constructor(readonly page: Page) {
    this.companySelect = page.getByRole('combobox', { name: 'Empresa:' });
    this.signOutButton = page.getByRole('button', { name: 'Cerrar Sesión', exact: true });
    this.offlineBanner = page.getByRole('alert').filter({ hasText: OFFLINE_BANNER });
    // Screens have their own 'Reintentar' for failed loads; this one belongs to the banner.
    this.retryButton = this.offlineBanner.getByRole('button', { name: 'Reintentar' });
  }

  /** A toast (or any status text) with exactly this message. */
  toast(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }

  /** The transient banner shown for a few seconds after a company switch. */
  updatingBanner(companyName: string): Locator {
    return this.page.getByText(`Actualizando datos para: ${companyName}`);
  }

  /** Picks a company in the top-bar selector, whether it is a native select or a listbox popup. */
  async chooseCompany(name: string): Promise<void> {
    await expect(this.companySelect).toBeEnabled();
    const tag = await this.companySelect.evaluate((el) => el.tagName);
    if (tag === 'SELECT') {
      await this.companySelect.selectOption({ label: name });
      return;
    }
    await this.companySelect.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Signs out from the sidebar. */
  async signOut(): Promise<void> {
    await this.signOutButton.click();
  }
}
