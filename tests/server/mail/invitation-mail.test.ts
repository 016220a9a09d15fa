import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { mailOutbox } from '#server/db/schema';
import { startJobQueue, type JobQueue, type QueuedJob } from '#server/jobs/queue';
import { JOBS } from '#server/jobs/registry';
import { deliverMail, MAIL_DELIVERY_ATTEMPTS, MailDeliveryError } from '#server/mail/deliver-mail';
import { sendMail } from '#server/mail/send-mail';
import { createMailTransport } from '#server/mail/transport';
import { freePort, startDevInbox } from '#tests/server/support/dev-inbox';
import { addCompany, addMember, addUser } from '#tests/server/support/fixtures';
import { createTestApi, json } from '#tests/server/support/test-app';
import { createTestDb, type TestDb } from '#tests/server/support/test-db';
import type { TestPerson } from '#tests/server/support/tokens';

// The real chain: the API answers the invitation, the job queue (pg-boss on the test database) runs the registry's
// delivery job, nodemailer speaks SMTP to a real maildev, and the test reads maildev's inbox through its REST API.
const ORIGIN = 'https://app.inbest.test';
const OWNER: TestPerson = { sub: 'auth0|mail-owner', email: 'duena@andina.test', name: 'María Pérez' };

let testDb: TestDb;
let api: Awaited<ReturnType<typeof createTestApi>>;
let inbox: Awaited<ReturnType<typeof startDevInbox>>;
let companyId: number;
let queue: JobQueue | undefined;

beforeAll(async () => {
  vi.stubEnv('WEB_ORIGIN', ORIGIN);
  vi.stubEnv('MAIL_FROM', 'In-Best <no-reply@inbest.test>');
  [testDb, inbox] = await Promise.all([createTestDb(), startDevInbox()]);
  // The registry's job sends through SMTP_URL, read at its first delivery.
  vi.stubEnv('SMTP_URL', inbox.smtpUrl);
  api = await createTestApi(testDb.db);
  companyId = await addCompany(testDb.db, 'Constructora Andina S.A.S.');
  await addMember(testDb.db, companyId, await addUser(testDb.db, OWNER.email, 'María Pérez'), 'OWNER');
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await queue?.stop();
  await Promise.all([testDb?.close(), inbox?.stop()]);
});

const startQueue = async (jobs: readonly QueuedJob[]) => {
  await queue?.stop();
  queue = await startJobQueue({ database: testDb.database, jobs, sweeps: [], pollingIntervalSeconds: 0.5 });
};

async function invite(email: string, role = 'ADMIN') {
  const token = await api.issuer.tokenFor(OWNER);
  return api.app.request(`/companies/${companyId}/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role }),
  });
}

const outboxTo = async (recipient: string) =>
  (await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)))[0];

type JobRow = { state: string; retry_count: number };
const deliveryJobOf = async (outboxId: number) =>
  (
    await testDb.db.execute<JobRow>(
      sql`select state::text, retry_count from pgboss.job
          where name = 'mail.deliver' and (data->>'outboxId')::int = ${outboxId}`
    )
  ).rows;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('an invitation e-mails the invitee', () => {
  it('queues the mail with the invitation; the queue delivers it to the inbox with its link', async () => {
    const res = await invite('Nuevo.Admin@Correo.test');
    expect(res.status).toBe(201);

    // The request only queued it, with its delivery job: nothing is sent inside a request.
    const queued = await outboxTo('nuevo.admin@correo.test');
    expect(queued).toMatchObject({
      template: 'company-invitation',
      status: 'pending',
      attempts: 0,
      companyId,
      subject: 'Constructora Andina S.A.S. te invita a unirte en In-Best',
    });
    expect(await deliveryJobOf(queued!.id)).toEqual([{ state: 'created', retry_count: 0 }]);
    expect(await inbox.mailsTo('nuevo.admin@correo.test', { timeoutMs: 0 })).toEqual([]);

    await startQueue(JOBS);
    const [mail] = await inbox.mailsTo('nuevo.admin@correo.test', { timeoutMs: 20_000 });
    expect(mail!.subject).toBe('Constructora Andina S.A.S. te invita a unirte en In-Best');
    expect(mail!.from[0]!.address).toBe('no-reply@inbest.test');
    expect(mail!.html).toContain(`href="${ORIGIN}/profile"`);
    expect(mail!.text).toContain('María Pérez te invitó a unirte a Constructora Andina S.A.S. en In-Best');
    expect(mail!.text).toContain('con el rol Administrador');
    expect(mail!.text).toContain(`${ORIGIN}/profile`);

    const sent = await until(
      () => outboxTo('nuevo.admin@correo.test'),
      (row) => row?.status === 'sent'
    );
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(
      await until(
        () => deliveryJobOf(queued!.id),
        (rows) => rows[0]?.state === 'completed'
      )
    ).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it('with the mail server down, the invitation succeeds; the job retries and the outbox shows failed', async () => {
    // The registry's job with its own retry count, against a port nothing listens on, retried without the wait.
    const registered = JOBS.find((j) => j.name === 'mail.deliver')!;
    const down: Transporter = createMailTransport(`smtp://127.0.0.1:${await freePort()}`);
    await startQueue([
      {
        ...registered,
        retryDelay: 0,
        handler: ({ outboxId }: { outboxId: number }, { db }) =>
          deliverMail({ db, transport: down, from: 'In-Best <no-reply@inbest.test>' }, outboxId),
      },
    ]);

    const res = await invite('sin.correo@correo.test', 'MEMBER');
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ email: 'sin.correo@correo.test', role: 'MEMBER' });

    const failed = await until(
      () => outboxTo('sin.correo@correo.test'),
      (row) => row?.status === 'failed'
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_DELIVERY_ATTEMPTS, sentAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);
    expect(
      await until(
        () => deliveryJobOf(failed!.id),
        (rows) => rows[0]?.state === 'failed'
      )
    ).toEqual([{ state: 'failed', retry_count: MAIL_DELIVERY_ATTEMPTS - 1 }]);

    // A mail given up on is not sent again by a repeated job, and the invitation waits for the invitee.
    await expect(
      deliverMail({ db: testDb.db, transport: down, from: 'x@inbest.test' }, failed!.id)
    ).resolves.toBe('skipped');
    const token = await api.issuer.tokenFor(OWNER);
    const list = await api.app.request(`/companies/${companyId}/invitations`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await json(list)) as { email: string }[]).toContainEqual(
      expect.objectContaining({ email: 'sin.correo@correo.test' })
    );
    down.close();
  });

  it('a failed attempt before the last leaves the mail pending for the next try, with the reason', async () => {
    const outboxId = await sendMail(testDb.db, {
      template: 'privacy-request-confirmation',
      to: 'titular@correo.test',
      data: { companyName: null, request: 'access', token: 't-1' },
    });
    const down = createMailTransport(`smtp://127.0.0.1:${await freePort()}`);
    const attempt = deliverMail({ db: testDb.db, transport: down, from: 'x@inbest.test' }, outboxId);
    await expect(attempt).rejects.toThrow(MailDeliveryError);
    await expect(attempt).rejects.toThrow(/intento 1/);
    expect(await outboxTo('titular@correo.test')).toMatchObject({
      status: 'pending',
      attempts: 1,
      sentAt: null,
    });
    expect((await outboxTo('titular@correo.test'))!.lastError).toMatch(/ECONNREFUSED/);
    down.close();
  });
});
