import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import type { Member } from '#domain/member';
import { LeadAssignDialog } from '#ui/screens/leads/lead-assign-dialog';
import { controlled, done, failed, settle } from '#tests/xstate';
import { httpError } from '#machines/shared/company-detail/company.fixtures';
import { lucia } from '#machines/leads/leads-page/leads-page.fixtures';
import type { loadMembers, saveAssignee } from './lead-assign.actors';
import { leadAssignMachine, type AssignTarget, type LeadAssignEvent } from './lead-assign.machine';

const person = (user_id: number, full_name: string, role: Member['role']): Member => ({
  id: user_id + 100,
  user_id,
  email: `${full_name.toLowerCase()}@andina.test`,
  full_name,
  role,
  created_at: '2026-11-01T00:00:00.000Z',
});
const MEMBERS = [person(2, 'Mateo', 'MEMBER'), person(3, 'Valentina', 'VIEWER'), person(4, 'Ana', 'ADMIN')];
const TARGET: AssignTarget = {
  id: 7,
  companyId: 1,
  version: 1,
  contactName: 'Lucía Fernández',
  assignedTo: 2,
};
const REFUSAL = 'Un VIEWER no puede ser responsable de un lead: elige un miembro con otro rol.';

const events: LeadAssignEvent[] = [
  { type: 'assign.open', lead: TARGET },
  { type: 'assign.select', userId: 4 },
  { type: 'assign.confirm' },
  { type: 'assign.cancel' },
  { type: 'assign.retry' },
  done('loadMembers', MEMBERS),
  failed('loadMembers', httpError(503)),
  done('saveAssignee', { ...lucia, assigned_to: 4, assigned_to_name: 'Ana', version: 2 }),
  failed('saveAssignee', httpError(422, REFUSAL)),
];

// Alone (no page invoking it), the report to the parent has nowhere to go.
const machine = leadAssignMachine.provide({
  actions: { reportAssigned: () => {}, notifyAssigned: () => {} },
});
const model = new TestModel(machine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(machine, {
    events,
    filterEvents: (s, e) => s.can(e),
    serializeEvent: (e) => JSON.stringify(e),
    // The pick is the only context that varies: the state value and it name a state of the dialog.
    serializeState: (s) => JSON.stringify([s.value, s.context.selected, s.context.error !== null]),
  })
);

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: 'Asignar a' });
const inDialog = () => within(dialog());

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it("the 'Asignar a' dialog follows its machine", async () => {
    const user = userEvent.setup();
    const members = controlled<typeof loadMembers>();
    const save = controlled<typeof saveAssignee>();
    const ref = createActor(
      leadAssignMachine.provide({
        actors: { loadMembers: members.actor, saveAssignee: save.actor },
        actions: { notifyAssigned: () => {}, reportAssigned: () => {} },
      })
    ).start();
    render(<LeadAssignDialog assignRef={ref} />);

    await path.test({
      events: {
        // The profile's 'Asignar a' button belongs to the page; the dialog starts from the page's message.
        'assign.open': async () => {
          ref.send({ type: 'assign.open', lead: TARGET });
        },
        'assign.select': async () => {
          await user.click(inDialog().getByRole('radio', { name: /Ana/ }));
        },
        'assign.confirm': async () => {
          await user.click(inDialog().getByRole('button', { name: 'Asignar' }));
        },
        'assign.cancel': async () => {
          await user.click(inDialog().getByRole('button', { name: 'Cancelar' }));
        },
        'assign.retry': async () => {
          await user.click(inDialog().getByRole('button', { name: 'Reintentar' }));
        },
        ...settle({ loadMembers: members, saveAssignee: save }),
      },
      states: {
        closed: async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        },
        loadingMembers: async () => {
          await waitFor(() => expect(inDialog().getByText('Cargando miembros...')).toBeInTheDocument());
          expect(dialog()).toHaveTextContent('¿Quién atiende a Lucía Fernández?');
        },
        membersFailed: async () => {
          await waitFor(() => expect(inDialog().getByText('Error del servidor (503).')).toBeInTheDocument());
          expect(inDialog().getByRole('button', { name: 'Asignar' })).toBeDisabled();
        },
        choosing: async () => {
          await waitFor(() => expect(inDialog().getAllByRole('radio')).toHaveLength(3));
          expect(inDialog().queryByRole('radio', { name: /Valentina/ })).not.toBeInTheDocument();
          expect(inDialog().getByRole('radio', { name: 'Sin responsable' })).toBeInTheDocument();
          const picked = ref.getSnapshot().context.selected === 4 ? /Ana/ : /Mateo/;
          expect(inDialog().getByRole('radio', { name: picked })).toBeChecked();
          // Keeping the current owner is no change: 'Asignar' waits for another pick.
          expect(inDialog().getByRole('button', { name: 'Asignar' }).hasAttribute('disabled')).toBe(
            ref.getSnapshot().context.selected === TARGET.assignedTo
          );
          if (ref.getSnapshot().context.error)
            expect(inDialog().getByRole('alert')).toHaveTextContent(REFUSAL);
        },
        saving: async () => {
          await waitFor(() => expect(inDialog().getByRole('button', { name: /Asignando/ })).toBeDisabled());
          expect(inDialog().getByRole('button', { name: 'Cancelar' })).toBeDisabled();
        },
      },
    });
    ref.stop();
  });
});

it('covers every state of the assignment chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['closed', 'loadingMembers', 'membersFailed', 'choosing', 'saving']) {
    expect(reached).toContain(JSON.stringify(s));
  }
});
