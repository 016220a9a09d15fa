import { z } from 'zod';
import { idField, text } from './input-limits';
import { contactRequired, hasContact, leadFields } from './lead';
import { consentField } from './privacy';

// Leads from a company's own website (issue 29 §2): the settings its managers keep ('Captura de leads') and the
// request the snippet on that website posts to `POST /public/leads`.

/** How many websites one company may post from. */
export const MAX_ALLOWED_ORIGINS = 20;

const ORIGIN_MESSAGE = 'Cada sitio debe escribirse como https://www.miconstructora.com, sin ruta';

/** 'https://www.Example.com/' → 'https://www.example.com'; null when it is not a bare http(s) origin. */
export function normaliseOrigin(value: string): string | null {
  const trimmed = value.trim().replace(/\/$/, '');
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === trimmed.toLowerCase() ? url.origin : null;
}

const origin = text()
  .trim()
  .max(200, ORIGIN_MESSAGE)
  .refine((v) => normaliseOrigin(v) !== null, ORIGIN_MESSAGE)
  .transform((v) => normaliseOrigin(v)!);

/** The message a company that wrote none sends. */
export const DEFAULT_WHATSAPP_TEMPLATE =
  'Hola {nombre}, te escribimos de {empresa} por tu interés en {interes}. ¿Cuándo podemos conversar?';

/** `PUT /companies/{id}/lead-capture`: the websites allowed, the members taking new leads in turn, the template. */
export const LeadCaptureUpdateSchema = z
  .object({
    allowed_origins: z
      .array(origin)
      .max(MAX_ALLOWED_ORIGINS, `Indica hasta ${MAX_ALLOWED_ORIGINS} sitios web`)
      .transform((list) => [...new Set(list)]),
    rotation: z
      .array(idField('El miembro no es válido'))
      .max(100, 'Elige hasta 100 miembros')
      .transform((list) => [...new Set(list)]),
    whatsapp_template: text()
      .trim()
      .max(500, 'El mensaje de WhatsApp no puede exceder 500 caracteres')
      .nullable(),
  })
  .meta({ id: 'LeadCaptureUpdate' });
export type LeadCaptureUpdate = z.infer<typeof LeadCaptureUpdateSchema>;

/** `GET /companies/{id}/lead-capture`: the key, the websites, the snippet to paste, the rotation and the template. */
export const LeadCaptureSchema = z
  .object({
    key: z.string(),
    allowed_origins: z.array(z.string()),
    snippet: z
      .string()
      .meta({ description: 'A plain HTML form and a few lines of script that post to the API.' }),
    rotation: z.array(z.number().int()),
    whatsapp_template: z.string().nullable(),
  })
  .meta({ id: 'LeadCapture' });
export type LeadCapture = z.infer<typeof LeadCaptureSchema>;

/** The honeypot field: hidden from people, so only a robot fills it. */
export const HONEYPOT_FIELD = 'sitio_web';

/** `POST /public/leads`: what the snippet posts. */
export const PublicLeadSchema = z
  .object({
    key: text({ error: 'Falta la clave de captura' }).trim().min(1, 'Falta la clave de captura').max(64),
    contact_name: leadFields.contact_name,
    contact_email: leadFields.contact_email,
    contact_phone: leadFields.contact_phone,
    message: text().trim().max(1000, 'El mensaje no puede exceder 1000 caracteres').optional(),
    project_id: idField('El proyecto no es válido').nullable().optional(),
    source: text().trim().max(100, 'La fuente no puede exceder 100 caracteres').optional(),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
    // The holder's authorisation (Habeas Data): the snippet's box, refused by the server when not ticked.
    consent: consentField(),
  })
  .refine(hasContact, contactRequired)
  .meta({ id: 'PublicLead' });
export type PublicLead = z.infer<typeof PublicLeadSchema>;

/** The answer to every accepted post, new lead or not, so it never tells whether the person was known. */
export const PublicLeadReceivedSchema = z.object({ message: z.string() }).meta({ id: 'PublicLeadReceived' });

/** What the visitor reads after posting. */
export const PUBLIC_LEAD_THANKS = '¡Gracias! Recibimos tus datos y te contactaremos pronto.';
