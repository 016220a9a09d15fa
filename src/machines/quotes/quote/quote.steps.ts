// What each step of a quote is called: the toast after the server's answer, and the event that asks for it.
import type { QuoteStep } from '#api/quotes.api';
import type { Quote } from '#domain/quote';
import type { StepEvent } from './quote.types';

export const LINK_COPIED = 'Enlace público copiado';
export const PDF_FAILED = 'No se pudo descargar el PDF. Inténtalo de nuevo.';

export const STEP_OF: Record<StepEvent['type'], 'send' | 'approve' | 'accept'> = {
  'quote.send': 'send',
  'quote.approve': 'approve',
  'quote.accept': 'accept',
};

export const SAVED: Record<QuoteStep, string> = {
  send: 'Cotización enviada',
  approve: 'Descuento aprobado',
  reject: 'Cotización rechazada',
  accept: 'Cotización aceptada',
  decline: 'Cotización rechazada por el comprador',
};

// The toast names what the server did, read from the status it answered.
export function stepOfStatus(status: Quote['status']): QuoteStep {
  switch (status) {
    case 'sent':
      return 'send';
    case 'accepted':
      return 'accept';
    default:
      return 'approve';
  }
}
