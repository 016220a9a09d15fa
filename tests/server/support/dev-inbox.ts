import { createServer } from 'node:net';
import { MailDev } from 'maildev';

/** A port nothing listens on at the moment of the call. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** A mail as maildev's REST API returns it (the fields the tests read). */
export type InboxMail = {
  id: string;
  subject: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  html: string;
  text: string;
  attachments?: { fileName?: string; filename?: string; contentType: string }[];
};

/**
 * The development inbox (maildev) on free ports, for a test file: what the platform sends over SMTP is read back
 * through its REST API, as a developer reads it at http://localhost:1080.
 */
export async function startDevInbox() {
  const [smtp, web] = [await freePort(), await freePort()];
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  const apiUrl = `http://127.0.0.1:${web}/api`;
  const messages = async (): Promise<InboxMail[]> =>
    (await fetch(`${apiUrl}/email`)).json() as Promise<InboxMail[]>;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    messages,
    /** The mails addressed to `address`, waiting a little for one in flight. */
    async mailsTo(address: string, { atLeast = 1, timeoutMs = 5_000 } = {}): Promise<InboxMail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await messages()).filter((m) => m.to.some((t) => t.address === address));
        if (found.length >= atLeast || Date.now() > deadline) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: () => maildev.stop(),
  };
}
