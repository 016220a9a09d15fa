import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks an option of an Ark select (a combobox named by its label whose options open in a popup). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toContainText(option);
}

/** The projects list at `/projects`. */
export class ProjectsPage {
  readonly heading: Locator;
  readonly createButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Mis Proyectos' });
    this.createButton = page.getByRole('link', { name: /Crear Nuevo Proyecto/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/projects');
    await expect(this.heading).toBeVisible();
  }

  /** The card of a project, found by its name. */
  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  /** The 'Mostrando N de M proyectos' line. */
  shownLine(): Locator {
    return this.page.getByText(/^Mostrando \d+ de \d+ proyectos$/);
  }

  /** Opens a card's menu and chooses one of its entries. */
  async menu(name: string, entry: 'Ver detalles' | 'Editar' | 'Eliminar'): Promise<void> {
    await this.page.getByRole('button', { name: `Opciones de ${name}` }).click();
    await this.page.getByRole('menuitem', { name: entry }).click();
  }
}

/** The values the journeys type into the project form. */
export type ProjectInput = {
  name: string;
  location: string;
  address: string;
  totalUnits: number;
  priceMin: number;
  status?: string;
};

/** The create and edit project form. */
export class ProjectFormPage {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(input: ProjectInput): Promise<void> {
    await this.field('Nombre del proyecto').fill(input.name);
    await this.field('Ubicación').fill(input.location);
    await this.field('Dirección').fill(input.address);
    await this.field('Total de unidades').fill(String(input.totalUnits));
    await this.field('Total de unidades').blur();
    await this.field('Precio mínimo').fill(String(input.priceMin));
    await this.field('Precio mínimo').blur();
    if (input.status) await choose(this.page, 'Estado', input.status);
  }

  async addNearbyPlace(name: string, type: string, km: string): Promise<void> {
    await this.field('Nombre del lugar').fill(name);
    await choose(this.page, 'Tipo de lugar', type);
    await this.field('Distancia (km)').fill(km);
    await this.page.getByRole('button', { name: 'Agregar lugar' }).click();
  }

  async submit(label: 'Crear Proyecto' | 'Actualizar Proyecto'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }
}

/** A project's page at `/projects/{id}`. */
export class ProjectDetailPage {
  readonly models: Locator;
  readonly units: Locator;

  constructor(readonly page: Page) {
    this.models = page.getByRole('table', { name: 'Modelos de propiedad' });
    this.units = page.getByRole('table', { name: 'Propiedades del proyecto' });
  }

  async expectProject(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }

  /** The project id from the address bar. */
  id(): number {
    const match = /\/projects\/(\d+)/.exec(new URL(this.page.url()).pathname);
    if (!match) throw new Error(`not on a project page: ${this.page.url()}`);
    return Number(match[1]);
  }

  /** One figure of the 'Unidades y Precios' card. */
  fact(term: string): Locator {
    return this.page
      .locator('dt', { hasText: new RegExp(`^${escape(term)}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  unitStatus(unit: string): Locator {
    return this.page.getByRole('combobox', { name: `Estado de ${unit}` });
  }
}

/** The values the journeys type into the property model form. */
export type ModelInput = {
  name: string;
  area: number;
  bedrooms: number;
  bathrooms: number;
  parking: number;
  price: number;
};

/** The create and edit property model form. */
export class ModelFormPage {
  constructor(readonly page: Page) {}

  async fill(input: ModelInput): Promise<void> {
    const field = (label: string) => this.page.getByLabel(label, { exact: true });
    await field('Nombre del modelo').fill(input.name);
    await field('Área (m²)').fill(String(input.area));
    await field('Habitaciones').fill(String(input.bedrooms));
    await field('Baños').fill(String(input.bathrooms));
    await field('Parqueaderos').fill(String(input.parking));
    await field('Precio base').fill(String(input.price));
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Crear|Actualizar) Modelo$/ }).click();
  }
}
