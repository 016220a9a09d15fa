import type { ChatLanguage } from '#domain/chat-constants';

// The /chat screen's own texts, one catalogue per language under the header's 'ES | EN' switch (the rest of the
// portal stays Spanish). The Spanish ones are the spec's, word for word.

const ES = {
  back: 'Volver',
  subtitle: 'Asistente de inversión',
  clear: 'Limpiar chat',
  clearTitle: '¿Limpiar chat?',
  clearMessage: 'Se borrará toda la conversación y sus resultados. Esta acción no se puede deshacer.',
  languageLabel: 'Idioma del asistente',
  saveSearch: 'Guardar búsqueda',
  saveSearchIntro:
    'Te avisaremos por correo, como máximo una vez al día, cuando se publique un inmueble que coincida con esta búsqueda.',
  email: 'Correo electrónico',
  emailInvalid: 'Escribe un correo electrónico válido',
  cancel: 'Cancelar',
  saving: 'Guardando...',
  close: 'Cerrar',
  downloadPdf: 'Descargar análisis (PDF)',
  downloadingPdf: 'Preparando PDF...',
  downloadFailed: 'No se pudo descargar el análisis. Intenta de nuevo.',
};

type ChatTexts = Record<keyof typeof ES, string>;

const EN: ChatTexts = {
  back: 'Back',
  subtitle: 'Investment assistant',
  clear: 'Clear chat',
  clearTitle: 'Clear chat?',
  clearMessage: 'The whole conversation and its results will be deleted. This cannot be undone.',
  languageLabel: 'Assistant language',
  saveSearch: 'Save search',
  saveSearchIntro:
    'We will e-mail you, at most once a day, when a listing that matches this search is published.',
  email: 'E-mail',
  emailInvalid: 'Enter a valid e-mail address',
  cancel: 'Cancel',
  saving: 'Saving...',
  close: 'Close',
  downloadPdf: 'Download analysis (PDF)',
  downloadingPdf: 'Preparing PDF...',
  downloadFailed: 'The analysis could not be downloaded. Please try again.',
};

/** Every catalogue by language; a key missing in either fails the type check and `chat-texts.test.ts`. */
export const CHAT_TEXTS: Record<ChatLanguage, ChatTexts> = { es: ES, en: EN };
