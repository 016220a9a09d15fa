/** @jsxRuntime automatic */
import { Detail, MailButton, MailLayout, P } from './mail-layout';
import { endSentence, webLink, type MailTemplate } from './mail-template';

export type LeadAssignedData = {
  companyName: string;
  assigneeName: string;
  /** Who assigned it; null when the company's round-robin did. */
  assignedByName: string | null;
  leadId: number;
  leadName: string;
  leadEmail: string | null;
  leadPhone: string | null;
  projectName: string | null;
};

/** Tells a salesperson that a lead is now theirs, with the contact to call and a link to it. */
export const leadAssignedMail: MailTemplate<LeadAssignedData> = {
  subject: (d) => `Te asignaron un lead: ${d.leadName}`,
  body: (d) => (
    <MailLayout
      preview={`${d.leadName} ahora es tu lead en ${endSentence(d.companyName)}`}
      heading="Tienes un lead nuevo"
      companyName={d.companyName}
      reason={`Recibes este correo porque eres miembro de ${d.companyName} y te asignaron este lead.`}
    >
      <P>
        Hola {d.assigneeName}, {d.assignedByName ?? 'la asignación automática'} te asignó el lead {d.leadName}
        .
      </P>
      <Detail label="Correo" value={d.leadEmail} />
      <Detail label="Teléfono" value={d.leadPhone} />
      <Detail label="Proyecto de interés" value={d.projectName} />
      <MailButton href={webLink('/constructor/leads', { lead: d.leadId })}>Ver el lead</MailButton>
    </MailLayout>
  ),
};
