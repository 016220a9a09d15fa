import type { SnapshotFrom } from 'xstate';
import { QUOTE_STATUS_LABELS } from '#domain/quote';
import type { quoteMachine } from './quote.machine';

type Snapshot = SnapshotFrom<typeof quoteMachine>;

/** What the quote's page shows and which steps it offers: exactly those the machine accepts now. */
export const selectQuoteView = (s: Snapshot) => ({
  quote: s.context.quote,
  statusLabel: s.context.quote ? QUOTE_STATUS_LABELS[s.context.quote.status] : null,
  busy: s.hasTag('busy'),
  error: s.matches('failed') ? s.context.error : null,
  canSend: s.can({ type: 'quote.send' }),
  canApprove: s.can({ type: 'quote.approve' }),
  canReject: s.can({ type: 'quote.reject' }),
  canAccept: s.can({ type: 'quote.accept' }),
  canDecline: s.can({ type: 'quote.decline' }),
  canReserve: s.can({ type: 'quote.reserve' }),
  canCopyLink: s.can({ type: 'quote.copyLink' }),
  canDownload: s.context.quote !== null,
  /** The reason dialog of 'Rechazar' (the approver's) or 'Marcar rechazada' (the buyer's), while it is open. */
  reason: s.matches('askingReason')
    ? {
        kind: s.context.rejecting ?? 'reject',
        saving: s.matches({ askingReason: 'saving' }),
        error: s.context.reasonError,
      }
    : null,
});
