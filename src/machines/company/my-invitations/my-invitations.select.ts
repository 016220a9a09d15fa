import type { SnapshotFrom } from 'xstate';
import { MY_INVITATIONS_LOAD_ERROR, type myInvitationsMachine } from './my-invitations.machine';

/** The invitations card: the pending invitations, which one is being answered, and the last refusal. */
export const selectMyInvitationsView = (s: SnapshotFrom<typeof myInvitationsMachine>) => ({
  loading: s.matches('loading'),
  loadError: s.matches('failed') ? MY_INVITATIONS_LOAD_ERROR : null,
  invitations: s.context.invitations,
  acceptingId: s.matches('accepting') ? s.context.targetId : null,
  decliningId: s.matches('declining') ? s.context.targetId : null,
  canAnswer: s.matches('idle'),
  actionError: s.context.actionError,
});
