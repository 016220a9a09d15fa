import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { formatLeadDate } from '#domain/format';
import { DashboardView } from '#ui/screens/dashboard/dashboard-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadSummary } from './dashboard.actors';
import { andinaSummary } from './dashboard.fixtures';
import { dashboardMachine, type DashboardEvent } from './dashboard.machine';

const emptySummary = { ...andinaSummary, recent_leads: [] };
const events: DashboardEvent[] = [
  { type: 'dashboard.refresh' },
  done('loadSummary', andinaSummary),
  done('loadSummary', emptySummary),
  failed('loadSummary'),
];

const model = new TestModel(dashboardMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(dashboardMachine, {
    input: { companyId: 1 },
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

const stat = (label: string) => within(screen.getByRole('group', { name: label }));

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the dashboard follows its machine', async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadSummary>();
    const actor = createActor(
      dashboardMachine.provide({ actors: { loadSummary: load.actor }, actions: { notifyError: () => {} } }),
      { input: { companyId: 1 } }
    ).start();
    render(
      <DashboardView dashboardRef={actor} fullName="Olga Restrepo" companyName="Constructora Andina S.A.S." />
    );

    await path.test({
      events: {
        'dashboard.refresh': async () => {
          const retry = screen.queryByRole('button', { name: 'Reintentar' });
          await user.click(retry ?? screen.getByRole('button', { name: /Actualizar/ }));
        },
        ...settle({ loadSummary: load }),
      },
      states: {
        loading: (s) => {
          expect(screen.getByRole('heading', { name: 'Bienvenido, Olga Restrepo' })).toBeInTheDocument();
          if (!s.context.summary) expect(screen.getByText('Cargando dashboard...')).toBeInTheDocument();
          else expect(screen.getByRole('button', { name: /Actualizar/ })).toBeDisabled();
        },
        ready: (s) => {
          const summary = s.context.summary!;
          expect(stat('Proyectos Activos').getByText(String(summary.total_projects))).toBeInTheDocument();
          expect(
            stat('Propiedades Disponibles').getByText(String(summary.properties_available))
          ).toBeInTheDocument();
          expect(
            stat('Leads Nuevos (30 días)').getByText(String(summary.new_leads_last_30_days))
          ).toBeInTheDocument();
          expect(stat('Leads Recientes').getByText(String(summary.recent_leads.length))).toBeInTheDocument();
          if (summary.recent_leads.length === 0) {
            expect(screen.getByText('No hay leads recientes')).toBeInTheDocument();
          } else {
            expect(screen.getByText('Camila Torres')).toBeInTheDocument();
            expect(screen.getByText(formatLeadDate('2026-11-05T19:30:00.000Z'))).toBeInTheDocument();
            expect(screen.getByText('Sin nombre')).toBeInTheDocument();
            expect(screen.getByText('Sin título')).toBeInTheDocument();
            expect(screen.getByText('Fecha no disponible')).toBeInTheDocument();
          }
        },
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar los datos del dashboard');
          expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the dashboard chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'failed']) expect(reached).toContain(JSON.stringify(s));
});
