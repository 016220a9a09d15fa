import type { SnapshotFrom } from 'xstate';
import { BOARD_STATUS_LABELS } from '#domain/availability';
import { allowedActions, type unitPanelMachine } from './unit-panel.machine';

type Snapshot = SnapshotFrom<typeof unitPanelMachine>;

/** The panel's view: the unit, its history in words, the actions offered and the reason dialog. */
export const selectUnitPanelView = (s: Snapshot) => {
  const { context } = s;
  return {
    unit: context.unit,
    statusLabel: BOARD_STATUS_LABELS[context.unit.status],
    historyLoading: s.hasTag('loading'),
    historyError: context.historyError,
    history: context.history.map((e) => ({
      id: e.id,
      at: e.created_at,
      change: `${e.from_status ? BOARD_STATUS_LABELS[e.from_status] : 'Sin estado'} → ${BOARD_STATUS_LABELS[e.to_status]}`,
      reason: e.reason,
      by: e.changed_by_name ?? 'Sistema',
    })),
    actions: s.matches('idle')
      ? allowedActions(context).map((a) => ({ id: a.id, label: a.label }))
      : allowedActions(context).map((a) => ({ id: a.id, label: a.label, disabled: true })),
    reason: context.pending
      ? {
          title: context.pending.prompt,
          confirm: context.pending.confirm,
          error: context.reasonError,
          saving: s.hasTag('saving'),
        }
      : null,
  };
};
