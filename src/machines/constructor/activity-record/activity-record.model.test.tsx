import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import { ApiError } from '#api/api-error';
import { ActivityForm } from '#ui/screens/constructor/dashboard/activity-form';
import { inspection } from '#machines/constructor/constructor-dashboard-page/constructor-dashboard.fixtures';
import { controlled, done, failed, settle } from '#tests/xstate';
import type { recordActivity } from './activity-record.actors';
import { activityRecordMachine, type ActivityRecordEvent } from './activity-record.machine';

type Snapshot = SnapshotFrom<typeof activityRecordMachine>;

const TITLE = 'Inspección de estructura piso 4';
const refused = new ApiError('El proyecto no pertenece a la empresa', 'http', 422);
const projects = [{ value: '11', label: 'Torres del Poblado' }];

// The form's submit, and the server's two answers.
const events: ActivityRecordEvent[] = [
  {
    type: 'activity.submit',
    values: { type: 'inspection', project_id: '11', title: TITLE, description: '' },
  },
  done('recordActivity', inspection),
  failed('recordActivity', refused),
];

// Toasts and the feed's reload are the dashboard's business (its own model test); here the form alone is under test.
const form = activityRecordMachine.provide({
  actions: { notifyRecorded: () => {}, notifyFailed: () => {}, reportRecorded: () => {} },
});

const model = new TestModel(form, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(form, {
    input: { companyId: 1 },
    events,
    filterEvents: (s, e) => (s as Snapshot).can(e),
    serializeEvent: (e) => JSON.stringify(e),
    serializeState: (s) => {
      const { value, context } = s as Snapshot;
      // One recorded activity is enough to see the form start empty again.
      return JSON.stringify([value, context.error, Math.min(context.recorded, 1)]);
    },
  })
);

afterEach(cleanup);

const theForm = () => screen.getByRole('form', { name: 'Registrar actividad' });

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the record-activity form follows its machine', async () => {
    const user = userEvent.setup({ delay: null });
    const record = controlled<typeof recordActivity>();
    const recordRef = createActor(form.provide({ actors: { recordActivity: record.actor } }), {
      input: { companyId: 1 },
    }).start();
    render(<ActivityForm recordRef={recordRef} projects={projects} />);

    await path.test({
      events: {
        'activity.submit': async () => {
          const f = theForm();
          await user.selectOptions(within(f).getByLabelText('Proyecto'), '11');
          await user.clear(within(f).getByLabelText(/Título/));
          await user.type(within(f).getByLabelText(/Título/), TITLE);
          await user.click(within(f).getByRole('button', { name: 'Registrar actividad' }));
        },
        ...settle({ recordActivity: record }),
      },
      states: {
        idle: (s) => {
          const { error, recorded } = (s as Snapshot).context;
          const title = within(theForm()).getByLabelText(/Título/);
          expect(within(theForm()).getByRole('button', { name: 'Registrar actividad' })).toBeEnabled();
          expect(title).toBeEnabled();
          if (error) {
            expect(screen.getByRole('alert')).toHaveTextContent(refused.message);
            // A refused activity keeps what was typed.
            expect(title).toHaveValue(TITLE);
          } else {
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
            // A recorded activity starts a fresh, empty form.
            expect(title).toHaveValue('');
            if (recorded > 0) expect(within(theForm()).getByLabelText('Proyecto')).toHaveValue('');
          }
        },
        saving: () => {
          expect(within(theForm()).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
          expect(within(theForm()).getByLabelText(/Título/)).toBeDisabled();
        },
      },
    });
    expect(record.inputs.every((i) => i.company_id === 1 && i.project_id === 11 && i.title === TITLE)).toBe(
      true
    );
    await act(async () => recordRef.stop());
  });
});

it('covers every state of the record-activity chart, a recorded and a refused activity included', () => {
  const reached = new Set(
    paths.flatMap((p) =>
      p.steps.map((st) =>
        JSON.stringify([
          st.state.value,
          st.state.context.error !== null,
          Math.min(st.state.context.recorded, 1),
        ])
      )
    )
  );
  for (const s of [
    ['idle', false, 0],
    ['saving', false, 0],
    ['idle', false, 1],
    ['idle', true, 0],
  ]) {
    expect(reached).toContain(JSON.stringify(s));
  }
});
