import { createEvent } from 'ics';
import type { MailAttachment } from './send-mail';

export type IcsVisit = {
  /** Stable for the visit, so a rescheduled visit's new file replaces the old entry in the calendar. */
  uid: string;
  /** Bumped on every change to the same visit (0 for the first file). */
  sequence?: number;
  startsAt: string;
  durationMinutes: number;
  companyName: string;
  projectName: string;
  address: string | null;
  salesperson: { name: string; email: string | null };
  lead: { name: string; email: string | null };
};

/** The calendar file (.ics) of a sales-room visit, ready to attach to its confirmation mail. */
export function visitIcs(visit: IcsVisit): MailAttachment {
  const { error, value } = createEvent({
    uid: visit.uid,
    sequence: visit.sequence ?? 0,
    productId: 'In-Best',
    method: 'PUBLISH',
    start: new Date(visit.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: visit.durationMinutes },
    title: `Visita a la sala de ventas: ${visit.projectName}`,
    description: `Visita de ${visit.lead.name} con ${visit.salesperson.name} (${visit.companyName}).`,
    ...(visit.address ? { location: visit.address } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: {
      name: visit.salesperson.name,
      ...(visit.salesperson.email ? { email: visit.salesperson.email } : {}),
    },
    attendees: visit.lead.email ? [{ name: visit.lead.name, email: visit.lead.email, rsvp: false }] : [],
  });
  // The fields are ours and typed: a refusal is a programming error, not bad input.
  if (error || !value) throw error ?? new Error('No se pudo crear el archivo de calendario de la visita.');
  return {
    filename: 'visita.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}
