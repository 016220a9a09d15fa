import { expect } from '@playwright/test';
import type { Download, Locator, Page } from '@playwright/test';

/** The leads panel 'Gestión de Leads' at `/leads` (or `/constructor/leads`). */
export class LeadsPage {
  readonly search: Locator;
  readonly list: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Buscar leads' });
    this.list = page.getByRole('list', { name: 'Leads' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(path = '/leads'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Gestión de Leads' })).toBeVisible();
  }

  /** A filter tab: 'Todos', 'Nuevo', 'En seguimiento' or 'Calificado', whatever its count. */
  tab(label: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  }

  /** The card of a lead, found by the contact's name. */
  card(name: string): Locator {
    return this.list
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** Fills and sends 'Nuevo Lead'. */
  async create(lead: {
    name: string;
    email: string;
    phone: string;
    budget: string;
    city: string;
  }): Promise<void> {
    await this.page.getByRole('button', { name: 'Nuevo Lead' }).click();
    const form = this.page.getByRole('dialog', { name: 'Nuevo Lead' });
    await form.getByRole('textbox', { name: 'Nombre' }).fill(lead.name);
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(lead.email);
    await form.getByRole('textbox', { name: 'Teléfono' }).fill(lead.phone);
    await form.getByRole('textbox', { name: 'Presupuesto (COP)' }).fill(lead.budget);
    await form.getByRole('checkbox', { name: 'Apartamento' }).check();
    await form.getByRole('textbox', { name: 'Ciudades' }).fill(lead.city);
    await form.getByRole('button', { name: 'Crear Lead' }).click();
    await expect(form).toBeHidden();
  }

  /** Clicks 'Exportar' and returns the downloaded file's text (BOM included). */
  async export(): Promise<{ download: Download; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, text: Buffer.concat(chunks).toString('utf8') };
  }
}
