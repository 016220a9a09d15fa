/** @jsxRuntime automatic */
import { Detail, MailLayout, P } from './mail-layout';
import { endSentence, formatVisitDay, formatVisitTime, type MailTemplate } from './mail-template';

/** A visit to a project's sales room, as both of its mails (confirmation, reminder) describe it. */
export type VisitMailData = {
  companyName: string;
  /** The lead (the visitor) or the salesperson who receives the visit. */
  audience: 'lead' | 'salesperson';
  recipientName: string;
  leadName: string;
  leadPhone: string | null;
  projectName: string;
  /** Where the sales room is. */
  address: string | null;
  /** ISO timestamp of the start. */
  startsAt: string;
  durationMinutes: number;
  salespersonName: string;
  salespersonPhone: string | null;
};

/** Who and where, for either side of the visit. */
export function VisitDetails({ d }: { d: VisitMailData }) {
  return (
    <>
      <Detail label="Fecha y hora" value={formatVisitTime(d.startsAt)} />
      <Detail label="Duración" value={`${d.durationMinutes} minutos`} />
      <Detail label="Proyecto" value={d.projectName} />
      <Detail label="Dirección" value={d.address} />
      {d.audience === 'lead' ? (
        <>
          <Detail label="Te atiende" value={d.salespersonName} />
          <Detail label="Teléfono" value={d.salespersonPhone} />
        </>
      ) : (
        <>
          <Detail label="Visitante" value={d.leadName} />
          <Detail label="Teléfono" value={d.leadPhone} />
        </>
      )}
    </>
  );
}

/** Confirms a scheduled visit to the lead and to the salesperson; the caller attaches `visitIcs(...)`. */
export const visitConfirmationMail: MailTemplate<VisitMailData> = {
  subject: (d) =>
    d.audience === 'lead'
      ? `Visita confirmada: ${d.projectName}, ${formatVisitDay(d.startsAt)}`
      : `Visita agendada con ${d.leadName}: ${formatVisitDay(d.startsAt)}`,
  body: (d) => (
    <MailLayout
      preview={`${d.projectName}, ${formatVisitTime(d.startsAt)}.`}
      heading={d.audience === 'lead' ? 'Tu visita está confirmada' : 'Visita agendada'}
      companyName={d.companyName}
      reason={
        d.audience === 'lead'
          ? `Recibes este correo porque agendaste una visita con ${endSentence(d.companyName)} Si no puedes asistir, responde a tu asesor para reprogramarla.`
          : `Recibes este correo porque atiendes esta visita en ${endSentence(d.companyName)}`
      }
    >
      <P>
        Hola {d.recipientName},{' '}
        {d.audience === 'lead'
          ? `te esperamos en la sala de ventas de ${d.projectName}.`
          : `${d.leadName} visitará la sala de ventas de ${d.projectName}.`}
      </P>
      <VisitDetails d={d} />
      <P>Adjuntamos la invitación de calendario (.ics) para que la agregues a tu agenda.</P>
    </MailLayout>
  ),
};
