import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULT_PORTS, DEV_INBOX_PORTS } from '#server/config';

export type StackOptions = {
  /** Folder for the embedded database, identity-provider keys and uploads. */
  dataDir: string;
  /** Extra environment for every process (on top of this process's environment). */
  env?: Record<string, string>;
  /** 'static' serves ./dist with server/web/main.ts; 'vite' runs the Vite dev server. */
  web?: 'static' | 'vite';
  /** The build the static web server serves (default ./dist). */
  distDir?: string;
  /**
   * Where the three processes listen (default the fixed ports the README documents). The web build must have
   * been made for the same API and identity-provider addresses (`buildWeb`'s `env`, `stackWebEnv`).
   */
  ports?: StackPorts;
  /** Called when a process exits that nobody asked to stop. */
  onCrash?: (name: string, code: number | null) => void;
};

/** `smtp` and `inbox` are the development inbox's SMTP and web ports (default 1025 and 1080). */
export type StackPorts = { web: number; api: number; idp: number; smtp?: number; inbox?: number };

export type Stack = {
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  stop(): Promise<void>;
};

type ServiceSpec = {
  name: 'mail' | 'idp' | 'api' | 'web';
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  /** Other ports the process listens on (the inbox's SMTP port). */
  alsoPorts?: number[];
  readyUrl: string;
  readyTimeoutMs: number;
  /** How long a SIGTERM may take before the process group is killed. */
  stopGraceMs: number;
};

type Running = { spec: ServiceSpec; child: ChildProcess; stopping: boolean; exited: Promise<void> };

const ROOT = resolve(import.meta.dirname, '..');
const BIN = (name: string) => resolve(ROOT, 'node_modules/.bin', name);
const TAIL_LINES = 40;

/** Tells whether something already listens on a local port, so a stale server is never mistaken for ours. */
export function isPortInUse(port: number): Promise<boolean> {
  const probe = (host: string) =>
    new Promise<boolean>((done) => {
      const socket = connect({ host, port });
      socket.once('connect', () => (socket.destroy(), done(true)));
      socket.once('error', () => done(false));
    });
  return Promise.all([probe('127.0.0.1'), probe('::1')]).then((hits) => hits.some(Boolean));
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function isReady(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

/** The development inbox's SMTP and web ports of a stack (1025 and 1080 unless `ports` names others). */
export const inboxPorts = (ports?: StackPorts) => ({
  smtp: ports?.smtp ?? DEV_INBOX_PORTS.smtp,
  inbox: ports?.inbox ?? DEV_INBOX_PORTS.web,
});

function specs(opts: StackOptions, baseEnv: Record<string, string>): ServiceSpec[] {
  const tsx = BIN('tsx');
  const { web: webPort, api: apiPort, idp: idpPort } = opts.ports ?? DEFAULT_PORTS;
  const { smtp: smtpPort, inbox: inboxPort } = inboxPorts(opts.ports);
  // Without a mail server of its own (SMTP_URL), the API sends to the development inbox.
  const apiMail: Record<string, string> = baseEnv.SMTP_URL
    ? {}
    : { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
  const all: ServiceSpec[] = [
    {
      name: 'mail',
      command: BIN('maildev'),
      // Loopback only: the inbox shows every mail the stack sends.
      args: [
        '--smtp',
        String(smtpPort),
        '--web',
        String(inboxPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
      ],
      env: {},
      port: inboxPort,
      alsoPorts: [smtpPort],
      readyUrl: `http://127.0.0.1:${inboxPort}/api/healthz`,
      readyTimeoutMs: 30_000,
      stopGraceMs: 5_000,
    },
    {
      name: 'idp',
      command: tsx,
      args: ['server/auth/dev-idp/main.ts'],
      env: { IDP_PORT: String(idpPort) },
      port: idpPort,
      readyUrl: `http://localhost:${idpPort}/.well-known/openid-configuration`,
      readyTimeoutMs: 60_000,
      stopGraceMs: 10_000,
    },
    {
      name: 'api',
      command: tsx,
      args: ['server/index.ts'],
      env: { PORT: String(apiPort), ...apiMail },
      port: apiPort,
      // The first start runs initdb, migrations and the seed: slow on a busy two-core machine.
      readyUrl: `http://localhost:${apiPort}/health`,
      readyTimeoutMs: 180_000,
      // Closing the embedded database flushes it to disk: worth waiting for.
      stopGraceMs: 10_000,
    },
    opts.web === 'vite'
      ? {
          name: 'web',
          command: BIN('vite'),
          args: ['--port', String(webPort), '--strictPort'],
          env: {},
          port: webPort,
          readyUrl: `http://localhost:${webPort}/`,
          readyTimeoutMs: 60_000,
          // The web server holds no state; the Vite dev server can linger while its optimizer runs.
          stopGraceMs: 5_000,
        }
      : {
          name: 'web',
          command: tsx,
          args: ['server/web/main.ts'],
          env: {
            WEB_PORT: String(webPort),
            ...(opts.distDir ? { WEB_DIST_DIR: resolve(opts.distDir) } : {}),
          },
          port: webPort,
          readyUrl: `http://localhost:${webPort}/`,
          readyTimeoutMs: 60_000,
          stopGraceMs: 5_000,
        },
  ];
  // A real Auth0 tenant replaces the embedded identity provider, and a real mail server (SMTP_URL) the inbox.
  return all.filter(
    (s) => !(s.name === 'idp' && baseEnv.AUTH0_DOMAIN) && !(s.name === 'mail' && baseEnv.SMTP_URL)
  );
}

/** Starts the identity provider, the API and the web server, waits until each answers, and returns their controls. */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const dataDir = resolve(opts.dataDir);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined)
  );
  const ports = opts.ports ?? DEFAULT_PORTS;
  // The API's CORS origin, the provider's issuer and redirect URIs and the web server's policy all name the
  // other processes' addresses.
  const baseEnv: Record<string, string> = {
    ...inherited,
    ...opts.env,
    ...stackWebEnv(ports, { ...inherited, ...opts.env }),
    IDP_PORT: String(ports.idp),
    DATA_DIR: dataDir,
  };
  baseEnv.WEB_ORIGIN ??= `http://localhost:${ports.web}`;
  const services = specs(opts, baseEnv);
  const running = new Map<ServiceSpec['name'], Running>();

  const busy = [];
  for (const spec of services) {
    for (const port of [spec.port, ...(spec.alsoPorts ?? [])]) {
      if (await isPortInUse(port)) busy.push(`${spec.name} (${port})`);
    }
  }
  if (busy.length > 0) {
    throw new Error(`Port already in use: ${busy.join(', ')}. Stop the other server first.`);
  }

  const launch = async (spec: ServiceSpec) => {
    const tail: string[] = [];
    // Its own process group: Ctrl-C reaches only this script, which then stops the services in order.
    const child = spawn(spec.command, spec.args, {
      cwd: ROOT,
      env: { ...baseEnv, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const prefix = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
      if (!stream) return;
      createInterface({ input: stream }).on('line', (line) => {
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
        out.write(`[${spec.name}] ${line}\n`);
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    const entry: Running = {
      spec,
      child,
      stopping: false,
      exited: new Promise((done) => child.once('exit', () => done())),
    };
    running.set(spec.name, entry);
    let ready = false;
    let exitCode: number | null | undefined;
    // A missing binary never emits 'exit': report it like an early exit.
    child.once('error', (error) => {
      tail.push(error.message);
      exitCode ??= null;
    });
    child.once('exit', (code) => {
      exitCode = code;
      if (running.get(spec.name) === entry) running.delete(spec.name);
      if (!entry.stopping && ready) opts.onCrash?.(spec.name, code);
    });
    const deadline = Date.now() + spec.readyTimeoutMs;
    while (!(await isReady(spec.readyUrl))) {
      const failure =
        exitCode !== undefined
          ? `${spec.name} exited with code ${exitCode} before it was ready`
          : Date.now() > deadline
            ? `${spec.name} was not ready at ${spec.readyUrl} within ${spec.readyTimeoutMs / 1000} s`
            : undefined;
      if (failure) {
        await stopOne(entry);
        throw new Error(`${failure}. Its last output:\n${tail.map((l) => `  ${l}`).join('\n')}`);
      }
      await sleep(250);
    }
    ready = true;
  };

  const stopOne = async (entry: Running) => {
    entry.stopping = true;
    const { child } = entry;
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    // tsx forwards SIGTERM to the program it runs; the group kill catches anything that ignores it.
    child.kill('SIGTERM');
    const timedOut = await Promise.race([
      entry.exited.then(() => false),
      sleep(entry.spec.stopGraceMs).then(() => true),
    ]);
    if (timedOut) {
      killGroup(child, 'SIGKILL');
      await entry.exited;
    }
  };

  const stopAll = async () => {
    for (const name of ['web', 'api', 'idp', 'mail'] as const) {
      const entry = running.get(name);
      if (entry) await stopOne(entry);
    }
  };

  // Last resort when this process exits without calling stop(): no service outlives its parent.
  const onExit = () => {
    for (const entry of running.values()) killGroup(entry.child, 'SIGTERM');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.log(`\n${signal}: stopping ${[...running.keys()].reverse().join(', ')}...`);
    void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const detach = () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const apiSpec = services.find((s) => s.name === 'api') as ServiceSpec;
  try {
    // The identity provider and the API do not depend on each other at start-up: start them together.
    await Promise.all(services.filter((s) => s.name !== 'web').map(launch));
    await launch(services.find((s) => s.name === 'web') as ServiceSpec);
  } catch (error) {
    await stopAll();
    detach();
    throw error;
  }

  return {
    async stopApi() {
      const entry = running.get('api');
      if (entry) await stopOne(entry);
    },
    async startApi() {
      if (!running.has('api')) await launch(apiSpec);
    },
    async stop() {
      await stopAll();
      detach();
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function run(command: string, args: string[], env?: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`${[command, ...args].join(' ')} failed (${signal ?? code})`))
    );
  });
}

/**
 * The addresses a web build for a stack on `ports` carries: its API and, unless a real Auth0 tenant is
 * configured, the embedded identity provider. Addresses already set in `env` win.
 */
export function stackWebEnv(ports: StackPorts, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const api = { VITE_API_URL: env.VITE_API_URL ?? `http://localhost:${ports.api}` };
  if (env.AUTH0_DOMAIN) return api;
  return { ...api, VITE_AUTH0_DOMAIN: env.VITE_AUTH0_DOMAIN ?? `http://localhost:${ports.idp}` };
}

/**
 * Builds the web app (Panda codegen, then Vite) into ./dist or `outDir`; VITE_* variables in the environment,
 * and in `env`, reach the bundle.
 */
export async function buildWeb(opts: { outDir?: string; env?: Record<string, string> } = {}): Promise<void> {
  await run(BIN('panda'), ['codegen', '--silent']);
  const out = opts.outDir ? ['--outDir', resolve(opts.outDir), '--emptyOutDir'] : [];
  await run(BIN('vite'), ['build', '--logLevel', 'warn', ...out], opts.env);
}
