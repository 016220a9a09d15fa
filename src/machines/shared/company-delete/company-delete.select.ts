import type { SnapshotFrom } from 'xstate';
import { deletionBlockedMessage } from '#domain/company';
import { blockersOf, type companyDeleteMachine } from './company-delete.machine';

/** The delete dialog: open or not, the counts, whether it is blocked, busy, or showing an error. */
export const selectCompanyDeleteView = (s: SnapshotFrom<typeof companyDeleteMachine>) => {
  const { company, stats, error } = s.context;
  const blockers = stats && company ? blockersOf(stats, company.callerIsMember) : null;
  return {
    open: !s.matches('closed'),
    companyName: company?.name ?? '',
    loading: s.matches('loadingStats'),
    blockers,
    blocked: s.matches('blocked'),
    blockedMessage: s.matches('blocked') && blockers ? deletionBlockedMessage(blockers) : null,
    deleting: s.matches('deleting'),
    error: s.matches('failed') || s.matches('statsFailed') ? error : null,
    canConfirm: s.can({ type: 'delete.confirm' }),
    canRetryStats: s.matches('statsFailed'),
  };
};
