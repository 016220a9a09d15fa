import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { DEMO_PASSWORD } from '#server/demo/demo-users';
import { buildWeb, isPortInUse, stackWebEnv, startStack, type StackPorts } from '../scripts/stack';
import { insertListings, PLACE_COUNT, roll } from './generated-listings';

// `npm run bench:properties`: the /properties screen of a company with BENCH_UNITS (100 000) units. Builds the web
// app for its own ports, starts the three processes on a throw-away embedded database, signs in as the demo owner,
// adds the units to the owner's active company (spread over its projects), then opens /properties in Chromium
// BENCH_RUNS times with an empty cache and reports: the time from navigation to the first page usable (its rows
// shown, the search box and the pages bar answering), a search answered, the tab's JavaScript heap and the
// renderer's resident memory. For comparison it also times the whole list the screen downloaded before it read
// pages (`GET /companies/{id}/properties` without `page`), without rendering it.

const ROOT = resolve(import.meta.dirname, '..');
const UNITS = Number(process.env.BENCH_UNITS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASE_PORT = Number(process.env.BENCH_PROPERTIES_PORT ?? 4140);
const PORTS: StackPorts = {
  web: BASE_PORT,
  api: BASE_PORT + 1,
  idp: BASE_PORT + 2,
  smtp: BASE_PORT + 3,
  inbox: BASE_PORT + 4,
};
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SIGN_IN_EMAIL = 'owner@inbest.test';
// The issue's targets for the demo machine.
const TARGET_MS = 2000;
const TARGET_MB = 300;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

accessSync(CHROME, constants.X_OK);
for (const [name, port] of Object.entries(PORTS)) {
  if (await isPortInUse(port)) throw new Error(`Port ${port} (${name}) is in use: set BENCH_PROPERTIES_PORT`);
}

const work = mkdtempSync(join(tmpdir(), 'inbest-properties-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const dist = join(work, 'dist');
const dataDir = join(work, 'data');
await buildWeb({ outDir: dist, env: stackWebEnv(PORTS) });
const stack = await startStack({ dataDir, distDir: dist, ports: PORTS, web: 'static' });
const webUrl = `http://localhost:${PORTS.web}`;

/** Adds the units to the company in one INSERT … SELECT, while the API is stopped (PGlite has one writer). */
async function addUnits(companyId: number) {
  await stack.stopApi();
  const { db, close } = await openDatabase({ dataDir });
  try {
    const started = Date.now();
    await db.execute(
      insertListings(
        sql`
          select n, 'U' || n::text as label, ${companyId}::int as company_id,
            (select ids[1 + n % array_length(ids, 1)] from projects_list) as project_id,
            null::int as property_model_id,
            ${roll(sql`n`, 'p', PLACE_COUNT)} + 1 as place,
            ${roll(sql`n`, 't', 100)} as t
          from generate_series(1, ${UNITS}::int) as n`,
        sql`projects_list as (select array_agg(id order by id) as ids from projects where company_id = ${companyId}),`
      )
    );
    await db.execute(sql`analyze properties`);
    console.log(`[properties] ${UNITS} units added to company ${companyId} in ${Date.now() - started} ms`);
  } finally {
    await close();
  }
  await stack.startApi();
}

/**
 * The tab's memory: of the browser's renderer processes (one per open tab), the largest one's resident memory and,
 * within it, its private (anonymous) part, which leaves out the code and fonts shared with other processes.
 */
async function rendererMemory(page: Page): Promise<{ rssMb: number; privateMb: number }> {
  const session = await page.context().browser()!.newBrowserCDPSession();
  const info = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  await session.detach();
  let largest = { rssMb: 0, privateMb: 0 };
  for (const p of info.processInfo.filter((p) => p.type === 'renderer')) {
    const status = await readFile(`/proc/${p.id}/status`, 'utf8').catch(() => '');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
    if (mb(kb('VmRSS')) > largest.rssMb) largest = { rssMb: mb(kb('VmRSS')), privateMb: mb(kb('RssAnon')) };
  }
  return largest;
}

/** What the screen used to ask for: the whole list, timed and weighed from Node, never rendered. */
async function wholeList(pageUrl: string, authorization: string) {
  const url = new URL(pageUrl);
  url.search = '';
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization } });
  const text = await response.text();
  const ms = Math.round(performance.now() - started);
  const items = response.ok ? (JSON.parse(text) as unknown[]).length : -response.status;
  return { ms, mb: mb(Buffer.byteLength(text)), items };
}

type Run = {
  interactiveMs: number;
  searchMs: number;
  heapMb: number;
  rendererMb: number;
  rendererPrivateMb: number;
  rows: number;
};
const runs: Run[] = [];
let whole: { ms: number; mb: number; items: number } | null = null;
const found = { company: '' };
const loadBefore = load();
const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--enable-precise-memory-info'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${webUrl}/`);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await page.getByLabel('Correo electrónico').fill(SIGN_IN_EMAIL);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
  const active = await page.waitForFunction(() => localStorage.getItem('activeCompany'));
  const company = JSON.parse((await active.jsonValue()) as string) as { id: number; name: string };
  found.company = company.name;
  await page.close();
  await addUnits(company.id);

  for (let i = 0; i < RUNS; i++) {
    // A fresh tab each run: the heap measured is the screen's, not what earlier runs left.
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Performance.enable');
    const asked = tab.waitForRequest((r) => /\/companies\/\d+\/properties\?/.test(r.url()));
    const started = Date.now();
    await tab.goto(`${webUrl}/properties`);
    const request = await asked;
    const table = tab.getByRole('table', { name: 'Propiedades' });
    await table.getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    await tab.getByRole('navigation', { name: 'Paginación' }).waitFor();
    await tab.getByRole('searchbox', { name: 'Buscar propiedades...' }).waitFor();
    const interactiveMs = Date.now() - started;
    const rows = (await table.getByRole('row').count()) - 1;

    const searched = Date.now();
    const answered = tab.waitForResponse((r) => /\/companies\/\d+\/properties\?.*q=/.test(r.url()));
    await tab.getByRole('searchbox', { name: 'Buscar propiedades...' }).fill('U4242');
    await tab.keyboard.press('Enter');
    await answered;
    await table.getByRole('link', { name: /U4242/ }).first().waitFor();
    const searchMs = Date.now() - searched;

    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    const memory = await rendererMemory(tab);
    const run = {
      interactiveMs,
      searchMs,
      heapMb: mb(heap),
      rendererMb: memory.rssMb,
      rendererPrivateMb: memory.privateMb,
      rows,
    };
    console.log(`[properties] run ${i + 1}/${RUNS}: ${JSON.stringify(run)} (load ${load()})`);
    runs.push(run);
    if (i === RUNS - 1) whole = await wholeList(request.url(), request.headers().authorization ?? '');

    await tab.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
const summary = {
  units: UNITS,
  company: found.company,
  machine,
  loadAverage: { before: loadBefore, after: load() },
  interactiveMs: median(runs.map((r) => r.interactiveMs)),
  searchMs: median(runs.map((r) => r.searchMs)),
  heapMb: median(runs.map((r) => r.heapMb)),
  rendererMb: median(runs.map((r) => r.rendererMb)),
  rendererPrivateMb: median(runs.map((r) => r.rendererPrivateMb)),
  rowsShown: runs[0]?.rows,
  wholeList: whole,
  runs,
};
console.log(`\n/properties with ${UNITS} units (${found.company}), median of ${RUNS} run(s); ${machine}`);
console.log(`load average ${summary.loadAverage.before} before, ${summary.loadAverage.after} after`);
console.log(
  `first page usable: ${summary.interactiveMs} ms (target < ${TARGET_MS}); search answered: ${summary.searchMs} ms`
);
console.log(
  `JS heap: ${summary.heapMb} MB; the tab's renderer: ${summary.rendererMb} MB resident, ${summary.rendererPrivateMb} MB private (target < ${TARGET_MB}); rows shown: ${summary.rowsShown}`
);
if (whole)
  console.log(
    `the whole list (the screen's old request): ${whole.items} items, ${whole.mb} MB, ${whole.ms} ms`
  );
mkdirSync(resolve(ROOT, 'test-results'), { recursive: true });
writeFileSync(resolve(ROOT, 'test-results/bench-properties.json'), JSON.stringify(summary, null, 2));
