import {
  chooseOption,
  CompaniesPage,
  CompanyDetailPage,
  CompanyFormPage,
  DeleteCompanyDialog,
} from './models/company';
import { companyApi, uniqueNit, type ApiCompany } from './models/company-api';
import { LandingPage } from './models/landing';
import { ProfilePage } from './models/profile';
import { DEMO_COMPANIES } from '../server/demo/demo-companies';
import { companiesOf, passwordGrantToken } from './support/api';
import { expect, test } from './support/fixtures';
import { linkIn, mailTo } from './support/inbox';

const OWNER = 'owner@inbest.test';
const MEMBER = 'member@inbest.test';
const DUPLICATE =
  'Ya existe una empresa con este número de identificación. Por favor, utiliza un número diferente.';

test.describe('companies', () => {
  test('an owner creates, edits, staffs and deletes a company', async ({ browser, page, signIn, shell }) => {
    test.setTimeout(180_000);
    const name = `Constructora Prueba ${Date.now()}`;
    const nit = uniqueNit();
    await signIn(OWNER);

    // Create: the document type waits for a country, then the company joins the top-bar selector.
    await page.getByRole('link', { name: 'Nueva Empresa' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/company/new');
    const form = new CompanyFormPage(page);
    await expect(form.documentType).toBeDisabled();
    await form.submit();
    await expect(page.getByText('El nombre de la empresa es requerido')).toBeVisible();
    await form.fill({ name, country: 'Colombia' });
    await chooseOption(page, form.documentType, 'Número de Identificación Tributaria (NIT)');
    await form.fill({ registrationId: nit, city: 'Envigado' });
    await form.submit();
    await expect(shell.toast(`Empresa "${name}" creada exitosamente`)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(shell.companySelect).toBeEnabled({ timeout: 15_000 });
    await shell.companySelect.click();
    await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    const token = await passwordGrantToken(OWNER);
    const created = (await companiesOf(token)).find((c) => c.name === name) as ApiCompany | undefined;
    if (!created) throw new Error('the new company is not in the owner’s list');

    // Edit from the companies table.
    const companies = new CompaniesPage(page);
    await companies.goto();
    await companies
      .row(name)
      .getByRole('link', { name: `Editar ${name}` })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === `/company/${created.id}/edit`);
    await expect(form.name).toHaveValue(name);
    await expect(form.documentType).toContainText('Número de Identificación Tributaria (NIT)');
    await form.fill({ city: 'Sabaneta' });
    await form.submit();
    await expect(shell.toast('Empresa actualizada exitosamente')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `/company/${created.id}`);
    const detail = new CompanyDetailPage(page);
    await detail.expectCompany(name);
    await expect(page.getByText('Sabaneta')).toBeVisible();

    // A NIT another company already uses gives the 409 warning and keeps the form.
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await form.fill({ registrationId: DEMO_COMPANIES.andina.registrationId });
    await form.submit();
    await expect(form.duplicateWarning()).toContainText(DUPLICATE);
    await expect(page).toHaveURL((url) => url.pathname === `/company/${created.id}/edit`);

    // Members: invite as VIEWER; the invitation stays pending, and changes nothing for the invitee, until they
    // accept it from their profile. Then promote to MEMBER, then remove.
    await detail.goto(created.id);
    await detail.expectCompany(name);
    await detail.invite(MEMBER, 'Observador');
    await expect(shell.toast(`Invitación enviada a ${MEMBER}`)).toBeVisible();
    await expect(detail.memberRow(MEMBER)).toContainText('Invitación pendiente');
    await expect(detail.roleSelect(MEMBER)).toHaveCount(0);
    const memberToken = await passwordGrantToken(MEMBER);
    expect((await companiesOf(memberToken)).some((c) => c.id === created.id)).toBe(false);

    // The invitee gets the invitation by e-mail, in the development inbox; its link opens the profile.
    const mail = await mailTo(MEMBER, `${name} te invita a unirte en In-Best`);
    expect(mail.text).toContain('con el rol Observador');
    const invitationLink = linkIn(mail, '/profile');

    const inviteeContext = await browser.newContext();
    const inviteePage = await inviteeContext.newPage();
    const inviteeLanding = new LandingPage(inviteePage);
    await inviteeLanding.goto();
    await (await inviteeLanding.startSignIn()).signIn(MEMBER);
    await expect(inviteePage).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    const profile = new ProfilePage(inviteePage);
    await profile.open(invitationLink);
    await expect(profile.invitation(name)).toContainText('Rol: Observador');
    await profile.accept(name);
    await expect(inviteePage.getByText(`Ahora eres Observador de ${name}`)).toBeVisible();
    await expect(profile.invitation(name)).toHaveCount(0);
    await inviteeContext.close();

    await detail.goto(created.id);
    await expect(detail.roleSelect(MEMBER)).toHaveValue('VIEWER');
    await detail.roleSelect(MEMBER).selectOption({ label: 'Miembro' });
    await expect(shell.toast('Rol de Mateo Cárdenas cambiado a Miembro')).toBeVisible();
    await expect(detail.roleSelect(MEMBER)).toHaveValue('MEMBER');
    // The members are searched on the server by name or e-mail, as typed.
    const searchMembers = page.getByRole('searchbox', { name: 'Buscar miembros' });
    await searchMembers.fill('nadie');
    await expect(page.getByText('No se encontraron miembros')).toBeVisible();
    await searchMembers.fill('MATEO');
    await expect(detail.roleSelect(MEMBER)).toHaveValue('MEMBER');
    await expect(detail.members.getByRole('row')).toHaveCount(2);
    await searchMembers.fill('');
    expect((await companiesOf(memberToken)).find((c) => c.id === created.id)).toMatchObject({
      role: 'MEMBER',
    });

    // While a member remains the deletion is blocked; once alone, the owner deletes it.
    await detail.deleteButton.click();
    const dialog = new DeleteCompanyDialog(page);
    await dialog.expectBlocked();
    await expect(dialog.root).toContainText('La empresa tiene 0 proyecto(s) y 1 miembro(s) asociados.');
    await dialog.cancel.click();
    await detail.removeMember(MEMBER);
    await expect(detail.memberRow(MEMBER)).toHaveCount(0);
    await detail.deleteButton.click();
    await dialog.expectAllowed();
    await dialog.confirm.click();
    await expect(shell.toast(`Empresa "${name}" eliminada exitosamente`)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/companies');
    await expect(companies.row(name)).toHaveCount(0);
    expect((await companyApi('GET', `/companies/${created.id}`, token)).status).toBe(404);
  });

  test('a company with projects cannot be deleted', async ({ page, signIn }) => {
    const token = await passwordGrantToken(OWNER);
    const andina = (await companiesOf(token)).find((c) => c.name === DEMO_COMPANIES.andina.name);
    if (!andina) throw new Error(`${OWNER} does not own ${DEMO_COMPANIES.andina.name}`);
    await signIn(OWNER);
    const detail = new CompanyDetailPage(page);
    await detail.goto(andina.id);
    await detail.expectCompany(andina.name);
    await detail.deleteButton.click();
    const dialog = new DeleteCompanyDialog(page);
    await dialog.expectBlocked();
    await expect(dialog.root).toContainText(/La empresa tiene [1-9]\d* proyecto\(s\)/);
    await dialog.cancel.click();
    await expect(dialog.root).toBeHidden();
    expect((await companyApi('DELETE', `/companies/${andina.id}`, token)).status).toBe(409);
  });

  test('the create form warns a token without create:companies', async ({ page, signIn }) => {
    await signIn(MEMBER);
    await page.goto('/company/new');
    await expect(page.getByText('Permiso create:companies no encontrado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión e iniciar de nuevo' })).toBeVisible();
  });

  test('Mi Empresa shows the personal company with its edit link', async ({ page, signIn }) => {
    await signIn(OWNER);
    await page.getByRole('link', { name: 'Mi Empresa' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/company');
    await expect(page.getByRole('heading', { name: 'Mi Empresa Personal' })).toBeVisible();
    await expect(page.getByRole('heading', { name: DEMO_COMPANIES.andina.name })).toBeVisible();
    await expect(page.getByText(DEMO_COMPANIES.andina.registrationId)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
    await page.getByRole('link', { name: 'Gestión de Empresas' }).click();
    await expect(page.getByRole('heading', { name: 'Gestion de Empresas' })).toBeVisible();
  });
});
