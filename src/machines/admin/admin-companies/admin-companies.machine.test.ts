import { createActor, fromPromise } from 'xstate';
import type { AdminCompanyList } from '#domain/admin';
import { adminPage, emptyAdminPage, httpError } from '#machines/shared/company-detail/company.fixtures';
import { adminCompaniesMachine } from './admin-companies.machine';
import { selectAdminCompaniesView } from './admin-companies.select';

type Pending = { page: number; resolve(v: AdminCompanyList): void; reject(e: unknown): void };

function start() {
  const loads: Pending[] = [];
  const actor = createActor(
    adminCompaniesMachine.provide({
      actors: {
        loadAdminCompanies: fromPromise<AdminCompanyList, { page: number }>(
          ({ input }) => new Promise((resolve, reject) => loads.push({ page: input.page, resolve, reject }))
        ),
      },
    })
  ).start();
  return { actor, loads, view: () => selectAdminCompaniesView(actor.getSnapshot()) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('admin companies machine', () => {
  it('shows the platform figures and the page’s cards, with pagination', async () => {
    const { loads, view } = start();
    expect(view().loading).toBe(true);
    loads[0]!.resolve(adminPage);
    await flush();
    expect(view()).toMatchObject({
      loading: false,
      stats: { total: 8, verified: 6, countries: 2, projects: 12 },
      showPagination: true,
      page: 1,
      totalPages: 2,
    });
    expect(view().companies.map((c) => c.id)).toEqual([1, 8]);
  });

  it('loads another page from the server', async () => {
    const { actor, loads, view } = start();
    loads[0]!.resolve(adminPage);
    await flush();
    actor.send({ type: 'companies.page', page: 2 });
    expect(loads[1]!.page).toBe(2);
    expect(view()).toMatchObject({ loading: false, refreshing: true, page: 2 });
  });

  it('searches the loaded page by name, city or country and hides the pagination meanwhile', async () => {
    const { actor, loads, view } = start();
    loads[0]!.resolve(adminPage);
    await flush();
    actor.send({ type: 'companies.search', term: 'monterrey' });
    expect(view()).toMatchObject({ searching: true, showPagination: false });
    expect(view().companies.map((c) => c.id)).toEqual([8]);
    actor.send({ type: 'companies.search', term: 'colombia' });
    expect(view().companies.map((c) => c.id)).toEqual([1]);
    actor.send({ type: 'companies.search', term: 'lima' });
    expect(view()).toMatchObject({ empty: true, emptyText: 'No se encontraron empresas' });
    expect(loads).toHaveLength(1);
  });

  it('says there are no companies when the platform has none', async () => {
    const { loads, view } = start();
    loads[0]!.resolve(emptyAdminPage);
    await flush();
    expect(view()).toMatchObject({
      empty: true,
      emptyText: 'No hay empresas registradas',
      showPagination: false,
    });
  });

  it('falls back to the last page when a deletion emptied the current one', async () => {
    const { actor, loads, view } = start();
    loads[0]!.resolve(adminPage);
    await flush();
    actor.send({ type: 'companies.page', page: 2 });
    loads[1]!.resolve(adminPage);
    await flush();
    actor.send({ type: 'companies.reload' });
    loads[2]!.resolve({ ...adminPage, companies: [], total_items: 6, total_pages: 1 });
    await flush();
    expect(loads[3]!.page).toBe(1);
    expect(view().page).toBe(1);
  });

  it('shows the Spanish text of the catalogue for the status with a retry', async () => {
    const { actor, loads, view } = start();
    loads[0]!.reject(httpError(403, 'Acceso denegado.'));
    await flush();
    expect(view().error).toBe('Acceso denegado.');
    actor.send({ type: 'companies.reload' });
    expect(loads).toHaveLength(2);
  });
});
