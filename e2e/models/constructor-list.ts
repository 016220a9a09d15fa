import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiCall } from './project-api';
import { choose } from './projects';

export type ApiCard = { id: number; name: string; units_sold: number };

/** The Lista cards the API returns for a company and a query (`q`, `stage`, `city`, `price_bucket`). */
export async function constructorCards(
  token: string,
  companyId: number,
  query: Record<string, string> = {}
): Promise<ApiCard[]> {
  const params = new URLSearchParams({ company_id: String(companyId), ...query });
  const res = await apiCall<{ projects: ApiCard[] }>('GET', `/constructor/projects?${params}`, token);
  if (res.status !== 200) throw new Error(`GET /constructor/projects: ${res.status}`);
  return res.body.projects;
}

/** The constructor's project list at `/constructor/projects`, with its filters and detail modal. */
export class ConstructorListPage {
  readonly search: Locator;
  readonly grid: Locator;
  readonly modal: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Buscar proyectos' });
    this.grid = page.getByRole('list', { name: 'Proyectos' });
    this.modal = page.getByRole('dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/constructor/projects${query}`);
    await expect(this.page.getByRole('navigation', { name: 'Vistas de proyectos' })).toBeVisible();
  }

  /** The card of a project, found by its name. */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** The names on the cards shown, once the list has settled. */
  async names(): Promise<string[]> {
    await expect(this.grid.or(this.page.getByText('No se encontraron proyectos'))).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    return this.grid.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** Waits until the cards shown are exactly these names, in this order. */
  async expectNames(names: string[]): Promise<void> {
    await expect.poll(() => this.names(), { timeout: 10_000 }).toEqual(names);
  }

  async filter(label: 'Etapa' | 'Ciudad' | 'Rango de precio', option: string): Promise<void> {
    await choose(this.page, label, option);
  }

  async clearFilters(): Promise<void> {
    await this.page.getByRole('button', { name: 'Limpiar filtros' }).first().click();
  }

  /** Clicks a card's button: Ver, Editar or Eliminar. */
  async action(name: string, action: 'Ver' | 'Eliminar'): Promise<void> {
    await this.page.getByRole('button', { name: `${action} ${name}`, exact: true }).click();
  }

  /** Deletes a project from its card and confirms; returns the confirmation dialog. */
  async delete(name: string): Promise<Locator> {
    await this.action(name, 'Eliminar');
    const dialog = this.page.getByRole('alertdialog', { name: '¿Eliminar proyecto?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    return dialog;
  }

  /** The URL's query, as the list keeps its search, filters and open project there. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
