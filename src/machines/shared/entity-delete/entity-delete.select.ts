import type { SnapshotFrom } from 'xstate';
import { modelInUseMessage } from '#domain/property-model';
import type { entityDeleteMachine } from './entity-delete.machine';

/** What the delete dialog shows: which dialog, for what, and whether it is working or failed. */
export const selectDeleteView = (s: SnapshotFrom<typeof entityDeleteMachine>) => {
  const { target, error } = s.context;
  const blocked = s.matches('blocked');
  return {
    open: s.hasTag('open'),
    blocked,
    busy: s.hasTag('busy'),
    kind: target?.kind ?? null,
    name: target?.name ?? '',
    blockedMessage:
      blocked && target?.kind === 'model' ? modelInUseMessage(target.name, target.propertiesCount) : null,
    error,
    leaving: s.matches('leaving') || s.matches('left'),
  };
};

export type DeleteView = ReturnType<typeof selectDeleteView>;
