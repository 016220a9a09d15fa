import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The platform admin's company list at /admin/companies. */
export class AdminCompaniesPage {
  readonly search: Locator;
  readonly pagination: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Buscar por nombre, ciudad o país...' });
    this.pagination = page.getByRole('navigation', { name: 'Paginación' });
    this.cards = page.getByRole('article');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/companies');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Administración de Empresas' })).toBeVisible();
    await expect(this.stat('Total Empresas')).toBeVisible();
  }

  stat(label: string): Locator {
    return this.page.getByRole('group', { name: label });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** The names on the cards shown right now, in order. */
  async cardNames(): Promise<string[]> {
    return this.cards.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  }

  async goToPage(page: number): Promise<void> {
    await this.pagination.getByRole('button', { name: `Página ${page}` }).click();
    await expect(this.pagination.getByRole('button', { name: `Página ${page}` })).toHaveAttribute(
      'aria-current',
      'page'
    );
  }
}

/** One company's projects at /admin/projects?company_id=. */
export class AdminProjectsPage {
  constructor(readonly page: Page) {}

  heading(companyName: string): Locator {
    return this.page.getByRole('heading', { name: `Proyectos de ${companyName}` });
  }

  cards(): Locator {
    return this.page.getByRole('article');
  }
}
