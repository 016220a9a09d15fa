import type { SnapshotFrom } from 'xstate';
import type { quoteReservationMachine } from './quote-reservation.machine';

type Snapshot = SnapshotFrom<typeof quoteReservationMachine>;

/** The 'Separar' dialog: the quote's unit, lead and separación, the deposit form, and the refusal if any. */
export const selectQuoteReservationView = (s: Snapshot) => ({
  loading: s.matches('loading'),
  quote: s.context.quote,
  error: s.context.error,
  canSubmit: s.matches('editing'),
  saving: s.matches('saving'),
});
