import { z } from 'zod';
import { countParam, idField, idParam, MAX_INT, MAX_MONEY, meaningful, text } from './input-limits';

// Separaciones, sales and the buyer's cartera (issue 28 item 3): one schema per request and answer, used by the
// 'Ventas y cartera' forms, the server's validation and the OpenAPI document.

export const RESERVATION_STATUSES = ['active', 'expired', 'released', 'converted'] as const;
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  active: 'Vigente',
  expired: 'Vencida',
  released: 'Liberada',
  converted: 'Vendida',
};

export const PAYMENT_METHODS = ['transfer', 'deposit', 'cash', 'check', 'card'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'El medio de pago no es válido' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: 'Transferencia',
  deposit: 'Consignación',
  cash: 'Efectivo',
  check: 'Cheque',
  card: 'Tarjeta',
};

/** How Cartera names a sale recorded by editing the unit's status, which has no buyer on record. */
export const NO_BUYER_LABEL = 'Sin comprador registrado';

/** Sales per page of Cartera, and the most a caller may ask for. */
export const SALES_PAGE_SIZE = 10;
export const SALES_MAX_LIMIT = 100;

/** A calendar day, 'AAAA-MM-DD'. */
const day = (message: string) =>
  z.iso.date({ error: message }).refine((v) => !Number.isNaN(Date.parse(v)), message);

const positiveMoney = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${label} es obligatorio` : `${label} debe ser un número`,
    })
    .positive(`${label} debe ser mayor que cero`)
    .max(MAX_MONEY, 'El valor es demasiado grande')
    .refine((v) => Number.isInteger(v * 100), `${label} admite a lo sumo dos decimales`);

const note = (max: number, label: string) =>
  text().trim().max(max, `${label} no puede exceder ${max} caracteres`);

/**
 * Refusals of the sale cycle's forms that are about one of their fields, in the words the API answers (the forms
 * put each on its field; a payment above what is owed continues with the amount owed).
 */
export const SALES_ERRORS = {
  depositAbovePrice: 'La separación no puede superar el precio de la unidad.',
  quoteOfOtherLead: 'La cotización es de otro lead.',
  documentTypeOfOtherCountry: 'El tipo de documento no corresponde al país de la empresa.',
  balanceBeforeToday: 'La fecha de pago del saldo no puede ser anterior a hoy.',
  instalmentOfOtherSale: 'La cuota no pertenece a esta venta.',
  instalmentPaid: 'Esta cuota ya está pagada.',
  paymentAfterToday: 'La fecha del pago no puede ser posterior a hoy.',
  paymentAboveOwed: 'El pago supera lo que se debe de esta cuota',
} as const;

/** `POST /reservations`: 'Separar' a unit for a lead, with the deposit received. */
export const ReservationCreateSchema = z
  .object({
    property_id: idField('La unidad no es válida'),
    lead_id: idField('Elige el lead que separa la unidad'),
    quote_id: idField('La cotización no es válida').optional(),
    deposit: positiveMoney('El valor de la separación'),
    deposit_method: PaymentMethodSchema,
  })
  .meta({ id: 'ReservationCreate' });
export type ReservationCreate = z.infer<typeof ReservationCreateSchema>;

/** `POST /reservations/{id}/release`: 'Liberar' with the reason. */
export const ReservationReleaseSchema = z
  .object({
    reason: meaningful(
      text({ error: 'Indica el motivo' })
        .trim()
        .min(3, 'El motivo debe tener al menos 3 caracteres')
        .max(500, 'El motivo no puede exceder 500 caracteres'),
      'El motivo debe tener letras visibles'
    ),
  })
  .meta({ id: 'ReservationRelease' });
export type ReservationRelease = z.infer<typeof ReservationReleaseSchema>;

/** `POST /reservations/{id}/sale`: 'Vender' to the buyer on record. */
export const SaleCreateSchema = z
  .object({
    buyer_name: meaningful(
      text({ error: 'El nombre del comprador es obligatorio' })
        .trim()
        .min(2, 'El nombre del comprador debe tener al menos 2 caracteres')
        .max(255, 'El nombre del comprador no puede exceder 255 caracteres'),
      'El nombre del comprador debe tener letras visibles'
    ),
    buyer_document_type_id: idField('Elige el tipo de documento'),
    buyer_document_number: text({ error: 'El número de documento es obligatorio' })
      .trim()
      .regex(/^[A-Za-z0-9-]{3,30}$/, 'El número de documento debe tener de 3 a 30 letras, dígitos o guiones'),
    buyer_email: z.email('Escribe un correo electrónico válido').max(255, 'El correo es demasiado largo'),
    buyer_phone: text({ error: 'El teléfono es obligatorio' })
      .trim()
      .regex(/^\+?[\d\s()-]{7,25}$/, 'Escribe un teléfono válido'),
    // Without a quote the plan is the separación already paid and the balance, due on this day.
    balance_due_on: day('La fecha de pago del saldo no es válida').optional(),
  })
  .meta({ id: 'SaleCreate' });
export type SaleCreate = z.infer<typeof SaleCreateSchema>;

/** The buyer form's fields, and the server's answers each is about. */
export const SALE_FORM_FIELDS = SaleCreateSchema.keyof().options;
export const SALE_ANSWERS: Record<string, keyof SaleCreate> = {
  [SALES_ERRORS.documentTypeOfOtherCountry]: 'buyer_document_type_id',
  [SALES_ERRORS.balanceBeforeToday]: 'balance_due_on',
};

/** `POST /sales/{id}/payments`: a payment received against one instalment. */
export const PaymentCreateSchema = z
  .object({
    instalment_id: idField('Elige la cuota que se paga'),
    paid_on: day('La fecha del pago no es válida'),
    amount: positiveMoney('El valor del pago'),
    method: PaymentMethodSchema,
    note: note(500, 'La nota').optional(),
  })
  .meta({ id: 'PaymentCreate' });
export type PaymentCreate = z.infer<typeof PaymentCreateSchema>;

/** The payment form's fields ('Registrar pago'), and the server's answers each is about. */
export const PAYMENT_FORM_FIELDS = PaymentCreateSchema.keyof().options;
export const PAYMENT_ANSWERS: Record<string, keyof PaymentCreate> = {
  [SALES_ERRORS.instalmentOfOtherSale]: 'instalment_id',
  [SALES_ERRORS.instalmentPaid]: 'instalment_id',
  [SALES_ERRORS.paymentAfterToday]: 'paid_on',
  [SALES_ERRORS.paymentAboveOwed]: 'amount',
};

export const ReservationIdParamsSchema = z.object({ id: idParam() });
export const SaleIdParamsSchema = z.object({ id: idParam() });

const page = countParam(MAX_INT, { invalid: 'La página no es válida' }).default(1);
const limit = countParam(SALES_MAX_LIMIT, {
  invalid: 'El límite no es válido',
  tooBig: `El límite no puede exceder ${SALES_MAX_LIMIT}`,
}).default(SALES_PAGE_SIZE);

/** `GET /reservations`: one page of a company's separaciones, newest first. */
export const ReservationsQuerySchema = z.object({
  company_id: idParam(),
  status: ReservationStatusSchema.optional(),
  page,
  limit,
});
export type ReservationsQuery = z.infer<typeof ReservationsQuerySchema>;

/** `GET /sales`: one page of Cartera, newest sale first, for the company or one of its projects. */
export const SalesQuerySchema = z.object({
  company_id: idParam(),
  project_id: idParam().optional(),
  page,
  limit,
});
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

/** `GET /sales/export.csv`: the same filter, every sale. */
export const SalesExportQuerySchema = z.object({ company_id: idParam(), project_id: idParam().optional() });
export type SalesExportQuery = z.infer<typeof SalesExportQuerySchema>;

const timestamp = z.iso.datetime({ offset: true });
const money = z.number().meta({ description: 'In the sale currency (COP).' });

export const ReservationSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    property_id: z.number().int(),
    property_name: z.string(),
    project_id: z.number().int().nullable(),
    project_name: z.string().nullable(),
    lead_id: z.number().int().nullable(),
    lead_name: z.string().nullable(),
    quote_id: z.number().int().nullable(),
    deposit: money.nullable(),
    deposit_method: PaymentMethodSchema.nullable(),
    price: money.nullable(),
    currency: z.string(),
    status: ReservationStatusSchema,
    expires_at: timestamp.nullable().meta({ description: 'Null: held until the status changes again.' }),
    release_reason: z.string().nullable(),
    closed_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof ReservationSchema>;

export const ReservationListSchema = z
  .object({
    items: z.array(ReservationSchema),
    page: z.number().int(),
    total_pages: z.number().int(),
    total_items: z.number().int(),
  })
  .meta({ id: 'ReservationList' });
export type ReservationList = z.infer<typeof ReservationListSchema>;

/** What is owed and paid: due (every instalment), paid, outstanding and overdue (unpaid past its day). */
export const CarteraFiguresSchema = z
  .object({ due: money, paid: money, outstanding: money, overdue: money })
  .meta({ id: 'CarteraFigures' });
export type CarteraFigures = z.infer<typeof CarteraFiguresSchema>;

export const SaleRowSchema = z
  .object({
    id: z.number().int(),
    property_id: z.number().int(),
    property_name: z.string(),
    project_id: z.number().int().nullable(),
    project_name: z.string().nullable(),
    buyer_name: z
      .string()
      .nullable()
      .meta({ description: `Null: '${NO_BUYER_LABEL}'.` }),
    price: money,
    currency: z.string(),
    sold_at: timestamp,
    figures: CarteraFiguresSchema,
    next_due_on: z.string().nullable(),
  })
  .meta({ id: 'SaleRow' });
export type SaleRow = z.infer<typeof SaleRowSchema>;

export const CarteraSchema = z
  .object({
    company: CarteraFiguresSchema,
    country_code: z
      .string()
      .meta({ description: "The company's country: the buyer's document types are its." }),
    projects: z.array(
      z.object({
        project_id: z.number().int().nullable(),
        project_name: z.string().nullable(),
        figures: CarteraFiguresSchema,
      })
    ),
    items: z.array(SaleRowSchema),
    page: z.number().int(),
    total_pages: z.number().int(),
    total_items: z.number().int(),
  })
  .meta({ id: 'Cartera' });
export type Cartera = z.infer<typeof CarteraSchema>;

export const InstalmentSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    label: z.string(),
    due_on: z.string(),
    amount: money,
    paid: money,
    overdue: z.boolean(),
  })
  .meta({ id: 'Instalment' });

export const PaymentSchema = z
  .object({
    id: z.number().int(),
    instalment_id: z.number().int(),
    paid_on: z.string(),
    amount: money,
    method: PaymentMethodSchema,
    note: z.string().nullable(),
  })
  .meta({ id: 'Payment' });

export const SaleDetailSchema = SaleRowSchema.extend({
  company_id: z.number().int(),
  reservation_id: z.number().int().nullable(),
  lead_id: z.number().int().nullable(),
  quote_id: z.number().int().nullable(),
  buyer_document_type: z.string().nullable(),
  buyer_document_number: z.string().nullable(),
  buyer_email: z.string().nullable(),
  buyer_phone: z.string().nullable(),
  instalments: z.array(InstalmentSchema),
  payments: z.array(PaymentSchema),
}).meta({ id: 'SaleDetail' });
export type SaleDetail = z.infer<typeof SaleDetailSchema>;

/** Adds cents exactly: money travels as numbers with at most two decimals. */
export const addMoney = (...amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
