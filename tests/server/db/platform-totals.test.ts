import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { companies, platformCountryTotals, platformTotals, projects } from '#server/db/schema';
import { createTestDb } from '#tests/server/support/test-db';

// The admin list's platform figures are kept by triggers (migration 0012); whatever writes companies and projects,
// they must equal a count of the rows.

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createTestDb()));
afterAll(() => close());

async function kept() {
  const [row] = await db.select().from(platformTotals);
  const countries = await db
    .select({ code: platformCountryTotals.countryCode })
    .from(platformCountryTotals)
    .where(sql`${platformCountryTotals.companies} > 0`);
  return {
    companies: row!.companies,
    verified: row!.verifiedCompanies,
    projects: row!.projects,
    countries: countries.map((c) => c.code).sort(),
  };
}

async function counted() {
  const { rows } = await db.execute<{ companies: number; verified: number; projects: number }>(sql`
    select (select count(*)::int from companies) as companies,
      (select count(*)::int from companies where verified) as verified,
      (select count(*)::int from projects) as projects`);
  const countries = await db.selectDistinct({ code: companies.countryCode }).from(companies);
  return { ...rows[0]!, countries: countries.map((c) => c.code).sort() };
}

const newCompanies = (n: number, countryCode: string, verified = false) =>
  db
    .insert(companies)
    .values(
      Array.from({ length: n }, (_, i) => ({ name: `Totales ${countryCode} ${i}`, countryCode, verified }))
    )
    .returning({ id: companies.id });

describe('platform figures', () => {
  it('match the rows after companies and projects are added one by one and in bulk', async () => {
    const [one] = await newCompanies(1, 'CO');
    await db.insert(projects).values({ companyId: one!.id, name: 'Torre Uno' });
    const many = await newCompanies(40, 'MX', true);
    await db.execute(sql`
      insert into projects (company_id, name)
      select c.id, 'Proyecto ' || g from companies c, generate_series(1, 5) g where c.country_code = 'MX'`);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).verified).toBeGreaterThanOrEqual(many.length);
  });

  it('follow a company verified, moved to another country, or edited in neither', async () => {
    const [peru] = await newCompanies(1, 'PE');
    await db.update(companies).set({ verified: true }).where(eq(companies.id, peru!.id));
    expect(await kept()).toEqual(await counted());
    await db.update(companies).set({ countryCode: 'CL' }).where(eq(companies.id, peru!.id));
    const after = await kept();
    expect(after).toEqual(await counted());
    expect(after.countries).toContain('CL');
    expect(after.countries).not.toContain('PE');
    await db.update(companies).set({ name: 'Renombrada S.A.S.' }).where(eq(companies.id, peru!.id));
    expect(await kept()).toEqual(after);
  });

  it('lose deleted projects, and deleted companies with their country', async () => {
    const mexican = (
      await db.select({ id: companies.id }).from(companies).where(eq(companies.countryCode, 'MX'))
    ).map((c) => c.id);
    await db.delete(projects).where(inArray(projects.companyId, mexican));
    expect(await kept()).toEqual(await counted());
    await db.delete(companies).where(inArray(companies.id, mexican));
    const after = await kept();
    expect(after).toEqual(await counted());
    expect(after.countries).not.toContain('MX');
  });

  it('start again from zero when the tables are emptied at once', async () => {
    await db.execute(sql`truncate companies cascade`);
    expect(await kept()).toEqual({ companies: 0, verified: 0, projects: 0, countries: [] });
    await newCompanies(2, 'CO', true);
    expect(await kept()).toEqual(await counted());
  });
});
