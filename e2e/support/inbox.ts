import { expect } from '@playwright/test';
import { E2E } from './env';

/** A mail as the development inbox's REST API returns it (the fields journeys read). */
export type InboxMail = { subject: string; to: { address: string }[]; html: string; text: string };

/**
 * Waits for a mail to `address` whose subject contains `subject` in the development inbox (maildev, started by the
 * e2e runner) and returns it. The stack's job queue delivers it a moment after the act that caused it.
 */
export async function mailTo(address: string, subject: string): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${E2E.inboxUrl}/api/email`)).json()) as InboxMail[];
        found = mails.find((m) => m.subject.includes(subject) && m.to.some((t) => t.address === address));
        return Boolean(found);
      },
      { message: `a mail to ${address} about "${subject}"`, timeout: 30_000 }
    )
    .toBe(true);
  return found!;
}

/** The first link of a mail's HTML whose address contains `path`. */
export function linkIn(mail: InboxMail, path: string): string {
  const link = [...mail.html.matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!)
    .find((href) => href.includes(path));
  if (!link) throw new Error(`No link to ${path} in "${mail.subject}"`);
  return link.replaceAll('&amp;', '&');
}
