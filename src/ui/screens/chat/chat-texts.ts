import { createContext, useContext, useEffect, useState } from 'react';
import type { ChatLanguage } from '#domain/chat-constants';

// The /chat screen's own texts, one catalogue per language under the header's 'ES | EN' switch (the rest of the
// portal stays Spanish). The Spanish ones are the spec's, word for word. A '{name}' in a text is filled by `fill`.
// The English catalogue is fetched the first time the conversation turns English: Spanish visitors never download it.

const ES = {
  back: 'Volver',
  subtitle: 'Asistente de inversión',
  clear: 'Limpiar chat',
  clearTitle: '¿Limpiar chat?',
  clearMessage: 'Se borrará toda la conversación y sus resultados. Esta acción no se puede deshacer.',
  languageLabel: 'Idioma del asistente',
  // The welcome of an empty conversation.
  welcomeTitle: '¡Hola! Soy tu asistente de inversión inmobiliaria',
  welcomeText:
    'Describe lo que buscas en tus palabras y te muestro propiedades reales del inventario con su análisis financiero.',
  capabilitiesLabel: 'Lo que puedo hacer',
  capabilitySearch: 'Búsqueda de propiedades',
  capabilitySearchText: 'por ciudad, barrio, precio, habitaciones y amenidades',
  capabilityAnalysis: 'Análisis financiero',
  capabilityAnalysisText: 'arriendo estimado, costos anuales, NOI y flujo de caja',
  capabilityRoi: 'Evaluación de ROI',
  capabilityRoiText: 'cap rate, ROI y TIR a 10 años con supuestos colombianos',
  capabilityProjects: 'Proyectos inmobiliarios',
  capabilityProjectsText: 'unidades sobre planos y de entrega inmediata',
  tryWith: 'Prueba con:',
  example1: 'Busco un apartamento de 2 habitaciones en Medellín',
  example2: '¿Qué propiedades hay disponibles en Bogotá?',
  // The conversation.
  conversationLabel: 'Conversación',
  typing: 'El asistente está escribiendo...',
  suggestionsLabel: 'Sugerencias',
  newSearch: 'Nueva búsqueda',
  locationAnalysis: 'Análisis financiero de {place}',
  userMessage: 'Tu mensaje',
  assistantMessage: 'Mensaje del asistente',
  confirmed: 'Confirmado',
  cached: 'En caché',
  understandingTitle: 'Cuánto del mensaje entendió el asistente',
  understanding: 'Comprensión {score}',
  financialLabel: 'Análisis financiero',
  assumptions: 'Supuestos',
  breakdown: 'Desglose',
  apology: 'Lo siento, hubo un error al procesar tu mensaje. Por favor, intenta de nuevo.',
  // The message box.
  inputLabel: 'Mensaje',
  placeholderShort: 'Describe lo que buscas...',
  placeholder: 'Describe la propiedad que buscas... (Enter para enviar, Shift+Enter para nueva línea)',
  sendLabel: 'Enviar mensaje',
  send: 'Enviar',
  sending: 'Enviando...',
  // The results panel.
  reopen: 'Ver resultados ({count})',
  results: 'Resultados',
  hideFilters: 'Ocultar',
  showFilters: 'Filtros',
  closeResults: 'Cerrar resultados',
  compareCount: 'Comparar ({count})',
  sortBy: 'Ordenar por',
  sortPriceAsc: 'Precio: menor a mayor',
  sortPriceDesc: 'Precio: mayor a menor',
  sortAreaDesc: 'Área: mayor a menor',
  sortAreaAsc: 'Área: menor a mayor',
  searching: 'Buscando propiedades...',
  noResults: 'No hay resultados para la búsqueda actual.',
  recommended: 'Propiedades recomendadas',
  understoodFilters: 'Filtros entendidos',
  removeFilter: 'Quitar filtro {label}',
  comparison: 'Comparación',
  comparisonFigure: 'Cifra',
  best: ' (mejor)',
  // A card and the property's details.
  noImage: 'Sin imagen',
  stockAlt: 'Imagen ilustrativa',
  stockTag: 'Ilustrativa',
  untitled: 'Propiedad sin título',
  noPrice: 'Precio no disponible',
  noArea: 'Área no disponible',
  estimatedReturn: 'Rentabilidad estimada',
  estimatedRent: 'Arriendo est.',
  view: 'Ver',
  analysis: 'Análisis',
  interest: 'Me interesa',
  pick: 'Comparar',
  location: 'Ubicación',
  bathrooms: 'Baños',
  features: 'Características',
  close: 'Cerrar',
  detailsTitle: 'Detalles de la Propiedad',
  notSpecified: 'No especificado',
  price: 'Precio',
  area: 'Área',
  bedrooms: 'Habitaciones',
  type: 'Tipo',
  parking: 'Parqueaderos',
  project: 'Proyecto',
  projectActive: 'En venta',
  projectCompleted: 'Terminado',
  standalone: 'Independiente',
  delivery: 'Entrega',
  deliveryNow: 'Inmediata',
  developer: 'Constructora',
  match: 'Coincidencia',
  checkedAt: 'Disponibilidad consultada el {date} a las {time}',
  // The analysis view.
  analysisTitle: 'Análisis Financiero',
  analysisBack: 'Regresar',
  noAnalysis: 'No hay análisis disponible',
  computing: 'Calculando análisis financiero...',
  mainMetrics: 'Métricas principales',
  annualCosts: 'Costos anuales',
  financialResults: 'Resultados financieros',
  recommendations: 'Recomendaciones',
  conclusions: 'Conclusiones',
  // 'Me interesa'.
  leadIntro: 'Déjanos tus datos y {company} te contactará.',
  leadCompany: 'la constructora',
  leadName: 'Nombre',
  leadEmail: 'Correo electrónico',
  leadPhone: 'Teléfono',
  leadContactHelp: 'Correo o teléfono: al menos uno.',
  leadMessage: 'Mensaje (opcional)',
  cancel: 'Cancelar',
  leadSend: 'Enviar datos',
  // 'Guardar búsqueda' and the analysis PDF.
  saveSearch: 'Guardar búsqueda',
  saveSearchIntro:
    'Te avisaremos por correo, como máximo una vez al día, cuando se publique un inmueble que coincida con esta búsqueda.',
  email: 'Correo electrónico',
  emailInvalid: 'Escribe un correo electrónico válido',
  saving: 'Guardando...',
  downloadPdf: 'Descargar análisis (PDF)',
  downloadingPdf: 'Preparando PDF...',
  downloadFailed: 'No se pudo descargar el análisis. Intenta de nuevo.',
};

/** Every key of the screen's catalogue, each a text in every language. */
export type ChatTexts = Record<keyof typeof ES, string>;

/** The Spanish catalogue: the default, part of the first download. */
export const CHAT_TEXTS_ES: ChatTexts = ES;

/** 'Ver resultados ({count})' with its values filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

let english: ChatTexts | null = null;
let englishLoad: Promise<ChatTexts> | null = null;
/** Fetches the English catalogue once (a chunk of its own); every caller gets the same promise. */
export const loadEnglishTexts = () =>
  (englishLoad ??= import('./chat-texts-en').then((m) => {
    const texts: ChatTexts = m.CHAT_TEXTS_EN;
    english = texts;
    return texts;
  }));

/**
 * The catalogue of a language: Spanish at once; English once its chunk has arrived (Spanish until then, a moment on
 * the first switch).
 */
export function useChatTextsOf(language: ChatLanguage): ChatTexts {
  const [loaded, setLoaded] = useState(english);
  useEffect(() => {
    if (language === 'en' && !loaded) void loadEnglishTexts().then(setLoaded);
  }, [language, loaded]);
  return language === 'en' && loaded ? loaded : ES;
}

const ChatTextsContext = createContext<ChatTexts>(ES);
/** Gives the screen's parts the catalogue of the conversation's language. */
export const ChatTextsProvider = ChatTextsContext.Provider;
/** The catalogue the screen chose (Spanish outside it). */
export const useChatTexts = () => useContext(ChatTextsContext);
