import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { choose } from './projects';

/** The properties list at `/properties`. */
export class PropertiesPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Propiedades', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Buscar propiedades...' });
    this.table = page.getByRole('table', { name: 'Propiedades' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/properties');
    await expect(this.heading).toBeVisible();
  }

  async searchFor(term: string): Promise<void> {
    await this.search.fill(term);
    await this.search.press('Enter');
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
}

/** The independent property form and the unit forms of a project. */
export class PropertyFormPage {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async chooseType(label: string): Promise<void> {
    await choose(this.page, 'Tipo de propiedad', label);
  }

  async chooseStatus(label: string): Promise<void> {
    await choose(this.page, 'Estado', label);
  }

  async chooseModel(name: string): Promise<void> {
    await choose(this.page, 'Modelo de propiedad', name);
  }

  /** The options the type select offers. */
  async typeOptions(): Promise<string[]> {
    await this.page.getByRole('combobox', { name: 'Tipo de propiedad', exact: true }).click();
    const options = await this.page.getByRole('option').allInnerTexts();
    await this.page.keyboard.press('Escape');
    return options.map((o) => o.trim());
  }

  /** The read-only block of what a unit inherits from its model. */
  inherited(): Locator {
    return this.page.getByRole('group', { name: 'Datos heredados del modelo' });
  }

  async submit(label: 'Crear Propiedad' | 'Actualizar Propiedad'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }
}
