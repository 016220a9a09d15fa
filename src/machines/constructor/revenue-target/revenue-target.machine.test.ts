import { createActor, fromPromise } from 'xstate';
import { revenueTargetMachine } from './revenue-target.machine';
import { selectRevenueTargetView } from './revenue-target.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

type Saved = { company_id: number; monthly_target: number | null };
type Ask = { companyId: number; monthlyTarget: number };

function start(answers: ((ask: Ask) => Promise<Saved>)[]) {
  const asked: Ask[] = [];
  const reportSaved = vi.fn();
  const notifyFailed = vi.fn();
  const flow = createActor(
    revenueTargetMachine.provide({
      actors: {
        saveRevenueTarget: fromPromise<Saved, Ask>(({ input }) => {
          asked.push(input);
          return answers[asked.length - 1]!(input);
        }),
      },
      actions: { notifySaved: () => {}, notifyFailed, reportSaved },
    }),
    { input: { companyId: 2 } }
  ).start();
  const view = () => selectRevenueTargetView(flow.getSnapshot());
  return { flow, asked, reportSaved, notifyFailed, view };
}

const saved = async (ask: Ask): Promise<Saved> => ({
  company_id: ask.companyId,
  monthly_target: ask.monthlyTarget,
});

describe('revenue target machine', () => {
  it('opens, saves the target for its company, closes and tells the page', async () => {
    const { flow, asked, reportSaved, view } = start([saved]);
    expect(view()).toEqual({ open: false, saving: false, error: null });
    flow.send({ type: 'target.edit' });
    expect(view().open).toBe(true);
    flow.send({ type: 'target.submit', values: { monthly_target: 900_000_000 } });
    expect(view()).toMatchObject({ open: true, saving: true });
    await flush();
    expect(asked).toEqual([{ companyId: 2, monthlyTarget: 900_000_000 }]);
    expect(view()).toEqual({ open: false, saving: false, error: null });
    expect(reportSaved).toHaveBeenCalledTimes(1);
  });

  it('closes without saving on Cancelar', () => {
    const { flow, asked, view } = start([saved]);
    flow.send({ type: 'target.edit' });
    flow.send({ type: 'target.cancel' });
    expect(view().open).toBe(false);
    expect(asked).toEqual([]);
  });

  it('stays open with the reason when saving fails, and saves on the next try', async () => {
    const { flow, asked, reportSaved, notifyFailed, view } = start([
      async () => {
        throw new Error('network');
      },
      saved,
    ]);
    flow.send({ type: 'target.edit' });
    flow.send({ type: 'target.submit', values: { monthly_target: 1 } });
    await flush();
    expect(flow.getSnapshot().value).toBe('editing');
    expect(view().error).toEqual(expect.any(String));
    expect(notifyFailed).toHaveBeenCalledTimes(1);
    expect(reportSaved).not.toHaveBeenCalled();
    flow.send({ type: 'target.submit', values: { monthly_target: 2 } });
    expect(view().error).toBeNull();
    await flush();
    expect(asked.map((a) => a.monthlyTarget)).toEqual([1, 2]);
    expect(view().open).toBe(false);
    expect(reportSaved).toHaveBeenCalledTimes(1);
  });

  it('forgets an old failure when opened again', async () => {
    const { flow, view } = start([
      async () => {
        throw new Error('network');
      },
    ]);
    flow.send({ type: 'target.edit' });
    flow.send({ type: 'target.submit', values: { monthly_target: 1 } });
    await flush();
    flow.send({ type: 'target.cancel' });
    flow.send({ type: 'target.edit' });
    expect(view()).toEqual({ open: true, saving: false, error: null });
  });
});
