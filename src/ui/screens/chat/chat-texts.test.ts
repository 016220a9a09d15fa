import { CHAT_LEAD_MESSAGES } from '#domain/chat-lead';
import { CONSENT_LABEL, CONSENT_POLICY_LINK } from '#domain/privacy';
import { CHAT_FORM_TEXTS } from './chat-form-texts';
import { CHAT_TEXTS_EN } from './chat-texts-en';
import { CHAT_TEXTS_ES } from './chat-texts';

describe('the /chat catalogues', () => {
  it('give every key a text in every language', () => {
    const keys = Object.keys(CHAT_TEXTS_ES).sort();
    for (const catalogue of [CHAT_TEXTS_ES, CHAT_TEXTS_EN]) {
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const key of keys) expect((catalogue as Record<string, string>)[key]?.trim()).toBeTruthy();
    }
  });

  it('keep the spec texts in Spanish', () => {
    expect(CHAT_TEXTS_ES).toMatchObject({
      clear: 'Limpiar chat',
      clearTitle: '¿Limpiar chat?',
      back: 'Volver',
      send: 'Enviar',
      sending: 'Enviando...',
      newSearch: 'Nueva búsqueda',
      interest: 'Me interesa',
      analysis: 'Análisis',
      view: 'Ver',
      detailsTitle: 'Detalles de la Propiedad',
      analysisTitle: 'Análisis Financiero',
      analysisBack: 'Regresar',
      noAnalysis: 'No hay análisis disponible',
      typing: 'El asistente está escribiendo...',
      apology: 'Lo siento, hubo un error al procesar tu mensaje. Por favor, intenta de nuevo.',
    });
  });

  it('fill their placeholders in both languages', () => {
    for (const catalogue of [CHAT_TEXTS_ES, CHAT_TEXTS_EN]) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const key of Object.keys(CHAT_TEXTS_ES) as (keyof typeof CHAT_TEXTS_ES)[])
        expect(names(catalogue[key])).toEqual(names(CHAT_TEXTS_ES[key]));
    }
  });

  it("give the forms' messages and authorisation in both languages, the Spanish ones the domain's", () => {
    const keys = Object.keys(CHAT_FORM_TEXTS.es).sort();
    expect(Object.keys(CHAT_FORM_TEXTS.en).sort()).toEqual(keys);
    for (const key of keys)
      expect(CHAT_FORM_TEXTS.en[key as keyof typeof CHAT_FORM_TEXTS.en].trim()).toBeTruthy();
    expect(CHAT_FORM_TEXTS.es).toEqual({
      ...CHAT_LEAD_MESSAGES,
      consentLabel: CONSENT_LABEL,
      consentPolicy: CONSENT_POLICY_LINK,
    });
  });
});
