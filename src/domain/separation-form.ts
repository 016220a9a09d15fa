import type { z } from 'zod';
import { ReservationCreateSchema, SALES_ERRORS, type PaymentMethod, type ReservationCreate } from './sales';

// The 'Separar' form (/constructor/sales): the lead, the deposit and how it was paid — the request's own field
// definitions. The unit and the quote come from where the separación starts, not from the form.

export const SeparationFormSchema = ReservationCreateSchema.pick({
  lead_id: true,
  deposit: true,
  deposit_method: true,
});
export type SeparationForm = z.infer<typeof SeparationFormSchema>;
export type SeparationFormField = keyof SeparationForm;

/** The form's fields, and the server's answers each is about. */
export const SEPARATION_FORM_FIELDS = SeparationFormSchema.keyof().options;
export const SEPARATION_ANSWERS: Record<string, SeparationFormField> = {
  [SALES_ERRORS.depositAbovePrice]: 'deposit',
  [SALES_ERRORS.quoteOfOtherLead]: 'lead_id',
};

/** Where the form starts: the only lead (a quote's) chosen, the quote's separación as the deposit, a transfer. */
export function separationFormDefaults(start: {
  leads: { id: number }[];
  deposit: number | null;
}): Partial<SeparationForm> & { deposit_method: PaymentMethod } {
  return {
    ...(start.leads.length === 1 ? { lead_id: start.leads[0]!.id } : {}),
    ...(start.deposit === null ? {} : { deposit: start.deposit }),
    deposit_method: 'transfer',
  };
}

/** The request body of a valid form for the unit (and the quote) the separación starts from. */
export function separationFormToRequest(
  values: SeparationForm,
  start: { unitId: number; quoteId: number | null }
): ReservationCreate {
  return {
    property_id: start.unitId,
    lead_id: values.lead_id,
    ...(start.quoteId === null ? {} : { quote_id: start.quoteId }),
    deposit: values.deposit,
    deposit_method: values.deposit_method,
  };
}
