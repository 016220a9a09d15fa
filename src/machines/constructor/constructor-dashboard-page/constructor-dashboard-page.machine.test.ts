import { createActor, fromPromise } from 'xstate';
import type { Activity, ActivityCreate, ConstructorDashboard } from '#domain/constructor-workspace';
import type { Access } from '#domain/permissions';
import { activityRecordMachine } from '#machines/constructor/activity-record/activity-record.machine';
import { revenueTargetMachine } from '#machines/constructor/revenue-target/revenue-target.machine';
import { dashboard, dashboardWithInspection, inspection } from './constructor-dashboard.fixtures';
import { constructorDashboardPageMachine } from './constructor-dashboard-page.machine';
import { selectConstructorDashboardPageView } from './constructor-dashboard-page.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

const owner: Access = { roles: { 1: 'OWNER' }, permissions: [] };
const member: Access = { roles: { 1: 'MEMBER' }, permissions: [] };
const viewer: Access = { roles: { 1: 'VIEWER' }, permissions: [] };

type Target = { company_id: number; monthly_target: number | null };
type Answer = () => Promise<ConstructorDashboard>;

/** The page with its API calls replaced: each load takes the next answer (the last one repeats). */
function start(access: Access, answers: Answer[] = [async () => dashboard]) {
  const loads: number[] = [];
  const recorded: ActivityCreate[] = [];
  const targets: number[] = [];
  const notifyError = vi.fn();
  const page = createActor(
    constructorDashboardPageMachine.provide({
      actors: {
        loadConstructorDashboard: fromPromise<ConstructorDashboard, { companyId: number }>(({ input }) => {
          loads.push(input.companyId);
          return answers[Math.min(loads.length, answers.length) - 1]!();
        }),
        activityRecord: activityRecordMachine.provide({
          actors: {
            recordActivity: fromPromise<Activity, ActivityCreate>(async ({ input }) => {
              recorded.push(input);
              return inspection;
            }),
          },
          actions: { notifyRecorded: () => {}, notifyFailed: () => {} },
        }),
        revenueTarget: revenueTargetMachine.provide({
          actors: {
            saveRevenueTarget: fromPromise<Target, { companyId: number; monthlyTarget: number }>(
              async ({ input }) => {
                targets.push(input.monthlyTarget);
                return { company_id: input.companyId, monthly_target: input.monthlyTarget };
              }
            ),
          },
          actions: { notifySaved: () => {}, notifyFailed: () => {} },
        }),
      },
      actions: { notifyError },
    }),
    { input: { companyId: 1, access } }
  ).start();
  const view = () => selectConstructorDashboardPageView(page.getSnapshot());
  return { page, loads, recorded, targets, notifyError, view };
}

const boom = async (): Promise<ConstructorDashboard> => {
  throw new Error('500');
};

describe('constructor dashboard page machine', () => {
  it('loads the company’s figures in one call and shows them', async () => {
    const { page, loads, view } = start(owner);
    expect(view()).toMatchObject({ loading: true, dashboard: null, error: null });
    await flush();
    expect(loads).toEqual([1]);
    expect(page.getSnapshot().value).toBe('ready');
    expect(view()).toMatchObject({ loading: false, refreshing: false, dashboard });
    expect(view().stages[2]).toEqual({ stage: 'construction', count: 2, label: 'En Construcción' });
    expect(view().activities[0]!.look).toMatchObject({ label: 'Entrega de materiales', icon: 'truck' });
    expect(view().projectOptions).toEqual([
      { value: '11', label: 'Torres del Poblado' },
      { value: '12', label: 'Mirador de Laureles' },
    ]);
  });

  it('says why in Spanish when the load fails, and loads again on Reintentar', async () => {
    const { page, loads, notifyError, view } = start(owner, [boom, async () => dashboard]);
    await flush();
    expect(page.getSnapshot().value).toBe('failed');
    expect(view()).toMatchObject({ error: 'Error al cargar los datos del dashboard', dashboard: null });
    expect(notifyError).toHaveBeenCalledTimes(1);
    page.send({ type: 'dashboard.reload' });
    expect(view().loading).toBe(true);
    await flush();
    expect(loads).toHaveLength(2);
    expect(view()).toMatchObject({ error: null, dashboard });
  });

  it('keeps the figures on screen while it refreshes', async () => {
    const { page, view } = start(owner);
    await flush();
    page.send({ type: 'dashboard.reload' });
    expect(view()).toMatchObject({ loading: false, refreshing: true, dashboard });
  });

  it('gives owners the activity form and the target editor, members the form only, viewers neither', () => {
    expect(start(owner).view()).toMatchObject({ canRecord: true, canEditTarget: true });
    expect(start(member).view()).toMatchObject({ canRecord: true, canEditTarget: false });
    expect(start(viewer).view()).toMatchObject({ canRecord: false, canEditTarget: false });
  });

  it('follows a change of role', () => {
    const { page, view } = start(viewer);
    page.send({ type: 'access.changed', access: owner });
    expect(view()).toMatchObject({ canRecord: true, canEditTarget: true });
  });

  it('loads once more after an activity is recorded, and the feed shows it first', async () => {
    const { loads, recorded, view } = start(member, [
      async () => dashboard,
      async () => dashboardWithInspection,
    ]);
    await flush();
    const flow = view().activityRef;
    flow.send({
      type: 'activity.submit',
      values: {
        type: 'inspection',
        project_id: '11',
        title: ' Inspección de estructura piso 4 ',
        description: '',
      },
    });
    await flush();
    expect(recorded).toEqual([
      {
        company_id: 1,
        project_id: 11,
        type: 'inspection',
        title: 'Inspección de estructura piso 4',
        description: null,
      },
    ]);
    expect(loads).toHaveLength(2);
    expect(view().activities[0]).toMatchObject({ id: inspection.id, look: { label: 'Inspección' } });
    // The same flow lives on, so the form it keys starts empty.
    expect(view().activityRef).toBe(flow);
    expect(flow.getSnapshot().context.recorded).toBe(1);
  });

  it('loads once more after the target is saved', async () => {
    const { loads, targets, view } = start(owner);
    await flush();
    view().targetRef.send({ type: 'target.edit' });
    view().targetRef.send({ type: 'target.submit', values: { monthly_target: 700_000_000 } });
    await flush();
    expect(targets).toEqual([700_000_000]);
    expect(loads).toHaveLength(2);
  });
});
