import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type Database, type Db } from '#server/db/client';
import { installJobQueue } from '#server/jobs/queue';
import { JOBS, SWEEPS } from '#server/jobs/registry';

/** A migrated, empty database for one test file, with the job queue's tables (jobs can be enqueued). */
export type TestDb = {
  db: Db;
  close(): Promise<void>;
  /** What a test that runs the job queue's workers starts them on. */
  database: Pick<Database, 'db' | 'sqlScripts' | 'url'>;
};

// The queues follow the registry, which may have changed since the template was made: installing again is cheap.
async function withJobQueue(database: Database, close: () => Promise<void>): Promise<TestDb> {
  try {
    await installJobQueue(database.sqlScripts, JOBS, SWEEPS);
  } catch (error) {
    await close();
    throw error;
  }
  return { db: database.db, close, database };
}

/**
 * Opens a fresh migrated database: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server, a new
 * database created on that server and dropped again on close.
 */
export function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  return serverUrl ? createPostgresTestDb(serverUrl) : createPgliteTestDb();
}

// A fresh PGlite runs initdb (about 6 s on two cores); restoring a dumped, already migrated data directory takes
// about 1 s. The dump is cached per migration set and PGlite version, so a schema change rebuilds it.
const NODE_MODULES = fileURLToPath(new URL('../../../node_modules/', import.meta.url));
const CACHE_DIR = path.join(NODE_MODULES, '.cache', 'inbest-test-db');

async function createPgliteTestDb(): Promise<TestDb> {
  const templatePath = path.join(CACHE_DIR, `pglite-${await migrationsFingerprint()}.tar`);
  const template = await readFile(templatePath).catch(() => null);
  if (template) {
    const database = await openPglite(new PGlite({ loadDataDir: new Blob([new Uint8Array(template)]) }));
    return withJobQueue(database, database.close);
  }
  const client = new PGlite();
  const database = await openPglite(client);
  const testDb = await withJobQueue(database, database.close);
  await saveTemplate(client, templatePath);
  return testDb;
}

async function saveTemplate(client: PGlite, templatePath: string): Promise<void> {
  // Flush shared buffers so the dump holds the migrated tables themselves, not just their WAL.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await mkdir(path.dirname(templatePath), { recursive: true });
  // Write then rename: parallel test workers may build the template at the same time.
  const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, templatePath);
}

async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(path.join(NODE_MODULES, '@electric-sql', 'pglite', 'package.json')));
  hash.update(await readFile(path.join(NODE_MODULES, 'pg-boss', 'package.json')));
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true }))
    .filter((f) => /\.(sql|json)$/.test(f))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function createPostgresTestDb(serverUrl: string): Promise<TestDb> {
  const name = `inbest_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openPostgres(url.toString());
    return withJobQueue(database, async () => {
      await database.close();
      await admin(serverUrl, `drop database if exists "${name}" with (force)`);
    });
  } catch (error) {
    await admin(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
