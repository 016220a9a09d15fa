import type { SnapshotFrom } from 'xstate';
import type { membersMachine } from './members.machine';

/**
 * The members section: a page of members with its search, order and pager, the pending invitations, what is
 * running, the pending removal question and the last refusal.
 */
export const selectMembersView = (s: SnapshotFrom<typeof membersMachine>) => {
  const { result, invitations, targetId, loadError, actionError, draft, q, sort, page } = s.context;
  const members = result?.members ?? [];
  return {
    loading: s.matches({ list: 'loading' }) && result === null,
    refreshing: s.matches({ list: 'loading' }),
    loadError: s.matches({ list: 'failed' }) ? loadError : null,
    /** The search box's text. */
    search: draft,
    sort,
    page,
    totalPages: result?.total_pages ?? 0,
    members,
    /** 'No se encontraron miembros' when the search matches nobody. */
    nothingFound: result !== null && result.total_items === 0 && q !== '',
    invitations,
    /** The invitation whose cancellation is running. */
    cancellingInvitationId: s.matches({ work: 'cancellingInvitation' }) ? targetId : null,
    busy: s.hasTag('busy'),
    inviting: s.matches({ work: 'inviting' }),
    /** The member whose role change or removal is running. */
    busyMemberId: s.matches({ work: 'changingRole' }) || s.matches({ work: 'removing' }) ? targetId : null,
    removal:
      s.matches({ work: 'confirmingRemoval' }) || s.matches({ work: 'removing' })
        ? (members.find((m) => m.id === targetId) ?? null)
        : null,
    removing: s.matches({ work: 'removing' }),
    actionError,
    canAct: s.matches({ work: 'idle' }),
    /** Changes after each sent invitation, so the invite form starts empty again. */
    invitedCount: s.context.invitedCount,
  };
};
