import { cleanup, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import { AdminProjectsPage } from '#ui/screens/admin/admin-projects-screen';
import { adminProjectsMachine } from '#machines/admin/admin-projects/admin-projects.machine';
import { adminAndina, projectsPage } from '#machines/shared/company-detail/company.fixtures';
import { adminProjectsPageMachine } from './admin-projects-page.machine';

const withProjects = adminProjectsPageMachine.provide({
  actors: {
    adminProjects: adminProjectsMachine.provide({
      actors: { loadAdminProjects: fromPromise(async () => ({ company: adminAndina, page: projectsPage })) },
    }),
  },
});

afterEach(cleanup);

// The chart has no events: its paths are the two starts, one per URL.
const model = new TestModel(adminProjectsPageMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const cases = [adminAndina.id, null].flatMap((companyId) =>
  model
    .getPaths(() => getShortestPaths(adminProjectsPageMachine, { input: { companyId }, events: [] }))
    .map((p) => [`${companyId ?? 'sin empresa'}: ${p.description}`, companyId, p] as const)
);

describe.each(cases)('%s', (_, companyId, path) => {
  it('the admin projects page follows its page machine', async () => {
    const actor = createActor(withProjects, { input: { companyId } }).start();
    render(<AdminProjectsPage pageRef={actor} />);
    await path.test({
      states: {
        start: () => {},
        company: async () => {
          expect(
            await screen.findByRole('heading', { name: `Proyectos de ${adminAndina.name}` })
          ).toBeInTheDocument();
        },
        noCompany: () => {
          expect(screen.getByText('Selecciona una empresa')).toBeInTheDocument();
          expect(screen.getByRole('link', { name: 'Volver a Empresas' })).toHaveAttribute(
            'href',
            '/admin/companies'
          );
        },
      },
    });
    actor.stop();
  });
});
