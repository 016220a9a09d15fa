import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { CompanyManagementStats } from '#domain/company-management';
import { CompanyManagementStatsView } from '#ui/screens/constructor/companies/company-management-stats-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import {
  companyManagementStatsPageMachine,
  type loadCompanyManagementStats,
} from './company-management-stats-page.machine';

vi.setConfig({ testTimeout: 30_000 });

const stats: CompanyManagementStats = {
  total_companies: 3,
  by_status: { active: 2, inactive: 1, pending: 0 },
  verified_companies: 1,
  total_projects: 5,
  total_members: 7,
  total_employees: 150,
  by_type: [
    { key: 'construction', count: 2 },
    { key: null, count: 1 },
  ],
  by_city: [{ key: 'Medellín', count: 3 }],
  by_department: [],
};

const model = new TestModel(companyManagementStatsPageMachine, {
  stateMatcher: (s, key) => s.matches(key as never),
});
const paths = model.getPaths(() =>
  getShortestPaths(companyManagementStatsPageMachine, {
    events: [
      { type: 'stats.reload' },
      done('loadCompanyManagementStats', stats),
      failed('loadCompanyManagementStats'),
    ],
    filterEvents: (s, e) => s.can(e) && (e.type !== 'stats.reload' || s.matches('failed')),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify([s.value, s.context.stats !== null]),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('Estadísticas follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const load = controlled<typeof loadCompanyManagementStats>();
    const pageRef = createActor(
      companyManagementStatsPageMachine.provide({
        actors: { loadCompanyManagementStats: load.actor },
        actions: { notifyError: () => {} },
      })
    ).start();
    render(<CompanyManagementStatsView pageRef={pageRef} />);
    await path.test({
      events: {
        'stats.reload': async () => {
          await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        },
        ...settle({ loadCompanyManagementStats: load }),
      },
      states: {
        loading: () => {
          expect(screen.getByText('Cargando estadísticas...')).toBeInTheDocument();
        },
        ready: () => {
          expect(screen.getByRole('group', { name: 'Total Empresas' })).toHaveTextContent('3');
          expect(screen.getByRole('group', { name: 'Empresas Activas' })).toHaveTextContent('2');
          expect(screen.getByRole('group', { name: 'Total Empleados' })).toHaveTextContent('150');
          const types = within(screen.getByRole('table', { name: 'Empresas por tipo' }));
          expect(types.getByRole('row', { name: /Constructora/ })).toHaveTextContent('2');
          expect(types.getByRole('row', { name: /Sin especificar/ })).toHaveTextContent('1');
          const statuses = within(screen.getByRole('table', { name: 'Empresas por estado' }));
          expect(statuses.getByRole('row', { name: /Inactiva/ })).toHaveTextContent('1');
          expect(screen.getByText('Sin datos')).toBeInTheDocument();
        },
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar las estadísticas');
        },
      },
    });
    pageRef.stop();
  });
});
