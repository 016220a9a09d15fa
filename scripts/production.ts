/**
 * The production topology on one machine: API_INSTANCES API processes on one PostgreSQL, nginx in front of them
 * serving the web build, and the embedded identity provider only when no Auth0 tenant is configured.
 * `npm run serve` (scripts/serve.ts) and `npm run test:scale` start it through startProduction().
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { renderNginxConfig } from './nginx-config';

const ROOT = resolve(import.meta.dirname, '..');
// Debian's package manager, as scripts/postgres-cluster.ts uses it for PostgreSQL.
const APT = 'apt-get';
const TSX = resolve(ROOT, 'node_modules/.bin/tsx');

export type ProductionOptions = {
  /** Ports of the API instances (one process each, listening on 127.0.0.1 only: nginx is the way in). */
  instancePorts: readonly number[];
  /** Where nginx serves the API and the web app, and where the embedded identity provider listens. */
  apiPort: number;
  webPort: number;
  idpPort: number;
  /** The web build (holding index.html). */
  distDir: string;
  /** A folder for nginx's configuration, pid, log and temporary files. */
  runDir: string;
  /** Environment of every process, on top of this one's (DATABASE_URL, AUTH0_*, limits, …). */
  env?: Record<string, string>;
  /** Print the processes' output with a [name] prefix (default true). */
  echo?: boolean;
};

export type Production = {
  apiUrl: string;
  webUrl: string;
  idpUrl: string | undefined;
  /** Kills instance `index` outright (SIGKILL, no draining), as a crash or an OOM kill would. */
  killInstance(index: number): Promise<void>;
  /** Stops instance `index` with SIGTERM (it drains and finishes what it serves), starts it again, waits until ready. */
  restartInstance(index: number): Promise<void>;
  stop(): Promise<void>;
};

type Service = { name: string; child: ChildProcess; exited: Promise<void>; tail: string[] };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

async function routesTo(url: string, instance: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.headers.get('x-instance') === instance;
  } catch {
    return false;
  }
}

/** Finds nginx where Debian puts it; as root installs the package when missing, as test:pg does with PostgreSQL. */
function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: apt-get install nginx');
  console.log('Instalando nginx con apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args: string[]) => spawnSync(APT, args, { stdio: 'inherit', env }).status === 0;
  const install = () => apt('install', '-y', '--no-install-recommends', 'nginx');
  if (!install() && !(apt('update') && install())) throw new Error('apt-get install nginx failed');
  const installed = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  if (!installed) throw new Error('nginx was not found after installing it');
  return installed;
}

export async function startProduction(options: ProductionOptions): Promise<Production> {
  const env: Record<string, string> = {
    ...(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >),
    ...options.env,
  };
  if (options.instancePorts.length > 1 && !env.DATABASE_URL?.trim()) {
    throw new Error(
      'API_INSTANCES > 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process.'
    );
  }
  const echo = options.echo ?? true;
  const apiUrl = `http://localhost:${options.apiPort}`;
  const webUrl = `http://localhost:${options.webPort}`;
  const embeddedIdp = !env.AUTH0_DOMAIN;
  const services = new Set<Service>();
  const instances: (Service | undefined)[] = [];

  const launch = (name: string, command: string, args: string[], extraEnv: Record<string, string>) => {
    const tail: string[] = [];
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (echo) console.log(`[${name}] ${line}`);
      });
    }
    const service: Service = {
      name,
      child,
      tail,
      exited: new Promise((done) => child.once('exit', () => done())),
    };
    child.once('error', (error) => tail.push(error.message));
    services.add(service);
    void service.exited.then(() => services.delete(service));
    return service;
  };

  const waitReady = async (service: Service, url: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await answers(url))) {
      if (service.child.exitCode !== null || service.child.signalCode !== null || Date.now() > deadline) {
        throw new Error(
          `${service.name} was not ready at ${url}. Its last output:\n  ${service.tail.join('\n  ')}`
        );
      }
      await sleep(200);
    }
  };

  const stopService = async (service: Service, graceMs = 15_000) => {
    if (service.child.exitCode !== null || service.child.signalCode !== null) return;
    service.child.kill('SIGTERM');
    const late = await Promise.race([service.exited.then(() => false), sleep(graceMs).then(() => true)]);
    if (late && service.child.pid !== undefined) {
      try {
        process.kill(-service.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await service.exited;
    }
  };

  const instanceEnv = (port: number): Record<string, string> => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    // Only nginx reaches the instances, and it replaces X-Forwarded-For with the client's address.
    TRUST_PROXY: 'true',
    IDP_PORT: String(options.idpPort),
    WEB_ORIGIN: env.WEB_ORIGIN ?? webUrl,
    PUBLIC_API_URL: env.PUBLIC_API_URL ?? apiUrl,
  });
  const startInstance = async (index: number) => {
    const port = options.instancePorts[index]!;
    const name = `api-${index + 1}`;
    const service = launch(name, TSX, ['server/index.ts'], { ...instanceEnv(port), INSTANCE_NAME: name });
    instances[index] = service;
    // Start-up migrates (and seeds the demo data the first time): slow on a busy machine.
    await waitReady(service, `http://127.0.0.1:${port}/health/ready`, 180_000);
  };

  const stop = async () => {
    // Front first, so nothing new arrives; then the instances drain; the identity provider last.
    const order = [...services].sort((a, b) => rank(a.name) - rank(b.name));
    for (const service of order) await stopService(service);
  };

  try {
    if (embeddedIdp) {
      const idp = launch('idp', TSX, ['server/auth/dev-idp/main.ts'], {
        IDP_PORT: String(options.idpPort),
        WEB_ORIGIN: env.WEB_ORIGIN ?? webUrl,
      });
      await waitReady(idp, `http://localhost:${options.idpPort}/.well-known/openid-configuration`, 60_000);
    }
    // Together, on purpose: the instances must cope with starting at the same moment on an empty database.
    await Promise.all(options.instancePorts.map((_, index) => startInstance(index)));

    const nginx = ensureNginx();
    await mkdir(options.runDir, { recursive: true });
    // nginx's workers run as an unprivileged user when started as root: they must reach their folder.
    await chmod(options.runDir, 0o755);
    const config = resolve(options.runDir, 'nginx.conf');
    await writeFile(
      config,
      renderNginxConfig({
        apiServers: options.instancePorts.map((port) => `127.0.0.1:${port}`),
        apiListen: String(options.apiPort),
        webListen: String(options.webPort),
        webRoot: resolve(options.distDir),
        runDir: resolve(options.runDir),
      })
    );
    const proxy = launch(
      'nginx',
      nginx,
      ['-c', config, '-p', options.runDir, '-e', resolve(options.runDir, 'error.log'), '-g', 'daemon off;'],
      {}
    );
    await waitReady(proxy, `${apiUrl}/health/ready`, 30_000);
    await waitReady(proxy, `${webUrl}/`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    apiUrl,
    webUrl,
    idpUrl: embeddedIdp ? `http://localhost:${options.idpPort}` : undefined,
    async killInstance(index) {
      const running = instances[index];
      if (!running?.child.pid) return;
      try {
        process.kill(-running.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await running.exited;
    },
    async restartInstance(index) {
      const running = instances[index];
      if (running) await stopService(running);
      await startInstance(index);
      // The step is done when the proxy routes to the restarted instance again, so restarting the next one never
      // leaves the proxy without a listening instance.
      const name = `api-${index + 1}`;
      const deadline = Date.now() + 15_000;
      while (!(await routesTo(`${apiUrl}/health/live`, name))) {
        if (Date.now() > deadline) throw new Error(`nginx did not route to ${name} again`);
        await sleep(100);
      }
    },
    stop,
  };
}

const rank = (name: string) => (name === 'nginx' ? 0 : name === 'idp' ? 2 : 1);
