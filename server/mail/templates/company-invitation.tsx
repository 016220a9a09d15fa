/** @jsxRuntime automatic */
import { Detail, MailButton, MailLayout, P } from './mail-layout';
import { endSentence, webLink, type MailTemplate } from './mail-template';

export type CompanyInvitationData = {
  companyName: string;
  /** Who invited, as the member list shows them; null when unknown. */
  inviterName: string | null;
  /** The role offered, as its Spanish label ('Administrador'). */
  roleLabel: string;
  /** The invited address, which the invitee must sign in with. */
  email: string;
};

/** An invitation to join a company: pending invitations are accepted from the profile, after signing in. */
export const companyInvitationMail: MailTemplate<CompanyInvitationData> = {
  subject: (d) => `${d.companyName} te invita a unirte en In-Best`,
  body: (d) => (
    <MailLayout
      preview={`Te invitaron como ${d.roleLabel} de ${endSentence(d.companyName)}`}
      heading={`Te invitaron a ${d.companyName}`}
      companyName={d.companyName}
      reason={`Recibes este correo porque alguien de ${d.companyName} invitó a ${d.email}. Si no la esperabas, ignóralo: nada cambia hasta que aceptes.`}
    >
      <P>
        {d.inviterName ?? 'Un administrador'} te invitó a unirte a {d.companyName} en In-Best con el rol{' '}
        {d.roleLabel}.
      </P>
      <Detail label="Empresa" value={d.companyName} />
      <Detail label="Rol" value={d.roleLabel} />
      <P>
        Inicia sesión (o crea tu cuenta) con {d.email} y acepta la invitación en «Invitaciones pendientes» de
        tu perfil.
      </P>
      <MailButton href={webLink('/profile')}>Ver la invitación</MailButton>
    </MailLayout>
  ),
};
