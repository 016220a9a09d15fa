import { z } from 'zod';
import { idField, meaningful, text } from './input-limits';
import { consentField } from './privacy';

// 'Me interesa' on a recommendation: the visitor leaves a name and a way to be contacted, and the owning company
// sees the lead on its dashboard.

/** Digits, spaces, parentheses and dashes, optionally with a leading '+', holding 7 to 15 digits. */
const PHONE = /^\+?[\d\s()-]{7,25}$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

const contactFields = {
  contact_name: meaningful(
    text().trim().min(2, 'Escribe tu nombre').max(255, 'El nombre no puede exceder 255 caracteres'),
    'Escribe tu nombre'
  ),
  contact_email: z
    .union([z.literal(''), z.email('Escribe un correo electrónico válido').max(255)])
    .optional(),
  contact_phone: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(PHONE, 'Escribe un teléfono válido')
        .refine((v) => digitCount(v) >= 7 && digitCount(v) <= 15, 'Escribe un teléfono válido'),
    ])
    .optional(),
  message: text().trim().max(500, 'El mensaje no puede exceder 500 caracteres').optional(),
  // The holder's authorisation (Habeas Data): refused in the form and on the server when not given.
  consent: consentField(),
};

const hasContact = (v: { contact_email?: string; contact_phone?: string }) =>
  Boolean(v.contact_email) || Boolean(v.contact_phone);
const contactRequired = () => ({
  message: 'Indica un correo electrónico o un teléfono',
  path: ['contact_email'],
});

/** The fields of the 'Me interesa' form, with the messages the form shows. */
export const ChatLeadFormSchema = z.object(contactFields).refine(hasContact, contactRequired());
export type ChatLeadForm = z.infer<typeof ChatLeadFormSchema>;

/** The public request that creates the lead: the form plus the property and the chat session it came from. */
export const ChatLeadRequestSchema = z
  .object({
    ...contactFields,
    property_id: idField('La propiedad es obligatoria'),
    session_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'El identificador de sesión no es válido')
      .optional(),
  })
  .refine(hasContact, contactRequired())
  .meta({ id: 'ChatLeadRequest' });
export type ChatLeadRequest = z.infer<typeof ChatLeadRequestSchema>;

// No lead id: the answer is the same whether the visitor was new or matched a lead, so it reveals nobody.
export const ChatLeadCreatedSchema = z
  .object({
    company_name: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ChatLeadCreated' });
export type ChatLeadCreated = z.infer<typeof ChatLeadCreatedSchema>;

/** Where the lead says it came from. */
export const CHAT_LEAD_SOURCE = 'Asistente de inversión';
