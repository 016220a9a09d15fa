/**
 * The restore drill: seed → upload → backup → wipe → restore, then every table's rows and every uploaded byte must
 * be back. It runs on PGlite in the normal run and on PostgreSQL (pg_dump / pg_restore) under `npm run test:pg`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { openDatabase, openPostgres, type Database } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { storeUploads } from '#server/services/uploads';
import { LocalFileStorage } from '#server/storage/local-storage';
import { openStorage } from '#tests/server/uploads/support';
import {
  BackupError,
  createBackup,
  restoreBackup,
  type BackupManifest,
  type DatabaseLocation,
} from '#server/backup/backup';

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const SECRET = 'drill-secret';

let root: string;
const dropOnExit: string[] = [];

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty place for a database: a PGlite data folder, or a database created on the test server. */
async function emptyLocation(name: string): Promise<DatabaseLocation> {
  if (!serverUrl) return { kind: 'pglite', dataDir: path.join(root, name) };
  const database = `inbest_drill_${name}_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${database}"`);
  dropOnExit.push(database);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return { kind: 'postgres', url: url.toString() };
}

const open = (location: DatabaseLocation): Promise<Database> =>
  location.kind === 'postgres' ? openPostgres(location.url) : openDatabase({ dataDir: location.dataDir });

/** Rows and an md5 of all of them, per table, computed by the database itself (rows in a fixed order). */
async function fingerprint(location: DatabaseLocation): Promise<Record<string, string>> {
  const query = async <T>(client: { query(text: string): Promise<{ rows: unknown[] }> }, text: string) =>
    (await client.query(text)).rows as T[];
  const read = async (client: { query(text: string): Promise<{ rows: unknown[] }> }) => {
    const tables = await query<{ name: string }>(
      client,
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await query<{ n: number; sum: string }>(
        client,
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), ''))
           as sum from ${name} t`
      );
      result[name] = `${row!.n} ${row!.sum}`;
    }
    return result;
  };
  if (location.kind === 'postgres') {
    const client = new pg.Client({ connectionString: location.url });
    await client.connect();
    try {
      return await read(client);
    } finally {
      await client.end();
    }
  }
  const client = new PGlite(path.join(location.dataDir, 'pglite'));
  try {
    return await read(client);
  } finally {
    await client.close();
  }
}

let source: DatabaseLocation;
let sourceStorage: LocalFileStorage;
let uploaded: string[];
let backup: { dir: string; manifest: BackupManifest };
let before: Record<string, string>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'inbest-drill-'));
  source = await emptyLocation('source');
  sourceStorage = new LocalFileStorage({
    root: path.join(root, 'uploads'),
    publicBaseUrl: 'http://api.test',
    secret: SECRET,
  });
  const database = await open(source);
  try {
    await seedDemoData(database.db);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer();
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const stored = await storeUploads(
      { storage: sourceStorage, secret: SECRET },
      { companyId: 1, folder: 'projects', policy: 'constructor' },
      [
        { filename: 'fachada.png', bytes: new Uint8Array(png) },
        { filename: 'licencia.pdf', bytes: pdf },
      ]
    );
    uploaded = stored.map((file) => file.key);
  } finally {
    await database.close();
  }
  before = await fingerprint(source);
  backup = await createBackup({
    database: source,
    storage: sourceStorage,
    parentDir: path.join(root, 'backups'),
  });
}, 120_000);

afterAll(async () => {
  for (const database of dropOnExit) await admin(`drop database if exists "${database}" with (force)`);
  await rm(root, { recursive: true, force: true });
});

describe('backup and restore drill', () => {
  it('writes one folder with a manifest of the database and every uploaded file', async () => {
    const { manifest } = backup;
    expect(manifest.database.kind).toBe(source.kind);
    expect(manifest.database.migrations.latest).toMatch(/^\d{4}_/);
    expect(manifest.database.tables['public.properties']).toBeGreaterThan(100);
    // The image, its thumbnail and the document.
    expect(manifest.storage.files.map((f) => f.key).sort()).toEqual(expect.arrayContaining(uploaded));
    expect(manifest.storage.files).toHaveLength(3);
    const onDisk = JSON.parse(await readFile(path.join(backup.dir, 'manifest.json'), 'utf8'));
    expect(onDisk).toEqual(manifest);
  });

  it('brings an empty database and storage back: every table and every byte', async () => {
    const target = await emptyLocation('restored');
    // An API already started against it has migrated it: reference rows, no data. It still counts as empty.
    await (await open(target)).close();
    const targetStorage = new LocalFileStorage({
      root: path.join(root, 'restored-uploads'),
      publicBaseUrl: 'http://api.test',
      secret: SECRET,
    });
    await restoreBackup({ backupDir: backup.dir, database: target, storage: targetStorage });

    expect(await fingerprint(target)).toEqual(before);
    for (const { key } of backup.manifest.storage.files) {
      const original = await sourceStorage.read(key);
      const restored = await targetStorage.read(key);
      expect(restored && Buffer.from(restored.body).equals(Buffer.from(original!.body))).toBe(true);
    }
    // The restored database opens for the API (migrations already applied).
    const reopened = await open(target);
    await reopened.close();
  });

  it('refuses to restore over a database that holds data, unless forced', async () => {
    const emptyStorage = () =>
      new LocalFileStorage({
        root: path.join(root, `uploads-${randomBytes(3).toString('hex')}`),
        publicBaseUrl: 'http://api.test',
        secret: SECRET,
      });
    const refusal = restoreBackup({ backupDir: backup.dir, database: source, storage: emptyStorage() });
    await expect(refusal).rejects.toBeInstanceOf(BackupError);
    await expect(refusal).rejects.toThrow(/no está vacía.*--force/s);

    await restoreBackup({ backupDir: backup.dir, database: source, storage: emptyStorage(), force: true });
    expect(await fingerprint(source)).toEqual(before);
  });

  it('saves the files of an S3 bucket and puts them back into an empty one', async () => {
    const [from, to] = [await openStorage('s3'), await openStorage('s3')];
    try {
      for (const { key } of backup.manifest.storage.files) {
        const original = await sourceStorage.read(key);
        await from.storage.put(key, original!.body, { contentType: original!.contentType });
      }
      const fromS3 = await createBackup({
        database: source,
        storage: from.storage,
        parentDir: path.join(root, 's3'),
      });
      expect(fromS3.manifest.storage).toEqual({ ...backup.manifest.storage, kind: 's3' });

      await restoreBackup({
        backupDir: fromS3.dir,
        database: await emptyLocation('s3'),
        storage: to.storage,
      });
      for (const { key, contentType } of fromS3.manifest.storage.files) {
        const restored = await to.storage.read(key);
        const original = await sourceStorage.read(key);
        expect(Buffer.from(restored!.body).equals(Buffer.from(original!.body))).toBe(true);
        expect(restored!.contentType).toBe(contentType);
      }
    } finally {
      await Promise.all([from.close(), to.close()]);
    }
  });

  it.skipIf(serverUrl)('refuses to back up an embedded database the API holds open', async () => {
    if (source.kind !== 'pglite') return;
    const running = new PGlite(path.join(source.dataDir, 'pglite'));
    await running.waitReady;
    try {
      const attempt = createBackup({
        database: source,
        storage: sourceStorage,
        parentDir: path.join(root, 'open'),
      });
      await expect(attempt).rejects.toThrow(/detenga la API/);
    } finally {
      await running.close();
    }
  });

  it('refuses a backup from a newer version, whose last migration this build does not know', async () => {
    const copy = path.join(root, 'newer');
    await cp(backup.dir, copy, { recursive: true });
    const manifestFile = path.join(copy, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
    manifest.database.migrations.latest = '9999_from-the-future';
    await writeFile(manifestFile, JSON.stringify(manifest));
    const attempt = restoreBackup({
      backupDir: copy,
      database: await emptyLocation('newer'),
      storage: new LocalFileStorage({
        root: path.join(root, 'newer-uploads'),
        publicBaseUrl: 'http://api.test',
        secret: SECRET,
      }),
    });
    await expect(attempt).rejects.toThrow(/9999_from-the-future.*no conoce/);
  });

  it('refuses a damaged backup before touching anything', async () => {
    const [first] = backup.manifest.storage.files;
    const file = path.join(backup.dir, 'files', ...first!.key.split('/'));
    const original = await readFile(file);
    await writeFile(file, Buffer.concat([original, Buffer.from('x')]));
    try {
      const target = await emptyLocation('damaged');
      const attempt = restoreBackup({
        backupDir: backup.dir,
        database: target,
        storage: new LocalFileStorage({
          root: path.join(root, 'damaged-uploads'),
          publicBaseUrl: 'http://api.test',
          secret: SECRET,
        }),
      });
      await expect(attempt).rejects.toThrow(/dañada/);
      if (target.kind === 'pglite') expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
    } finally {
      await writeFile(file, original);
    }
  });
});
