import { createApp } from '#server/app';
import { createTokenVerifier } from '#server/auth/token-verifier';
import { startJobQueue, type JobQueue } from '#server/jobs/queue';
import { SWEEPS } from '#server/jobs/registry';
import { now } from '#server/lib/clock';
import { createTestDb, type TestDb } from '#tests/server/support/test-db';
import { json } from '#tests/server/support/test-app';
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER } from '#tests/server/support/tokens';

let testDb: TestDb;
let queue: JobQueue;

beforeAll(async () => {
  testDb = await createTestDb();
  queue = await startJobQueue({
    database: testDb.database,
    jobs: [],
    sweeps: SWEEPS,
    pollingIntervalSeconds: 0.5,
    instanceName: 'api-hooks',
  });
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await testDb?.close();
});

let token = '';

async function api(testHooks: boolean | undefined) {
  const issuer = await createTestIssuer();
  token = await issuer.tokenFor({ sub: 'auth0|hooks', email: 'qa@example.com', name: 'QA' });
  return createApp({
    db: testDb.db,
    jobs: queue,
    testHooks,
    verifyToken: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
    userInfo: async () => ({ email: null, name: null }),
    corsOrigins: [],
  });
}

const post = (app: Awaited<ReturnType<typeof api>>, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

describe('the test hooks', () => {
  it('do not exist without TEST_HOOKS: 404 even to a signed-in user, and the clock stays put', async () => {
    const app = await api(undefined);
    const before = now().getTime();
    expect((await post(app, '/__test__/clock/advance', { ms: 86_400_000 })).status).toBe(404);
    expect((await post(app, '/__test__/jobs/run', { name: 'rate-limits' })).status).toBe(404);
    expect(now().getTime() - before).toBeLessThan(60_000);
  });

  it('move the application clock forward', async () => {
    const app = await api(true);
    const before = now().getTime();
    const res = await post(app, '/__test__/clock/advance', { ms: 7 * 86_400_000 });
    expect(res.status).toBe(200);
    const moved = Date.parse((await json(res)).now);
    expect(moved - before).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(now().getTime()).toBeGreaterThanOrEqual(moved);
  });

  it('run a sweep now through the queue and answer what it did', async () => {
    const app = await api(true);
    const res = await post(app, '/__test__/jobs/run', { name: 'rate-limits' });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      job: expect.any(String),
      instance: 'api-hooks',
      report: { deleted: 0 },
    });
  });

  it('refuse bad input in Spanish and name an unknown sweep', async () => {
    const app = await api(true);
    const bad = await post(app, '/__test__/clock/advance', { ms: -5 });
    expect(bad.status).toBe(422);
    expect((await json(bad)).detail[0]).toMatchObject({ loc: ['body', 'ms'] });
    const unknown = await post(app, '/__test__/jobs/run', { name: 'nada' });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ detail: 'No existe la tarea periódica «nada».' });
  });

  it('show the queue on /metrics: depth by state, completed and failed counters', async () => {
    const app = await api(undefined);
    const text = await (await app.request('/metrics')).text();
    expect(text).toContain('inbest_job_queue_jobs{job="sweep.rate-limits",state="queued"} 0');
    expect(text).toContain('inbest_job_queue_jobs{job="sweep.rate-limits",state="failed"} 0');
    expect(text).toMatch(/inbest_jobs_completed_total\{job="sweep.rate-limits"\} [1-9]/);
    expect(text).toContain('inbest_jobs_failed_total{job="sweep.rate-limits"} 0');
  });
});
