import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Db } from '#server/db/client';
import { addCompany, addMember, addProject } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';

// A short soak: the API under steady load for 20 s keeps answering and its memory stays flat. It is no speed test
// (benchmarks measure speed): the bound on heap growth is loose, and so is the number of requests a loaded
// machine must get through.

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const SOAK_MS = 20_000;
const CONCURRENCY = 4;
// A leak of a few kilobytes per request would pass thousands of requests well beyond this.
const MAX_HEAP_GROWTH = 64 * 1024 * 1024;

const owner = { sub: 'auth0|soak-owner', email: 'owner@soak.test' };

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let companyId: number;
let projectId: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  const me = (await (await api.as(owner).get('/users/me')).json()) as { id: number };
  companyId = await addCompany(db, 'Resistente S.A.S.');
  await addMember(db, companyId, me.id, 'OWNER');
  projectId = await addProject(db, companyId, 'Torre Resistente', 'ACTIVE');
});
afterAll(() => close());

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

it('keeps answering with flat memory under steady load', { timeout: 90_000 }, async () => {
  const calls = [
    () => api.as(owner).get('/users/me'),
    () => api.as(owner).get('/companies'),
    () => api.as(owner).get(`/companies/${companyId}/members`),
    () => api.as(owner).get(`/projects/${projectId}`),
    () => api.as(owner).get(`/projects?company_id=${companyId}&page=1&limit=10`),
    // Refusals and misses go through the error path, which must not hold on to anything either.
    () => api.as(owner).get('/projects/2147483000'),
    () => api.app.request('/companies'),
  ];
  const statuses = new Map<number, number>();
  const round = async (until: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const res = await calls[i % calls.length]!();
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };

  // Warm up first: caches, compiled code and the database's buffers settle before the baseline.
  await Promise.all(Array.from({ length: CONCURRENCY }, () => round(Date.now() + 3000)));
  const before = heapAfterGc();
  statuses.clear();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => round(Date.now() + SOAK_MS)));
  const after = heapAfterGc();

  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.info(
    `soak: ${total} requests in ${SOAK_MS / 1000} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
      `heap ${(before / 1e6).toFixed(1)} → ${(after / 1e6).toFixed(1)} MB`
  );
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  expect(total).toBeGreaterThan(100);
  expect(after - before).toBeLessThan(MAX_HEAP_GROWTH);
});
