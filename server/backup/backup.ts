/**
 * Backups that restore: one folder holding the database (pg_dump's custom format on PostgreSQL, PGlite's data
 * directory tarball on the embedded database), every uploaded file, and `manifest.json` describing both with sizes,
 * sha256 sums and row counts, so a restore can prove it brought back what was saved.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { dataDir as configuredDataDir } from '#server/config';
import { MIGRATIONS_FOLDER } from '#server/db/client';
import { IMMUTABLE_CACHE_CONTROL, type FileStorage } from '#server/storage/storage';

/**
 * Where the database to save or restore is: a PostgreSQL URL (with the path of pg_dump or pg_restore, found on
 * PATH when not given; their major version must be at least the server's), or PGlite under `<dataDir>/pglite`.
 */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string; tool?: (name: 'pg_dump' | 'pg_restore') => string }
  | { kind: 'pglite'; dataDir: string };

type PostgresLocation = Extract<DatabaseLocation, { kind: 'postgres' }>;
const toolOf = (location: PostgresLocation, name: 'pg_dump' | 'pg_restore') => location.tool?.(name) ?? name;

export type StoredFile = { key: string; size: number; sha256: string; contentType: string };

export type BackupManifest = {
  format: 'inbest-backup';
  version: 1;
  createdAt: string;
  database: {
    kind: DatabaseLocation['kind'];
    /** The dump inside the backup folder. */
    file: string;
    size: number;
    sha256: string;
    /** The migration level the dump is at: how many applied, and the newest one's tag. */
    migrations: { applied: number; latest: string | null };
    /** Rows per table (`schema.table`) when the dump was taken, checked again after a restore. */
    tables: Record<string, number>;
  };
  storage: { kind: FileStorage['kind']; files: StoredFile[] };
};

const MANIFEST = 'manifest.json';
const FILES = 'files';
const PG_DUMP_FILE = 'database.dump';
const PGLITE_DUMP_FILE = 'database.tar.gz';
// Storage keys are chosen by the server: `/`-separated plain segments. A manifest naming anything else was edited.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** A refusal or failure the operator must read: Spanish first, then English, and no stack trace needed. */
export class BackupError extends Error {
  constructor(spanish: string, english: string) {
    super(`${spanish}\n${english}`);
    this.name = 'BackupError';
  }
}

/** DATABASE_URL when set, otherwise PGlite under DATA_DIR (default ./data): what the API itself opens. */
export function databaseLocationFromEnv(
  env: NodeJS.ProcessEnv,
  tool?: PostgresLocation['tool']
): DatabaseLocation {
  const url = env.DATABASE_URL?.trim();
  return url ? { kind: 'postgres', url, tool } : { kind: 'pglite', dataDir: configuredDataDir(env) };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Runs SQL on either kind of database; both drivers return `{ rows }`. */
type Query = <T>(text: string) => Promise<T[]>;

async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from "${schema}"."${name}"`);
    counts[`${schema}.${name}`] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The migrations this build knows, as drizzle-kit's journal lists them. */
async function journalEntries(): Promise<Array<{ when: number; tag: string }>> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')
  ) as {
    entries: Array<{ when: number; tag: string }>;
  };
  return journal.entries;
}

async function migrationLevel(query: Query): Promise<BackupManifest['database']['migrations']> {
  const [row] = await query<{ applied: number; latest: string | null }>(
    `select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`
  );
  const latest = row?.latest
    ? (await journalEntries()).find((e) => String(e.when) === row.latest)
    : undefined;
  return { applied: Number(row?.applied ?? 0), latest: latest?.tag ?? row?.latest ?? null };
}

// A database holds data once someone signed up, a company exists or a visitor chatted; reference rows and the
// totals the migrations create are there in an empty one too.
const HOLDER_TABLES = ['public.users', 'public.companies', 'public.chat_sessions'];
const rowsOfData = (counts: Record<string, number>) =>
  HOLDER_TABLES.reduce((sum, table) => sum + (counts[table] ?? 0), 0);

function runTool(tool: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(
              `${path.basename(tool)} falló (código ${code}): ${stderr.trim()}`,
              `${path.basename(tool)} failed (exit ${code}).`
            )
          )
    );
  });
}

async function withPostgres<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

const pgQuery =
  (client: pg.Client): Query =>
  async <T>(text: string) =>
    (await client.query(text)).rows as T[];

const pgliteQuery =
  (client: PGlite): Query =>
  async <T>(text: string) =>
    (await client.query<T>(text)).rows;

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** PGlite has no lock between processes: its postmaster.pid exists exactly while some process has it open. */
function refuseOpenPglite(dir: string): void {
  if (!existsSync(path.join(dir, 'postmaster.pid'))) return;
  throw new BackupError(
    `La base de datos embebida en ${dir} está abierta (existe postmaster.pid): detenga la API y vuelva a intentarlo. ` +
      'Si la API no está corriendo, el archivo quedó de un cierre abrupto: inicie y detenga la API una vez.',
    `The embedded database in ${dir} is open (postmaster.pid exists): stop the API and try again.`
  );
}

type DatabaseDump = { file: string; bytes?: Uint8Array; tables: Record<string, number> } & Pick<
  BackupManifest['database'],
  'migrations'
>;

async function dumpPostgres(location: PostgresLocation, into: string): Promise<DatabaseDump> {
  const { url } = location;
  const pgDump = toolOf(location, 'pg_dump');
  return withPostgres(url, async (client) => {
    // The counts and the dump read one snapshot: rows written meanwhile are in neither.
    await client.query('begin transaction isolation level repeatable read read only');
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows as [{ snapshot: string }];
    const query = pgQuery(client);
    const tables = await tableCounts(query);
    const migrations = await migrationLevel(query);
    await runTool(pgDump, [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${path.join(into, PG_DUMP_FILE)}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return { file: PG_DUMP_FILE, tables, migrations };
  });
}

async function dumpPglite(dataDir: string): Promise<DatabaseDump> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(
      `No hay base de datos embebida en ${dir}: revise DATA_DIR (o DATABASE_URL para PostgreSQL).`,
      `There is no embedded database in ${dir}: check DATA_DIR (or DATABASE_URL for PostgreSQL).`
    );
  }
  refuseOpenPglite(dir);
  const client = new PGlite(dir);
  try {
    const query = pgliteQuery(client);
    const tables = await tableCounts(query);
    const migrations = await migrationLevel(query);
    // Flush shared buffers so the tarball holds the tables themselves, not only their WAL.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    return { file: PGLITE_DUMP_FILE, bytes: new Uint8Array(await dump.arrayBuffer()), tables, migrations };
  } finally {
    await client.close();
  }
}

async function copyFilesOut(storage: FileStorage, into: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  const listed = (await storage.list('')).sort((a, b) => a.key.localeCompare(b.key));
  for (const { key } of listed) {
    const object = await storage.read(key);
    // Deleted between the listing and the read: it is not part of this backup.
    if (!object) continue;
    const file = path.join(into, FILES, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, object.body);
    files.push({
      key,
      size: object.body.byteLength,
      sha256: sha256(object.body),
      contentType: object.contentType,
    });
  }
  return files;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Writes `<parentDir>/inbest-<UTC time>/`: the database dump first, then the uploaded files (a file uploaded after
 * the dump is saved without a row naming it, which is harmless). The folder is written under a `.partial` name and
 * renamed when complete, so a pruning job never sees half a backup.
 */
export async function createBackup(options: {
  database: DatabaseLocation;
  storage: FileStorage;
  parentDir: string;
  now?: Date;
}): Promise<{ dir: string; manifest: BackupManifest }> {
  const createdAt = options.now ?? new Date();
  const dir = path.resolve(options.parentDir, `inbest-${stamp(createdAt)}`);
  const partial = `${dir}.partial`;
  if (existsSync(dir)) {
    throw new BackupError(`Ya existe ${dir}.`, `${dir} already exists.`);
  }
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const dump =
      options.database.kind === 'postgres'
        ? await dumpPostgres(options.database, partial)
        : await dumpPglite(options.database.dataDir);
    if (dump.bytes) await writeFile(path.join(partial, dump.file), dump.bytes);
    const dumped = await readFile(path.join(partial, dump.file));
    const files = await copyFilesOut(options.storage, partial);
    const manifest: BackupManifest = {
      format: 'inbest-backup',
      version: 1,
      createdAt: createdAt.toISOString(),
      database: {
        kind: options.database.kind,
        file: dump.file,
        size: dumped.byteLength,
        sha256: sha256(dumped),
        migrations: dump.migrations,
        tables: dump.tables,
      },
      storage: { kind: options.storage.kind, files },
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The manifest, with the dump and every file checked against their sizes and sums before anything is written. */
async function readVerifiedBackup(backupDir: string) {
  const manifestFile = path.join(backupDir, MANIFEST);
  const manifest = JSON.parse(
    await readFile(manifestFile, 'utf8').catch(() => {
      throw new BackupError(
        `${backupDir} no es una copia de seguridad: falta ${MANIFEST}.`,
        `${backupDir} is not a backup: ${MANIFEST} is missing.`
      );
    })
  ) as BackupManifest;
  if (manifest.format !== 'inbest-backup' || manifest.version !== 1) {
    throw new BackupError(
      `${manifestFile} no es un manifiesto de copia de In-Best (versión 1).`,
      `${manifestFile} is not an In-Best backup manifest (version 1).`
    );
  }
  const damaged = (what: string) =>
    new BackupError(
      `La copia está dañada: ${what} no coincide con el manifiesto. No se restauró nada.`,
      `The backup is damaged: ${what} does not match the manifest. Nothing was restored.`
    );
  const dump = await readFile(path.join(backupDir, manifest.database.file)).catch(() => null);
  if (!dump || sha256(dump) !== manifest.database.sha256) throw damaged(manifest.database.file);
  const files: Array<StoredFile & { body: Uint8Array }> = [];
  for (const file of manifest.storage.files) {
    if (!SAFE_KEY.test(file.key)) throw damaged(`la clave ${JSON.stringify(file.key)}`);
    const body = await readFile(path.join(backupDir, FILES, ...file.key.split('/'))).catch(() => null);
    if (!body || body.byteLength !== file.size || sha256(body) !== file.sha256)
      throw damaged(`${FILES}/${file.key}`);
    files.push({ ...file, body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) });
  }
  return { manifest, dump: new Uint8Array(dump.buffer, dump.byteOffset, dump.byteLength), files };
}

function refuseNonEmpty(where: string, rows: number): never {
  throw new BackupError(
    `La base de datos de destino (${where}) no está vacía: tiene ${rows} filas de usuarios, empresas o chats. ` +
      'Restaure sobre una base vacía, o use --force para reemplazarla.',
    `The target database (${where}) is not empty. Restore into an empty database, or pass --force to replace it.`
  );
}

/** Refuses, unless forced, a target database that holds data; nothing is written before every check passed. */
async function checkTargetDatabase(location: DatabaseLocation, force: boolean): Promise<void> {
  if (location.kind === 'postgres') {
    const rows = await withPostgres(location.url, async (client) =>
      rowsOfData(await tableCounts(pgQuery(client)))
    );
    if (rows > 0 && !force) refuseNonEmpty(new URL(location.url).pathname.slice(1) || 'postgres', rows);
    return;
  }
  const dir = pgliteDir(location.dataDir);
  if (!existsSync(dir) || (await readdir(dir)).length === 0) return;
  refuseOpenPglite(dir);
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    const existing = new PGlite(dir);
    const rows = await tableCounts(pgliteQuery(existing))
      .then(rowsOfData)
      .finally(() => existing.close());
    if (rows > 0 && !force) refuseNonEmpty(dir, rows);
  } else if (!force) {
    throw new BackupError(
      `${dir} existe y no es una base de datos embebida; vacíela o use --force.`,
      `${dir} exists and is not an embedded database; empty it or pass --force.`
    );
  }
}

async function restorePostgres(
  location: PostgresLocation,
  dumpFile: string
): Promise<Record<string, number>> {
  await withPostgres(location.url, async (client) => {
    // An API that started against the empty database has migrated it: its schema goes, the dump brings its own.
    // pg_dump leaves out the `public` schema itself (every database has one), so it is created again empty.
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public'
    );
  });
  await runTool(toolOf(location, 'pg_restore'), [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--no-privileges',
    `--dbname=${location.url}`,
    dumpFile,
  ]);
  return withPostgres(location.url, (client) => tableCounts(pgQuery(client)));
}

async function restorePglite(dataDir: string, dump: Uint8Array): Promise<Record<string, number>> {
  const dir = pgliteDir(dataDir);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const restored = new PGlite(dir, { loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    return await tableCounts(pgliteQuery(restored));
  } finally {
    await restored.close();
  }
}

/**
 * Brings an empty database and storage back to the backup in `backupDir`. A database that holds data, or a storage
 * that holds files, is refused unless `force` (then the database is replaced and the backup's files are written
 * over any of the same name; other files stay). The restored database is at the backup's migration level: the API
 * applies newer migrations when it starts.
 */
export async function restoreBackup(options: {
  backupDir: string;
  database: DatabaseLocation;
  storage: FileStorage;
  force?: boolean;
}): Promise<BackupManifest> {
  const force = options.force ?? false;
  const { manifest, dump, files } = await readVerifiedBackup(path.resolve(options.backupDir));
  if (manifest.database.kind !== options.database.kind) {
    throw new BackupError(
      `La copia es de ${manifest.database.kind} y el destino es ${options.database.kind}: ` +
        'restaure en el mismo tipo de base de datos (DATABASE_URL define PostgreSQL).',
      `The backup is of ${manifest.database.kind} and the target is ${options.database.kind}.`
    );
  }
  const known = (await journalEntries()).map((e) => e.tag);
  if (manifest.database.migrations.latest !== null && !known.includes(manifest.database.migrations.latest)) {
    // This build would start on a schema it does not know and never migrate it.
    throw new BackupError(
      `La copia está en la migración ${manifest.database.migrations.latest}, que esta versión de In-Best no conoce: ` +
        'restáurela con la versión que la hizo, o una más nueva.',
      `The backup is at migration ${manifest.database.migrations.latest}, unknown to this version: restore it with the version that made it, or a newer one.`
    );
  }
  await checkTargetDatabase(options.database, force);
  if (!force && (await options.storage.list('')).length > 0) {
    throw new BackupError(
      'El almacenamiento de archivos de destino no está vacío. Restaure sobre uno vacío, o use --force.',
      'The target file storage is not empty. Restore into an empty one, or pass --force.'
    );
  }
  const counts =
    options.database.kind === 'postgres'
      ? await restorePostgres(
          options.database,
          path.join(path.resolve(options.backupDir), manifest.database.file)
        )
      : await restorePglite(options.database.dataDir, dump);
  const differing = Object.entries(manifest.database.tables).filter(([table, n]) => counts[table] !== n);
  if (differing.length > 0) {
    throw new BackupError(
      `La base restaurada no tiene las filas de la copia en: ${differing.map(([t]) => t).join(', ')}.`,
      `The restored database's row counts differ from the backup in: ${differing.map(([t]) => t).join(', ')}.`
    );
  }
  for (const file of files) {
    await options.storage.put(file.key, file.body, {
      contentType: file.contentType,
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
  }
  return manifest;
}
