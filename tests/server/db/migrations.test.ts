import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { isMigrated, MIGRATIONS_FOLDER, openDatabase, openPostgres, type Db } from '#server/db/client';
import { amenities, chatSessions, documentTypes } from '#server/db/schema';
import { createTestDb } from '#tests/server/support/test-db';
import { readMigrationFiles } from 'drizzle-orm/migrator';

const STANDARD_AMENITIES = [
  'balcon',
  'terraza',
  'aire_acondicionado',
  'calefaccion',
  'ascensor',
  'parqueadero',
  'seguridad',
  'mascotas',
  'jardin',
  'bbq',
  'lavanderia',
  'gimnasio',
  'piscina',
  'spa',
  'sala_comun',
  'bicicletero',
];
const COUNTRIES = ['CO', 'MX', 'US', 'AR', 'BR', 'CL', 'PE', 'EC', 'VE', 'UY', 'PY', 'BO'];

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});
afterAll(() => close());

describe('migrations', () => {
  it('create every table of the schema', async () => {
    const { rows } = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'amenities',
      'audit_log',
      'chat_sessions',
      'companies',
      'company_invitations',
      'company_members',
      'company_privacy_settings',
      'company_sale_settings',
      'company_totals',
      'document_types',
      'lead_capture_settings',
      'lead_consents',
      'lead_events',
      'lead_tasks',
      'lead_visits',
      'leads',
      'mail_outbox',
      'nearby_places',
      'platform_country_totals',
      'platform_totals',
      'privacy_policies',
      'privacy_requests',
      'project_activities',
      'project_amenities',
      'project_documents',
      'project_images',
      'projects',
      'properties',
      'property_images',
      'property_model_amenities',
      'property_model_images',
      'property_models',
      'property_status_events',
      'quote_instalments',
      'quotes',
      'rate_limit_buckets',
      'reservations',
      'sale_instalments',
      'sale_payments',
      'sales',
      'saved_search_alerts',
      'saved_search_listings',
      'saved_searches',
      'users',
    ]);
  });

  it('record every migration file as applied', async () => {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`
    );
    expect(rows[0]?.n).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
  });

  it('load the amenity catalogue with the standard ids and the categories the forms filter on', async () => {
    const rows = await db.select().from(amenities);
    expect(rows.map((a) => a.code)).toEqual(expect.arrayContaining(STANDARD_AMENITIES));
    const category = (code: string) => rows.find((a) => a.code === code)?.category;
    expect(category('balcon')).toBe('Privada');
    expect(category('piscina')).toBe('Comunal');
    expect(rows.filter((a) => a.category === 'Comunal').length).toBeGreaterThan(0);
    expect(rows.every((a) => a.name.length > 0)).toBe(true);
  });

  it('load identity document types for the twelve countries of the company form', async () => {
    const rows = await db.select().from(documentTypes);
    expect(new Set(rows.map((d) => d.countryCode))).toEqual(new Set(COUNTRIES));
    const colombian = rows.filter((d) => d.countryCode === 'CO').map((d) => d.documentCode);
    expect(colombian).toEqual(expect.arrayContaining(['NIT', 'CC', 'CE', 'PPT']));
  });
});

describe('a PGlite data directory', () => {
  // PGlite only: this is the default single-process deployment, not the PostgreSQL one.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps its rows across a restart and does not re-apply migrations',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'inbest-db-'));
      try {
        const first = await openDatabase({ dataDir: path.join(dataDir, 'nested') });
        expect(first.kind).toBe('pglite');
        await first.db.insert(chatSessions).values({ id: 'sesion-1', slots: { city: 'Medellín' } });
        await first.close();

        const second = await openDatabase({ dataDir: path.join(dataDir, 'nested') });
        const [session] = await second.db.select().from(chatSessions).where(eq(chatSessions.id, 'sesion-1'));
        const amenityCount = await second.db.$count(amenities);
        await second.close();
        expect(session?.slots).toEqual({ city: 'Medellín' });
        expect(amenityCount).toBe(await db.$count(amenities));
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000
  );
});

describe('several instances on one PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  // PostgreSQL only: PGlite is one process per data directory.
  it.runIf(Boolean(serverUrl))(
    'starting together on an empty database, each migration is applied once (transaction-scoped lock)',
    async () => {
      const name = `inbest_race_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      try {
        const instances = await Promise.all(
          Array.from({ length: 4 }, () => openPostgres(url.toString(), { poolSize: 2 }))
        );
        const { rows } = await instances[0]!.db.execute<{ n: number; distinct_hashes: number }>(
          sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`
        );
        const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
        expect(rows[0]).toEqual({ n: files, distinct_hashes: files });
        expect(await isMigrated(instances[1]!.db)).toBe(true);
        // No session-level advisory lock is left behind on any pooled connection.
        const locks = await admin.query(
          `select count(*)::int as n from pg_locks where locktype = 'advisory'`
        );
        expect(locks.rows[0].n).toBe(0);
        await Promise.all(instances.map((i) => i.close()));
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
    60_000
  );
});
