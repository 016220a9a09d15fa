import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { formatMoney } from '#domain/format';
import { stats } from '#machines/constructor/constructor-dashboard-page/constructor-dashboard.fixtures';
import { ConstructorMetricsView } from '#ui/screens/constructor/constructor-metrics-screen';
import { ConstructorStatsView } from '#ui/screens/constructor/constructor-stats-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadConstructorStats } from './constructor-stats-page.actors';
import {
  constructorStatsPageMachine,
  type ConstructorStatsPageEvent,
} from './constructor-stats-page.machine';

vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof constructorStatsPageMachine>;
type PageRef = ActorRefFrom<typeof constructorStatsPageMachine>;

const events: ConstructorStatsPageEvent[] = [
  { type: 'stats.reload' },
  done('loadConstructorStats', stats),
  failed('loadConstructorStats'),
];

const model = new TestModel(constructorStatsPageMachine, {
  stateMatcher: (s, key) => s.matches(key as never),
});
const paths = model.getPaths(() =>
  getShortestPaths(constructorStatsPageMachine, {
    input: { companyId: 1 },
    events,
    filterEvents: (s, e) => s.can(e) && (e.type !== 'stats.reload' || (s as Snapshot).matches('failed')),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => JSON.stringify({ value: s.value, loaded: (s as Snapshot).context.stats !== null }),
  })
);

// The same machine behind both views; each view checks the figures its own way.
const views: [string, (pageRef: PageRef) => ReactElement, () => void][] = [
  [
    'Métricas',
    (pageRef) => <ConstructorMetricsView pageRef={pageRef} companyName="Andina" />,
    () => {
      expect(screen.getByRole('group', { name: 'Unidades Vendidas' })).toHaveTextContent('20');
      expect(screen.getByRole('group', { name: 'Unidades Disponibles' })).toHaveTextContent('10');
      expect(screen.getByRole('group', { name: 'Progreso Promedio' })).toHaveTextContent('42%');
      const stages = within(screen.getByRole('table', { name: 'Proyectos por etapa' }));
      expect(stages.getByRole('row', { name: /En Construcción/ })).toHaveTextContent('2');
      const months = within(screen.getByRole('table', { name: 'Ingresos por mes' }));
      expect(months.getByRole('row', { name: /Ene/ })).toHaveTextContent(formatMoney(300_000_000));
      const top = within(screen.getByRole('table', { name: 'Top 5 proyectos por ventas' }));
      expect(top.getAllByRole('row')[1]).toHaveTextContent('Torres del Poblado');
      expect(top.getAllByRole('row')[1]).toHaveTextContent('85%');
    },
  ],
  [
    'Estadísticas',
    (pageRef) => <ConstructorStatsView pageRef={pageRef} companyName="Andina" />,
    () => {
      // jsdom draws no chart, so the figures are read from each chart's table.
      for (const name of [
        'Proyectos por etapa',
        'Unidades vendidas vs disponibles',
        'Ingresos por mes',
        'Top 5 proyectos por ventas',
        'Progreso promedio de obra',
      ]) {
        expect(screen.getByRole('figure', { name })).toBeInTheDocument();
      }
      const units = within(screen.getByRole('table', { name: 'Unidades vendidas vs disponibles (tabla)' }));
      expect(units.getByRole('row', { name: /Vendidas/ })).toHaveTextContent('20');
      const stages = within(screen.getByRole('table', { name: 'Proyectos por etapa (tabla)' }));
      expect(stages.getByRole('row', { name: /En Construcción/ })).toHaveTextContent('2');
      const top = within(screen.getByRole('table', { name: 'Top 5 proyectos por ventas (tabla)' }));
      expect(top.getAllByRole('row')[1]).toHaveTextContent('85%');
      expect(screen.getByRole('table', { name: 'Progreso promedio de obra (tabla)' })).toHaveTextContent(
        '42%'
      );
    },
  ],
];

afterEach(cleanup);

describe.each(views)('%s', (_, renderView, showsFigures) => {
  describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
    it('follows the statistics machine', async () => {
      const user = userEvent.setup({ delay: null });
      const load = controlled<typeof loadConstructorStats>();
      const pageRef = createActor(
        constructorStatsPageMachine.provide({
          actors: { loadConstructorStats: load.actor },
          actions: { notifyError: () => {} },
        }),
        { input: { companyId: 1 } }
      ).start();
      render(renderView(pageRef));
      await path.test({
        events: {
          'stats.reload': async () => {
            const loads = load.inputs.length;
            await user.click(screen.getByRole('button', { name: 'Reintentar' }));
            await waitFor(() => expect(load.inputs).toHaveLength(loads + 1));
          },
          ...settle({ loadConstructorStats: load }),
        },
        states: {
          loading: () => {
            expect(screen.getByText('Cargando estadísticas...')).toBeInTheDocument();
          },
          ready: showsFigures,
          failed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar las estadísticas');
          },
        },
      });
      pageRef.stop();
    });
  });
});

it('shows a chart’s table to everyone on Ver tabla', async () => {
  const user = userEvent.setup({ delay: null });
  const load = controlled<typeof loadConstructorStats>();
  const pageRef = createActor(
    constructorStatsPageMachine.provide({ actors: { loadConstructorStats: load.actor } }),
    {
      input: { companyId: 1 },
    }
  ).start();
  render(<ConstructorStatsView pageRef={pageRef} companyName="Andina" />);
  load.resolve(stats);
  const figure = within(await screen.findByRole('figure', { name: 'Ingresos por mes' }));
  const toggle = figure.getByRole('button', { name: 'Ver tabla' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(figure.getByRole('button', { name: 'Ocultar tabla' })).toHaveAttribute('aria-expanded', 'true');
  pageRef.stop();
});
