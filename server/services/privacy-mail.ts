import type { PrivacyRequestKind } from '#domain/privacy';
import type { Db } from '#server/db/client';
import { sendMail } from '#server/mail/send-mail';

/** What the holder's confirmation e-mail carries: the link's token, what they asked for, the company if one. */
export type PrivacyConfirmation = {
  to: string;
  kind: PrivacyRequestKind;
  token: string;
  companyName: string | null;
};

/**
 * Sends the holder the link that proves the address before anything is shown or deleted. The one place the
 * privacy request reaches the outgoing mail.
 */
export async function sendPrivacyConfirmation(db: Db, mail: PrivacyConfirmation): Promise<void> {
  await sendMail(db, {
    template: 'privacy-request-confirmation',
    to: mail.to,
    data: {
      companyName: mail.companyName,
      request: mail.kind === 'export' ? 'access' : 'deletion',
      token: mail.token,
    },
  });
}
