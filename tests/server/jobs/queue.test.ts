import { sql } from 'drizzle-orm';
import { rateLimitBuckets } from '#server/db/schema';
import { advanceClock, now } from '#server/lib/clock';
import { enqueue, startJobQueue, UnknownSweepError, type JobQueue, type QueuedJob } from '#server/jobs/queue';
import { SWEEPS } from '#server/jobs/registry';
import { createTestDb, type TestDb } from '#tests/server/support/test-db';

// The real queue (pg-boss) on the test database, PGlite or PostgreSQL (npm run test:pg), with jobs of the test's own
// at the edge and the registry's real sweeps.
let testDb: TestDb;
let queue: JobQueue;
const echoed: unknown[] = [];
let flakyAttempts = 0;

const jobs: QueuedJob[] = [
  {
    name: 'test.echo',
    handler: async (data: { n: number }) => {
      echoed.push(data);
      return { echoed: data.n };
    },
    retryLimit: 0,
    retryDelay: 0,
  },
  {
    name: 'test.flaky',
    handler: async () => {
      flakyAttempts++;
      throw new Error('El servidor de correo no respondió.');
    },
    retryLimit: 2,
    retryDelay: 0,
  },
];

beforeAll(async () => {
  testDb = await createTestDb();
  queue = await startJobQueue({
    database: testDb.database,
    jobs,
    sweeps: SWEEPS,
    pollingIntervalSeconds: 0.5,
    instanceName: 'api-test',
  });
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await testDb?.close();
});

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type JobRow = { state: string; retry_count: number; output: { message?: string } | null };
const jobRow = async (id: string) =>
  (
    await testDb.db.execute<JobRow>(
      sql`select state::text, retry_count, output from pgboss.job where id = ${id}::uuid`
    )
  ).rows[0];

describe('the job queue', () => {
  it('runs an enqueued job once, with its data', async () => {
    const id = await queue.enqueue('test.echo', { n: 1 });
    expect(id).toEqual(expect.any(String));
    await until(
      () => echoed,
      (e) => e.length === 1
    );
    const row = await until(
      () => jobRow(id!),
      (r) => r?.state === 'completed'
    );
    expect(row?.output).toEqual({ echoed: 1 });
    expect(echoed).toEqual([{ n: 1 }]);
    expect(queue.outcomes()['test.echo']).toEqual({ completed: 1, failed: 0 });
  });

  it('retries a failing job, then keeps it visible as failed with its error', async () => {
    const id = await queue.enqueue('test.flaky', {});
    const row = await until(
      () => jobRow(id!),
      (r) => r?.state === 'failed'
    );
    expect(flakyAttempts).toBe(3);
    expect(row).toMatchObject({ retry_count: 2, output: { message: 'El servidor de correo no respondió.' } });
    expect(queue.outcomes()['test.flaky']).toEqual({ completed: 0, failed: 3 });
    expect(await queue.depth()).toContainEqual({ job: 'test.flaky', state: 'failed', count: 1 });
  });

  it('keeps one job per singletonKey waiting, even when enqueued at once', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const ids = await Promise.all(
      Array.from({ length: 6 }, () =>
        queue.enqueue('test.echo', { n: 2 }, { singletonKey: 'k1', startAfter: later })
      )
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(await queue.enqueue('test.echo', { n: 3 }, { singletonKey: 'k2', startAfter: later })).toEqual(
      expect.any(String)
    );
    expect(await queue.depth()).toContainEqual({ job: 'test.echo', state: 'queued', count: 2 });
  });

  it('enqueues with the transaction it is given: a rollback leaves no job', async () => {
    const before = await queue.depth();
    await testDb.db
      .transaction(async (tx) => {
        await queue.enqueue('test.echo', { n: 4 }, { db: tx, startAfter: new Date(Date.now() + 60_000) });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await queue.depth()).toEqual(before);
  });

  it('refuses a job name no queue was installed for', async () => {
    await expect(queue.enqueue('test.unknown', {})).rejects.toThrow(/No queue is installed/);
  });

  it('runs a sweep on demand against the application clock, and the clock moves only forward by the hook', async () => {
    const old = new Date(now().getTime() - 2 * 60_000);
    const recent = new Date(now().getTime() - 10 * 60_000);
    await testDb.db.insert(rateLimitBuckets).values([
      { scope: 'chat', client: 'sweep-old', tokens: 1, allowed: true, updatedAt: old },
      { scope: 'chat-leads', client: 'sweep-recent', tokens: 1, allowed: true, updatedAt: recent },
    ]);
    expect(await queue.runSweep('rate-limits')).toEqual({
      job: expect.any(String),
      instance: 'api-test',
      report: { deleted: 1 },
    });
    // The leads' bucket is ten minutes old: full again only an hour later, by the application's clock.
    const before = now().getTime();
    advanceClock(60 * 60_000);
    expect(now().getTime() - before).toBeGreaterThanOrEqual(60 * 60_000);
    expect((await queue.runSweep('rate-limits')).report).toEqual({ deleted: 1 });
    expect(queue.outcomes()['sweep.rate-limits']).toEqual({ completed: 2, failed: 0 });
  });

  it('names the sweep it does not know', async () => {
    await expect(queue.runSweep('nope')).rejects.toBeInstanceOf(UnknownSweepError);
  });

  it('schedules every sweep of the registry', async () => {
    const { rows } = await testDb.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule order by name`
    );
    expect(rows).toEqual([
      { name: 'sweep.privacy-retention', cron: '*/60 * * * *' },
      { name: 'sweep.quote-expiry', cron: '*/5 * * * *' },
      { name: 'sweep.rate-limits', cron: '*/5 * * * *' },
      { name: 'sweep.reservations', cron: '*/1 * * * *' },
      { name: 'sweep.saved-search-alerts', cron: '*/60 * * * *' },
      { name: 'sweep.visit-reminders', cron: '*/15 * * * *' },
    ]);
  });

  it('enqueues through the process queue, or asks for a db when none runs', async () => {
    expect(await enqueue('test.echo' as never, { n: 5 } as never)).toEqual(expect.any(String));
    await until(
      () => echoed,
      (e) => e.some((d) => (d as { n: number }).n === 5)
    );
    await queue.stop();
    expect(() => enqueue('test.echo' as never, {} as never)).toThrow(/No job queue runs in this process/);
  });
});
