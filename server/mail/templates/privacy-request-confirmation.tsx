/** @jsxRuntime automatic */
import { MailButton, MailLayout, P } from './mail-layout';
import { endSentence, webLink, type MailTemplate } from './mail-template';

export type PrivacyRequestConfirmationData = {
  /** The company holding the data, when the request names one. */
  companyName: string | null;
  /** What the person asked for: to see their data, or to delete it. */
  request: 'access' | 'deletion';
  /** Proves the address: nothing is shown or deleted before this link is opened. */
  token: string;
};

const ASKED = {
  access: 'una copia de los datos personales que tenemos sobre ti',
  deletion: 'la eliminación de tus datos personales',
} as const;

/** Habeas Data (Ley 1581 de 2012): the confirmation that proves a rights request comes from the address's owner. */
export const privacyRequestConfirmationMail: MailTemplate<PrivacyRequestConfirmationData> = {
  subject: (d) =>
    d.request === 'access'
      ? 'Confirma tu solicitud de acceso a tus datos personales'
      : 'Confirma tu solicitud de eliminación de tus datos personales',
  body: (d) => (
    <MailLayout
      preview="Confirma que esta dirección es tuya para continuar con tu solicitud."
      heading="Confirma tu solicitud sobre tus datos"
      companyName={d.companyName}
      reason="Recibes este correo porque alguien pidió, con esta dirección, ejercer sus derechos de Habeas Data (Ley 1581 de 2012). Si no fuiste tú, ignóralo: no haremos nada sin tu confirmación."
    >
      <P>
        {endSentence(
          `Recibimos una solicitud de ${ASKED[d.request]}${d.companyName ? ` en ${d.companyName}` : ''}`
        )}{' '}
        Para proteger tus datos, confirma que esta dirección es tuya.
      </P>
      <MailButton href={webLink('/privacidad/confirmar', { token: d.token })}>Confirmar solicitud</MailButton>
    </MailLayout>
  ),
};
