import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '#server/demo/demo-users';
import { ROUTE_BUDGETS, readBuild } from '../scripts/bundle-budget';
import { buildWeb, isPortInUse, stackWebEnv, startStack, type StackPorts } from '../scripts/stack';

// `npm run bench:lighthouse` (and the last step of `npm run bench`): builds the web app for its own ports, starts
// the three processes as `npm start` does on a throw-away database, and runs Lighthouse's default configuration
// (the mobile preset: a mid-range phone, slow 4G and a 4× slower CPU, simulated) against the public landing page,
// the public chat and, signed in through the identity provider's login page, the dashboard. Each route is run
// LIGHTHOUSE_RUNS times and the median run (by performance score) is reported, with every route's initial
// JavaScript from the same build. The machine is shared: the simulated metrics scale with how busy it is, so the
// load average and Lighthouse's own CPU benchmark are recorded beside them.

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Its own ports, next to nothing the journeys or `npm start` use: web, API, identity provider and the mail inbox's
// SMTP and web ports in a row.
const BASE_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4130);
const PORTS: StackPorts = {
  web: BASE_PORT,
  api: BASE_PORT + 1,
  idp: BASE_PORT + 2,
  smtp: BASE_PORT + 3,
  inbox: BASE_PORT + 4,
};
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// LIGHTHOUSE_REPORTS=<folder>: every run's full report is kept there, to read what delays a route's paint.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const SIGN_IN_EMAIL = 'owner@inbest.test';

type Target = { route: string; signedIn: boolean };
const ALL_TARGETS: Target[] = [
  { route: '/', signedIn: false },
  { route: '/chat', signedIn: false },
  { route: '/dashboard', signedIn: true },
];
// LIGHTHOUSE_ROUTES=/dashboard (comma-separated): only those routes.
const ONLY = process.env.LIGHTHOUSE_ROUTES?.split(',');
const TARGETS = ONLY ? ALL_TARGETS.filter((t) => ONLY.includes(t.route)) : ALL_TARGETS;

type Run = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  siMs: number;
  benchmarkIndex: number;
  opportunities: { audit: string; title: string; savingsMs: number }[];
};

let lighthouseVersion = '';
let browserVersion = '';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function ensureChromium() {
  try {
    accessSync(CHROME, constants.X_OK);
    return;
  } catch {
    // Only the system package is ever installed, and only when it is the default path that is missing.
  }
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH=${CHROME} is not an executable`);
  const ensure = spawnSync('bash', [resolve(ROOT, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
  if (ensure.status !== 0) process.exit(ensure.status ?? 1);
}

async function audit(chrome: LaunchedChrome, url: string): Promise<Run> {
  // No configuration is Lighthouse's default: the mobile preset with simulated throttling.
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${Date.now()}.json`;
    writeFileSync(join(REPORTS, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  lighthouseVersion = lhr.lighthouseVersion;
  browserVersion = lhr.environment.hostUserAgent.match(/Chrom(?:e|ium)\/[\d.]+/)?.[0] ?? '';
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .map((a) => ({
      audit: a.id,
      title: a.title,
      savingsMs: Math.round(a.metricSavings?.LCP ?? a.metricSavings?.FCP ?? 0),
      score: a.score,
    }))
    .filter((a) => a.savingsMs > 0 && a.score !== null && a.score < 1)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .map(({ audit: id, title, savingsMs }) => ({ audit: id, title, savingsMs }));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    siMs: Math.round(numeric('speed-index')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    opportunities,
  };
}

/** Signs in through the landing page and the identity provider's login page, as the journeys do. */
async function signIn(chrome: LaunchedChrome, webUrl: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    // The browser's own profile: the session the app keeps in local storage stays for Lighthouse's tab.
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context');
    const page = await context.newPage();
    await page.goto(`${webUrl}/`);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await page.getByLabel('Correo electrónico').fill(SIGN_IN_EMAIL);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
    await page.close();
  } finally {
    // Connected, not launched: this only detaches Playwright and leaves the browser to Lighthouse.
    await browser.close();
  }
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

ensureChromium();
for (const [name, port] of Object.entries(PORTS)) {
  if (await isPortInUse(port)) throw new Error(`Port ${port} (${name}) is in use: set LIGHTHOUSE_PORT`);
}

const work = mkdtempSync(join(tmpdir(), 'inbest-lighthouse-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const dist = join(work, 'dist');
let mark = Date.now();
// Its own build: the bundle carries the API's and the identity provider's addresses, which differ from dist/'s.
await buildWeb({ outDir: dist, env: stackWebEnv(PORTS) });
console.log(`[lighthouse] web app built in ${seconds(mark)}`);
const { initialKb } = readBuild(dist);
const sizes = ROUTE_BUDGETS.map(({ route, modules, limitKb }) => ({
  route,
  initialKb: Math.round(initialKb(modules) * 10) / 10,
  limitKb,
}));

mark = Date.now();
const stack = await startStack({ dataDir: join(work, 'data'), distDir: dist, ports: PORTS, web: 'static' });
console.log(`[lighthouse] stack ready in ${seconds(mark)}`);
const webUrl = `http://localhost:${PORTS.web}`;

const loadBefore = load();
const results: { route: string; runs: Run[] }[] = [];
let chrome: LaunchedChrome | undefined;
try {
  chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'error',
  });
  let signedIn = false;
  for (const target of TARGETS) {
    // Public routes first, as a visitor nobody signed in; the dashboard after the sign-in.
    if (target.signedIn && !signedIn) {
      await signIn(chrome, webUrl);
      signedIn = true;
    }
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      mark = Date.now();
      const run = await audit(chrome, `${webUrl}${target.route}`);
      console.log(
        `[lighthouse] ${target.route} run ${i + 1}/${RUNS}: ${run.score} (${seconds(mark)}, load ${load()})`
      );
      runs.push(run);
    }
    results.push({ route: target.route, runs });
  }
} finally {
  chrome?.kill();
  await stack.stop();
}
const loadAfter = load();

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
const rows = results.map(({ route, runs }) => {
  const m = median(runs);
  const scores = runs.map((r) => r.score);
  return { route, ...m, scores, initialKb: sizes.find((s) => s.route === route)?.initialKb };
});

console.log(
  `\nLighthouse ${lighthouseVersion} on ${browserVersion}, mobile preset (simulated slow 4G, 4× CPU), median of ${RUNS} run(s)`
);
console.log(`${machine}; load average ${loadBefore} before, ${loadAfter} after`);
console.log('| route | performance (runs) | LCP ms | CLS | TBT ms | FCP ms | initial JS kB |');
console.log('| --- | --: | --: | --: | --: | --: | --: |');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.score} (${r.scores.join(', ')}) | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.fcpMs} | ${r.initialKb ?? ''} |`
  );
}
console.log(`Lighthouse's CPU benchmark index: ${rows.map((r) => r.benchmarkIndex).join(', ')}`);
for (const r of rows) {
  const top = r.opportunities.slice(0, 3).map((o) => `${o.title} (${o.savingsMs} ms)`);
  if (top.length > 0) console.log(`  ${r.route}: ${top.join('; ')}`);
}
console.log('\nInitial JavaScript per route (entry + route chunks + static imports, kB gzip)');
for (const s of sizes)
  console.log(`  ${s.route.padEnd(12)} ${s.initialKb.toFixed(1).padStart(6)}  budget ${s.limitKb}`);

mkdirSync(resolve(ROOT, 'test-results'), { recursive: true });
writeFileSync(
  resolve(ROOT, 'test-results/bench-lighthouse.json'),
  JSON.stringify(
    {
      lighthouse: lighthouseVersion,
      browser: browserVersion,
      preset: 'mobile',
      runsPerRoute: RUNS,
      machine,
      loadAverage: { before: loadBefore, after: loadAfter },
      routes: results.map(({ route, runs }) => ({ route, median: median(runs), runs })),
      initialJavaScript: sizes,
    },
    null,
    2
  )
);
