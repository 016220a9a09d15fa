import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { matchesCompanySearch } from '#domain/admin';
import { AdminCompaniesView } from '#ui/screens/admin/admin-companies-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import { companyDeleteMachine } from '#machines/shared/company-delete/company-delete.machine';
import { adminPage, emptyAdminPage, httpError } from '#machines/shared/company-detail/company.fixtures';
import type { loadAdminCompanies } from './admin-companies.actors';
import { adminCompaniesMachine, type AdminCompaniesEvent } from './admin-companies.machine';

const events: AdminCompaniesEvent[] = [
  { type: 'companies.page', page: 2 },
  { type: 'companies.page', page: 1 },
  { type: 'companies.search', term: 'monterrey' },
  { type: 'companies.search', term: '' },
  { type: 'companies.reload' },
  done('loadAdminCompanies', adminPage),
  done('loadAdminCompanies', emptyAdminPage),
  failed('loadAdminCompanies', httpError(403, 'Acceso denegado.')),
];

const model = new TestModel(adminCompaniesMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(adminCompaniesMachine, {
    events,
    filterEvents: (s, e) => {
      if (!s.can(e)) return false;
      // The page bar is hidden while searching, on a single page, and does nothing for the current page.
      if (e.type === 'companies.page') {
        return s.context.search === '' && (s.context.list?.total_pages ?? 0) > 1 && e.page !== s.context.page;
      }
      // A loaded list is reloaded by the screen after a deletion (see the delete dialog's tests), not by a button.
      if (e.type === 'companies.reload') return s.matches('failed');
      return true;
    },
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const figure = (label: string) => screen.getByRole('group', { name: label });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the admin list follows its machine', async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadAdminCompanies>();
    const listRef = createActor(
      adminCompaniesMachine.provide({ actors: { loadAdminCompanies: load.actor } })
    ).start();
    const deleteRef = createActor(companyDeleteMachine, { input: { scope: 'admin' } }).start();
    render(
      <AdminCompaniesView page={{ listRef, deleteRef, notice: null, canDelete: true }} send={() => {}} />
    );

    await path.test({
      events: {
        'companies.page': async ({ event }) => {
          const { page } = event as Extract<AdminCompaniesEvent, { type: 'companies.page' }>;
          await user.click(screen.getByRole('button', { name: `Página ${page}` }));
        },
        'companies.search': async ({ event }) => {
          const { term } = event as Extract<AdminCompaniesEvent, { type: 'companies.search' }>;
          const box = screen.getByRole('searchbox', { name: 'Buscar por nombre, ciudad o país...' });
          if (term === '') {
            const clear = screen.queryByRole('button', { name: 'Limpiar búsqueda' });
            if (clear) await user.click(clear);
            else await user.type(box, '{Enter}');
          } else {
            await user.clear(box);
            await user.type(box, `${term}{Enter}`);
          }
        },
        'companies.reload': async () => {
          await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        },
        ...settle({ loadAdminCompanies: load }),
      },
      states: {
        loading: (s) => {
          if (!s.context.list) expect(screen.getByText('Cargando empresas...')).toBeInTheDocument();
          expect(load.inputs.at(-1)).toEqual({ page: s.context.page });
        },
        ready: (s) => {
          const list = s.context.list!;
          expect(figure('Total Empresas')).toHaveTextContent(String(list.total_items));
          expect(figure('Empresas Verificadas')).toHaveTextContent(String(list.stats.verified_companies));
          expect(figure('Países')).toHaveTextContent(String(list.stats.unique_countries));
          expect(figure('Total Proyectos')).toHaveTextContent(String(list.stats.total_projects));
          const shown = list.companies.filter((c) => matchesCompanySearch(c, s.context.search));
          for (const company of shown) {
            const card = within(screen.getByRole('article', { name: company.name }));
            expect(card.getByRole('link', { name: 'Ver Detalles' })).toHaveAttribute(
              'href',
              `/admin/companies/${company.id}`
            );
            expect(card.getByRole('link', { name: 'Ver Proyectos' })).toHaveAttribute(
              'href',
              `/admin/projects?company_id=${company.id}`
            );
            expect(card.getByText(`${company.member_count} miembro(s)`)).toBeInTheDocument();
            expect(card.getByRole('button', { name: `Eliminar ${company.name}` })).toBeEnabled();
          }
          expect(screen.queryAllByRole('article')).toHaveLength(shown.length);
          if (shown.length === 0) {
            expect(
              screen.getByText(
                s.context.search ? 'No se encontraron empresas' : 'No hay empresas registradas'
              )
            ).toBeInTheDocument();
          }
          const paginated = s.context.search === '' && list.total_pages > 1;
          if (paginated) {
            expect(screen.getByRole('button', { name: `Página ${s.context.page}` })).toHaveAttribute(
              'aria-current',
              'page'
            );
          } else {
            expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
          }
        },
        failed: async () => {
          await waitFor(() => expect(screen.getByText('Error al cargar empresas')).toBeInTheDocument());
          expect(screen.getByText('Acceso denegado.')).toBeInTheDocument();
        },
      },
    });
    listRef.stop();
    deleteRef.stop();
  });
});

it('covers every state of the admin list chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'failed']) expect(reached).toContain(JSON.stringify(s));
});
