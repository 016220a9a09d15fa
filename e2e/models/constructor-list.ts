import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { PROJECT_CARDS_PAGE_SIZE } from '../../src/domain/constructor-workspace';
import { apiCall } from './project-api';
import { choose } from './projects';

export type ApiCard = { id: number; name: string; units_sold: number };

export type ApiCardPage = { projects: ApiCard[]; total_pages: number; total_items: number };

/**
 * One page of the Lista cards the API returns for a company and a query (`q`, `stage`, `city`, `price_bucket`),
 * as the screen asks for it: `page` (1 unless given) of `PROJECT_CARDS_PAGE_SIZE` cards.
 */
export async function constructorCardPage(
  token: string,
  companyId: number,
  query: Record<string, string> = {}
): Promise<ApiCardPage> {
  const params = new URLSearchParams({
    company_id: String(companyId),
    page: '1',
    limit: String(PROJECT_CARDS_PAGE_SIZE),
    ...query,
  });
  const res = await apiCall<ApiCardPage>('GET', `/constructor/projects?${params}`, token);
  if (res.status !== 200) throw new Error(`GET /constructor/projects: ${res.status}`);
  return res.body;
}

/** The cards of the screen's first page (or of `query.page`). */
export const constructorCards = async (
  token: string,
  companyId: number,
  query: Record<string, string> = {}
) => (await constructorCardPage(token, companyId, query)).projects;

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

  /** A page of the pager under the cards. */
  async goToPage(page: number): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Paginación' })
      .getByRole('button', { name: `Página ${page}` })
      .click();
  }

  /** The URL's query, as the list keeps its search, filters, page and open project there. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
