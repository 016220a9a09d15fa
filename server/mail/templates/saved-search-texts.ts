import type { ChatLanguage } from '#domain/chat-constants';
import { countOf } from '#domain/format';

// A saved search's mails in each language: the one of the conversation it was saved from. One catalogue per
// language, the same keys in both; the confirmation and alert templates take every word from here.

type SavedSearchMailTexts = {
  confirmSubject: string;
  confirmPreview: (summary: string) => string;
  confirmHeading: string;
  confirmReason: string;
  confirmSaved: string;
  confirmPromise: string;
  confirmButton: string;
  alertSubject: (count: number, summary: string) => string;
  alertPreview: (summary: string) => string;
  alertHeading: string;
  alertReason: string;
  alertIntro: (summary: string) => string;
  unsubscribeQuestion: string;
  unsubscribeLink: string;
};

const ES: SavedSearchMailTexts = {
  confirmSubject: 'Confirma tu búsqueda guardada en In-Best',
  confirmPreview: (summary) => `Confirma para recibir avisos de: ${summary}.`,
  confirmHeading: 'Confirma tu búsqueda guardada',
  confirmReason:
    'Recibes este correo porque alguien guardó una búsqueda con esta dirección en el asistente de In-Best. Si no fuiste tú, ignóralo: sin confirmación no te escribiremos.',
  confirmSaved: 'Guardaste esta búsqueda en el asistente de In-Best:',
  confirmPromise:
    'Confírmala y te avisaremos, como máximo una vez al día, cuando se publique un inmueble que le sirva.',
  confirmButton: 'Confirmar búsqueda',
  alertSubject: (count, summary) =>
    `${countOf(count, 'inmueble nuevo', 'inmuebles nuevos')} para tu búsqueda: ${summary}`,
  alertPreview: (summary) => `Se publicaron inmuebles que coinciden con ${summary}.`,
  alertHeading: 'Nuevos inmuebles para tu búsqueda',
  alertReason: 'Recibes este correo porque confirmaste esta búsqueda guardada en el asistente de In-Best.',
  alertIntro: (summary) => `Se publicaron inmuebles que coinciden con tu búsqueda «${summary}»:`,
  unsubscribeQuestion: '¿Ya no te interesa?',
  unsubscribeLink: 'Dejar de recibir estos avisos',
};

const EN: SavedSearchMailTexts = {
  confirmSubject: 'Confirm your saved search on In-Best',
  confirmPreview: (summary) => `Confirm to get alerts for: ${summary}.`,
  confirmHeading: 'Confirm your saved search',
  confirmReason:
    "You get this e-mail because someone saved a search with this address in In-Best's assistant. If it was not you, ignore it: without confirmation we will not write to you.",
  confirmSaved: "You saved this search in In-Best's assistant:",
  confirmPromise:
    'Confirm it and we will e-mail you, at most once a day, when a listing that matches it is published.',
  confirmButton: 'Confirm search',
  alertSubject: (count, summary) =>
    `${count} new ${count === 1 ? 'listing' : 'listings'} for your search: ${summary}`,
  alertPreview: (summary) => `Listings matching ${summary} were published.`,
  alertHeading: 'New listings for your search',
  alertReason: "You get this e-mail because you confirmed this saved search in In-Best's assistant.",
  alertIntro: (summary) => `Listings that match your search “${summary}” were published:`,
  unsubscribeQuestion: 'No longer interested?',
  unsubscribeLink: 'Stop receiving these alerts',
};

/** The saved-search mails' words by language (Spanish for mails queued before searches had one). */
export const savedSearchMailTexts = (language: ChatLanguage | undefined) => (language === 'en' ? EN : ES);

/** The query of a saved search's links: the language travels with them, so their pages speak it from the start. */
export const languageQuery = (language: ChatLanguage | undefined): Record<string, string> =>
  language === 'en' ? { lang: 'en' } : {};
