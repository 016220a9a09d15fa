import { createActor, fromPromise } from 'xstate';
import { andinaSummary } from './dashboard.fixtures';
import { DASHBOARD_ERROR, dashboardMachine } from './dashboard.machine';
import { selectDashboardView } from './dashboard.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(results: Array<() => Promise<typeof andinaSummary>>) {
  const asked: number[] = [];
  let errors = 0;
  let call = 0;
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        loadSummary: fromPromise<typeof andinaSummary, { companyId: number }>(({ input }) => {
          asked.push(input.companyId);
          return results[Math.min(call++, results.length - 1)]!();
        }),
      },
      actions: { notifyError: () => void (errors += 1) },
    }),
    { input: { companyId: 5 } }
  ).start();
  return { actor, asked, errors: () => errors };
}

describe('dashboard machine', () => {
  it('loads the summary of its company', async () => {
    const { actor, asked } = start([async () => andinaSummary]);
    expect(selectDashboardView(actor.getSnapshot()).loading).toBe(true);
    await flush();
    expect(asked).toEqual([5]);
    expect(selectDashboardView(actor.getSnapshot())).toMatchObject({
      loading: false,
      summary: andinaSummary,
      error: null,
    });
  });

  it('shows the spec error inline and as a notification, and retries', async () => {
    const { actor, errors } = start([
      async () => {
        throw new Error('500');
      },
      async () => andinaSummary,
    ]);
    await flush();
    expect(selectDashboardView(actor.getSnapshot()).error).toBe(DASHBOARD_ERROR);
    expect(errors()).toBe(1);
    actor.send({ type: 'dashboard.refresh' });
    await flush();
    expect(selectDashboardView(actor.getSnapshot()).summary).toEqual(andinaSummary);
  });

  it('keeps showing the figures while refreshing', async () => {
    const { actor } = start([async () => andinaSummary, () => new Promise(() => {})]);
    await flush();
    actor.send({ type: 'dashboard.refresh' });
    expect(selectDashboardView(actor.getSnapshot())).toMatchObject({ loading: false, refreshing: true });
  });
});
