import { z } from 'zod';
import { countParam, idField, idParam, MAX_INT, MAX_MONEY, meaningful, text } from './input-limits';
import { FINANCING_TYPES } from './quote-plan';

// Quotes (cotizaciones, issue 28 item 2): one schema per request and answer, used by the quote form, the server's
// validation and the OpenAPI document. The plan itself is computed by `quote-plan.ts`.

export const QUOTE_STATUSES = [
  'draft',
  'pending_approval',
  'sent',
  'accepted',
  'rejected',
  'expired',
] as const;
export const QuoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Borrador',
  pending_approval: 'Pendiente de aprobación',
  sent: 'Enviada',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
  expired: 'Vencida',
};

/** The statuses a quote can still leave: the expiry sweep looks only at these. */
export const OPEN_QUOTE_STATUSES = [
  'draft',
  'pending_approval',
  'sent',
] as const satisfies readonly QuoteStatus[];

export const FinancingSchema = z.enum(FINANCING_TYPES, { error: 'Elige cómo se paga el saldo' });

/** Rows of the quote list per page. */
export const QUOTES_PAGE_SIZE = 10;
// A page of at most 50 rows keeps the list's answer small on a phone's connection.
const QUOTES_MAX_LIMIT = 50;

const pesos = (what: string) =>
  z
    .number({ error: `${what} debe ser un número` })
    .int(`${what} debe ser un valor en pesos enteros`)
    .min(0, `${what} no puede ser negativo`)
    .max(MAX_MONEY, `${what} es demasiado grande`);
const percent = (what: string) =>
  z
    .number({ error: `${what} debe ser un número` })
    .min(0, `${what} no puede ser negativo`)
    .max(100, `${what} no puede superar el 100 %`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${what} admite hasta dos decimales`);
const isoDate = z.iso.date({ error: 'Escribe una fecha válida (AAAA-MM-DD)' });

const email = z.union([z.literal(''), z.email('Escribe un correo electrónico válido').max(255)]).optional();
const phone = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{7,25}$/, 'Escribe un teléfono válido'),
  ])
  .optional();

/** A buyer who is not a lead yet: becomes one, deduplicated by e-mail or phone as 'Nuevo Lead' does. */
export const QuoteContactSchema = z
  .object({
    name: meaningful(
      text({ error: 'El nombre es obligatorio' })
        .trim()
        .min(2, 'El nombre debe tener al menos 2 caracteres')
        .max(255, 'El nombre no puede exceder 255 caracteres')
    ),
    email,
    phone,
  })
  .refine((c) => Boolean(c.email) || Boolean(c.phone), {
    message: 'Indica un correo electrónico o un teléfono',
    path: ['email'],
  });

/** The plan's terms as the seller chooses them: the request's fields and the quote form's, one definition. */
export const quoteTermsFields = {
  discount_kind: z.enum(['pct', 'amount'], { error: 'El tipo de descuento no es válido' }),
  discount_value: z
    .number({ error: 'El descuento debe ser un número' })
    .min(0, 'El descuento no puede ser negativo')
    .max(MAX_MONEY, 'El descuento es demasiado grande'),
  separation_amount: pesos('La separación'),
  initial_pct: percent('La cuota inicial'),
  instalment_count: z
    .number({ error: 'El número de cuotas debe ser un número' })
    .int('El número de cuotas debe ser entero')
    .min(1, 'Indica al menos una cuota')
    .max(120, 'El plan admite hasta 120 cuotas'),
  instalment_day: z
    .number({ error: 'El día de pago debe ser un número' })
    .int('El día de pago debe ser entero')
    .min(1, 'El día de pago va de 1 a 31')
    .max(31, 'El día de pago va de 1 a 31'),
  delivery_date: isoDate,
  financing: FinancingSchema,
  subsidy_amount: pesos('El subsidio'),
};

/** A percentage discount cannot pass 100 %. */
export const discountWithinHundred = (q: { discount_kind: 'pct' | 'amount'; discount_value: number }) =>
  q.discount_kind === 'amount' || q.discount_value <= 100;
export const DISCOUNT_OVER_HUNDRED = 'El descuento no puede superar el 100 %';

/** `POST /quotes`: a quote of one unit for a lead or a new contact. */
export const QuoteCreateSchema = z
  .object({
    property_id: idField('La unidad no es válida'),
    lead_id: idField('El lead no es válido').optional(),
    contact: QuoteContactSchema.optional(),
    ...quoteTermsFields,
    discount_kind: quoteTermsFields.discount_kind.default('pct'),
    discount_value: quoteTermsFields.discount_value.default(0),
    separation_amount: quoteTermsFields.separation_amount.default(0),
    initial_pct: quoteTermsFields.initial_pct.default(30),
    subsidy_amount: quoteTermsFields.subsidy_amount.default(0),
    notes: text().trim().max(1000, 'Las notas no pueden exceder 1000 caracteres').optional(),
  })
  .refine((q) => (q.lead_id === undefined) !== (q.contact === undefined), {
    message: 'Elige un lead o escribe los datos de un contacto nuevo',
    path: ['lead_id'],
  })
  .refine(discountWithinHundred, { message: DISCOUNT_OVER_HUNDRED, path: ['discount_value'] })
  .meta({ id: 'QuoteCreate' });
export type QuoteCreate = z.infer<typeof QuoteCreateSchema>;

export const REJECTION_REASON_REQUIRED = 'Indica el motivo del rechazo';

/** Why a quote is turned down, by an approver or by the buyer: 3 to 500 visible characters. */
const rejectionReason = meaningful(
  text({ error: REJECTION_REASON_REQUIRED })
    .trim()
    .min(3, 'El motivo debe tener al menos 3 caracteres')
    .max(500, 'El motivo no puede exceder 500 caracteres'),
  'El motivo debe tener letras visibles'
);

/**
 * 'Rechazar' (an approver) and 'Marcar rechazada' (the buyer declined): the reason asked in the dialog, one form
 * definition, which is also the body of `POST /quotes/{id}/reject`.
 */
export const QuoteRejectionSchema = z.object({ reason: rejectionReason });
export type QuoteRejection = z.infer<typeof QuoteRejectionSchema>;

/** `POST /quotes/{id}/approval`: an OWNER or ADMIN decides on a discount above the company's cap; a rejection says why. */
export const QuoteApprovalSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'La decisión debe ser approve o reject' }),
    reason: rejectionReason
      .optional()
      .meta({ description: "Required when the decision is 'reject': 3 to 500 characters." }),
  })
  .refine((d) => d.decision === 'approve' || d.reason !== undefined, {
    message: REJECTION_REASON_REQUIRED,
    path: ['reason'],
  })
  .meta({ id: 'QuoteApproval' });
export type QuoteApproval = z.infer<typeof QuoteApprovalSchema>;

/** `POST /quotes/{id}/reject`: the buyer declined, and why. */
export const QuoteDeclineSchema = QuoteRejectionSchema.meta({ id: 'QuoteDecline' });

export const QuoteIdParamsSchema = z.object({ id: idParam() });
export const QuoteTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'El enlace no es válido'),
});

/** `GET /quotes`: one page of a company's quotes, newest first. */
export const QuotesQuerySchema = z.object({
  company_id: idParam(),
  status: QuoteStatusSchema.optional(),
  project_id: idParam().optional(),
  page: countParam(MAX_INT, { invalid: 'La página no es válida' }).default(1),
  limit: countParam(QUOTES_MAX_LIMIT, {
    invalid: 'El límite no es válido',
    tooBig: `El límite no puede exceder ${QUOTES_MAX_LIMIT}`,
  }).default(QUOTES_PAGE_SIZE),
});
export type QuotesQuery = z.infer<typeof QuotesQuerySchema>;

const timestamp = z.iso.datetime({ offset: true });

export const QuotePlanRowSchema = z
  .object({
    kind: z.enum(['separation', 'instalment', 'subsidy', 'balance']),
    number: z.number().int(),
    label: z.string(),
    due_date: z.string().nullable().meta({ description: 'YYYY-MM-DD; null for what is paid at the deed.' }),
    amount: z.number().int().meta({ description: 'COP, whole pesos.' }),
  })
  .meta({ id: 'QuotePlanRow' });
export type QuotePlanRow = z.infer<typeof QuotePlanRowSchema>;

export const QuoteSummarySchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    status: QuoteStatusSchema,
    property_id: z.number().int(),
    property_name: z.string(),
    project_name: z.string().nullable(),
    lead_id: z.number().int(),
    lead_name: z.string().nullable(),
    list_price: z.number().int(),
    discount_amount: z.number().int(),
    final_price: z.number().int(),
    valid_until: z.string().meta({ description: 'YYYY-MM-DD: the last day the quote may be accepted.' }),
    created_by_name: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'QuoteSummary' });
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

/** One entry of a quote's history: created, sent, approved, accepted, expired… as the lead's history records it. */
export const QuoteHistoryEntrySchema = z
  .object({
    at: timestamp,
    description: z.string(),
    by_name: z.string().nullable(),
  })
  .meta({ id: 'QuoteHistoryEntry' });
export type QuoteHistoryEntry = z.infer<typeof QuoteHistoryEntrySchema>;

export const QuoteSchema = QuoteSummarySchema.extend({
  model_name: z.string().nullable(),
  area: z.number().nullable(),
  discount_kind: z.enum(['pct', 'amount']),
  discount_value: z.number(),
  discount_pct: z.number(),
  separation_amount: z.number().int(),
  initial_pct: z.number(),
  initial_total: z.number().int(),
  instalment_count: z.number().int(),
  instalment_day: z.number().int(),
  delivery_date: z.string(),
  financing: FinancingSchema,
  subsidy_amount: z.number().int(),
  balance: z.number().int(),
  notes: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decision_reason: z.string().nullable(),
  public_path: z.string().nullable().meta({
    description: 'The buyer’s link to the PDF, without an account: only while the quote is sent and valid.',
  }),
  plan: z.array(QuotePlanRowSchema),
  history: z.array(QuoteHistoryEntrySchema),
}).meta({ id: 'Quote' });
export type Quote = z.infer<typeof QuoteSchema>;

const count = z.number().int();
export const QuoteCountsSchema = z
  .object({
    all: count,
    draft: count,
    pending_approval: count,
    sent: count,
    accepted: count,
    rejected: count,
    expired: count,
  })
  .meta({ id: 'QuoteCounts' });
export type QuoteCounts = z.infer<typeof QuoteCountsSchema>;

export const QuoteListSchema = z
  .object({
    quotes: z.array(QuoteSummarySchema),
    total_items: z.number().int(),
    total_pages: z.number().int(),
    page: z.number().int(),
    counts: QuoteCountsSchema,
  })
  .meta({ id: 'QuoteList' });
export type QuoteList = z.infer<typeof QuoteListSchema>;

/** Why a quote cannot take a step, in the words the API answers. */
export const QUOTE_ERRORS = {
  notFound: 'Cotización no encontrada.',
  propertyElsewhere: 'La unidad no pertenece a la empresa.',
  leadElsewhere: 'El lead no pertenece a la empresa de la unidad.',
  unitNotQuotable: 'La unidad no está disponible para cotizar (vendida, arrendada o bloqueada).',
  expired: 'La cotización venció: crea una nueva con la vigencia actual.',
  notPending: 'La cotización no está pendiente de aprobación.',
  notDraft: 'Solo se envía una cotización en borrador.',
  notSent: 'Solo se acepta o rechaza una cotización enviada.',
} as const;
