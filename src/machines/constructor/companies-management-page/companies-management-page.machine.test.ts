import { ApiError } from '#api/api-error';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Company } from '#domain/company';
import type { CompanyUpdate } from '#domain/company-form';
import { STALE_VERSION_DETAIL } from '#domain/versioned';
import type { ManagedCompaniesQuery, ManagedCompanyList } from '#domain/company-management';
import { toManagedCompanyFormValues } from '#domain/managed-company-form';
import type { Access } from '#domain/permissions';
import { andina } from '#machines/shared/company-detail/company.fixtures';
import type { NavigateParams } from '#machines/shared/page/page-actions';
import { companiesManagementPageMachine } from './companies-management-page.machine';
import { selectCompaniesManagementView } from './companies-management-page.select';
import {
  andinaCard,
  caribeCard,
  noCompanies,
  ownerAccess,
  startAt,
  twoCompanies,
} from './companies-management-page.fixtures';
import type { CompanyListLocation } from './company-list-query';

function start(
  location: CompanyListLocation = startAt,
  access: Access = ownerAccess,
  pages: ManagedCompanyList[] = []
) {
  const queries: ManagedCompaniesQuery[] = [];
  const saved: { companyId: number; body: CompanyUpdate }[] = [];
  let stored: Company = andina;
  const navigations: NavigateParams[] = [];
  const sessionReloads: number[] = [];
  const actor = createActor(
    companiesManagementPageMachine.provide({
      actors: {
        loadManagedCompanies: fromPromise(async ({ input }: { input: ManagedCompaniesQuery }) => {
          queries.push(input);
          // Unless told otherwise, the server's list reaches the asked page.
          return pages.shift() ?? { ...twoCompanies, page: input.page, total_pages: input.page };
        }),
        loadEditedCompany: fromPromise(async ({ input }: { input: { companyId: number } }) => {
          if (input.companyId === 404) throw new ApiError('Empresa no encontrada.', 'http', 404);
          return { ...stored, id: input.companyId } as Company;
        }),
        saveEditedCompany: fromPromise(
          async ({ input }: { input: { companyId: number; body: CompanyUpdate } }) => {
            saved.push(input);
            // Another person's save is stored at version 2: an older version is refused with it.
            if (stored.version !== input.body.version) {
              throw new ApiError(STALE_VERSION_DETAIL, 'http', 409, {
                detail: STALE_VERSION_DETAIL,
                current: stored,
              });
            }
            return andina;
          }
        ),
      },
      actions: {
        navigate: (_, params) => navigations.push(params),
        reloadSession: () => sessionReloads.push(1),
        notifyListError: () => {},
        notifyUpdated: () => {},
      },
    }),
    { input: { access, ...location } }
  ).start();
  const ready = () => waitFor(actor, (s) => s.matches({ list: 'ready' }));
  /** Another person saves the company: the copy the server now holds. */
  const changedByOther = (company: Company) => (stored = company);
  return { actor, queries, saved, navigations, sessionReloads, ready, changedByOther };
}

describe('companies management page: the list', () => {
  it('asks the server for the URL’s filters, sort and page, and shows what each card allows', async () => {
    const page = start({
      ...startAt,
      filters: { ...startAt.filters, city: 'Medellín' },
      sort: 'city',
      page: 2,
    });
    await page.ready();
    expect(page.queries).toEqual([{ city: 'Medellín', sort: 'city', page: 2, limit: 6 }]);
    const view = selectCompaniesManagementView(page.actor.getSnapshot());
    expect(view.cards.map((c) => [c.company.id, c.canEdit, c.canDelete])).toEqual([
      [1, true, true],
      [2, false, false],
    ]);
  });

  it('goes back to page 1 and writes the URL when a filter, the sort or Limpiar filtros changes', async () => {
    const page = start({ ...startAt, page: 3 });
    await page.ready();
    page.actor.send({ type: 'filters.change', filters: { status: 'inactive' } });
    await page.ready();
    expect(page.queries.at(-1)).toEqual({ status: 'inactive', sort: 'name', page: 1, limit: 6 });
    expect(page.navigations.at(-1)).toEqual({ to: '/constructor/companies?status=inactive', replace: true });
    page.actor.send({ type: 'sort.change', sort: 'created_at' });
    await page.ready();
    expect(page.navigations.at(-1)?.to).toBe('/constructor/companies?status=inactive&sort=created_at');
    page.actor.send({ type: 'filters.clear' });
    await page.ready();
    expect(page.queries.at(-1)).toEqual({ sort: 'created_at', page: 1, limit: 6 });
  });

  it('searches once typing pauses, trimmed, and only when the text changed', async () => {
    const page = start();
    await page.ready();
    page.actor.send({ type: 'search.input', term: 'an' });
    page.actor.send({ type: 'search.input', term: ' andina ' });
    await waitFor(page.actor, (s) => s.matches({ search: 'idle' }), { timeout: 1000 });
    await page.ready();
    expect(page.queries.slice(1)).toEqual([{ q: 'andina', sort: 'name', page: 1, limit: 6 }]);
    page.actor.send({ type: 'search.input', term: 'andina' });
    page.actor.send({ type: 'search.submit' });
    expect(page.queries).toHaveLength(2);
  });

  it('shows the spec’s empty texts, with the hint that depends on the filters', async () => {
    const none = start(startAt, ownerAccess, [noCompanies]);
    await none.ready();
    expect(selectCompaniesManagementView(none.actor.getSnapshot()).empty).toEqual({
      title: 'No se encontraron empresas',
      hint: 'No hay empresas registradas aún',
    });
    const filtered = start({ ...startAt, filters: { ...startAt.filters, q: 'zzz' } }, ownerAccess, [
      noCompanies,
    ]);
    await filtered.ready();
    expect(selectCompaniesManagementView(filtered.actor.getSnapshot()).empty?.hint).toBe(
      'Intenta ajustar los filtros de búsqueda'
    );
  });

  it('falls back to the last page when the asked page is past the end', async () => {
    const page = start({ ...startAt, page: 4 }, ownerAccess, [
      { ...noCompanies, total_pages: 2, total_items: 7 },
    ]);
    await page.ready();
    expect(page.queries.map((q) => q.page)).toEqual([4, 2]);
    expect(page.actor.getSnapshot().context.page).toBe(2);
  });

  it('follows the URL (back, forward) without writing it again', async () => {
    const page = start();
    await page.ready();
    page.actor.send({ type: 'url.changed', ...startAt, page: 2 });
    await page.ready();
    expect(page.queries.at(-1)?.page).toBe(2);
    expect(page.navigations).toEqual([]);
  });
});

describe('companies management page: edit modal and delete', () => {
  it('opens the modal for a company the user manages, saves the modal’s fields over the loaded company', async () => {
    const page = start();
    await page.ready();
    page.actor.send({ type: 'company.edit', companyId: 1 });
    expect(page.navigations.at(-1)).toEqual({ to: '/constructor/companies?edit=1', replace: false });
    await waitFor(page.actor, (s) => s.matches({ edit: { open: 'editing' } }));
    const values = {
      ...toManagedCompanyFormValues(andina),
      name: 'Andina Renombrada',
      contact_phone: '+57 300 000 0000',
    };
    page.actor.send({ type: 'edit.submit', values });
    await waitFor(page.actor, (s) => s.matches({ edit: 'closed' }));
    expect(page.saved).toHaveLength(1);
    expect(page.saved[0]).toMatchObject({
      companyId: 1,
      body: {
        name: 'Andina Renombrada',
        contact_phone: '+57 300 000 0000',
        registration_id: andina.registration_id,
        registration_id_type_id: andina.registration_id_type_id,
        country_code: 'CO',
        description: andina.description,
      },
    });
    expect(page.navigations.at(-1)).toEqual({ to: '/constructor/companies', replace: false });
    expect(page.sessionReloads).toHaveLength(1);
    await page.ready();
    expect(page.queries).toHaveLength(2);
  });

  it('a save another person beat stays open with Recargar, which loads their version into the modal', async () => {
    const page = start();
    await page.ready();
    page.actor.send({ type: 'company.edit', companyId: 1 });
    await waitFor(page.actor, (s) => s.matches({ edit: { open: 'editing' } }));
    const theirs = { ...andina, contact_person: 'Otra Persona', version: 2 };
    page.changedByOther(theirs);
    page.actor.send({ type: 'edit.submit', values: toManagedCompanyFormValues(andina) });
    await waitFor(page.actor, (s) => selectCompaniesManagementView(s).edit.stale);
    expect(page.saved[0]?.body.version).toBe(andina.version);
    expect(selectCompaniesManagementView(page.actor.getSnapshot()).edit).toMatchObject({
      open: true,
      saveError: null,
    });
    page.actor.send({ type: 'form.reload' });
    await waitFor(page.actor, (s) => s.matches({ edit: { open: 'editing' } }));
    expect(selectCompaniesManagementView(page.actor.getSnapshot()).edit).toMatchObject({
      stale: false,
      company: { contact_person: 'Otra Persona', version: 2 },
    });
    page.actor.send({ type: 'edit.submit', values: toManagedCompanyFormValues(theirs) });
    await waitFor(page.actor, (s) => s.matches({ edit: 'closed' }));
    expect(page.saved.at(-1)?.body.version).toBe(2);
  });

  it('refuses Editar and Eliminar where the policy says no (VIEWER)', async () => {
    const page = start();
    await page.ready();
    page.actor.send({ type: 'company.edit', companyId: 2 });
    page.actor.send({ type: 'company.delete', company: caribeCard });
    expect(page.actor.getSnapshot().matches({ edit: 'closed' })).toBe(true);
    expect(page.actor.getSnapshot().children.companyDelete?.getSnapshot().value).toBe('closed');
  });

  it('opens the delete dialog for a company the user manages', async () => {
    const page = start();
    await page.ready();
    page.actor.send({ type: 'company.delete', company: andinaCard });
    const dialog = page.actor.getSnapshot().children.companyDelete!.getSnapshot();
    expect(dialog.value).not.toBe('closed');
    expect(dialog.context.company).toEqual({ id: 1, name: andinaCard.name, callerIsMember: true });
  });

  it('opens the modal from a link and shows the load failure with Reintentar', async () => {
    const page = start({ ...startAt, editId: 404 });
    await waitFor(page.actor, (s) => s.matches({ edit: { open: 'failed' } }));
    expect(selectCompaniesManagementView(page.actor.getSnapshot()).edit.error).toBe(
      'Error al cargar los datos de la empresa: Empresa no encontrada.'
    );
    page.actor.send({ type: 'url.changed', ...startAt });
    expect(page.actor.getSnapshot().matches({ edit: 'closed' })).toBe(true);
  });

  it('reloads the list and the session after a deletion', async () => {
    const page = start();
    await page.ready();
    page.actor.send({ type: 'company.deleted', companyId: 1, message: 'ok' });
    await page.ready();
    expect(page.queries).toHaveLength(2);
    expect(page.sessionReloads).toHaveLength(1);
  });
});
