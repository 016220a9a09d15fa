import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { mailOutbox } from '#server/db/schema';
import { deliverMail, MAIL_DELIVERY_ATTEMPTS, MailDeliveryError } from '#server/mail/deliver-mail';
import { createMailTransport } from '#server/mail/transport';
import { startDevInbox, freePort } from '#tests/server/support/dev-inbox';
import { addCompany, addMember, addUser } from '#tests/server/support/fixtures';
import { createTestApi, json } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import type { TestPerson } from '#tests/server/support/tokens';

const ORIGIN = 'https://app.inbest.test';
const FROM = 'In-Best <no-reply@inbest.test>';
const OWNER: TestPerson = { sub: 'auth0|mail-owner', email: 'duena@andina.test', name: 'María Pérez' };

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let inbox: Awaited<ReturnType<typeof startDevInbox>>;
let companyId: number;

beforeAll(async () => {
  vi.stubEnv('WEB_ORIGIN', ORIGIN);
  [{ db, close }, inbox] = await Promise.all([createTestDb(), startDevInbox()]);
  api = await createTestApi(db);
  companyId = await addCompany(db, 'Constructora Andina S.A.S.');
  await addMember(db, companyId, await addUser(db, OWNER.email, 'María Pérez'), 'OWNER');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([close(), inbox.stop()]);
});

async function invite(email: string, role = 'ADMIN') {
  const token = await api.issuer.tokenFor(OWNER);
  return api.app.request(`/companies/${companyId}/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role }),
  });
}

const outboxTo = async (recipient: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

describe('an invitation e-mails the invitee', () => {
  it('queues the mail with the invitation, and the delivery puts it in the inbox with its link', async () => {
    const res = await invite('Nuevo.Admin@Correo.test');
    expect(res.status).toBe(201);

    // The request only queued it: nothing is sent inside a request.
    const [queued] = await outboxTo('nuevo.admin@correo.test');
    expect(queued).toMatchObject({
      template: 'company-invitation',
      status: 'pending',
      attempts: 0,
      companyId,
      subject: 'Constructora Andina S.A.S. te invita a unirte en In-Best',
    });
    expect(await inbox.mailsTo('nuevo.admin@correo.test', { timeoutMs: 0 })).toEqual([]);

    const transport = createMailTransport(inbox.smtpUrl);
    expect(await deliverMail({ db, transport, from: FROM }, queued!.id)).toBe('sent');

    const [mail] = await inbox.mailsTo('nuevo.admin@correo.test');
    expect(mail!.subject).toBe('Constructora Andina S.A.S. te invita a unirte en In-Best');
    expect(mail!.from[0]!.address).toBe('no-reply@inbest.test');
    expect(mail!.html).toContain(`href="${ORIGIN}/profile"`);
    expect(mail!.text).toContain('María Pérez te invitó a unirte a Constructora Andina S.A.S. en In-Best');
    expect(mail!.text).toContain('con el rol Administrador');
    expect(mail!.text).toContain(`${ORIGIN}/profile`);

    const [sent] = await outboxTo('nuevo.admin@correo.test');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);

    // A repeated job (the queue delivers at least once) sends nothing twice.
    expect(await deliverMail({ db, transport, from: FROM }, queued!.id)).toBe('skipped');
    expect(await inbox.mailsTo('nuevo.admin@correo.test', { timeoutMs: 0 })).toHaveLength(1);
    transport.close();
  });

  it('with the mail server down, the invitation still succeeds and the mail fails after its last attempt', async () => {
    const res = await invite('sin.correo@correo.test', 'MEMBER');
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ email: 'sin.correo@correo.test', role: 'MEMBER' });

    const [queued] = await outboxTo('sin.correo@correo.test');
    const down = createMailTransport(`smtp://127.0.0.1:${await freePort()}`);
    for (let attempt = 1; attempt <= MAIL_DELIVERY_ATTEMPTS; attempt++) {
      await expect(deliverMail({ db, transport: down, from: FROM }, queued!.id)).rejects.toThrow(
        MailDeliveryError
      );
      const [row] = await outboxTo('sin.correo@correo.test');
      // Still waiting for the queue's next try until the last one; then given up on, with the reason.
      expect(row).toMatchObject({
        attempts: attempt,
        status: attempt < MAIL_DELIVERY_ATTEMPTS ? 'pending' : 'failed',
        sentAt: null,
      });
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
    }
    // A failed mail is not tried again, and the invitation is there for the invitee to accept.
    expect(await deliverMail({ db, transport: down, from: FROM }, queued!.id)).toBe('skipped');
    const token = await api.issuer.tokenFor(OWNER);
    const list = await api.app.request(`/companies/${companyId}/invitations`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await json(list)) as { email: string }[]).toContainEqual(
      expect.objectContaining({ email: 'sin.correo@correo.test' })
    );
    down.close();
  });
});
