import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { screenSizes } from '../scripts/bundle-budget';
import type { Scenario } from './api-scenarios';
import { startServer } from './api-process';
import { ONE_PREPARED_PREFIX, ONE_STATEMENT_PREFIX } from './one-statement';
import { processCpuMs } from './process-cpu';

// `npm run bench:api`: the real API against a raw node:http server running the same statements (bench/api-server.ts),
// both driven by autocannon at 64 connections, one call at a time, on PGlite, or on PostgreSQL when DATABASE_URL is
// set. The machine is shared, so read the ratio between the two columns of one run, not the absolute figures.

const ROOT = resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// Each drive is preceded by this many seconds of the same calls, not measured: the first second of a drive on a
// cold code path is the JIT compiling it, which queued a chat search for a second and made its p99 (ADR 0075).
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

/** Peak resident memory of a process so far, in MB (Linux). */
const peakRssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

async function drive(pid: number, port: number, call: Scenario, token: string | undefined, prefix = '') {
  const options = {
    url: `http://127.0.0.1:${port}${prefix}${call.path}`,
    method: call.method,
    body: call.body,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    connections: CONNECTIONS,
  };
  if (WARM_UP_SECONDS > 0) await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpuMs = processCpuMs(pid) - cpuBefore;
  return {
    rps: Math.round(result.requests.average),
    cpuMsPerCall: Math.round((cpuMs / Math.max(1, result.requests.total)) * 1000) / 1000,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const api = await startServer('api');
const raw = await startServer('raw');
const rows = [];
let apiPeakMb: number;
try {
  for (const call of api.ready.calls) {
    const token = call.as ? api.ready.tokens[call.as] : undefined;
    const measured = await drive(api.child.pid!, api.ready.port, call, token);
    const baseline = await drive(raw.child.pid!, raw.ready.port, call, undefined);
    // The limit: the same body built by one statement (bench/one-statement.ts), for the calls that have one.
    const hasOne = raw.ready.oneStatement.includes(call.name);
    const single = hasOne
      ? await drive(raw.child.pid!, raw.ready.port, call, undefined, ONE_STATEMENT_PREFIX)
      : null;
    // The limit again as a named prepared statement, the way the API's hot calls are sent (ADR 0069 and 0074).
    const prepared = hasOne
      ? await drive(raw.child.pid!, raw.ready.port, call, undefined, ONE_PREPARED_PREFIX)
      : null;
    rows.push({
      call: call.name,
      queries: api.ready.statements[call.name]?.queries ?? 0,
      api: measured,
      raw: baseline,
      ratio: Math.round((measured.rps / Math.max(1, baseline.rps)) * 100),
      one_query: single && {
        rps: single.rps,
        p50: single.p50,
        p99: single.p99,
        cpuMsPerCall: single.cpuMsPerCall,
      },
      ratio_one_query: single && Math.round((measured.rps / Math.max(1, single.rps)) * 100),
      one_query_prepared: prepared && {
        rps: prepared.rps,
        p50: prepared.p50,
        p99: prepared.p99,
        cpuMsPerCall: prepared.cpuMsPerCall,
      },
      ratio_one_query_prepared: prepared && Math.round((measured.rps / Math.max(1, prepared.rps)) * 100),
    });
  }
} finally {
  apiPeakMb = peakRssMb(api.child.pid!);
  api.child.kill('SIGTERM');
  raw.child.kill('SIGTERM');
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, load ${loadavg()
  .map((n) => n.toFixed(1))
  .join(' ')}, Node ${process.version}`;
console.log(
  `\nAPI vs raw node:http + same SQL · ${api.ready.kind} · ${CONNECTIONS} connections · ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up`
);
console.log(machine);
console.log(
  '| call | SQL/call | API rps | API p50 / p99 ms | raw rps | raw p50 / p99 ms | API / raw | one statement rps | p50 / p99 ms | API / one | prepared one rps | p50 / p99 ms | API / prepared one | CPU ms/call: API, same SQL, one, prepared one |'
);
console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
for (const r of rows) {
  const bad = r.api.non2xx + r.api.errors > 0 ? ` (${r.api.non2xx + r.api.errors} failed)` : '';
  console.log(
    `| ${r.call} | ${r.queries} | ${r.api.rps}${bad} | ${r.api.p50} / ${r.api.p99} | ${r.raw.rps} | ${r.raw.p50} / ${r.raw.p99} | ${r.ratio} % | ` +
      (r.one_query
        ? `${r.one_query.rps} | ${r.one_query.p50} / ${r.one_query.p99} | ${r.ratio_one_query} % |`
        : '– | – | – |') +
      (r.one_query_prepared
        ? ` ${r.one_query_prepared.rps} | ${r.one_query_prepared.p50} / ${r.one_query_prepared.p99} | ${r.ratio_one_query_prepared} % |`
        : ' – | – | – |') +
      ` ${r.api.cpuMsPerCall}, ${r.raw.cpuMsPerCall}, ${r.one_query?.cpuMsPerCall ?? '–'}, ${r.one_query_prepared?.cpuMsPerCall ?? '–'} |`
  );
}
console.log(`API peak resident memory under load: ${apiPeakMb} MB`);

const dist = resolve(ROOT, 'dist');
const screens = existsSync(resolve(dist, '.vite/manifest.json')) ? screenSizes(dist) : [];
if (screens.length > 0) {
  console.log('\nInitial JavaScript per screen (entry + screen + static imports, kB gzip, from dist/)');
  for (const s of screens) console.log(`  ${s.initialKb.toFixed(1).padStart(6)}  ${s.screen}`);
}

mkdirSync(resolve(ROOT, 'test-results'), { recursive: true });
writeFileSync(
  resolve(ROOT, `test-results/bench-api-${api.ready.kind}.json`),
  JSON.stringify(
    {
      machine,
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      rows,
      apiPeakMb,
      screens,
    },
    null,
    2
  )
);
