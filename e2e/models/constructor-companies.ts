import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { companyApi } from './company-api';
import { choose } from './projects';

export type ManagedCompanyRow = {
  id: number;
  name: string;
  contact_person: string | null;
  contact_phone: string | null;
  department: string | null;
  status: string;
};

/** The management list the API returns to a token's user, for a query (`q`, `status`, `city`, `sort`, `page`). */
export async function managedCompanies(token: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams(query);
  const res = await companyApi<{ companies: ManagedCompanyRow[]; total_items: number }>(
    'GET',
    `/companies/management?${params}`,
    token
  );
  if (res.status !== 200) throw new Error(`GET /companies/management: ${res.status}`);
  return res.body;
}

/** 'Gestión de Empresas' at `/constructor/companies`, its '+ Nueva Empresa' form and edit modal. */
export class ConstructorCompaniesPage {
  readonly search: Locator;
  readonly grid: Locator;
  readonly modal: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Buscar empresas' });
    this.grid = page.getByRole('list', { name: 'Empresas' });
    this.modal = page.getByRole('dialog', { name: 'Editar Empresa' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/constructor/companies${query}`);
    await expect(this.page.getByRole('navigation', { name: 'Vistas de empresas' })).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** The names on the cards shown, once the list has settled. */
  async names(): Promise<string[]> {
    await expect(this.grid.or(this.page.getByText('No se encontraron empresas'))).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    return this.grid.getByRole('heading', { level: 2 }).allTextContents();
  }

  async expectNames(names: string[]): Promise<void> {
    await expect.poll(() => this.names(), { timeout: 10_000 }).toEqual(names);
  }

  /** A text input of the form or the modal, by its label. */
  field(label: string, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('textbox', { name: label, exact: true });
  }

  async choose(label: string, option: string): Promise<void> {
    await choose(this.page, label, option);
  }
}
