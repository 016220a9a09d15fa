import { z } from 'zod';
import {
  DISCOUNT_OVER_HUNDRED,
  discountWithinHundred,
  QuoteContactSchema,
  quoteTermsFields,
  type QuoteCreate,
} from './quote';
import { computePlan, type PlanResult } from './quote-plan';

// The quote form (/constructor/quotes/new): the request's own field definitions, plus the choice between a lead of
// the company and a new contact. Its values also feed the live preview, computed by the server's plan module.

export const QuoteFormSchema = z
  .object({
    lead_mode: z.enum(['existing', 'new']),
    lead_id: z.number().int().positive().optional(),
    contact_name: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
    ...quoteTermsFields,
  })
  .superRefine((values, ctx) => {
    if (!discountWithinHundred(values))
      ctx.addIssue({ code: 'custom', message: DISCOUNT_OVER_HUNDRED, path: ['discount_value'] });
    if (values.lead_mode === 'existing') {
      if (values.lead_id === undefined)
        ctx.addIssue({ code: 'custom', message: 'Elige el lead al que cotizas', path: ['lead_id'] });
      return;
    }
    const contact = QuoteContactSchema.safeParse(contactOf(values));
    for (const issue of contact.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: [`contact_${String(issue.path[0])}`] });
  });
export type QuoteForm = z.infer<typeof QuoteFormSchema>;
export type QuoteFormField = keyof QuoteForm;

const contactOf = (v: Pick<QuoteForm, 'contact_name' | 'contact_email' | 'contact_phone'>) => ({
  name: v.contact_name,
  email: v.contact_email.trim(),
  phone: v.contact_phone.trim(),
});

/** What the form starts with: 30 % initial in 12 instalments on the 5th, up to the unit's delivery. */
export function emptyQuoteForm(leadId: number | null, deliveryDate: string | null): QuoteForm {
  return {
    lead_mode: 'existing',
    ...(leadId === null ? {} : { lead_id: leadId }),
    contact_name: '',
    contact_email: '',
    contact_phone: '',
    discount_kind: 'pct',
    discount_value: 0,
    separation_amount: 0,
    initial_pct: 30,
    instalment_count: 12,
    instalment_day: 5,
    delivery_date: deliveryDate ?? '',
    financing: 'mortgage',
    subsidy_amount: 0,
  };
}

/** The request body of a valid form for a unit. */
export function quoteFormToRequest(values: QuoteForm, propertyId: number): QuoteCreate {
  return {
    property_id: propertyId,
    ...(values.lead_mode === 'existing' ? { lead_id: values.lead_id! } : { contact: contactOf(values) }),
    discount_kind: values.discount_kind,
    discount_value: values.discount_value,
    separation_amount: values.separation_amount,
    initial_pct: values.initial_pct,
    instalment_count: values.instalment_count,
    instalment_day: values.instalment_day,
    delivery_date: values.delivery_date,
    financing: values.financing,
    subsidy_amount: values.subsidy_amount,
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/**
 * The plan the form's values make today, as the server will compute it; null while a field the plan needs is
 * blank or not a number (the field says why).
 */
export function previewPlan(
  values: Partial<QuoteForm>,
  listPrice: number | null,
  issueDate: string
): PlanResult | null {
  const numbers = {
    discountValue: finite(values.discount_value),
    separation: finite(values.separation_amount),
    initialPct: finite(values.initial_pct),
    instalmentCount: finite(values.instalment_count),
    instalmentDay: finite(values.instalment_day),
    subsidyAmount: finite(values.subsidy_amount),
  };
  if (Object.values(numbers).some((n) => n === null)) return null;
  if (!values.delivery_date || !ISO_DAY.test(values.delivery_date) || !values.financing) return null;
  const n = numbers as Record<keyof typeof numbers, number>;
  if (n.instalmentCount < 1 || n.instalmentCount > 120 || !Number.isInteger(n.instalmentCount)) return null;
  if (n.instalmentDay < 1 || n.instalmentDay > 31 || !Number.isInteger(n.instalmentDay)) return null;
  return computePlan({
    listPrice: listPrice ?? 0,
    discountKind: values.discount_kind ?? 'pct',
    ...n,
    issueDate,
    deliveryDate: values.delivery_date,
    financing: values.financing,
  });
}
