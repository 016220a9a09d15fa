import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { startTemporaryCluster } from '../../scripts/postgres-cluster';
import { startServer, type Ready } from '../api-process';
import type { Scenario } from '../api-scenarios';
import { explainStatements, type PlanSummary } from './explain';
import { growInventory, type GrowthTimes } from './generate';
import { chatQuestion, percentile, settlingQuestion } from './latency';
import { processCpuMs } from '../process-cpu';
import { PLACES_READ, QUESTION_SHAPES, shapeStatements } from './shapes';
import { measuredShare, TIERS, tierNamed, type Tier } from './tiers';

// `npm run bench:scale`: a throw-away PostgreSQL cluster with the demo data, grown 10 k → 100 k → 1 M generated
// properties (bench/scale/generate.ts). At each size the real API is started on it and autocannon drives each hot
// call at a moderate concurrency; then EXPLAIN (ANALYZE, BUFFERS) of the statements behind each call shows which
// index it reads and whether its work grows with the data, also for a new chat question of each shape
// (bench/scale/shapes.ts). BENCH_SCALE_TIERS=10k,100k limits the sizes.

const ROOT = resolve(import.meta.dirname, '../..');
// The question shapes are asked in this process, one after the other: no visitor's rate limit applies.
process.env.CHAT_RATE_LIMIT = '0';
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 8);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
const TIERS_RUN = process.env.BENCH_SCALE_TIERS
  ? process.env.BENCH_SCALE_TIERS.split(',').map(tierNamed)
  : TIERS;
// The scenarios' company (the demo company of owner@inbest.test): it gets a tenth of the generated rows.
const MEASURED_COMPANY = 1;
const CHAT = 'chat search';
const NEW_QUESTION = 'chat search, new question';
const NEW_QUESTION_COLD = 'chat search, new question, first seconds';
const NEW_QUESTION_SETTLING = 'chat search, new question, settling';
// A new question runs code no earlier call of the bench ran more than once (reading, ranking, the analysis), and each
// of the API's connections plans each shape of its statements: for about its first three seconds after a start the
// API is still compiling and planning. Those seconds are measured apart, with questions of other budgets.
const WARM_UP_SECONDS = 3;
// The warm-up's budgets start at this many millions: no question of the measured drive repeats one.
const WARM_UP_BUDGETS = 5_000;
// After those seconds the API keeps getting faster for about twenty more under this load (its compiler optimises
// the search's functions one by one; per question, its CPU falls from about 9 to 6–7 ms): the API is settled with
// questions of the measured kinds before the steady p95 is measured, and those seconds are printed too.
const SETTLING_SECONDS = 17;
const PLACES = 'chat places reload';
const SHAPE = 'new question, ';

type Measured = { rps: number; p50: number; p95: number; p99: number; requests: number; failed: number };
type Row = { tier: string; call: string; apiCpuMs?: number } & Measured;
type Plan = { tier: string; call: string; replyMs?: number; statements: PlanSummary[] };
type TierRun = {
  tier: Tier;
  growthSeconds: GrowthTimes;
  rows: Record<string, number>;
  load: string;
  loadAfter: string;
};

const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** The i-th new question of a drive, in a session of its own. */
type NewQuestion = { text: (i: number) => string; session: (i: number) => string };

/** autocannon on one call, keeping every response time: its histogram has no p95. */
function drive(
  port: number,
  call: Scenario,
  token: string | undefined,
  question?: NewQuestion,
  seconds = SECONDS
) {
  return new Promise<Measured>((done, fail) => {
    const samples: number[] = [];
    let asked = 0;
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${call.path}`,
        method: call.method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(call.body ? { 'content-type': 'application/json' } : {}),
        },
        connections: CONNECTIONS,
        duration: seconds,
        ...(question
          ? {
              requests: [
                {
                  setupRequest: (request) => {
                    const i = asked++;
                    return {
                      ...request,
                      body: JSON.stringify({ message: question.text(i), session_id: question.session(i) }),
                    };
                  },
                },
              ],
            }
          : { body: call.body }),
      },
      (error, result) => {
        if (error) return fail(error instanceof Error ? error : new Error(String(error)));
        const ms = (p: number) => Math.round(percentile(samples, p) * 10) / 10;
        done({
          rps: Math.round(result.requests.average),
          p50: ms(50),
          p95: ms(95),
          p99: ms(99),
          requests: samples.length,
          failed: result.non2xx + result.errors + result.timeouts,
        });
      }
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
}

async function tableRows(database: Database): Promise<Record<string, number>> {
  const { rows } = await database.db.execute<Record<string, number>>(sql`
    select (select count(*) from companies)::int as companies, (select count(*) from projects)::int as projects,
      (select count(*) from property_models)::int as models, (select count(*) from properties)::int as properties,
      (select count(*) from projects where company_id = ${MEASURED_COMPANY})::int as measured_projects,
      (select count(*) from properties where company_id = ${MEASURED_COMPANY})::int as measured_properties,
      (select (100 * relallvisible::float / greatest(relpages, 1))::int from pg_class where relname = 'properties')
        as properties_all_visible_pct`);
  return rows[0]!;
}

/**
 * The database's shared-buffer hits and reads so far (every statement of every session): their growth over a
 * drive tells whether its reads were served from PostgreSQL's cache or went to the files.
 */
async function bufferCounts(pool: pg.Pool): Promise<{ hit: number; read: number }> {
  const { rows } = await pool.query<{ hit: string; read: string }>(
    'select blks_hit as hit, blks_read as read from pg_stat_database where datname = current_database()'
  );
  return { hit: Number(rows[0]!.hit), read: Number(rows[0]!.read) };
}

// Memory as a PostgreSQL server of this machine's size would be given (a quarter of its 24 GB for its own cache):
// with the default 128 MB, the 1 M and 2 M tiers measured reads from the system's file cache, not the queries.
const cluster = await startTemporaryCluster(['shared_buffers=4GB', 'effective_cache_size=16GB']);
const children = new Set<ChildProcess>();
let database: Database | undefined;
let explainPool: pg.Pool | undefined;
const shutDown = async () => {
  for (const child of children) child.kill('SIGTERM');
  await explainPool?.end();
  await database?.close();
  await cluster.stop();
};
const interrupted = () => void shutDown().then(() => process.exit(130));
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);

const rows: Row[] = [];
const plans: Plan[] = [];
const tiers: TierRun[] = [];
try {
  database = await openPostgres(cluster.url, { statementTimeoutMs: 0 });
  await seedDemoData(database.db);
  explainPool = new pg.Pool({ connectionString: cluster.url, max: 1 });

  for (const tier of TIERS_RUN) {
    const load = loadNow();
    console.log(`\n${tier.name}: growing (load ${load})`);
    const growthSeconds = await growInventory(database.db, tier, MEASURED_COMPANY);
    const counts = await tableRows(database);
    console.log(`  generated in ${JSON.stringify(growthSeconds)} s; rows ${JSON.stringify(counts)}`);

    const api: { child: ChildProcess; ready: Ready } = await startServer('api', {
      ...process.env,
      DATABASE_URL: cluster.url,
      BENCH_STATEMENTS: '1',
    });
    children.add(api.child);
    try {
      const { ready } = api;
      for (const call of ready.calls) {
        const measured = await drive(ready.port, call, call.as ? ready.tokens[call.as] : undefined);
        rows.push({ tier: tier.name, call: call.name, ...measured });
        console.log(`  ${call.name}: p95 ${measured.p95} ms, ${measured.rps} rps`);
      }
      const chat = ready.calls.find((c) => c.name === CHAT)!;
      const slug = tier.name.replace(/\s+/g, '').toLowerCase();
      const cold = await drive(
        ready.port,
        chat,
        undefined,
        {
          text: (i) => chatQuestion(WARM_UP_BUDGETS + i),
          session: (i) => `bench-scale-${slug}-warm-up-${i}`,
        },
        WARM_UP_SECONDS
      );
      rows.push({ tier: tier.name, call: NEW_QUESTION_COLD, ...cold });
      const failed = (m: Measured) => (m.failed > 0 ? `, ${m.failed} FAILED` : '');
      console.log(`  ${NEW_QUESTION_COLD}: p95 ${cold.p95} ms, ${cold.rps} rps${failed(cold)}`);
      const settling = await drive(
        ready.port,
        chat,
        undefined,
        { text: settlingQuestion, session: (i) => `bench-scale-${slug}-settling-${i}` },
        SETTLING_SECONDS
      );
      rows.push({ tier: tier.name, call: NEW_QUESTION_SETTLING, ...settling });
      console.log(
        `  ${NEW_QUESTION_SETTLING}: p95 ${settling.p95} ms, ${settling.rps} rps${failed(settling)}`
      );
      const before = await bufferCounts(explainPool);
      const cpuBefore = processCpuMs(api.child.pid!);
      // Sessions of this size's own: a session an earlier size left would make the question a follow-up.
      const fresh = await drive(ready.port, chat, undefined, {
        text: chatQuestion,
        session: (i) => `bench-scale-${slug}-${i}`,
      });
      const cpuAfter = processCpuMs(api.child.pid!);
      // A backend publishes its counts within a second of going idle.
      await new Promise((settled) => setTimeout(settled, 2000));
      const after = await bufferCounts(explainPool);
      // The API's CPU per question: with 8 questions in flight on two cores, the latency follows it, and it varies
      // far less from run to run than the p95 does.
      const apiCpuMs = Math.round(((cpuAfter - cpuBefore) / Math.max(1, fresh.requests)) * 100) / 100;
      rows.push({ tier: tier.name, call: NEW_QUESTION, ...fresh, apiCpuMs });
      const per = (n: number) => (n / Math.max(1, fresh.requests)).toFixed(1);
      console.log(
        `  ${NEW_QUESTION}: p95 ${fresh.p95} ms, ${fresh.rps} rps${failed(fresh)}; pages per request under load: ` +
          `${per(after.hit - before.hit)} hit in shared buffers, ${per(after.read - before.read)} read from outside; ` +
          `API CPU per question ${apiCpuMs} ms`
      );

      for (const call of ready.calls) {
        const queries = ready.queries?.[call.name];
        if (!queries) continue;
        plans.push({
          tier: tier.name,
          call: call.name,
          statements: await explainStatements(explainPool, queries.steady),
        });
        // The chat's first call missed the reply cache: its statements are the search itself, and the reading
        // of the inventory's places that follows a change of the inventory (at most once a minute).
        if (call.name === CHAT) {
          const places = queries.first.filter((q) => PLACES_READ.test(q.sql));
          const search = queries.first.filter((q) => !PLACES_READ.test(q.sql));
          plans.push({
            tier: tier.name,
            call: NEW_QUESTION,
            statements: await explainStatements(explainPool, search),
          });
          plans.push({
            tier: tier.name,
            call: PLACES,
            statements: await explainStatements(explainPool, places),
          });
        }
      }
      for (const asked of await shapeStatements(cluster.url)) {
        plans.push({
          tier: tier.name,
          call: `${SHAPE}${asked.shape}`,
          replyMs: asked.replyMs,
          statements: await explainStatements(explainPool, asked.statements),
        });
      }
    } finally {
      api.child.kill('SIGTERM');
      children.delete(api.child);
    }
    tiers.push({ tier, growthSeconds, rows: counts, load, loadAfter: loadNow() });
  }
} finally {
  process.off('SIGINT', interrupted);
  process.off('SIGTERM', interrupted);
  await shutDown();
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
console.log(`\nScale bench · PostgreSQL · ${CONNECTIONS} connections · ${SECONDS} s per call · ${machine}`);
for (const t of tiers) {
  const share = measuredShare(t.tier);
  console.log(
    `${t.tier.name}: ${t.rows.properties} properties, ${t.rows.projects} projects, ${t.rows.companies} companies; ` +
      `measured company ${t.rows.measured_properties} properties (${share.properties} generated), ` +
      `${t.rows.measured_projects} projects; load ${t.load} → ${t.loadAfter}`
  );
}
console.log('\n| call | tier | rps | p50 ms | p95 ms | p99 ms | failed |');
console.log('| --- | --- | --: | --: | --: | --: | --: |');
for (const r of [...rows].sort((a, b) => a.call.localeCompare(b.call))) {
  console.log(`| ${r.call} | ${r.tier} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.failed} |`);
}
console.log(
  '\nEXPLAIN (ANALYZE, BUFFERS) of the reads behind each call: Σ execution ms · Σ buffers · sequential scans'
);
for (const p of [...plans].sort((a, b) => a.call.localeCompare(b.call))) {
  const ms = p.statements.reduce((sum, s) => sum + s.executionMs, 0).toFixed(2);
  const buffers = p.statements.reduce((sum, s) => sum + s.buffers, 0);
  const seq = p.statements.flatMap((s) => s.seqScans);
  console.log(
    `  ${p.call} @ ${p.tier}: ${ms} ms · ${buffers} buffers · ${seq.length ? seq.join(', ') : 'no seq scan'}`
  );
  for (const s of p.statements) {
    console.log(
      `      ${s.executionMs.toFixed(2).padStart(8)} ms ${String(s.buffers).padStart(6)} buf  ${s.access.join(', ') || '-'}  ← ${s.sql.slice(0, 90)}`
    );
  }
}

// Pages per new question of each shape, one column per size: flat is what the search must be.
const tierNames = tiers.map((t) => t.tier.name);
console.log(
  `\nOne new question: pages read (Σ buffers of its reads), their EXPLAIN ms, the reply's ms | ${tierNames.join(' | ')}`
);
for (const { shape, message } of QUESTION_SHAPES) {
  const cells = tierNames.map((name) => {
    const plan = plans.find((p) => p.tier === name && p.call === `${SHAPE}${shape}`);
    const buffers = plan?.statements.reduce((sum, s) => sum + s.buffers, 0);
    const ms = plan?.statements.reduce((sum, s) => sum + s.executionMs, 0);
    return plan ? `${buffers} (${ms!.toFixed(1)} ms; reply ${plan.replyMs} ms)` : '-';
  });
  console.log(`| ${shape} ('${message}') | ${cells.join(' | ')} |`);
}

mkdirSync(resolve(ROOT, 'test-results'), { recursive: true });
writeFileSync(
  resolve(ROOT, 'test-results/bench-scale.json'),
  JSON.stringify({ machine, connections: CONNECTIONS, seconds: SECONDS, tiers, rows, plans }, null, 2)
);
