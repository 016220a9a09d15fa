import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { companies, companyTotals, projects, properties } from '#server/db/schema';
import { createTestDb } from '#tests/server/support/test-db';

// A company's page total and dashboard counts are kept by triggers (migration 0013); whatever writes properties and
// projects, they must equal a count of the company's rows.

let db: Db;
let close: () => Promise<void>;
let north: number;
let south: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  const rows = await db
    .insert(companies)
    .values([
      { name: 'Constructora Norte S.A.S.', countryCode: 'CO' },
      { name: 'Constructora Sur S.A.S.', countryCode: 'CO' },
    ])
    .returning({ id: companies.id });
  [north, south] = rows.map((r) => r.id) as [number, number];
});
afterAll(() => close());

async function kept(companyId: number) {
  const [row] = await db.select().from(companyTotals).where(eq(companyTotals.companyId, companyId));
  return {
    properties: row?.properties ?? 0,
    available: row?.availableProperties ?? 0,
    activeProjects: row?.activeProjects ?? 0,
  };
}

async function counted(companyId: number) {
  const { rows } = await db.execute<{ properties: number; available: number; active_projects: number }>(sql`
    select (select count(*)::int from properties where company_id = ${companyId}) as properties,
      (select count(*)::int from properties where company_id = ${companyId} and status = 'AVAILABLE') as available,
      (select count(*)::int from projects where company_id = ${companyId} and status = 'ACTIVE') as active_projects`);
  const row = rows[0]!;
  return { properties: row.properties, available: row.available, activeProjects: row.active_projects };
}

const bothMatch = async () => {
  expect(await kept(north)).toEqual(await counted(north));
  expect(await kept(south)).toEqual(await counted(south));
};

describe('company figures', () => {
  it('match the rows after listings and projects are added one by one and in bulk, for each company', async () => {
    await db.insert(projects).values([
      { companyId: north, name: 'Torre Activa', status: 'ACTIVE' },
      { companyId: north, name: 'Torre Borrador', status: 'DRAFT' },
    ]);
    await db.insert(properties).values({ companyId: north, name: 'Casa 1', propertyType: 'house' });
    await db.execute(sql`
      insert into properties (company_id, name, property_type, status)
      select case when g % 3 = 0 then ${south}::int else ${north}::int end, 'Apto ' || g, 'apartment'::property_type,
        (case when g % 4 = 0 then 'SOLD' else 'AVAILABLE' end)::property_status
      from generate_series(1, 60) g`);
    await bothMatch();
    expect((await kept(north)).properties).toBe(41);
    expect((await kept(north)).activeProjects).toBe(1);
  });

  it('follow a listing sold, a project published, and ignore edits that move no figure', async () => {
    const [apto] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.status, 'AVAILABLE'))
      .limit(1);
    await db.update(properties).set({ status: 'SOLD' }).where(eq(properties.id, apto!.id));
    await db.update(projects).set({ status: 'ACTIVE' }).where(eq(projects.name, 'Torre Borrador'));
    await bothMatch();
    const before = await kept(north);
    await db.update(properties).set({ price: 350_000_000 }).where(eq(properties.companyId, north));
    expect(await kept(north)).toEqual(before);
  });

  it('move with a listing handed to another company, and lose deleted rows', async () => {
    const moved = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.companyId, north))
      .limit(5);
    await db
      .update(properties)
      .set({ companyId: south })
      .where(
        inArray(
          properties.id,
          moved.map((m) => m.id)
        )
      );
    await bothMatch();
    await db.delete(properties).where(eq(properties.companyId, south));
    await db.delete(projects).where(eq(projects.name, 'Torre Activa'));
    await bothMatch();
    expect(await kept(south)).toEqual({ properties: 0, available: 0, activeProjects: 0 });
  });

  it('leave with the company, and start from zero when the tables are emptied at once', async () => {
    await db.delete(companies).where(eq(companies.id, south));
    expect(await db.select().from(companyTotals).where(eq(companyTotals.companyId, south))).toEqual([]);
    await db.execute(sql`truncate properties cascade`);
    expect((await kept(north)).properties).toBe(0);
    await db.insert(properties).values({ companyId: north, name: 'Lote 1', propertyType: 'land' });
    await bothMatch();
  });
});
