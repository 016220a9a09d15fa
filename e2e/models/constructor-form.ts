import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { choose } from './projects';
import type { UploadFile } from './upload';

/** The constructor project form at `/constructor/projects/new` and `/constructor/projects/{id}/edit`. */
export class ConstructorFormPage {
  readonly images: Locator;

  constructor(readonly page: Page) {
    this.images = page.getByRole('list', { name: 'Imágenes agregadas' }).getByRole('listitem');
  }

  async gotoNew(): Promise<void> {
    await this.page.goto('/constructor/projects/new');
    await expect(this.page.getByRole('heading', { name: 'Nuevo Proyecto' })).toBeVisible();
  }

  async gotoEdit(projectId: number): Promise<void> {
    await this.page.goto(`/constructor/projects/${projectId}/edit`);
    await expect(this.page.getByRole('heading', { name: 'Editar Proyecto' })).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Clicks into a field, empties it and types, as a person would. */
  async type(label: string, text: string): Promise<void> {
    const field = this.field(label);
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
    await field.pressSequentially(text);
  }

  async choose(label: string, option: string): Promise<void> {
    await choose(this.page, label, option);
  }

  async addNearbyPlace(name: string, type: string, km: string): Promise<void> {
    await this.type('Nombre del lugar', name);
    await choose(this.page, 'Tipo de lugar', type);
    await this.type('Distancia (km)', km);
    await this.page.getByRole('button', { name: 'Agregar lugar' }).click();
  }

  /** Picks files with the file dialog of 'Imágenes y documentos'. */
  async upload(files: UploadFile[]): Promise<void> {
    await this.page.getByLabel('Archivos de Imágenes y documentos', { exact: true }).setInputFiles(files);
  }

  /** The page never scrolls sideways at the current width. */
  async expectNoSideScroll(): Promise<void> {
    const overflow = await this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  /** Two neighbouring fields sit one under the other (one column). */
  async expectOneColumn(first: string, second: string): Promise<void> {
    const [a, b] = await Promise.all([this.field(first).boundingBox(), this.field(second).boundingBox()]);
    if (!a || !b) throw new Error(`${first} or ${second} is not shown`);
    expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    expect(Math.abs(b.x - a.x)).toBeLessThan(2);
  }

  async submit(label: 'Crear Proyecto' | 'Actualizar Proyecto'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }
}
