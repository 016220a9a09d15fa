// The quote page's events and context, apart from its statechart so the views and tests name them without it.
import type { Quote } from '#domain/quote';

export type QuoteEvent =
  | { type: 'quote.send' }
  | { type: 'quote.approve' }
  /** 'Rechazar' (an approver): the reason dialog opens. */
  | { type: 'quote.reject' }
  | { type: 'quote.accept' }
  /** 'Marcar rechazada' (the buyer declined): the reason dialog opens. */
  | { type: 'quote.decline' }
  /** The reason passed its Spanish validation (react-hook-form + zod): the quote is turned down with it. */
  | { type: 'reason.submit'; reason: string }
  | { type: 'reason.cancel' }
  | { type: 'quote.retry' }
  /** 'Descargar PDF'. */
  | { type: 'quote.download' }
  /** 'Copiar enlace público': the buyer's link, while the quote is sent or accepted. */
  | { type: 'quote.copyLink' }
  /** 'Separar' an accepted quote: the separación starts on 'Ventas y cartera'. */
  | { type: 'quote.reserve' };

export type StepEvent = Extract<QuoteEvent, { type: 'quote.send' | 'quote.approve' | 'quote.accept' }>;

export type QuoteContext = {
  id: number;
  /** The policy's answers for the quote's company ('quote.approve', 'quote.create', 'reservation.create'). */
  canApprove: boolean;
  canWork: boolean;
  canReserve: boolean;
  quote: Quote | null;
  error: string | null;
  /** Which 'no' the reason dialog asks about: the approver's or the buyer's. */
  rejecting: 'reject' | 'decline' | null;
  /** The server's refusal of the reason, shown on its field while what was typed stays. */
  reasonError: string | null;
};
