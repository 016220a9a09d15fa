import type { ChatLanguage } from '#domain/chat-constants';
import { CHAT_LEAD_MESSAGES, type ChatLeadMessages } from '#domain/chat-lead';
import { CONSENT_LABEL, CONSENT_POLICY_LINK } from '#domain/privacy';

// The validation messages and the authorisation of the chat's forms ('Me interesa', 'Guardar búsqueda') in each
// language. Apart from the screen's catalogues: only the dialogs, fetched when one first opens, carry them, so
// /chat's first download does not grow. The Spanish ones are the domain's, the spec's words.

/** What the forms of the chat say besides their labels. */
export type ChatFormTexts = ChatLeadMessages & { consentLabel: string; consentPolicy: string };

/** The forms' texts by the conversation's language. */
export const CHAT_FORM_TEXTS: Record<ChatLanguage, ChatFormTexts> = {
  es: { ...CHAT_LEAD_MESSAGES, consentLabel: CONSENT_LABEL, consentPolicy: CONSENT_POLICY_LINK },
  en: {
    nameRequired: 'Enter your name',
    nameTooLong: 'The name cannot exceed 255 characters',
    emailInvalid: 'Enter a valid e-mail address',
    phoneInvalid: 'Enter a valid phone number',
    messageTooLong: 'The message cannot exceed 500 characters',
    contactRequired: 'Enter an e-mail address or a phone number',
    consentRequired: 'You must authorise the processing of your personal data to send them.',
    consentLabel: 'I authorise the processing of my personal data',
    consentPolicy: 'Personal data processing policy',
  },
};
