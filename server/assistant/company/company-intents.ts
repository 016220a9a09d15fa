import type { PortalTopic } from '#domain/portal-assistant';
import { fold } from '../text';

// What a company's question is about, read from folded text ('¿Cuántos LEADS…' → 'cuantos leads…'). The order
// matters: a price question about a slow model is a pricing question before it is an availability one, and the
// analysis cards' questions (which name sales, prices and projects) are theirs before they are sales or availability.
const RULES: [PortalTopic, RegExp][] = [
  ['demand', /\b(demanda|sin (encontrar|resultados)|no encontr|buscaron|buscan|nuevo proyecto)\b/],
  [
    'pricing',
    /\b(actualizar|ajustar|bajar|subir|cambiar|sugier\w*|recomiend\w*)\b.*\bprecios?\b|\b(lento|lenta|lentos|no se vende|rezagad\w*)\b/,
  ],
  ['roi', /\b(roi|rentabilidad|retorno de (la )?inversion)\b/],
  ['trends', /\btendencias?\b/],
  [
    'analysis',
    /\b(ritmo de ventas?|absorcion|meses de inventario|analisis (de|del) (los )?proyectos?|analiza\w* (el|los|mis) proyectos?)\b/,
  ],
  ['leads', /\b(leads?|prospectos?|interesados|contactos?)\b/],
  ['sales', /\b(vend\w*|ventas?|vendid\w*)\b/],
  ['documents', /\b(documentos?|archivos?|planos?|pdf)\b/],
  ['availability', /\b(disponib\w*|inventario|precios?|rangos?|unidades|proyectos?|mercado)\b/],
];

/** The topic of a question; 'help' when none of the rules recognise it. */
export function topicOf(message: string): PortalTopic {
  const folded = fold(message);
  return RULES.find(([, rule]) => rule.test(folded))?.[0] ?? 'help';
}
