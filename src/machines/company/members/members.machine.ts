import toast from 'react-hot-toast';
import { assign, setup } from 'xstate';
import type { CompanyInvitation } from '#domain/invitation';
import type { Member, MemberInvite } from '#domain/member';
import { COMPANY_ROLE_LABELS, type CompanyRole } from '#domain/roles';
import { errorMessage } from '#api/api-error';
import {
  cancelInvitationActor,
  changeMemberRole,
  inviteMemberActor,
  loadMembers,
  removeMemberActor,
} from './members.actors';

export type MembersEvent =
  | { type: 'members.reload' }
  | { type: 'member.invite'; invite: MemberInvite }
  | { type: 'member.changeRole'; memberId: number; role: CompanyRole }
  | { type: 'member.remove'; memberId: number }
  | { type: 'member.removeConfirm' }
  | { type: 'member.removeCancel' }
  | { type: 'invitation.cancel'; invitationId: number };

type Context = {
  companyId: number;
  members: Member[];
  /** Invitations sent and not yet accepted or declined: shown as such, never as members. */
  invitations: CompanyInvitation[];
  /** Why the list could not be loaded. */
  loadError: string | null;
  /** Why the last invite, role change or removal failed (the last-owner rule, a duplicate…). */
  actionError: string | null;
  /** The member a running change or the removal question is about, or the invitation being cancelled. */
  targetId: number | null;
  /** Invitations sent so far: each one starts a fresh invite form (the view keys the form by it). */
  invitedCount: number;
};

// The members section's texts: the spec has the calls but no screen, so these follow its wording style.
export const MEMBERS_LOAD_ERROR = 'Error al cargar los miembros de la empresa';
/** The notice after an invitation. */
export const invitedMessage = (email: string) => `Invitación enviada a ${email}`;
/** The notice after an invitation is withdrawn. */
export const invitationCancelledMessage = (invitation: CompanyInvitation) =>
  `Invitación a ${invitation.email} cancelada`;
/** The notice after a role change, with the role's Spanish label. */
export const roleChangedMessage = (member: Member) =>
  `Rol de ${member.full_name ?? member.email} cambiado a ${COMPANY_ROLE_LABELS[member.role]}`;
/** The notice after a removal. */
export const removedMessage = (member: Member) =>
  `${member.full_name ?? member.email} ya no es miembro de la empresa`;

const replaceMember = (members: Member[], updated: Member) =>
  members.map((m) => (m.id === updated.id ? updated : m));

/**
 * A company's members for its OWNER/ADMIN: list, invite by email, change a role, remove after a question, cancel
 * a pending invitation. An invitation stays apart from the members until its addressee accepts it. One change runs
 * at a time; a refusal (last owner, already a member or invited) is shown above the list.
 */
export const membersMachine = setup({
  types: {
    input: {} as { companyId: number },
    context: {} as Context,
    events: {} as MembersEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadMembers,
    inviteMember: inviteMemberActor,
    changeMemberRole,
    removeMember: removeMemberActor,
    cancelInvitation: cancelInvitationActor,
  },
  actions: {
    notify: (_, params: { message: string }) => {
      toast.success(params.message);
    },
    recordActionError: assign({ actionError: (_, params: { error: unknown }) => errorMessage(params.error) }),
  },
}).createMachine({
  id: 'members',
  context: ({ input }) => ({
    companyId: input.companyId,
    members: [],
    invitations: [],
    loadError: null,
    actionError: null,
    targetId: null,
    invitedCount: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMembers',
        src: 'loadMembers',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: {
          target: 'ready',
          actions: assign({
            members: ({ event }) => event.output.members,
            invitations: ({ event }) => event.output.invitations,
            loadError: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ loadError: MEMBERS_LOAD_ERROR }) },
      },
    },
    failed: { on: { 'members.reload': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'member.invite': { target: 'inviting', actions: assign({ actionError: null }) },
            'member.changeRole': {
              target: 'changingRole',
              actions: assign({ actionError: null, targetId: ({ event }) => event.memberId }),
            },
            'member.remove': {
              target: 'confirmingRemoval',
              actions: assign({ actionError: null, targetId: ({ event }) => event.memberId }),
            },
            'invitation.cancel': {
              target: 'cancellingInvitation',
              actions: assign({ actionError: null, targetId: ({ event }) => event.invitationId }),
            },
          },
        },
        inviting: {
          tags: 'busy',
          invoke: {
            id: 'inviteMember',
            src: 'inviteMember',
            input: ({ context, event }) => ({
              companyId: context.companyId,
              invite: (event as Extract<MembersEvent, { type: 'member.invite' }>).invite,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  invitations: ({ context, event }) => [...context.invitations, event.output],
                  invitedCount: ({ context }) => context.invitedCount + 1,
                }),
                { type: 'notify', params: ({ event }) => ({ message: invitedMessage(event.output.email) }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'recordActionError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        changingRole: {
          tags: 'busy',
          invoke: {
            id: 'changeMemberRole',
            src: 'changeMemberRole',
            input: ({ context, event }) => {
              const { memberId, role } = event as Extract<MembersEvent, { type: 'member.changeRole' }>;
              return { companyId: context.companyId, memberId, role };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  members: ({ context, event }) => replaceMember(context.members, event.output),
                  targetId: null,
                }),
                { type: 'notify', params: ({ event }) => ({ message: roleChangedMessage(event.output) }) },
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
        cancellingInvitation: {
          tags: 'busy',
          invoke: {
            id: 'cancelInvitation',
            src: 'cancelInvitation',
            input: ({ context }) => ({ companyId: context.companyId, invitationId: context.targetId! }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    message: invitationCancelledMessage(
                      context.invitations.find((i) => i.id === context.targetId)!
                    ),
                  }),
                },
                assign({
                  invitations: ({ context }) => context.invitations.filter((i) => i.id !== context.targetId),
                  targetId: null,
                }),
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
        confirmingRemoval: {
          on: {
            'member.removeConfirm': 'removing',
            'member.removeCancel': { target: 'idle', actions: assign({ targetId: null }) },
          },
        },
        removing: {
          tags: 'busy',
          invoke: {
            id: 'removeMember',
            src: 'removeMember',
            input: ({ context }) => ({ companyId: context.companyId, memberId: context.targetId! }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    message: removedMessage(context.members.find((m) => m.id === context.targetId)!),
                  }),
                },
                assign({
                  members: ({ context }) => context.members.filter((m) => m.id !== context.targetId),
                  targetId: null,
                }),
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
    },
  },
});
