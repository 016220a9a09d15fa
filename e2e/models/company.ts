import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks an option of an Ark select (a combobox that opens a listbox). */
export async function chooseOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await expect(combobox).toBeEnabled();
  await combobox.click();
  // Scoped to the open listbox: native selects on the page have options of their own.
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The company form at /company/new and /company/{id}/edit. */
export class CompanyFormPage {
  readonly name: Locator;
  readonly country: Locator;
  readonly documentType: Locator;
  readonly registrationId: Locator;
  readonly city: Locator;
  readonly website: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Nombre de la empresa' });
    this.country = page.getByRole('combobox', { name: 'País' });
    this.documentType = page.getByRole('combobox', { name: 'Tipo de documento' });
    this.registrationId = page.getByRole('textbox', { name: 'Número de identificación' });
    this.city = page.getByRole('textbox', { name: 'Ciudad' });
    this.website = page.getByRole('textbox', { name: 'Sitio web' });
  }

  /** Fills what is given; the document type is chosen after the country's list has loaded. */
  async fill(values: {
    name?: string;
    country?: string;
    documentType?: string;
    registrationId?: string;
    city?: string;
  }): Promise<void> {
    if (values.name !== undefined) await this.name.fill(values.name);
    if (values.country !== undefined) await chooseOption(this.page, this.country, values.country);
    if (values.documentType !== undefined) {
      await chooseOption(this.page, this.documentType, values.documentType);
    }
    if (values.registrationId !== undefined) await this.registrationId.fill(values.registrationId);
    if (values.city !== undefined) await this.city.fill(values.city);
  }

  /** Clicks the submit button, whichever the form shows ('Crear Empresa' or 'Guardar Cambios'). */
  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Crear Empresa|Guardar Cambios)$/ }).click();
  }

  /** The 409 warning about a registration number already in use. */
  duplicateWarning(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Número de identificación duplicado' });
  }
}

/** The caller's companies at /companies. */
export class CompaniesPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/companies');
    await expect(this.page.getByRole('heading', { name: 'Gestion de Empresas' })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });
  }
}

/** A company's page at /company/{id}: facts, edit and delete, members. */
export class CompanyDetailPage {
  readonly deleteButton: Locator;
  readonly members: Locator;

  constructor(readonly page: Page) {
    this.deleteButton = page.getByRole('button', { name: 'Eliminar Empresa' });
    this.members = page.getByRole('table', { name: 'Miembros de la empresa' });
  }

  async goto(companyId: number): Promise<void> {
    await this.page.goto(`/company/${companyId}`);
  }

  async expectCompany(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  /** Invites someone by email with a role label ('Observador', 'Miembro'…). */
  async invite(email: string, roleLabel: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Invitar miembro' });
    await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await chooseOption(this.page, form.getByRole('combobox', { name: 'Rol' }), roleLabel);
    await form.getByRole('button', { name: 'Invitar' }).click();
  }

  memberRow(email: string): Locator {
    return this.members.getByRole('row', { name: new RegExp(escapeRegExp(email)) });
  }

  roleSelect(email: string): Locator {
    return this.page.getByRole('combobox', { name: `Rol de ${email}` });
  }

  async removeMember(email: string): Promise<void> {
    await this.page.getByRole('button', { name: `Quitar a ${email}` }).click();
    const dialog = this.page.getByRole('alertdialog', { name: '¿Quitar miembro?' });
    await dialog.getByRole('button', { name: 'Quitar' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The '¿Eliminar empresa?' dialog, shared by the company page and the admin screens. */
export class DeleteCompanyDialog {
  readonly root: Locator;
  readonly confirm: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('alertdialog', { name: '¿Eliminar empresa?' });
    this.confirm = this.root.getByRole('button', { name: 'Eliminar', exact: true });
    this.cancel = this.root.getByRole('button', { name: 'Cancelar' });
  }

  async expectBlocked(): Promise<void> {
    await expect(this.root.getByText('No se puede eliminar')).toBeVisible();
    await expect(this.confirm).toBeDisabled();
  }

  async expectAllowed(): Promise<void> {
    await expect(
      this.root.getByText('Esta acción eliminará permanentemente la empresa y todos sus datos asociados.', {
        exact: false,
      })
    ).toBeVisible();
    await expect(this.confirm).toBeEnabled();
  }
}
