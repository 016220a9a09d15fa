import { createActor, fromPromise } from 'xstate';
import type { AdminCompany } from '#domain/admin';
import type { ProjectPage } from '#domain/project';
import { adminAndina, httpError, projectsPage } from '#machines/shared/company-detail/company.fixtures';
import { adminProjectsMachine } from './admin-projects.machine';
import { selectAdminProjectsView } from './admin-projects.select';

type Output = { company: AdminCompany; page: ProjectPage };
type Pending = {
  input: { companyId: number; page: number };
  resolve(v: Output): void;
  reject(e: unknown): void;
};

function start() {
  const loads: Pending[] = [];
  const actor = createActor(
    adminProjectsMachine.provide({
      actors: {
        loadAdminProjects: fromPromise<Output, { companyId: number; page: number }>(
          ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject }))
        ),
      },
    }),
    { input: { companyId: 1 } }
  ).start();
  return { actor, loads, view: () => selectAdminProjectsView(actor.getSnapshot()) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('admin projects machine', () => {
  it('names the company and computes the four figures from the loaded page', async () => {
    const { loads, view } = start();
    expect(loads[0]!.input).toEqual({ companyId: 1, page: 1 });
    loads[0]!.resolve({ company: adminAndina, page: projectsPage });
    await flush();
    expect(view()).toMatchObject({
      companyName: 'Constructora Andina S.A.S.',
      figures: { projects: 3, units: 70, available: 22, locations: 2 },
      showPagination: true,
      totalPages: 2,
    });
  });

  it('searches by name, location or neighbourhood on the client', async () => {
    const { actor, loads, view } = start();
    loads[0]!.resolve({ company: adminAndina, page: projectsPage });
    await flush();
    actor.send({ type: 'projects.search', term: 'laureles' });
    expect(view().projects.map((p) => p.id)).toEqual([12]);
    actor.send({ type: 'projects.search', term: 'envigado' });
    expect(view().projects.map((p) => p.id)).toEqual([13]);
    actor.send({ type: 'projects.search', term: 'cartagena' });
    expect(view()).toMatchObject({ empty: true, emptyText: 'No se encontraron proyectos' });
  });

  it('pages through the server 9 at a time', async () => {
    const { actor, loads } = start();
    loads[0]!.resolve({ company: adminAndina, page: projectsPage });
    await flush();
    actor.send({ type: 'projects.page', page: 2 });
    expect(loads[1]!.input).toEqual({ companyId: 1, page: 2 });
  });

  it('shows the Spanish text of the catalogue for the status with a retry', async () => {
    const { actor, loads, view } = start();
    loads[0]!.reject(httpError(404, 'Empresa no encontrada.'));
    await flush();
    expect(view().error).toBe('El recurso solicitado no fue encontrado.');
    actor.send({ type: 'projects.reload' });
    expect(loads).toHaveLength(2);
  });
});
