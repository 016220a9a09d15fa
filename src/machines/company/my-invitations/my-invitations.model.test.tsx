import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel } from 'xstate/graph';
import '#ui/components/jsdom-shims';
import type { MyInvitation } from '#domain/invitation';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
import { httpError } from '#machines/shared/company-detail/company.fixtures';
import { InvitationsCard } from '#ui/screens/profile/invitations-card';
import { controlled, done, failed, settle } from '#tests/xstate';
import type {
  acceptInvitationActor,
  declineInvitationActor,
  loadMyInvitations,
} from './my-invitations.actors';
import { myInvitationsMachine, type MyInvitationsEvent } from './my-invitations.machine';

vi.setConfig({ testTimeout: 30_000 });

const invitation: MyInvitation = {
  id: 7,
  company: { id: 1, name: 'Constructora Andina S.A.S.' },
  role: 'MEMBER',
  created_at: '2025-03-15T10:00:00.000Z',
};
const label = invitation.company.name;

const events: MyInvitationsEvent[] = [
  { type: 'invitations.reload' },
  { type: 'invitation.accept', invitationId: invitation.id },
  { type: 'invitation.decline', invitationId: invitation.id },
  done('loadMyInvitations', [invitation]),
  failed('loadMyInvitations'),
  done('acceptInvitation', { company: invitation.company, role: invitation.role }),
  failed('acceptInvitation', httpError(404, 'Invitación no encontrada.')),
  done('declineInvitation', undefined),
  failed('declineInvitation', httpError(404, 'Invitación no encontrada.')),
];

const ctx = (s: unknown) => (s as SnapshotFrom<typeof myInvitationsMachine>).context;
const model = new TestModel(myInvitationsMachine, { stateMatcher: (s, key) => s.matches(key as never) });
const paths = model.getPaths(() =>
  getShortestPaths(myInvitationsMachine, {
    events,
    // An answer needs the invitation on the list; a loaded list holds the one fixture.
    filterEvents: (s, e) =>
      s.can(e) &&
      !(
        (e.type === 'invitation.accept' || e.type === 'invitation.decline') &&
        ctx(s).invitations.length === 0
      ),
    serializeEvent: (e) => JSON.stringify(e),
  })
);

afterEach(cleanup);

describe.each(paths.map((p) => [p.description, p] as const))('%s', (_, path) => {
  it('the invitations card follows its machine', async () => {
    const user = userEvent.setup();
    const load = controlled<typeof loadMyInvitations>();
    const accept = controlled<typeof acceptInvitationActor>();
    const decline = controlled<typeof declineInvitationActor>();
    const actor = createActor(
      myInvitationsMachine.provide({
        actors: {
          loadMyInvitations: load.actor,
          acceptInvitation: accept.actor,
          declineInvitation: decline.actor,
        },
        actions: { notify: () => {}, reloadSession: () => {} },
      })
    ).start();
    render(<InvitationsCard invitationsRef={actor} />);

    await path.test({
      events: {
        'invitations.reload': async () => {
          await user.click(screen.getByRole('button', { name: 'Reintentar' }));
        },
        'invitation.accept': async () => {
          await user.click(screen.getByRole('button', { name: `Aceptar invitación de ${label}` }));
        },
        'invitation.decline': async () => {
          await user.click(screen.getByRole('button', { name: `Rechazar invitación de ${label}` }));
        },
        ...settle({ loadMyInvitations: load, acceptInvitation: accept, declineInvitation: decline }),
      },
      states: {
        loading: () => {
          expect(screen.getByText('Cargando invitaciones...')).toBeInTheDocument();
        },
        failed: () => {
          expect(screen.getByText('Error al cargar tus invitaciones')).toBeInTheDocument();
        },
        idle: async (snapshot) => {
          const { invitations, actionError } = ctx(snapshot);
          if (invitations.length === 0) {
            await waitFor(() =>
              expect(screen.getByText('No tienes invitaciones pendientes.')).toBeInTheDocument()
            );
          } else {
            const item = screen.getByRole('listitem', { name: label });
            expect(item).toHaveTextContent(`Rol: ${COMPANY_ROLE_LABELS[invitation.role]}`);
            expect(screen.getByRole('button', { name: `Aceptar invitación de ${label}` })).toBeEnabled();
          }
          if (actionError) expect(screen.getByText(actionError)).toBeInTheDocument();
        },
        accepting: () => {
          expect(screen.getByRole('button', { name: `Aceptar invitación de ${label}` })).toHaveTextContent(
            'Aceptando...'
          );
          expect(screen.getByRole('button', { name: `Rechazar invitación de ${label}` })).toBeDisabled();
        },
        declining: () => {
          expect(screen.getByRole('button', { name: `Rechazar invitación de ${label}` })).toHaveTextContent(
            'Rechazando...'
          );
        },
      },
    });
    actor.stop();
  });
});

it('covers every state of the invitations chart', () => {
  const reached = new Set(paths.flatMap((p) => p.steps.map((st) => JSON.stringify(st.state.value))));
  for (const s of ['loading', 'failed', 'idle', 'accepting', 'declining'])
    expect(reached).toContain(JSON.stringify(s));
});
