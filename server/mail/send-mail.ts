import type { Db } from '#server/db/client';
import { mailOutbox, type MailAttachmentRow } from '#server/db/schema';
import { enqueue } from '#server/jobs/queue';
import { mailTemplate, type MailData, type MailTemplateName } from './templates/catalogue';

/** A file sent with a mail (an .ics from `visitIcs`, a quote's PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer | string };

/** What a caller asks to send: a template, its data, the recipient and, when known, the company it is about. */
export type OutgoingMail<Name extends MailTemplateName> = {
  template: Name;
  to: string;
  data: MailData<Name>;
  attachments?: MailAttachment[];
  companyId?: number | null;
};

const toRow = (a: MailAttachment): MailAttachmentRow => ({
  filename: a.filename,
  contentType: a.contentType,
  contentBase64: (typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content).toString(
    'base64'
  ),
});

/**
 * Queues an e-mail: writes its outbox row and its delivery job (pass the transaction of the act that causes it, so
 * all of them commit or none) and leaves the sending to the job queue. Nothing is sent inside a request. Returns
 * the row's id.
 */
export async function sendMail<Name extends MailTemplateName>(
  db: Db,
  mail: OutgoingMail<Name>
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      companyId: mail.companyId ?? null,
      template: mail.template,
      recipient: mail.to.trim(),
      subject: mailTemplate(mail.template).subject(mail.data).slice(0, 300),
      data: mail.data as Record<string, unknown>,
      attachments: (mail.attachments ?? []).map(toRow),
    })
    .returning({ id: mailOutbox.id });
  await enqueue('mail.deliver', { outboxId: row!.id }, { db });
  return row!.id;
}
