import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '#server/db/client';
import { mailOutbox } from '#server/db/schema';
import { now } from '#server/lib/clock';
import { isMailTemplateName, mailTemplate } from './templates/catalogue';
import { renderMail } from './templates/mail-template';

/** How many times a mail is tried before the outbox marks it 'failed' (the queue's retries are this minus one). */
export const MAIL_DELIVERY_ATTEMPTS = 5;

/** What delivering needs: the database with the outbox, an SMTP transport and the sender (MAIL_FROM). */
export type MailDelivery = { db: Db; transport: Transporter; from: string };

/** Thrown when a delivery attempt fails, so the job queue tries again (until the last attempt). */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

// The SMTP server's answer is enough to tell what went wrong; it never holds the mail's body.
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers one outbox row: renders its template, sends it through SMTP and marks it 'sent'. A failure records the
 * attempt and its error and throws, leaving the row 'pending' for the queue's next try, or 'failed' after the last
 * attempt. A row already sent or given up on is left alone, so a repeated job never sends twice.
 */
export async function deliverMail(ctx: MailDelivery, outboxId: number): Promise<'sent' | 'skipped'> {
  const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
  if (!row || row.status !== 'pending') return 'skipped';
  const attempt = row.attempts + 1;
  try {
    if (!isMailTemplateName(row.template))
      throw new Error(`Plantilla de correo desconocida: ${row.template}`);
    const rendered = await renderMail(mailTemplate(row.template), row.data as never);
    await ctx.transport.sendMail({
      from: ctx.from,
      to: row.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: rendered.headers,
      attachments: row.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
      })),
    });
  } catch (error) {
    const lastError = describe(error);
    const status = attempt >= MAIL_DELIVERY_ATTEMPTS ? 'failed' : 'pending';
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: attempt, lastError, status })
      .where(eq(mailOutbox.id, row.id));
    throw new MailDeliveryError(`El correo ${row.id} no se pudo enviar (intento ${attempt}): ${lastError}`, {
      cause: error,
    });
  }
  await ctx.db
    .update(mailOutbox)
    .set({ attempts: attempt, lastError: null, status: 'sent', sentAt: now() })
    .where(eq(mailOutbox.id, row.id));
  return 'sent';
}
