import { z } from 'zod';
import { countParam, idField, idParam, MAX_INT, meaningful, moneyAmount, text } from './input-limits';
import { PropertyTypeSchema } from './statuses';
import { versionField, versionRead } from './versioned';

// The leads pipeline (spec §2 'Gestión de Leads', §3 lead, §4 lead status): one schema per request and answer,
// used by the 'Nuevo Lead' form, the server's validation and the OpenAPI document.

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'quoted', 'reserved', 'won', 'lost'] as const;
export const LeadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof LeadStatusSchema>;

/** Spec §4: Nuevo, En seguimiento, Calificado; then the sale (quote, separación, signed sale); 'Descartado' closes a
 * lead that will not buy. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Nuevo',
  contacted: 'En seguimiento',
  qualified: 'Calificado',
  quoted: 'Cotizado',
  reserved: 'Separado',
  won: 'Cerrado ganado',
  lost: 'Descartado',
};

/** The filter tabs of the panel, in order ('Todos' is no status): the spec's three, then the sale's and the closed. */
export const LEAD_FILTER_TABS = [
  'new',
  'contacted',
  'qualified',
  'quoted',
  'reserved',
  'won',
  'lost',
] as const satisfies readonly LeadStatus[];

/** Closing a lead as 'Descartado' without saying why loses what the team learnt. */
export const LOST_REASON_REQUIRED = 'Indica el motivo por el que se descarta el lead';

export const LEAD_ORIGINS = ['chat', 'manual', 'public_form', 'website'] as const;
export const LeadOriginSchema = z.enum(LEAD_ORIGINS);
export type LeadOrigin = z.infer<typeof LeadOriginSchema>;

export const LEAD_ORIGIN_LABELS: Record<LeadOrigin, string> = {
  chat: 'Chat',
  manual: 'Manual',
  public_form: 'Formulario público',
  website: 'Sitio web',
};

export const LEAD_EVENT_TYPES = [
  'created',
  'recontact',
  'contacted',
  'status_changed',
  'note',
  'assigned',
  'quote',
  'reservation',
  'sale',
  'task',
  'visit',
  'whatsapp',
] as const;
export const LeadEventTypeSchema = z.enum(LEAD_EVENT_TYPES);
export type LeadEventType = z.infer<typeof LeadEventTypeSchema>;

/** Spec §9: cards per page of the panel, and the most a caller may ask for. */
export const LEADS_PAGE_SIZE = 12;
export const LEADS_MAX_LIMIT = 100;

/** Digits, spaces, parentheses and dashes, optionally with a leading '+', holding 7 to 15 digits. */
const PHONE = /^\+?[\d\s()-]{7,25}$/;
/** The digits of a phone: how two spellings of one number are recognised as the same contact. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');
/** The key two phones of one contact share: their last 10 digits ('+57 300 123 4567' is '3001234567'). */
export const phoneKey = (phone: string) => phoneDigits(phone).slice(-10);

const optionalEmail = z
  .union([
    z.literal(''),
    z.email('Escribe un correo electrónico válido').max(255, 'El correo es demasiado largo'),
  ])
  .optional();
const optionalPhone = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(PHONE, 'Escribe un teléfono válido')
      .refine((v) => phoneDigits(v).length >= 7 && phoneDigits(v).length <= 15, 'Escribe un teléfono válido'),
  ])
  .optional();

const city = text()
  .trim()
  .min(2, 'Cada ciudad debe tener al menos 2 caracteres')
  .max(100, 'Cada ciudad puede tener hasta 100 caracteres');

/** The contact and interest fields every channel's lead request shares. */
export const leadFields = {
  contact_name: meaningful(
    text({ error: 'El nombre es obligatorio' })
      .trim()
      .min(2, 'El nombre debe tener al menos 2 caracteres')
      .max(255, 'El nombre no puede exceder 255 caracteres'),
    'El nombre debe tener letras visibles'
  ),
  contact_email: optionalEmail,
  contact_phone: optionalPhone,
  budget: moneyAmount('El presupuesto no puede ser negativo').nullable().optional(),
  interest_types: z.array(PropertyTypeSchema).max(5, 'Elige hasta 5 tipos de inmueble').optional(),
  interest_cities: z.array(city).max(10, 'Indica hasta 10 ciudades').optional(),
  interests: text().trim().max(1000, 'Los intereses no pueden exceder 1000 caracteres').optional(),
  project_id: idField('El proyecto no es válido').nullable().optional(),
  property_id: idField('La propiedad no es válida').nullable().optional(),
};

/** A lead needs a way to reach the person: an e-mail or a phone. */
export const hasContact = (v: { contact_email?: string; contact_phone?: string }) =>
  Boolean(v.contact_email) || Boolean(v.contact_phone);
/** The issue `hasContact` raises, on the e-mail field. */
export const contactRequired = {
  message: 'Indica un correo electrónico o un teléfono',
  path: ['contact_email'],
};

/** `POST /leads`: a lead typed in by the team ('Nuevo Lead') or sent by the company's public form. */
export const LeadCreateSchema = z
  .object({
    company_id: idField('La empresa es obligatoria'),
    ...leadFields,
    origin: z.enum(['manual', 'public_form'], { error: 'El origen no es válido' }).default('manual'),
    source: text().trim().max(100, 'La fuente no puede exceder 100 caracteres').optional(),
  })
  .refine(hasContact, contactRequired)
  .meta({ id: 'LeadCreate' });
export type LeadCreate = z.infer<typeof LeadCreateSchema>;

/** The 'Nuevo Lead' form: what a person types (budget and cities as text, turned into the request on submit). */
export const LeadFormSchema = z
  .object({
    contact_name: leadFields.contact_name,
    contact_email: optionalEmail,
    contact_phone: optionalPhone,
    budget: z
      .string()
      .trim()
      .regex(/^\d{0,14}$/, 'El presupuesto debe ser un número entero de pesos, sin puntos ni signos'),
    interest_types: z.array(PropertyTypeSchema),
    interest_cities: text().trim().max(500, 'Las ciudades no pueden exceder 500 caracteres'),
    interests: text().trim().max(1000, 'Los intereses no pueden exceder 1000 caracteres'),
  })
  .refine(hasContact, contactRequired);
export type LeadForm = z.infer<typeof LeadFormSchema>;

export const EMPTY_LEAD_FORM: LeadForm = {
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  budget: '',
  interest_types: [],
  interest_cities: '',
  interests: '',
};

/** The request body of a filled 'Nuevo Lead' form in a company. */
export function leadFormToRequest(values: LeadForm, companyId: number): LeadCreate {
  const cities = values.interest_cities
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    company_id: companyId,
    contact_name: values.contact_name.trim(),
    contact_email: values.contact_email?.trim() ?? '',
    contact_phone: values.contact_phone?.trim() ?? '',
    budget: values.budget.trim() === '' ? null : Number(values.budget),
    interest_types: values.interest_types,
    interest_cities: [...new Set(cities)],
    interests: values.interests.trim(),
    origin: 'manual',
  };
}

/** `PATCH /leads/{id}`: the status and the notes, each optional, and the version read. */
export const LeadUpdateSchema = z
  .object({
    version: versionField(),
    status: LeadStatusSchema.optional(),
    notes: text().max(5000, 'Las notas no pueden exceder 5000 caracteres').nullable().optional(),
    lost_reason: text().trim().max(500, 'El motivo no puede exceder 500 caracteres').optional(),
  })
  .refine((v) => Object.keys(v).some((key) => key !== 'version'), { message: 'No hay cambios que guardar' })
  .refine((v) => v.status !== 'lost' || Boolean(v.lost_reason), {
    message: LOST_REASON_REQUIRED,
    path: ['lost_reason'],
  })
  .meta({ id: 'LeadUpdate' });
export type LeadUpdate = z.infer<typeof LeadUpdateSchema>;
/** What the lead's profile changes; its page machine adds the version the lead was read with. */
export type LeadChange = Omit<LeadUpdate, 'version'>;

/** `PUT /leads/{id}/assignee`: 'Asignar a' a member who is not a VIEWER, or nobody (null), on the version read. */
export const LeadAssignSchema = z
  .object({
    version: versionField(),
    assigned_to: idField('El responsable no es válido').nullable(),
  })
  .meta({ id: 'LeadAssign' });
export type LeadAssign = z.infer<typeof LeadAssignSchema>;

/** `POST /leads/{id}/contact`: 'Contactar' by e-mail or phone. */
export const LeadContactSchema = z
  .object({ channel: z.enum(['email', 'phone'], { error: 'El canal debe ser email o phone' }) })
  .meta({ id: 'LeadContact' });
export type LeadContact = z.infer<typeof LeadContactSchema>;

const search = text()
  .trim()
  .max(100, 'La búsqueda no puede exceder 100 caracteres')
  .optional()
  .meta({ description: 'Matches name, e-mail, phone or interests, ignoring case and accents.' });

const assignedFilter = z
  .literal('me', { error: "El filtro de responsable solo admite 'me'" })
  .optional()
  .meta({ description: "'me': only the caller's leads ('Mis leads')." });

/** `GET /leads`: one page of a company's leads, newest first. */
export const LeadsQuerySchema = z.object({
  company_id: idParam(),
  status: LeadStatusSchema.optional(),
  q: search,
  assigned: assignedFilter,
  page: countParam(MAX_INT, { invalid: 'La página no es válida' }).default(1),
  limit: countParam(LEADS_MAX_LIMIT, {
    invalid: 'El límite no es válido',
    tooBig: `El límite no puede exceder ${LEADS_MAX_LIMIT}`,
  }).default(LEADS_PAGE_SIZE),
});
export type LeadsQuery = z.infer<typeof LeadsQuerySchema>;

/** `GET /leads/export.csv`: the same filters, every page. */
export const LeadsExportQuerySchema = z.object({
  company_id: idParam(),
  status: LeadStatusSchema.optional(),
  q: search,
  assigned: assignedFilter,
});

export const LeadIdParamsSchema = z.object({ id: idParam() });

const timestamp = z.iso.datetime({ offset: true });

export const LeadSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    contact_name: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    status: LeadStatusSchema,
    origin: LeadOriginSchema,
    source: z.string().nullable(),
    budget: z.number().nullable().meta({ description: 'COP.' }),
    interests: z.string().nullable(),
    interest_types: z.array(PropertyTypeSchema),
    interest_cities: z.array(z.string()),
    project_id: z.number().int().nullable(),
    project_name: z.string().nullable(),
    property_id: z.number().int().nullable(),
    property_name: z.string().nullable(),
    notes: z.string().nullable(),
    assigned_to: z.number().int().nullable(),
    assigned_to_name: z.string().nullable(),
    lost_reason: z.string().nullable(),
    version: versionRead(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof LeadSchema>;

export const LeadEventSchema = z
  .object({
    id: z.number().int(),
    type: LeadEventTypeSchema,
    from_status: LeadStatusSchema.nullable(),
    to_status: LeadStatusSchema.nullable(),
    description: z.string().nullable(),
    created_by_name: z.string().nullable(),
    unverified: z.boolean().meta({
      description:
        'Written by an anonymous visitor who gave this lead’s e-mail or phone: nobody checked it was them.',
    }),
    created_at: timestamp,
  })
  .meta({ id: 'LeadEvent' });

export const LeadDetailSchema = LeadSchema.extend({
  history: z.array(LeadEventSchema),
  whatsapp: z.object({ url: z.string().nullable(), reason: z.string().nullable() }).meta({
    description:
      "'WhatsApp': the wa.me link with the company's message, or (url null) why the button is disabled.",
  }),
}).meta({
  id: 'LeadDetail',
});
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

/** Leads per status of the whole company under the current search: the filter tabs' counts. */
export const LeadCountsSchema = z
  .object({
    all: z.number().int(),
    new: z.number().int(),
    contacted: z.number().int(),
    qualified: z.number().int(),
    quoted: z.number().int(),
    reserved: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
  })
  .meta({ id: 'LeadCounts' });
export type LeadCounts = z.infer<typeof LeadCountsSchema>;

export const LeadListSchema = z
  .object({
    leads: z.array(LeadSchema),
    total_items: z.number().int(),
    total_pages: z.number().int(),
    page: z.number().int(),
    counts: LeadCountsSchema,
  })
  .meta({ id: 'LeadList' });
export type LeadList = z.infer<typeof LeadListSchema>;

/** The answer to `POST /leads`: the lead, and whether it was an existing contact the call added to. */
export const LeadCreatedSchema = z
  .object({ lead: LeadSchema, duplicate: z.boolean() })
  .meta({ id: 'LeadCreated' });
export type LeadCreated = z.infer<typeof LeadCreatedSchema>;

/** Spanish words for a history entry. */
export const LEAD_EVENT_LABELS: Record<LeadEventType, string> = {
  created: 'Lead creado',
  recontact: 'Nuevo contacto del mismo cliente',
  contacted: 'Contactado',
  status_changed: 'Cambio de estado',
  note: 'Notas actualizadas',
  assigned: 'Responsable asignado',
  quote: 'Cotización',
  reservation: 'Separación',
  sale: 'Venta',
  task: 'Tarea',
  visit: 'Visita a la sala de ventas',
  whatsapp: 'Contacto por WhatsApp',
};
