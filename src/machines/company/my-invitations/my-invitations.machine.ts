import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import type { AcceptedInvitation, MyInvitation } from '#domain/invitation';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
import { errorMessage } from '#api/api-error';
import { acceptInvitationActor, declineInvitationActor, loadMyInvitations } from './my-invitations.actors';

export type MyInvitationsEvent =
  | { type: 'invitations.reload' }
  | { type: 'invitation.accept'; invitationId: number }
  | { type: 'invitation.decline'; invitationId: number };

type Context = {
  invitations: MyInvitation[];
  /** The invitation being accepted or declined. */
  targetId: number | null;
  /** Why the last answer failed. */
  actionError: string | null;
};

// The spec has no screen for invitations; these follow its wording style.
export const MY_INVITATIONS_LOAD_ERROR = 'Error al cargar tus invitaciones';
/** The notice after accepting: the company joined and the role held there. */
export const acceptedMessage = (accepted: AcceptedInvitation) =>
  `Ahora eres ${COMPANY_ROLE_LABELS[accepted.role]} de ${accepted.company.name}`;
/** The notice after declining. */
export const declinedMessage = (invitation: MyInvitation) =>
  `Rechazaste la invitación de ${invitation.company.name}`;

const without = (context: Context) => context.invitations.filter((i) => i.id !== context.targetId);

/**
 * The signed-in user's pending invitations: accept one (they become a member, and the session reloads its
 * companies so the selector shows the new one) or decline it. One answer runs at a time.
 */
export const myInvitationsMachine = setup({
  types: { context: {} as Context, events: {} as MyInvitationsEvent },
  actors: {
    loadMyInvitations,
    acceptInvitation: acceptInvitationActor,
    declineInvitation: declineInvitationActor,
  },
  actions: {
    notify: (_, params: { message: string }) => {
      toast.success(params.message);
    },
    /** The session reloads the profile and companies: a new membership changes what the shell offers. */
    reloadSession: () => {},
    recordActionError: assign({ actionError: (_, params: { error: unknown }) => errorMessage(params.error) }),
  },
}).createMachine({
  id: 'myInvitations',
  context: { invitations: [], targetId: null, actionError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMyInvitations',
        src: 'loadMyInvitations',
        onDone: { target: 'idle', actions: assign({ invitations: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'invitations.reload': 'loading' } },
    idle: {
      on: {
        'invitation.accept': {
          target: 'accepting',
          actions: assign({ actionError: null, targetId: ({ event }) => event.invitationId }),
        },
        'invitation.decline': {
          target: 'declining',
          actions: assign({ actionError: null, targetId: ({ event }) => event.invitationId }),
        },
      },
    },
    accepting: {
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context }) => ({ invitationId: context.targetId! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notify', params: ({ event }) => ({ message: acceptedMessage(event.output) }) },
            'reloadSession',
            assign({ invitations: ({ context }) => without(context), targetId: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ targetId: null }),
            { type: 'recordActionError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    declining: {
      invoke: {
        id: 'declineInvitation',
        src: 'declineInvitation',
        input: ({ context }) => ({ invitationId: context.targetId! }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                message: declinedMessage(context.invitations.find((i) => i.id === context.targetId)!),
              }),
            },
            assign({ invitations: ({ context }) => without(context), targetId: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ targetId: null }),
            { type: 'recordActionError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
