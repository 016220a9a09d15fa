/** @jsxRuntime automatic */
import { MailButton, MailLayout, P } from './mail-layout';
import { webLink, type MailTemplate } from './mail-template';

export type SavedSearchConfirmationData = {
  /** The understood filters in words ('Apartamentos en Medellín hasta $450.000.000'). */
  searchSummary: string;
  /** The double opt-in token the confirmation link carries. */
  token: string;
};

/** The double opt-in: nothing is sent about a saved search until its address is confirmed from this mail. */
export const savedSearchConfirmationMail: MailTemplate<SavedSearchConfirmationData> = {
  subject: () => 'Confirma tu búsqueda guardada en In-Best',
  body: (d) => (
    <MailLayout
      preview={`Confirma para recibir avisos de: ${d.searchSummary}.`}
      heading="Confirma tu búsqueda guardada"
      reason="Recibes este correo porque alguien guardó una búsqueda con esta dirección en el asistente de In-Best. Si no fuiste tú, ignóralo: sin confirmación no te escribiremos."
    >
      <P>Guardaste esta búsqueda en el asistente de In-Best:</P>
      <P>
        <strong>{d.searchSummary}</strong>
      </P>
      <P>
        Confírmala y te avisaremos, como máximo una vez al día, cuando se publique un inmueble que le sirva.
      </P>
      <MailButton href={webLink('/busquedas/confirmar', { token: d.token })}>Confirmar búsqueda</MailButton>
    </MailLayout>
  ),
};
