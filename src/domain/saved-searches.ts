import { z } from 'zod';
import { CHAT_LANGUAGES } from './chat-constants';
import { consentField, defaultPrivacyPolicy } from './privacy';

// 'Guardar búsqueda' in the chat (issue 30 item 4): the visitor leaves an e-mail, confirms it from a link, and is
// told when a newly published listing matches the filters the assistant understood.

/**
 * A saved search belongs to no company: In-Best itself treats the address, under its own policy. Its text is the
 * default policy with In-Best as the responsible party; a changed text is a new version here.
 */
export const SAVED_SEARCH_POLICY = { version: 1, body: defaultPrivacyPolicy('In-Best') } as const;

/** Where the consent checkbox of the save dialog links: the platform's privacy page. */
export const SAVED_SEARCH_POLICY_PATH = '/privacidad';

export const SavedSearchRequestSchema = z
  .object({
    email: z
      .email({ error: 'Escribe un correo electrónico válido' })
      .max(255, 'El correo no puede exceder 255 caracteres'),
    session_id: z
      .string({ error: 'Primero haz una búsqueda en el asistente' })
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'El identificador de sesión no es válido')
      .meta({ description: 'The chat session whose understood filters are saved.' }),
    // The holder's authorisation (Habeas Data): refused in the form and on the server when not given.
    consent: consentField(),
    language: z.enum(CHAT_LANGUAGES).optional().meta({
      description:
        "The conversation's language as the visitor sees it: the mails are written in it (the session's by default).",
    }),
  })
  .meta({ id: 'SavedSearchRequest' });
export type SavedSearchRequest = z.infer<typeof SavedSearchRequestSchema>;

/** The answer of every saved-search operation: a sentence in the conversation's language. */
export const SavedSearchMessageSchema = z
  .object({ message: z.string(), language: z.enum(CHAT_LANGUAGES) })
  .meta({ id: 'SavedSearchMessage' });
export type SavedSearchMessage = z.infer<typeof SavedSearchMessageSchema>;

export const SavedSearchTokenQuerySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'El enlace no es válido'),
  lang: z.enum(CHAT_LANGUAGES).optional().meta({
    description:
      "The search's language, which its mails' links carry: a link that is not valid says so in it.",
  }),
});

/** The same answer whether or not the address already has searches, so the form reveals nobody. */
export const SAVED_SEARCH_RECEIVED = {
  es: 'Te enviamos un correo para confirmar la búsqueda. Ábrelo y pulsa «Confirmar búsqueda»; sin confirmación no te escribiremos.',
  en: 'We sent you an e-mail to confirm the search. Open it and press the confirmation button; without it we will not write to you.',
} as const;

/** What the confirmation link answers. */
export const SAVED_SEARCH_CONFIRMED = {
  es: 'Búsqueda confirmada. Te avisaremos por correo, como máximo una vez al día, cuando se publique un inmueble que le sirva.',
  en: 'Search confirmed. We will e-mail you, at most once a day, when a listing that matches it is published.',
} as const;

/** What the unsubscribe link answers. */
export const SAVED_SEARCH_UNSUBSCRIBED = {
  es: 'Listo: no te enviaremos más avisos de esta búsqueda.',
  en: 'Done: we will not send you more alerts for this search.',
} as const;

/** A link that is not (or no longer) valid. */
export const SAVED_SEARCH_LINK_INVALID = {
  es: 'El enlace no es válido o ya venció. Guarda la búsqueda de nuevo en el asistente.',
  en: 'The link is not valid or has expired. Save the search again in the assistant.',
} as const;

/** Saving without a search to save. */
export const SAVED_SEARCH_NOTHING = 'Primero haz una búsqueda en el asistente: no hay filtros que guardar.';
