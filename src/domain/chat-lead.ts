import { z } from 'zod';
import { idField, meaningful, text } from './input-limits';
import { CHAT_LANGUAGES } from './chat-constants';
import { CONSENT_REQUIRED, consentField } from './privacy';

// 'Me interesa' on a recommendation: the visitor leaves a name and a way to be contacted, and the owning company
// sees the lead on its dashboard.

/** Digits, spaces, parentheses and dashes, optionally with a leading '+', holding 7 to 15 digits. */
const PHONE = /^\+?[\d\s()-]{7,25}$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** The form's validation messages in Spanish (the spec's); the chat screen gives English ones to an English visitor. */
export const CHAT_LEAD_MESSAGES = {
  nameRequired: 'Escribe tu nombre',
  nameTooLong: 'El nombre no puede exceder 255 caracteres',
  emailInvalid: 'Escribe un correo electrónico válido',
  phoneInvalid: 'Escribe un teléfono válido',
  messageTooLong: 'El mensaje no puede exceder 500 caracteres',
  contactRequired: 'Indica un correo electrónico o un teléfono',
  consentRequired: CONSENT_REQUIRED,
};
export type ChatLeadMessages = Record<keyof typeof CHAT_LEAD_MESSAGES, string>;

const contactFields = (m: ChatLeadMessages) => ({
  contact_name: meaningful(text().trim().min(2, m.nameRequired).max(255, m.nameTooLong), m.nameRequired),
  contact_email: z.union([z.literal(''), z.email(m.emailInvalid).max(255)]).optional(),
  contact_phone: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(PHONE, m.phoneInvalid)
        .refine((v) => digitCount(v) >= 7 && digitCount(v) <= 15, m.phoneInvalid),
    ])
    .optional(),
  message: text().trim().max(500, m.messageTooLong).optional(),
  // The holder's authorisation (Habeas Data): refused in the form and on the server when not given.
  consent: consentField(m.consentRequired),
});

const hasContact = (v: { contact_email?: string; contact_phone?: string }) =>
  Boolean(v.contact_email) || Boolean(v.contact_phone);
const contactRequired = (m: ChatLeadMessages) => ({ message: m.contactRequired, path: ['contact_email'] });

/** The fields of the 'Me interesa' form, with the messages the form shows (Spanish unless others are given). */
export const chatLeadFormSchema = (m: ChatLeadMessages = CHAT_LEAD_MESSAGES) =>
  z.object(contactFields(m)).refine(hasContact, contactRequired(m));
export type ChatLeadForm = z.infer<ReturnType<typeof chatLeadFormSchema>>;

/** The public request that creates the lead: the form plus the property and the chat session it came from. */
export const ChatLeadRequestSchema = z
  .object({
    ...contactFields(CHAT_LEAD_MESSAGES),
    property_id: idField('La propiedad es obligatoria'),
    session_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'El identificador de sesión no es válido')
      .optional(),
    language: z.enum(CHAT_LANGUAGES).optional().meta({
      description: "The conversation's language: the thank-you is written in it (Spanish by default).",
    }),
  })
  .refine(hasContact, contactRequired(CHAT_LEAD_MESSAGES))
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
