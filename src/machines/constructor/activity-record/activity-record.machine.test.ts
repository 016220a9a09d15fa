import { createActor, fromPromise } from 'xstate';
import type { Activity, ActivityCreate } from '#domain/constructor-workspace';
import { ApiError } from '#api/api-error';
import { inspection } from '#machines/constructor/constructor-dashboard-page/constructor-dashboard.fixtures';
import { activityRecordMachine } from './activity-record.machine';
import { selectActivityRecordView } from './activity-record.select';

const flush = () => new Promise((r) => setTimeout(r, 0));

const values = { type: 'inspection' as const, project_id: '', title: 'Inspección general', description: ' ' };

function start(answers: (() => Promise<Activity>)[]) {
  const sent: ActivityCreate[] = [];
  const notifyRecorded = vi.fn();
  const notifyFailed = vi.fn();
  const reportRecorded = vi.fn();
  const flow = createActor(
    activityRecordMachine.provide({
      actors: {
        recordActivity: fromPromise<Activity, ActivityCreate>(({ input }) => {
          sent.push(input);
          return answers[sent.length - 1]!();
        }),
      },
      actions: { notifyRecorded, notifyFailed, reportRecorded },
    }),
    { input: { companyId: 3 } }
  ).start();
  const view = () => selectActivityRecordView(flow.getSnapshot());
  return { flow, sent, notifyRecorded, notifyFailed, reportRecorded, view };
}

describe('activity record machine', () => {
  it('records the activity for its company, tells the page and empties the form', async () => {
    const { flow, sent, notifyRecorded, reportRecorded, view } = start([async () => inspection]);
    expect(view()).toEqual({ saving: false, error: null, formKey: 0 });
    flow.send({ type: 'activity.submit', values });
    expect(view().saving).toBe(true);
    await flush();
    expect(sent).toEqual([
      { company_id: 3, project_id: null, type: 'inspection', title: 'Inspección general', description: null },
    ]);
    expect(flow.getSnapshot().value).toBe('idle');
    expect(view()).toEqual({ saving: false, error: null, formKey: 1 });
    expect(notifyRecorded).toHaveBeenCalledTimes(1);
    expect(reportRecorded).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed and says why when the server refuses, and a second try can succeed', async () => {
    const { flow, sent, notifyFailed, reportRecorded, view } = start([
      async () => {
        throw new ApiError('No tienes permisos para realizar esta acción', 'http', 403);
      },
      async () => inspection,
    ]);
    flow.send({ type: 'activity.submit', values });
    await flush();
    expect(view()).toEqual({
      saving: false,
      error: 'No tienes permisos para realizar esta acción',
      formKey: 0,
    });
    expect(notifyFailed).toHaveBeenCalledTimes(1);
    expect(reportRecorded).not.toHaveBeenCalled();
    flow.send({ type: 'activity.submit', values });
    expect(view().error).toBeNull();
    await flush();
    expect(sent).toHaveLength(2);
    expect(view().formKey).toBe(1);
    expect(reportRecorded).toHaveBeenCalledTimes(1);
  });

  it('takes one submit at a time', () => {
    const { flow, sent } = start([() => new Promise<Activity>(() => {})]);
    flow.send({ type: 'activity.submit', values });
    flow.send({ type: 'activity.submit', values });
    expect(sent).toHaveLength(1);
  });
});
