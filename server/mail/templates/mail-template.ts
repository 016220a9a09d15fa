import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import { webOrigin } from '#server/config';

/** One e-mail of the platform: its subject and its body, both pure functions of the template's data. */
export type MailTemplate<Data> = {
  subject: (data: Data) => string;
  body: (data: Data) => ReactElement;
  /** Extra headers, such as the List-Unsubscribe link mail programs show as a button. */
  headers?: (data: Data) => Record<string, string>;
};

/** A rendered e-mail, ready for the SMTP transport. */
export type RenderedMail = { subject: string; html: string; text: string; headers: Record<string, string> };

/** Renders a template's subject, its HTML and the plain-text part derived from the same markup. */
export async function renderMail<Data>(template: MailTemplate<Data>, data: Data): Promise<RenderedMail> {
  const body = template.body(data);
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { subject: template.subject(data), html, text, headers: template.headers?.(data) ?? {} };
}

/** An absolute link into the web app at WEB_ORIGIN, with its query parameters encoded. */
export function webLink(path: string, query: Record<string, string | number> = {}): string {
  const url = new URL(path, webOrigin());
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

/** Ends a sentence after a name that may end in its own period ('Constructora Andina S.A.S.' takes no second one). */
export const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

// Colombia has one time zone and no daylight saving: every date in a mail is Bogotá time, whatever the server's.
const BOGOTA = 'America/Bogota';
const dateTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dayOnly = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** 'jueves, 3 de diciembre de 2026, 10:30 a. m.' in Bogotá time. */
export const formatVisitTime = (iso: string) => dateTime.format(new Date(iso));

/** 'jueves, 3 de diciembre' in Bogotá time, for subjects. */
export const formatVisitDay = (iso: string) => dayOnly.format(new Date(iso));
