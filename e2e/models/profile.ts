import { expect, type Locator, type Page } from '@playwright/test';

/** /profile: 'Mi Perfil' and its 'Invitaciones pendientes' card. */
export class ProfilePage {
  readonly invitations: Locator;

  constructor(readonly page: Page) {
    this.invitations = page.getByRole('list', { name: 'Invitaciones pendientes' });
  }

  /** Opens the profile from an address (an invitation mail's link leads here) and waits for it. */
  async open(url = '/profile'): Promise<void> {
    await this.page.goto(url);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  }

  invitation(companyName: string): Locator {
    return this.invitations.getByRole('listitem', { name: companyName });
  }

  async accept(companyName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Aceptar invitación de ${companyName}` }).click();
  }
}
