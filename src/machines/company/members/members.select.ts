import type { SnapshotFrom } from 'xstate';
import type { membersMachine } from './members.machine';

/** The members section: the members and pending invitations, what is running, the pending removal question and the last refusal. */
export const selectMembersView = (s: SnapshotFrom<typeof membersMachine>) => {
  const { members, invitations, targetId, loadError, actionError } = s.context;
  return {
    loading: s.matches('loading'),
    loadError: s.matches('failed') ? loadError : null,
    members,
    invitations,
    /** The invitation whose cancellation is running. */
    cancellingInvitationId: s.matches({ ready: 'cancellingInvitation' }) ? targetId : null,
    busy: s.hasTag('busy'),
    inviting: s.matches({ ready: 'inviting' }),
    /** The member whose role change or removal is running. */
    busyMemberId: s.matches({ ready: 'changingRole' }) || s.matches({ ready: 'removing' }) ? targetId : null,
    removal:
      s.matches({ ready: 'confirmingRemoval' }) || s.matches({ ready: 'removing' })
        ? (members.find((m) => m.id === targetId) ?? null)
        : null,
    removing: s.matches({ ready: 'removing' }),
    actionError,
    canAct: s.matches({ ready: 'idle' }),
    /** Changes after each sent invitation, so the invite form starts empty again. */
    invitedCount: s.context.invitedCount,
  };
};
