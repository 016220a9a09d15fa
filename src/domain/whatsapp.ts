import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { DEFAULT_WHATSAPP_TEMPLATE } from './lead-capture';

// WhatsApp, where Colombian buyers answer (issue 29 §3): a lead's phone in international form and the company's
// message prefilled, or the reason there is no link.

/** The country a number written without '+' belongs to. */
const DEFAULT_COUNTRY = 'CO';

/**
 * The number in E.164 ('+573001234567') when it is a valid mobile (the `mobile` metadata accepts only mobiles, since
 * a landline has no WhatsApp); otherwise null. A number without '+' is read as Colombian.
 */
export function mobileE164(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** What fills a template's placeholders. */
export type WhatsappFacts = { name: string | null; interest: string | null; company: string };

/** The company's template (or the default) with the lead's name, its interest and the company's name. */
export function whatsappMessage(template: string | null, facts: WhatsappFacts): string {
  return (template?.trim() || DEFAULT_WHATSAPP_TEMPLATE)
    .replaceAll('{nombre}', facts.name?.trim() || 'cliente')
    .replaceAll('{interes}', facts.interest ?? 'nuestros proyectos')
    .replaceAll('{empresa}', facts.company);
}

/** The link 'WhatsApp' opens, or why the button is disabled. */
export type WhatsappLink = { url: string; reason: null } | { url: null; reason: string };

/** `https://wa.me/<digits>?text=<message>` for a lead with a valid mobile; otherwise the reason in Spanish. */
export function whatsappLink(phone: string | null, message: string): WhatsappLink {
  if (!phone?.trim()) return { url: null, reason: 'El lead no tiene teléfono.' };
  const number = mobileE164(phone);
  if (!number) return { url: null, reason: 'El teléfono del lead no es un celular válido.' };
  return { url: `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(message)}`, reason: null };
}
