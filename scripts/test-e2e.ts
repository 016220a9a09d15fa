import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWeb, inboxPorts, startStack } from './stack';
import type { Stack } from './stack';

// Runs the Playwright journeys against the real three-process stack on a fresh, throw-away database.
const ROOT = resolve(import.meta.dirname, '..');
const CONTROL_HOST = '127.0.0.1';
const CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 8099);
const JSON_OUT = resolve(ROOT, process.env.E2E_JSON_OUT ?? 'test-results/e2e.json');

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Test-only control server: lets the offline journey stop and restart the real API process.
 * It listens on the loopback address and exists only while this script runs; the product has no such endpoint.
 */
function startControlServer(stack: Stack): Promise<Server> {
  const server = createServer((req, res) => {
    const action = req.method === 'POST' ? req.url : undefined;
    const run = action === '/api/stop' ? stack.stopApi : action === '/api/start' ? stack.startApi : undefined;
    if (!run) {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    run().then(
      () => {
        console.log(`[e2e] ${action} done in ${seconds(started)}`);
        res.writeHead(204).end();
      },
      (error: unknown) => res.writeHead(500).end(error instanceof Error ? error.message : String(error))
    );
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(CONTROL_PORT, CONTROL_HOST, () => done(server));
  });
}

function runPlaywright(env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done) => {
    const child = spawn(resolve(ROOT, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const ensure = spawnSync('bash', [resolve(ROOT, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
if (ensure.status !== 0) process.exit(ensure.status ?? 1);

let mark = Date.now();
// `npm test` builds once for the bundle budgets and passes E2E_REUSE_BUILD=1; alone, the journeys build.
if (process.env.E2E_REUSE_BUILD === '1' && existsSync(resolve(ROOT, 'dist/index.html'))) {
  console.log('[e2e] reusing the web build in dist/');
} else {
  await buildWeb();
  console.log(`[e2e] web app built in ${seconds(mark)}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'inbest-e2e-'));
// Also on Ctrl-C, which the stack handles by stopping its processes and exiting.
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
mark = Date.now();
// One JSON line per request would bury the journeys' report; warnings and errors still show (LOG_LEVEL wins).
const stack = await startStack({
  dataDir,
  web: 'static',
  // TEST_HOOKS=1: the API mounts the routes that move its clock and run a sweep now (server/routes/test-hooks).
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', TEST_HOOKS: '1' },
}).catch((error: unknown) => {
  console.error(`[e2e] the stack did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`[e2e] stack ready in ${seconds(mark)}`);

let control: Server | undefined;
let code: number;
try {
  control = await startControlServer(stack);
  mark = Date.now();
  code = await runPlaywright({
    ...process.env,
    E2E_CONTROL_URL: `http://${CONTROL_HOST}:${CONTROL_PORT}`,
    // The development inbox's REST API, where journeys read the mail the stack sent.
    E2E_INBOX_URL: `http://127.0.0.1:${inboxPorts().inbox}`,
    E2E_JSON_OUT: JSON_OUT,
  });
  console.log(`[e2e] playwright finished in ${seconds(mark)} with exit code ${code}`);
} finally {
  control?.close();
  await stack.stop();
}
process.exit(code);
