/** @jsxRuntime automatic */
import { MailLayout, P } from './mail-layout';
import { endSentence, formatVisitTime, type MailTemplate } from './mail-template';
import { VisitDetails, type VisitMailData } from './visit-confirmation';

/** The day before a visit, to the lead and to the salesperson. */
export const visitReminderMail: MailTemplate<VisitMailData> = {
  subject: (d) =>
    d.audience === 'lead'
      ? `Recordatorio: mañana visitas ${d.projectName}`
      : `Recordatorio: mañana recibes a ${d.leadName}`,
  body: (d) => (
    <MailLayout
      preview={`Mañana, ${formatVisitTime(d.startsAt)}.`}
      heading="Tu visita es mañana"
      companyName={d.companyName}
      reason={
        d.audience === 'lead'
          ? `Recibes este correo porque tienes una visita agendada con ${endSentence(d.companyName)} Si no puedes asistir, avisa a tu asesor.`
          : `Recibes este correo porque atiendes esta visita en ${endSentence(d.companyName)}`
      }
    >
      <P>
        Hola {d.recipientName}, te recordamos{' '}
        {d.audience === 'lead'
          ? `tu visita a la sala de ventas de ${d.projectName}.`
          : `la visita de ${d.leadName} a la sala de ventas de ${d.projectName}.`}
      </P>
      <VisitDetails d={d} />
    </MailLayout>
  ),
};
