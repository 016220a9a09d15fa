import type { SnapshotFrom } from 'xstate';
import { RESERVATION_STATUS_LABELS } from '#domain/sales';
import type { reservationMachine } from './reservation.machine';

type Snapshot = SnapshotFrom<typeof reservationMachine>;

/** What the separación's panel shows: its state in words, which form is open, and what the user may do. */
export const selectReservationView = (s: Snapshot) => ({
  reservation: s.context.reservation,
  state: s.matches('active')
    ? RESERVATION_STATUS_LABELS.active
    : s.matches('released')
      ? RESERVATION_STATUS_LABELS.released
      : s.matches('converted')
        ? RESERVATION_STATUS_LABELS.converted
        : RESERVATION_STATUS_LABELS.expired,
  form:
    s.matches({ active: 'releaseForm' }) || s.matches({ active: 'releasing' })
      ? ('release' as const)
      : s.matches({ active: 'saleForm' }) || s.matches({ active: 'selling' })
        ? ('sale' as const)
        : null,
  busy: s.hasTag('busy'),
  error: s.context.error,
  /** The server's refusal of a field of the open form. */
  fieldError: s.context.fieldError,
  canRelease: s.can({ type: 'release.start' }),
  canSell: s.can({ type: 'sale.start' }),
});
