import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Collection, Funnel } from '#domain/sales-funnel';
import { dashboardSalesMachine } from '#machines/constructor/dashboard-sales/dashboard-sales.machine';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import type { Activity, ActivityCreate } from '#domain/constructor-workspace';
import { formatMoney } from '#domain/format';
import { activityRecordMachine } from '#machines/constructor/activity-record/activity-record.machine';
import { revenueTargetMachine } from '#machines/constructor/revenue-target/revenue-target.machine';
import { tasksMachine } from '#machines/shared/tasks/tasks.machine';
import type { Task } from '#domain/lead-work';
import { ConstructorDashboardView } from '#ui/screens/constructor/constructor-dashboard-screen';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { loadConstructorDashboard } from './constructor-dashboard-page.actors';
import { dashboard, dashboardWithInspection, inspection } from './constructor-dashboard.fixtures';
import {
  constructorDashboardPageMachine,
  type ConstructorDashboardPageEvent,
} from './constructor-dashboard-page.machine';

// Generated paths drive the real view step by step; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

type Snapshot = SnapshotFrom<typeof constructorDashboardPageMachine>;

const owner = { roles: { 1: 'OWNER' as const }, permissions: [] };
// The shell tells the page when the role changes: here the user becomes a VIEWER of the company.
const viewer = { roles: { 1: 'VIEWER' as const }, permissions: [] };
const input = { companyId: 1, access: owner };

// The two flows as they run, with their API calls answered at once.
const recordFlow = activityRecordMachine.provide({
  actors: { recordActivity: fromPromise(async () => inspection as Activity) },
  actions: { notifyRecorded: () => {}, notifyFailed: () => {} },
});
const targetFlow = revenueTargetMachine.provide({
  actors: {
    saveRevenueTarget: fromPromise(async () => ({
      company_id: 1,
      monthly_target: 700_000_000 as number | null,
    })),
  },
  actions: { notifySaved: () => {}, notifyFailed: () => {} },
});
const overdueCall: Task = {
  id: 3,
  lead_id: 9,
  lead_name: 'Lucía Fernández',
  kind: 'call',
  title: 'Llamar',
  due_at: '2026-11-20T23:00:00.000Z',
  done_at: null,
  overdue: true,
  assigned_to: 2,
};
// The company's overdue tasks: one, so the section's list is on screen beside the figures.
const overdueFlow = tasksMachine.provide({
  actors: { loadTasks: fromPromise(async () => ({ tasks: [overdueCall] })) },
});

// The sale sections' figures, answered at once: nothing sold yet this month.
const salesFlow = dashboardSalesMachine.provide({
  actors: {
    loadSalesFigures: fromPromise(async (): Promise<{ collection: Collection; funnel: Funnel }> => ({
      collection: { month: '2026-11', label: 'Nov 2026', due: 0, collected: 0 },
      funnel: { months: [], by_origin: [], totals: { leads: 0, quotes: 0, reservations: 0, sales: 0 } },
    })),
  },
});

const events: ConstructorDashboardPageEvent[] = [
  { type: 'access.changed', access: viewer },
  { type: 'activity.recorded' },
  { type: 'revenueTarget.saved' },
  { type: 'dashboard.reload' },
  done('loadConstructorDashboard', dashboard),
  done('loadConstructorDashboard', dashboardWithInspection),
  failed('loadConstructorDashboard'),
];

const isOwner = (s: Snapshot) => s.context.access === owner;

const model = new TestModel(constructorDashboardPageMachine, {
  stateMatcher: (s, key) => s.matches(key as never),
});
const paths = model.getPaths(() =>
  getShortestPaths(constructorDashboardPageMachine, {
    input,
    events,
    // The form and the editor exist once the page shows its figures, for the roles that have them; the feed gains
    // the inspection only after one was recorded; one role change per path.
    filterEvents: (s, e) => {
      const snap = s as Snapshot;
      if (!snap.can(e)) return false;
      if (e.type === 'access.changed') return isOwner(snap);
      if (e.type === 'activity.recorded' || e.type === 'revenueTarget.saved') {
        return snap.matches('ready') && isOwner(snap);
      }
      const output = (e as { output?: unknown }).output;
      return output !== dashboardWithInspection || snap.context.dashboard !== null;
    },
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => {
      const { value, context } = s as Snapshot;
      const shown =
        context.dashboard === null ? 'none' : context.dashboard === dashboard ? 'first' : 'second';
      return JSON.stringify({ value, shown, owner: context.access === owner, error: context.error });
    },
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the constructor dashboard follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const load = controlled<typeof loadConstructorDashboard>();
    const pageRef = createActor(
      constructorDashboardPageMachine.provide({
        actors: {
          loadConstructorDashboard: load.actor,
          activityRecord: recordFlow,
          revenueTarget: targetFlow,
          dashboardSales: salesFlow,
          overdueTasks: overdueFlow,
        },
        actions: { notifyError: () => {} },
      }),
      { input }
    ).start();
    render(<ConstructorDashboardView pageRef={pageRef} companyName="Andina" />);

    const reloaded = async (gesture: () => Promise<void>) => {
      const loads = load.inputs.length;
      await gesture();
      await waitFor(() => expect(load.inputs).toHaveLength(loads + 1));
    };

    await path.test({
      events: {
        'dashboard.reload': () =>
          reloaded(async () => {
            const failedNow = (pageRef.getSnapshot() as Snapshot).matches('failed');
            await user.click(screen.getByRole('button', { name: failedNow ? 'Reintentar' : /Actualizar/ }));
          }),
        'access.changed': async ({ event }) => {
          await act(async () => pageRef.send(event as ConstructorDashboardPageEvent));
        },
        // The real gesture: the form filled in and sent; the page hears of it from the flow.
        'activity.recorded': () =>
          reloaded(async () => {
            const form = screen.getByRole('form', { name: 'Registrar actividad' });
            await user.selectOptions(within(form).getByLabelText('Proyecto'), 'Torres del Poblado');
            await user.type(within(form).getByLabelText(/Título/), inspection.title);
            await user.click(within(form).getByRole('button', { name: 'Registrar actividad' }));
            // A recorded activity empties the form for the next one.
            await waitFor(() =>
              expect(
                within(screen.getByRole('form', { name: 'Registrar actividad' })).getByLabelText(/Título/)
              ).toHaveValue('')
            );
          }),
        'revenueTarget.saved': () =>
          reloaded(async () => {
            await user.click(screen.getByRole('button', { name: 'Editar meta' }));
            const field = screen.getByLabelText('Meta mensual (COP)');
            await user.clear(field);
            await user.type(field, '700000000');
            await user.click(screen.getByRole('button', { name: 'Guardar meta' }));
          }),
        ...settle({ loadConstructorDashboard: load }),
      },
      states: {
        loading: (s) => {
          if (!s.context.dashboard) expect(screen.getByText('Cargando dashboard...')).toBeInTheDocument();
        },
        ready: (s) => {
          const d = s.context.dashboard!;
          expect(screen.getByRole('group', { name: 'Proyectos Activos' })).toHaveTextContent('3');
          expect(screen.getByRole('group', { name: 'Ingresos del Mes' })).toHaveTextContent(
            formatMoney(300_000_000)
          );
          expect(screen.getByRole('group', { name: 'Progreso Promedio' })).toHaveTextContent('42%');
          expect(screen.getByRole('heading', { name: 'Tareas vencidas' })).toBeInTheDocument();
          const chart = within(screen.getByRole('table', { name: /Ingresos mensuales frente a la meta/ }));
          expect(chart.getByRole('row', { name: /Ene/ })).toHaveTextContent(formatMoney(500_000_000));
          const table = within(screen.getByRole('table', { name: 'Proyectos en construcción' }));
          const torres = within(table.getByRole('row', { name: /Torres del Poblado/ }));
          expect(torres.getByText('63% ejecutado')).toBeInTheDocument();
          expect(torres.getByText('Carlos Restrepo')).toBeInTheDocument();
          expect(table.getByRole('row', { name: /Mirador de Laureles/ })).toHaveTextContent('Sin asignar');
          const feed = within(screen.getByRole('list', { name: 'Actividad reciente' }));
          const first = feed.getAllByRole('listitem')[0]!;
          if (d === dashboardWithInspection) {
            expect(first).toHaveTextContent('Inspección');
            expect(first).toHaveTextContent(inspection.title);
          } else {
            expect(first).toHaveTextContent('Entrega de materiales');
          }
          if (isOwner(s)) {
            expect(screen.getByRole('form', { name: 'Registrar actividad' })).toBeInTheDocument();
            expect(screen.getByRole('button', { name: 'Editar meta' })).toBeInTheDocument();
          } else {
            expect(screen.queryByRole('form', { name: 'Registrar actividad' })).not.toBeInTheDocument();
            expect(screen.queryByRole('button', { name: 'Editar meta' })).not.toBeInTheDocument();
          }
        },
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar los datos del dashboard');
        },
      },
    });
    pageRef.stop();
  });
});

it('covers every state of the dashboard chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'ready', 'failed']) expect(reached).toContain(JSON.stringify(s));
});

it('keeps what was typed and shows why when recording fails', async () => {
  const user = userEvent.setup({ delay: null });
  const load = controlled<typeof loadConstructorDashboard>();
  const pageRef = createActor(
    constructorDashboardPageMachine.provide({
      actors: {
        loadConstructorDashboard: load.actor,
        revenueTarget: targetFlow,
        dashboardSales: salesFlow,
        overdueTasks: overdueFlow,
        activityRecord: activityRecordMachine.provide({
          actors: {
            recordActivity: fromPromise<Activity, ActivityCreate>(async () => {
              throw new Error('network');
            }),
          },
          actions: { notifyRecorded: () => {}, notifyFailed: () => {} },
        }),
      },
    }),
    { input: { companyId: 1, access: { roles: { 1: 'MEMBER' as const }, permissions: [] } } }
  ).start();
  render(<ConstructorDashboardView pageRef={pageRef} companyName="Andina" />);
  await act(async () => load.resolve(dashboard));
  // A MEMBER records activities but does not set the target.
  expect(screen.queryByRole('button', { name: 'Editar meta' })).not.toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Registrar actividad' });
  await user.click(within(form).getByRole('button', { name: 'Registrar actividad' }));
  expect(await within(form).findByText('El título es requerido')).toBeInTheDocument();
  await user.type(within(form).getByLabelText(/Título/), 'Entrega de cemento');
  await user.click(within(form).getByRole('button', { name: 'Registrar actividad' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
  expect(
    within(screen.getByRole('form', { name: 'Registrar actividad' })).getByLabelText(/Título/)
  ).toHaveValue('Entrega de cemento');
  expect(load.inputs).toHaveLength(1);
  pageRef.stop();
});

it('lets an owner change the monthly target, refusing a blank one, and loads the figures again', async () => {
  const user = userEvent.setup({ delay: null });
  const load = controlled<typeof loadConstructorDashboard>();
  const pageRef = createActor(
    constructorDashboardPageMachine.provide({
      actors: {
        loadConstructorDashboard: load.actor,
        activityRecord: recordFlow,
        revenueTarget: targetFlow,
        dashboardSales: salesFlow,
        overdueTasks: overdueFlow,
      },
    }),
    { input }
  ).start();
  render(<ConstructorDashboardView pageRef={pageRef} companyName="Andina" />);
  await act(async () => load.resolve(dashboard));
  expect(screen.getByText(`Meta mensual: ${formatMoney(500_000_000)}`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Editar meta' }));
  const field = screen.getByLabelText('Meta mensual (COP)');
  expect(field).toHaveValue(500_000_000);
  await user.clear(field);
  await user.click(screen.getByRole('button', { name: 'Guardar meta' }));
  expect(await screen.findByText('La meta mensual es requerida')).toBeInTheDocument();
  await user.type(field, '700000000');
  await user.click(screen.getByRole('button', { name: 'Guardar meta' }));
  await waitFor(() => expect(load.inputs).toHaveLength(2));
  expect(screen.queryByLabelText('Meta mensual (COP)')).not.toBeInTheDocument();
  await act(async () => load.resolve({ ...dashboard, monthly_target: 700_000_000 }));
  expect(screen.getByText(`Meta mensual: ${formatMoney(700_000_000)}`)).toBeInTheDocument();
  pageRef.stop();
});
