/**
 * `npm run test:scale`: the production topology under test. A throw-away PostgreSQL with a streaming standby, two
 * API instances started together on the empty database, nginx in front (installed with apt when missing), and
 * through the proxy: sign-in, a chat conversation split across instances, a sold listing gone from the other
 * instance's answers, the chat limit held for the service, one winner of concurrent reservations, the chat search
 * never offering a sale from a lagging replica, a database outage answered with Spanish 503s, an instance killed
 * mid-write losing no answered write, each queued job run exactly once and a sweep once per minute slot with two
 * instances, and a rolling restart of both instances under a steady stream of reads with 0 failed requests. Every port is a free one (never the e2e suite's).
 */
import { request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PropertyFormSchema, propertyToFormValues, propertyToRequest } from '#domain/property-form';
import { DEFAULT_AUDIENCE, DEFAULT_CLIENT_ID } from '#server/config';
import { DEMO_PASSWORD } from '#server/demo/demo-users';
import {
  freePort,
  startStandby,
  startTemporaryCluster,
  type Cluster,
  type PrimaryCluster,
} from './postgres-cluster';
import { startProduction, type Production } from './production';
import { buildWeb } from './stack';

const CHAT_LIMIT = 6;
const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const QUERY = '2 habitaciones en Medellín por menos de 400 millones';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- checks read arbitrary shapes

/**
 * One HTTP call on a fresh connection, optionally from another loopback address (127.0.0.x): nginx sees a different
 * client, as different people on the internet would be.
 */
function call(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    from?: string;
    form?: boolean;
  } = {}
): Promise<Answer> {
  const payload =
    init.body === undefined
      ? undefined
      : init.form
        ? new URLSearchParams(init.body as Record<string, string>).toString()
        : JSON.stringify(init.body);
  const headers: Record<string, string> = { ...init.headers };
  if (payload !== undefined) {
    headers['content-type'] = init.form ? 'application/x-www-form-urlencoded' : 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: init.method ?? 'GET', headers, localAddress: init.from, agent: false, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON (the web app's HTML): keep the text.
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      }
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

const results: { name: string; ok: boolean; ms: number; error?: string }[] = [];

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function step(name: string, run: () => Promise<void>): Promise<void> {
  const started = Date.now();
  try {
    await run();
    results.push({ name, ok: true, ms: Date.now() - started });
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, ms: Date.now() - started, error: message });
    console.log(`  ✗ ${name}\n      ${message}`);
  }
}

async function signIn(idpUrl: string, email: string): Promise<string> {
  const res = await call(`${idpUrl}/oauth/token`, {
    method: 'POST',
    form: true,
    body: {
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      client_id: DEFAULT_CLIENT_ID,
      audience: DEFAULT_AUDIENCE,
      scope: 'openid profile email',
    },
  });
  check(res.status === 200 && typeof res.body.access_token === 'string', `sign-in answered ${res.status}`);
  return res.body.access_token as string;
}

async function main(): Promise<number> {
  const started = Date.now();
  let cluster: PrimaryCluster | undefined;
  let standby: Cluster | undefined;
  let production: Production | undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inbest-scale-'));
  const cleanUp = async () => {
    await production?.stop();
    await standby?.stop();
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (!existsSync(path.join(DIST, 'index.html'))) {
      console.log('Building the web app...');
      await buildWeb();
    }
    cluster = await startTemporaryCluster();
    standby = await startStandby(cluster);
    const [apiPort, webPort, idpPort, first, second] = await Promise.all(
      Array.from({ length: 5 }, () => freePort())
    );
    production = await startProduction({
      instancePorts: [first!, second!],
      apiPort: apiPort!,
      webPort: webPort!,
      idpPort: idpPort!,
      distDir: DIST,
      runDir: path.join(dataDir, 'nginx'),
      echo: process.env.SCALE_VERBOSE === 'true',
      env: {
        DATABASE_URL: cluster.url,
        DATABASE_READ_URL: standby.url,
        DATA_DIR: dataDir,
        CHAT_RATE_LIMIT: String(CHAT_LIMIT),
        UPLOAD_SIGNING_SECRET: 'scale-test-signing-secret',
        DATABASE_POOL_SIZE: '5',
        // The routes that run a sweep now through the queue (server/routes/test-hooks): the job checks use them.
        TEST_HOOKS: '1',
        // Request lines would push a failing process's last words out of the tail the report prints.
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
    });
    console.log(
      `Stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${production.apiUrl} (2 instances)`
    );
    await journeys(production, cluster, standby.url, [first!, second!]);
    const measureSeconds = Number(process.env.SCALE_MEASURE_SECONDS ?? 0);
    if (measureSeconds > 0) await measure(production, first!, measureSeconds);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
  const failed = results.filter((r) => !r.ok).length;
  // `npm test` adds these counts to its summary line.
  if (process.env.SCALE_JSON_OUT) {
    await writeFile(
      process.env.SCALE_JSON_OUT,
      JSON.stringify({ passed: results.length - failed, failed, results })
    );
  }
  console.log(
    `\nscale: ${results.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`
  );
  return failed === 0 ? 0 : 1;
}

async function journeys(
  production: Production,
  cluster: PrimaryCluster,
  replicaUrl: string,
  instancePorts: readonly number[]
) {
  const databaseUrl = cluster.url;
  const api = production.apiUrl;
  const idp = production.idpUrl!;
  const served = (a: Answer) => String(a.headers['x-instance'] ?? '?');
  const chat = (message: string, sessionId: string | undefined, from: string) =>
    call(`${api}/api/chat`, { method: 'POST', body: { message, session_id: sessionId }, from });

  await step('both instances came up together on the empty database and seeded it once', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const companies = await client.query('select name, count(*)::int as n from companies group by name');
      check(companies.rows.length > 0, 'no demo companies');
      const doubled = companies.rows.filter((r: { n: number }) => r.n > 1);
      check(doubled.length === 0, `seeded twice: ${JSON.stringify(doubled)}`);
    } finally {
      await client.end();
    }
    for (let i = 0; i < 2; i++) {
      const ready = await call(`${api}/health/ready`);
      check(ready.status === 200, `/health/ready through nginx answered ${ready.status}`);
    }
  });

  await step(
    '/metrics answers on each instance’s port, not through nginx; nginx names every request',
    async () => {
      for (const hidden of ['/metrics', '/metrics/']) {
        const answer = await call(`${api}${hidden}`);
        check(answer.status === 404, `${hidden} through nginx answered ${answer.status}`);
      }
      for (const port of instancePorts) {
        const scraped = await call(`http://127.0.0.1:${port}/metrics`);
        const text = String(scraped.body);
        check(scraped.status === 200, `/metrics on port ${port} answered ${scraped.status}`);
        for (const series of [
          'inbest_http_requests_total{',
          'inbest_db_pool_in_use{pool="primary"}',
          'inbest_db_pool_in_use{pool="replica"}',
          // The standby is caught up here (replay is paused only later): the lag is known.
          'inbest_db_replica_lag_bytes{pool="replica"}',
        ])
          check(text.includes(series), `/metrics on port ${port} lacks ${series}`);
      }
      // A client's own id is not taken at the edge: nginx makes one, and the API answers with it.
      const live = await call(`${api}/health/live`, {
        headers: { 'x-request-id': 'chosen-by-the-client-0001' },
      });
      const id = String(live.headers['x-request-id'] ?? '');
      check(/^[0-9a-f]{32}$/.test(id), `the answer through nginx carries X-Request-Id ${id || '(none)'}`);
    }
  );

  const SWEEP = 'sweep.rate-limits';
  const onDemand = new Set<string>();
  let everyMinuteSince = 0;
  await step('ten jobs enqueued at once through nginx each run exactly once, on both instances', async () => {
    const runs = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(`${api}/__test__/jobs/run`, { method: 'POST', body: { name: 'rate-limits' } })
      )
    );
    for (const run of runs) check(run.status === 200, `running the sweep answered ${run.status}`);
    for (const run of runs) onDemand.add(String(run.body.job));
    check(onDemand.size === 10, `${onDemand.size} distinct jobs for 10 runs`);
    const ranOn = new Set(runs.map((r) => String(r.body.instance)));
    check(ranOn.size === 2, `every job ran on ${[...ranOn].join(', ')}`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = (
        await client.query(
          `select state::text, retry_count from pgboss.job where name = $1 and id = any($2::uuid[])`,
          [SWEEP, [...onDemand]]
        )
      ).rows as { state: string; retry_count: number }[];
      check(
        rows.length === 10 && rows.every((r) => r.state === 'completed' && r.retry_count === 0),
        `the jobs: ${JSON.stringify(rows)}`
      );
      // Each instance counts what it ran; a job run twice would count twice there and once in the database.
      const ranCount = async () => {
        let sum = 0;
        for (const port of instancePorts) {
          const text = String((await call(`http://127.0.0.1:${port}/metrics`)).body);
          const line = text
            .split('\n')
            .find((l) => l.startsWith(`inbest_jobs_completed_total{job="${SWEEP}"}`));
          sum += Number(line?.split(' ').at(-1) ?? NaN);
        }
        return sum;
      };
      const completed = async () =>
        Number(
          (
            await client.query(
              `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`,
              [SWEEP]
            )
          ).rows[0].n
        );
      let counts: number[] = [];
      // A scheduled run may finish between the reads: equal twice in a row is the answer.
      for (let i = 0; i < 5; i++) {
        counts = [await ranCount(), await completed(), await ranCount()];
        if (counts[0] === counts[1] && counts[1] === counts[2]) break;
      }
      check(
        counts[0] === counts[1] && counts[1] === counts[2],
        `runs counted by the instances and completions in the database differ: ${counts.join(' / ')}`
      );
      // The sweep's schedule every minute from now on (each instance sets it back at its next start): the
      // once-per-period check below reads what both instances' timekeepers made of it.
      await client.query(`update pgboss.schedule set cron = '* * * * *' where name = $1`, [SWEEP]);
      everyMinuteSince = Date.now();
    } finally {
      await client.end();
    }
  });

  await step('nginx serves the web build with the web server’s headers', async () => {
    const home = await call(`${production.webUrl}/`);
    check(
      home.status === 200 && String(home.body).includes('<div id="root"'),
      `home answered ${home.status}`
    );
    check(
      String(home.headers['content-security-policy']).includes("script-src 'self'"),
      'no CSP on the web app'
    );
    check(home.headers['x-frame-options'] === 'DENY', 'no X-Frame-Options on the web app');
    const route = await call(`${production.webUrl}/constructor/projects`);
    check(
      route.status === 200 && String(route.body).includes('<div id="root"'),
      'an app route is not index.html'
    );
  });

  let adminToken = '';
  await step('sign in (password grant) and call the API through the proxy', async () => {
    adminToken = await signIn(idp, 'admin@inbest.test');
    const me = await call(`${api}/users/me`, { headers: { authorization: `Bearer ${adminToken}` } });
    check(me.status === 200 && me.body.email === 'admin@inbest.test', `/users/me answered ${me.status}`);
    const anonymous = await call(`${api}/users/me`);
    check(anonymous.status === 401, `without a token /users/me answered ${anonymous.status}`);
  });

  await step('a chat conversation continues on the other instance', async () => {
    const from = '127.0.0.3';
    const opening = await chat('Busco apartamentos en Medellín', undefined, from);
    check(opening.status === 200, `chat answered ${opening.status}`);
    const sessionId = opening.body.session_id as string;
    const firstInstance = served(opening);
    for (let i = 0; i < 4; i++) {
      const next = await chat('de 2 habitaciones', sessionId, from);
      check(next.status === 200, `chat answered ${next.status}`);
      if (served(next) !== firstInstance) {
        check(
          next.body.slots.city === 'Medellín',
          `the other instance lost the city: ${JSON.stringify(next.body.slots)}`
        );
        check(
          next.body.slots.bedrooms_min !== null,
          `the other instance lost the bedrooms: ${JSON.stringify(next.body.slots)}`
        );
        return;
      }
    }
    throw new Error(`every message was served by ${firstInstance}: the proxy does not balance`);
  });

  type Listing = { id: number; project: { id: number } | null };
  // A project's unit changes status alone; an independent property is saved whole, as its edit form does.
  const listingUrl = (l: Listing) =>
    l.project ? `${api}/projects/${l.project.id}/properties/${l.id}` : `${api}/properties/${l.id}`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stored listing as the API answered it
  const statusChange = (l: Listing, stored: any, status: string) =>
    l.project
      ? { status, version: stored.version }
      : {
          ...propertyToRequest(PropertyFormSchema.parse(propertyToFormValues(stored))),
          status,
          version: stored.version,
        };

  let spare: Listing | undefined;
  await step('a listing sold through one instance is gone from both instances’ answers', async () => {
    const from = '127.0.0.4';
    const search = await chat(QUERY, undefined, from);
    check(search.status === 200, `chat answered ${search.status}`);
    const listings = search.body.recommendations as Listing[];
    check(listings.length >= 2, `too few listings recommended (${listings.length})`);
    const target = listings[0]!;
    spare = listings[1]!;
    const auth = { authorization: `Bearer ${adminToken}` };
    const stored = await call(listingUrl(target), { headers: auth });
    check(stored.status === 200, `reading the listing answered ${stored.status}`);
    const sold = await call(listingUrl(target), {
      method: 'PUT',
      headers: auth,
      body: statusChange(target, stored.body, 'SOLD'),
    });
    check(sold.status === 200, `selling answered ${sold.status}: ${JSON.stringify(sold.body)}`);
    const seenOn = new Set<string>();
    for (let i = 0; i < 4 && seenOn.size < 2; i++) {
      const again = await chat(QUERY, search.body.session_id as string, from);
      check(again.status === 200, `chat answered ${again.status}`);
      seenOn.add(served(again));
      const ids = (again.body.recommendations as Listing[]).map((r) => r.id);
      check(!ids.includes(target.id), `${served(again)} still offers the sold listing ${target.id}`);
    }
    check(seenOn.size === 2, `only ${[...seenOn].join()} answered after the sale`);
  });

  await step(`the chat limit (${CHAT_LIMIT}/min) is the service’s, not each instance’s`, async () => {
    const from = '127.0.0.2';
    const answers: Answer[] = [];
    for (let i = 0; i < 2 * CHAT_LIMIT; i++) {
      // A client naming its own address must not escape: nginx replaces X-Forwarded-For.
      answers.push(
        await call(`${api}/api/chat`, {
          method: 'POST',
          body: { message: 'Hola' },
          from,
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        })
      );
    }
    const statuses = answers.map((a) => a.status);
    check(statuses.filter((s) => s === 200).length === CHAT_LIMIT, `answered: ${statuses.join(' ')}`);
    check(new Set(answers.map(served)).size === 2, 'one instance took every message');
    const refused = answers.find((a) => a.status === 429)!;
    check(
      refused.body.detail === 'Estás enviando demasiados mensajes. Espera un momento e intenta de nuevo.',
      `429 detail: ${JSON.stringify(refused.body)}`
    );
    check(Number(refused.headers['retry-after']) > 0, 'no Retry-After');
    const other = await chat('Hola', undefined, '127.0.0.5');
    check(other.status === 200, `another client was refused too (${other.status})`);
  });

  await step('ten concurrent reservations of one listing across both instances: one winner', async () => {
    check(spare, 'no listing to reserve (the sale step failed)');
    const listing = spare;
    const auth = { authorization: `Bearer ${adminToken}` };
    const stored = await call(listingUrl(listing), { headers: auth });
    check(
      stored.status === 200 && stored.body.status === 'AVAILABLE',
      `listing is ${stored.body.status ?? stored.status}`
    );
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(listingUrl(listing), {
          method: 'PUT',
          headers: auth,
          body: statusChange(listing, stored.body, 'RESERVED'),
        })
      )
    );
    const statuses = attempts.map((a) => a.status).sort();
    check(
      statuses.filter((s) => s === 200).length === 1 && statuses.filter((s) => s === 409).length === 9,
      `statuses: ${statuses.join(' ')}`
    );
    check(new Set(attempts.map(served)).size === 2, 'every attempt reached the same instance');
    const after = await call(listingUrl(listing), { headers: auth });
    check(
      after.body.status === 'RESERVED' && after.body.version === stored.body.version + 1,
      `stored: ${after.body.status} v${after.body.version}`
    );
  });

  await step(
    'a sale on the primary is never offered from a lagging replica; a caught-up one serves the search',
    async () => {
      const replica = new pg.Client({ connectionString: replicaUrl });
      const primary = new pg.Client({ connectionString: databaseUrl });
      await Promise.all([replica.connect(), primary.connect()]);
      const replicaReads = async () =>
        Number(
          (
            await replica.query(
              `select coalesce(sum(seq_tup_read + coalesce(idx_tup_fetch, 0)), 0) as n from pg_stat_user_tables where relname = 'properties'`
            )
          ).rows[0].n
        );
      try {
        await replica.query('select pg_wal_replay_pause()');
        const from = '127.0.0.6';
        const search = await chat(QUERY, undefined, from);
        check(search.status === 200, `chat answered ${search.status}`);
        const target = (search.body.recommendations as Listing[])[0];
        check(target, 'nothing recommended');
        const auth = { authorization: `Bearer ${adminToken}` };
        const stored = await call(listingUrl(target), { headers: auth });
        const sold = await call(listingUrl(target), {
          method: 'PUT',
          headers: auth,
          body: statusChange(target, stored.body, 'SOLD'),
        });
        check(sold.status === 200, `selling answered ${sold.status}`);
        const stale = await replica.query('select status from properties where id = $1', [target.id]);
        check(stale.rows[0]?.status !== 'SOLD', 'the replica was not lagging: the check would prove nothing');
        const seenOn = new Set<string>();
        for (let i = 0; i < 4 && seenOn.size < 2; i++) {
          const again = await chat(QUERY, undefined, from);
          check(again.status === 200, `chat answered ${again.status}`);
          seenOn.add(served(again));
          const ids = (again.body.recommendations as Listing[]).map((r) => r.id);
          check(
            !ids.includes(target.id),
            `${served(again)} offered the sold listing from the lagging replica`
          );
        }

        await replica.query('select pg_wal_replay_resume()');
        const { lsn } = (await primary.query('select pg_current_wal_insert_lsn()::text as lsn')).rows[0];
        const deadline = Date.now() + 15_000;
        while (
          !(await replica.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn])).rows[0].ok
        ) {
          check(Date.now() < deadline, 'the replica did not catch up');
          await new Promise((done) => setTimeout(done, 100));
        }
        const before = await replicaReads();
        const fresh = await chat('casas en Cali con piscina', undefined, from);
        check(fresh.status === 200, `chat answered ${fresh.status}`);
        // Table statistics reach the view within a second of the reading transaction.
        let after = before;
        for (let i = 0; i < 30 && after === before; i++) {
          await new Promise((done) => setTimeout(done, 100));
          after = await replicaReads();
        }
        check(after > before, 'the caught-up replica served no search');
      } finally {
        await replica.query('select pg_wal_replay_resume()').catch(() => undefined);
        await Promise.all([replica.end(), primary.end()]);
      }
    }
  );

  await step('a sweep scheduled every minute runs once per minute with two instances', async () => {
    check(everyMinuteSince > 0, 'the schedule was not set (the jobs check failed)');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // pg-boss's cron queues one "send it" per schedule and minute slot; its worker then queues the sweep's job.
      type Slot = { slot: string; sends: number };
      const slots = async () =>
        (
          await client.query(
            `select singleton_on::text as slot, count(*)::int as sends from pgboss.job
             where name = '__pgboss__send-it' and data->>'name' = $1 and state = 'completed'
             group by 1 order by 1`,
            [SWEEP]
          )
        ).rows as Slot[];
      const deadline = everyMinuteSince + 150_000;
      let seen = await slots();
      while (seen.length < 2) {
        check(Date.now() < deadline, `after 150 s the schedule ran in ${seen.length} minute slot(s)`);
        await new Promise((done) => setTimeout(done, 2000));
        seen = await slots();
      }
      check(
        seen.every((s) => s.sends === 1),
        `more than one run in a minute slot: ${JSON.stringify(seen)}`
      );
      const sends = seen.reduce((n, s) => n + s.sends, 0);
      const runsDeadline = Date.now() + 20_000;
      let runs: { state: string; retry_count: number }[] = [];
      for (;;) {
        runs = (
          await client.query(
            `select state::text, retry_count from pgboss.job where name = $1 and not (id = any($2::uuid[]))`,
            [SWEEP, [...onDemand]]
          )
        ).rows;
        if (runs.length >= sends && runs.every((r) => r.state === 'completed')) break;
        check(Date.now() < runsDeadline, `the scheduled runs: ${JSON.stringify(runs)}`);
        await new Promise((done) => setTimeout(done, 500));
      }
      check(
        runs.length === sends && runs.every((r) => r.retry_count === 0),
        `${sends} scheduled sends made ${runs.length} runs: ${JSON.stringify(runs)}`
      );
      await client.query(`update pgboss.schedule set cron = '*/5 * * * *' where name = $1`, [SWEEP]);
    } finally {
      await client.end();
    }
  });

  await step(
    'a database outage: readiness false and Spanish 503s at once through the proxy, then back',
    async () => {
      const auth = { authorization: `Bearer ${adminToken}` };
      const SPANISH_503 =
        'El servicio no está disponible en este momento: la base de datos no responde. Intenta de nuevo en unos segundos.';
      cluster.halt();
      try {
        const started = Date.now();
        const ready = await call(`${api}/health/ready`);
        check(ready.status === 503, `/health/ready answered ${ready.status} with the database down`);
        check(
          ready.body.detail === 'La base de datos no está disponible.',
          `ready: ${JSON.stringify(ready.body)}`
        );
        const live = await call(`${api}/health/live`);
        check(live.status === 200, `/health/live answered ${live.status}`);
        for (const answer of [
          await call(`${api}/users/me`, { headers: auth }),
          await call(`${api}/companies`, { headers: auth }),
          await chat('Hola', undefined, '127.0.0.7'),
        ]) {
          check(answer.status === 503, `a call answered ${answer.status} with the database down`);
          check(answer.body.detail === SPANISH_503, `detail: ${JSON.stringify(answer.body)}`);
          check(answer.headers['retry-after'] === '5', 'no Retry-After on the 503');
        }
        check(Date.now() - started < 10_000, `the outage answers took ${Date.now() - started} ms`);
      } finally {
        cluster.resume();
      }
      const deadline = Date.now() + 20_000;
      for (let seen = new Set<string>(); seen.size < 2;) {
        check(Date.now() < deadline, 'the instances did not become ready again after the database came back');
        const ready = await call(`${api}/health/ready`);
        if (ready.status === 200) seen.add(served(ready));
        else await new Promise((done) => setTimeout(done, 200));
      }
      const me = await call(`${api}/users/me`, { headers: auth });
      check(me.status === 200, `after the outage /users/me answered ${me.status}`);
    }
  );

  await step('an instance killed mid-request loses no answered write; the other takes over', async () => {
    const search = await chat(QUERY, undefined, '127.0.0.8');
    const listing = (search.body.recommendations as Listing[]).at(-1);
    check(listing, 'nothing recommended to be interested in');
    const outcomes: { status: number; email: string; afterKill: boolean }[] = [];
    let killed = false;
    let running = true;
    let next = 0;
    const writer = async () => {
      while (running) {
        const i = next++;
        const email = `escala-${i}@example.co`;
        // Each 'Me interesa' from its own address: the per-address limit (10 an hour) stays out of the way.
        const res = await call(`${api}/api/chat/leads`, {
          method: 'POST',
          from: `127.2.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
          body: {
            contact_name: 'Prueba de escala',
            contact_email: email,
            property_id: listing.id,
            consent: true,
          },
        }).catch(() => ({ status: 0, body: {} }) as Answer);
        // The answer names no lead (it would tell a visitor who is one): the write is found by its e-mail.
        outcomes.push({ status: res.status, email, afterKill: killed });
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await new Promise((done) => setTimeout(done, 1500));
    await production.killInstance(0);
    killed = true;
    await new Promise((done) => setTimeout(done, 2000));
    running = false;
    await Promise.all(writers);
    await production.restartInstance(0);

    const answered = outcomes.filter((o) => o.status >= 200 && o.status < 300);
    const unexpected = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 502);
    check(unexpected.length === 0, `unexpected answers: ${unexpected.map((o) => o.status).join(' ')}`);
    check(
      answered.some((o) => o.afterKill),
      'no write was answered after the kill'
    );
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const emails = answered.map((o) => o.email);
      const stored = await client.query(
        'select count(*)::int as n from leads where contact_email = any($1::text[])',
        [emails]
      );
      check(
        stored.rows[0].n === answered.length,
        `${answered.length - stored.rows[0].n} answered writes are missing`
      );
    } finally {
      await client.end();
    }
    console.log(
      `      ${answered.length} writes answered and stored; ${outcomes.length - answered.length} cut off by the kill (502)`
    );
  });

  await step(
    'rolling restart of both instances under a steady stream of reads: 0 failed requests',
    async () => {
      let running = true;
      let ok = 0;
      const failures: string[] = [];
      const auth = { authorization: `Bearer ${adminToken}` };
      const reader = async (i: number) => {
        while (running) {
          const url = i % 2 === 0 ? `${api}/users/me` : `${api}/amenities`;
          try {
            const res = await call(url, { headers: auth });
            if (res.status === 200) ok++;
            else failures.push(`${res.status} ${url}: ${JSON.stringify(res.body).slice(0, 120)}`);
          } catch (error) {
            failures.push(`${url}: ${(error as Error).message}`);
          }
        }
      };
      const readers = Array.from({ length: 6 }, (_, i) => reader(i));
      const restartStarted = Date.now();
      await production.restartInstance(0);
      await production.restartInstance(1);
      const seconds = (Date.now() - restartStarted) / 1000;
      running = false;
      await Promise.all(readers);
      console.log(
        `      ${ok} reads in ${seconds.toFixed(1)} s while restarting (${(ok / seconds).toFixed(0)} req/s)`
      );
      check(failures.length === 0, `${failures.length} failed: ${failures.slice(0, 5).join(' | ')}`);
      check(ok > 0, 'no reads went through');
    }
  );
}

/**
 * Requests per second (SCALE_MEASURE_SECONDS=N; not part of the pass/fail): an authenticated read and a chat
 * search, on one instance directly and on both through nginx. docs/deploy.md quotes the figures.
 */
async function measure(production: Production, instancePort: number, seconds: number) {
  const token = await signIn(production.idpUrl!, 'owner@inbest.test');
  const one = `http://127.0.0.1:${instancePort}`;
  let address = 0;
  // Chat messages come from many loopback addresses (127.1.x.y) so the chat limit does not cut the measurement.
  const nextAddress = () => {
    const n = address++;
    return `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  };
  const workloads: [string, (base: string) => Promise<Answer>][] = [
    [
      'GET /companies (token, database)',
      (base) => call(`${base}/companies`, { headers: { authorization: `Bearer ${token}` } }),
    ],
    [
      'POST /api/chat (search)',
      (base) => call(`${base}/api/chat`, { method: 'POST', body: { message: QUERY }, from: nextAddress() }),
    ],
  ];
  console.log(`\nThroughput (${seconds} s each, 8 clients, a new connection per request):`);
  for (const [name, send] of workloads) {
    for (const [where, base] of [
      ['1 instance, direct', one],
      ['2 instances, nginx', production.apiUrl],
    ] as const) {
      let ok = 0;
      let failed = 0;
      const until = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (Date.now() < until) {
            const res = await send(base).catch(() => undefined);
            if (res?.status === 200) ok++;
            else failed++;
          }
        })
      );
      console.log(
        `  ${name.padEnd(34)} ${where.padEnd(20)} ${(ok / seconds).toFixed(0).padStart(5)} req/s  (${failed} failed)`
      );
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
);
