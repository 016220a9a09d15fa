import { projectStatusBadge } from '#domain/statuses';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { formatAdminPriceRange, matchesProjectSearch, projectPageFigures } from '#domain/admin';
import { AdminProjectsView } from '#ui/screens/admin/admin-projects-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import { adminAndina, httpError, projectsPage } from '#machines/shared/company-detail/company.fixtures';
import type { loadAdminProjects } from './admin-projects.actors';
import { adminProjectsMachine, type AdminProjectsEvent } from './admin-projects.machine';

const onePage = { ...projectsPage, projects: [], total_items: 0, total_pages: 0 };
const events: AdminProjectsEvent[] = [
  { type: 'projects.page', page: 2 },
  { type: 'projects.page', page: 1 },
  { type: 'projects.search', term: 'laureles' },
  { type: 'projects.search', term: '' },
  { type: 'projects.reload' },
  done('loadAdminProjects', { company: adminAndina, page: projectsPage }),
  done('loadAdminProjects', { company: adminAndina, page: onePage }),
  failed('loadAdminProjects', httpError(500)),
];

const model = new TestModel(adminProjectsMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(adminProjectsMachine, {
    input: { companyId: adminAndina.id },
    events,
    filterEvents: (s, e) => {
      if (!s.can(e)) return false;
      if (e.type === 'projects.page')
        return (s.context.projects?.total_pages ?? 0) > 1 && e.page !== s.context.page;
      // Only the error state offers a reload.
      if (e.type === 'projects.reload') return s.matches('failed');
      return true;
    },
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the admin projects screen follows its machine', async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadAdminProjects>();
    const actor = createActor(adminProjectsMachine.provide({ actors: { loadAdminProjects: load.actor } }), {
      input: { companyId: adminAndina.id },
    }).start();
    render(<AdminProjectsView projectsRef={actor} />);

    await path.test({
      events: {
        'projects.page': async ({ event }) => {
          const { page } = event as Extract<AdminProjectsEvent, { type: 'projects.page' }>;
          await user.click(screen.getByRole('button', { name: `Página ${page}` }));
        },
        'projects.search': async ({ event }) => {
          const { term } = event as Extract<AdminProjectsEvent, { type: 'projects.search' }>;
          const box = screen.getByRole('searchbox', { name: 'Buscar por nombre, ubicación o barrio...' });
          await user.clear(box);
          await user.type(box, `${term}{Enter}`);
        },
        'projects.reload': async () => {
          await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        },
        ...settle({ loadAdminProjects: load }),
      },
      states: {
        loading: (s) => {
          if (!s.context.projects) expect(screen.getByText('Cargando proyectos...')).toBeInTheDocument();
          expect(load.inputs.at(-1)).toEqual({ companyId: adminAndina.id, page: s.context.page });
        },
        ready: (s) => {
          const page = s.context.projects!;
          expect(
            screen.getByRole('heading', { name: `Proyectos de ${adminAndina.name}` })
          ).toBeInTheDocument();
          const figures = projectPageFigures(page.projects);
          expect(screen.getByRole('group', { name: 'Total Proyectos' })).toHaveTextContent(
            String(figures.projects)
          );
          expect(screen.getByRole('group', { name: 'Total Unidades' })).toHaveTextContent(
            String(figures.units)
          );
          expect(screen.getByRole('group', { name: 'Unidades Disponibles' })).toHaveTextContent(
            String(figures.available)
          );
          expect(screen.getByRole('group', { name: 'Ubicaciones' })).toHaveTextContent(
            String(figures.locations)
          );
          const shown = page.projects.filter((p) => matchesProjectSearch(p, s.context.search));
          expect(screen.queryAllByRole('article')).toHaveLength(shown.length);
          for (const project of shown) {
            const card = within(screen.getByRole('article', { name: project.name }));
            expect(card.getByText(projectStatusBadge(project.status).label)).toBeInTheDocument();
            const price = formatAdminPriceRange(project);
            if (price) expect(card.getByText(price)).toBeInTheDocument();
            expect(card.getByRole('link', { name: 'Ver Detalles' })).toHaveAttribute(
              'href',
              `/admin/projects/${project.id}`
            );
            expect(card.getByRole('link', { name: 'Editar' })).toHaveAttribute(
              'href',
              `/admin/projects/${project.id}/edit`
            );
          }
          if (shown.length === 0) {
            expect(
              screen.getByText(
                s.context.search ? 'No se encontraron proyectos' : 'No hay proyectos registrados'
              )
            ).toBeInTheDocument();
          }
          if (page.total_pages > 1)
            expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
          else expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
        },
        failed: () => {
          expect(screen.getByText('Error al cargar proyectos')).toBeInTheDocument();
          expect(screen.getByText('Error interno del servidor.')).toBeInTheDocument();
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the admin projects chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'failed']) expect(reached).toContain(JSON.stringify(s));
});

it('prints the price range in German-style grouping with the currency', () => {
  expect(formatAdminPriceRange(projectsPage.projects[0]!)).toBe('COP 250.000.000 - 480.000.000');
  expect(formatAdminPriceRange({ price_range_min: 1500, price_range_max: 2500, currency: '' })).toBe(
    '$ 1.500 - 2.500'
  );
  expect(formatAdminPriceRange(projectsPage.projects[2]!)).toBeNull();
});
