/**
 * A throw-away PostgreSQL cluster for test runs (`npm run test:pg`, `npm run test:scale`): found on PATH or in
 * Debian's folders, installed with apt as root when missing, started on a free port and removed afterwards. The
 * client tools (pg_dump, pg_restore) are found the same way for `npm run backup` and `npm run restore`.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;
// PostgreSQL refuses to run as root; as root the cluster belongs to this system user.
const CLUSTER_USER = 'postgres';

function run(command: string, args: readonly string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`
    );
  }
}

function succeeds(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Runs a PostgreSQL server binary, as the cluster user when this process is root. */
export function runAsCluster(binary: string, args: readonly string[]): void {
  if (isRoot) run(adminTool('runuser'), ['-u', CLUSTER_USER, '--', binary, ...args]);
  else run(binary, args);
}

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

// Administration tools live in sbin, which a CI or sudo PATH may leave out.
function adminTool(name: string): string {
  return (
    findOnPath(name) ?? ['/usr/sbin', '/sbin'].map((dir) => path.join(dir, name)).find(existsSync) ?? name
  );
}

/** The directory holding initdb and pg_ctl: PATH first, then Debian's versioned folders, newest first. */
function findServerBinaries(): string | undefined {
  const initdb = findOnPath('initdb');
  if (initdb && findOnPath('pg_ctl')) return path.dirname(initdb);
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

function installPostgres(aptPackage = 'postgresql'): void {
  if (!isRoot)
    throw new Error(
      `PostgreSQL is not installed: install it (${aptPackage}), or set DATABASE_URL to a server to use.`
    );
  console.log(`Instalando ${aptPackage} con apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!succeeds('apt-get', ['install', '-y', '--no-install-recommends', aptPackage])) {
    run('apt-get', ['update'], { env });
    run('apt-get', ['install', '-y', '--no-install-recommends', aptPackage], { env });
  }
}

/** The newest of Debian's versioned folders holding `name`, e.g. /usr/lib/postgresql/16/bin/pg_dump. */
function findInDebianFolders(name: string): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin', name))
    .find(existsSync);
}

/**
 * A PostgreSQL client tool (pg_dump, pg_restore): PATH first, then Debian's versioned folders, installed with apt
 * (postgresql-client) as root when missing. Its major version must be at least the server's.
 */
export function findPostgresClientTool(name: 'pg_dump' | 'pg_restore'): string {
  const found = () => findOnPath(name) ?? findInDebianFolders(name);
  const tool = found();
  if (tool) return tool;
  installPostgres('postgresql-client');
  const installed = found();
  if (!installed) throw new Error(`${name} was not found even after installing postgresql-client.`);
  return installed;
}

function ensureClusterUser(): void {
  if (!isRoot || succeeds('id', ['-u', CLUSTER_USER])) return;
  run(adminTool('useradd'), ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', CLUSTER_USER]);
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A running throw-away cluster: its superuser URL, its binaries and data, and how to remove it. */
export type Cluster = { url: string; port: number; bin: string; dir: string; stop(): Promise<void> };

/** The primary can also be taken down and brought back on the same port and data (a database outage). */
export type PrimaryCluster = Cluster & { halt(): void; resume(): void };

/**
 * initdb + pg_ctl start in a temporary folder on a free port (PostgreSQL installed with apt when missing).
 * `settings` are extra server settings (`name=value`).
 */
export async function startTemporaryCluster(settings: readonly string[] = []): Promise<PrimaryCluster> {
  let bin = findServerBinaries();
  if (!bin) {
    installPostgres();
    bin = findServerBinaries();
    if (!bin) throw new Error('initdb and pg_ctl were not found even after installing PostgreSQL.');
  }
  ensureClusterUser();

  const dir = await mkdtemp(path.join(tmpdir(), 'inbest-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const pgCtl = path.join(bin, 'pg_ctl');
  if (isRoot) {
    run('chown', ['-R', `${CLUSTER_USER}:`, dir]);
    await chmod(dir, 0o755);
  }
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      try {
        runAsCluster(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error((error as Error).message);
      }
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    runAsCluster(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    const port = await freePort();
    // Durability settings are off: the cluster lives for one test run.
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    const start = () =>
      runAsCluster(pgCtl, ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
    start();
    started = true;
    console.log(`PostgreSQL temporal en 127.0.0.1:${port} (${bin})`);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      bin,
      dir,
      stop,
      halt: () => runAsCluster(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
      resume: start,
    };
  } catch (error) {
    if (existsSync(logFile)) spawnSync('tail', ['-n', '30', logFile], { stdio: 'inherit' });
    await stop();
    throw error;
  }
}

/**
 * A hot standby of a temporary cluster: pg_basebackup (-R writes the streaming-replication settings), started on its
 * own free port. Read-only; it follows the primary until stopped.
 */
export async function startStandby(primary: Cluster): Promise<Cluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inbest-pg-standby-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const pgCtl = path.join(primary.bin, 'pg_ctl');
  if (isRoot) {
    run('chown', ['-R', `${CLUSTER_USER}:`, dir]);
    await chmod(dir, 0o755);
  }
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      try {
        runAsCluster(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error((error as Error).message);
      }
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // The server binaries' own folder (PATH may hold only links to initdb and pg_ctl).
    const serverBin = path.dirname(realpathSync(path.join(primary.bin, 'pg_ctl')));
    runAsCluster(path.join(serverBin, 'pg_basebackup'), [
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
    ]);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c hot_standby=on',
      // A standby may not allow fewer connections than its primary.
      '-c max_connections=200',
    ].join(' ');
    runAsCluster(pgCtl, ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
    started = true;
    console.log(`Réplica en streaming en 127.0.0.1:${port}`);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, bin: primary.bin, dir, stop };
  } catch (error) {
    if (existsSync(logFile)) spawnSync('tail', ['-n', '30', logFile], { stdio: 'inherit' });
    await stop();
    throw error;
  }
}
