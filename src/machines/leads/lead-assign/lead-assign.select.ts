import type { SnapshotFrom } from 'xstate';
import type { leadAssignMachine } from './lead-assign.machine';

/** The 'Asignar a' dialog: the lead, the members to pick from, the pick, and whether it is busy or refused. */
export const selectLeadAssignView = (s: SnapshotFrom<typeof leadAssignMachine>) => ({
  open: !s.matches('closed'),
  contactName: s.context.lead?.contactName ?? '',
  loading: s.matches('loadingMembers'),
  members: s.context.members.map((m) => ({ userId: m.user_id, name: m.full_name ?? m.email, role: m.role })),
  selected: s.context.selected,
  saving: s.matches('saving'),
  error: s.matches('choosing') || s.matches('membersFailed') ? s.context.error : null,
  canRetry: s.matches('membersFailed'),
  canConfirm: s.can({ type: 'assign.confirm' }),
});
