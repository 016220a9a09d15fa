/** @jsxRuntime automatic */
import { Detail, MailButton, MailLayout, P } from './mail-layout';
import { endSentence, webLink, type MailTemplate } from './mail-template';

export type WebsiteLeadData = {
  companyName: string;
  /** The member it goes to; null when it goes to the owners because nobody is assigned. */
  recipientName: string | null;
  /** Whether the lead is the recipient's own (assigned) or waits for someone to take it. */
  assignedToRecipient: boolean;
  leadId: number;
  leadName: string;
  leadEmail: string | null;
  leadPhone: string | null;
  projectName: string | null;
  /** What the visitor wrote in the form. */
  message: string | null;
};

/** A contact from the form on the company's own website. */
export const websiteLeadMail: MailTemplate<WebsiteLeadData> = {
  subject: (d) => `Nuevo lead desde el sitio web: ${d.leadName}`,
  body: (d) => (
    <MailLayout
      preview={`${d.leadName} escribió desde el sitio web de ${endSentence(d.companyName)}`}
      heading="Nuevo lead desde el sitio web"
      companyName={d.companyName}
      reason={`Recibes este correo porque ${
        d.assignedToRecipient
          ? 'este lead te fue asignado'
          : `eres propietario de ${d.companyName} y el lead no tiene responsable`
      }.`}
    >
      <P>
        {d.recipientName ? `Hola ${d.recipientName}, ` : ''}
        {d.leadName} dejó sus datos en el formulario del sitio web de {endSentence(d.companyName)}
        {d.assignedToRecipient ? ' El lead quedó asignado a ti.' : ' Todavía no tiene responsable.'}
      </P>
      <Detail label="Correo" value={d.leadEmail} />
      <Detail label="Teléfono" value={d.leadPhone} />
      <Detail label="Proyecto de interés" value={d.projectName} />
      <Detail label="Mensaje" value={d.message} />
      <MailButton href={webLink('/constructor/leads', { lead: d.leadId })}>Ver el lead</MailButton>
    </MailLayout>
  ),
};
