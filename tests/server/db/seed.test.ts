import { createHash } from 'node:crypto';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { DEMO_USERS } from '#server/demo/demo-users';
import type { Db } from '#server/db/client';
import { companies, companyMembers, leadEvents, leads, projects, properties, users } from '#server/db/schema';
import { DEMO_COMPANIES, DEMO_MEMBERSHIPS } from '#server/demo/demo-companies';
import { nitCheckDigit } from '#server/demo/nit';
import { planProjects } from '#server/demo/plan-projects';
import { createRandom } from '#server/demo/prng';
import { seedDemoData, type SeedResult } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';

const DAY_MS = 24 * 60 * 60 * 1000;
const CITIES = [
  'Bogotá',
  'Medellín',
  'Cali',
  'Barranquilla',
  'Bucaramanga',
  'Cartagena',
  'Pereira',
  'Manizales',
  'Ibagué',
  'Villavicencio',
];

let db: Db;
let close: () => Promise<void>;
let first: SeedResult;
const now = new Date();

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  first = await seedDemoData(db, { now });
});
afterAll(() => close());

async function companyId(name: string): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`missing company ${name}`);
  return row.id;
}

describe('seedDemoData', () => {
  it('fills an empty database with at least the promised amounts', () => {
    expect(first.seeded).toBe(true);
    expect(first.counts.companies).toBeGreaterThanOrEqual(6);
    expect(first.counts.projects).toBeGreaterThanOrEqual(20);
    expect(first.counts.properties).toBeGreaterThanOrEqual(300);
    expect(first.counts.leads).toBeGreaterThanOrEqual(60);
    expect(first.counts.users).toBeGreaterThanOrEqual(DEMO_USERS.length + 10);
  });

  it('changes nothing when run again', async () => {
    const again = await seedDemoData(db, { now: new Date(now.getTime() + DAY_MS) });
    expect(again).toEqual({ seeded: false, counts: first.counts });
  });

  it('creates the demo accounts by email, without an identity-provider subject yet', async () => {
    for (const demo of DEMO_USERS) {
      const [user] = await db.select().from(users).where(eq(users.email, demo.email));
      expect(user).toMatchObject({ fullName: demo.name, auth0Sub: null, isActive: true });
    }
  });

  it('gives the demo accounts the memberships the journeys rely on', async () => {
    const rows = await db
      .select({ email: users.email, company: companies.name, role: companyMembers.role })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(sql`${users.email} like '%@inbest.test'`)
      .orderBy(companyMembers.id);
    expect(rows).toEqual(
      DEMO_MEMBERSHIPS.map((m) => ({ email: m.email, company: DEMO_COMPANIES[m.company].name, role: m.role }))
    );
    const ownerCompanies = rows.filter((r) => r.email === 'owner@inbest.test').map((r) => r.company);
    expect(ownerCompanies).toEqual(['Constructora Andina S.A.S.', 'Inversiones Caribe Urbano S.A.S.']);
  });

  it('registers Colombian companies with NITs whose DIAN check digit is right', async () => {
    const rows = await db.select().from(companies).where(eq(companies.countryCode, 'CO'));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      const [base, digit] = (row.registrationId ?? '').split('-');
      expect(row.registrationId).toMatch(/^\d{9,10}-\d$/);
      expect(nitCheckDigit(base ?? '')).toBe(Number(digit));
      expect(CITIES).toContain(row.city);
    }
    expect(rows.some((r) => r.verified) && rows.some((r) => !r.verified)).toBe(true);
  });

  it('places projects in at least eight of the Colombian cities, with a status mix', async () => {
    const rows = await db.select().from(projects);
    expect(new Set(rows.map((p) => p.city)).size).toBeGreaterThanOrEqual(8);
    expect(rows.every((p) => CITIES.includes(p.city ?? ''))).toBe(true);
    expect(new Set(rows.map((p) => p.status))).toEqual(
      new Set(['DRAFT', 'ACTIVE', 'COMPLETED', 'CANCELLED'])
    );
  });

  it('keeps every project unit counter and price range equal to its units', async () => {
    const { rows } = await db.execute<{ id: number; mismatches: number }>(sql`
      select p.id,
        (p.total_units <> count(u.id))::int
        + (p.available_units <> count(u.id) filter (where u.status = 'AVAILABLE'))::int
        + (p.sold_units <> count(u.id) filter (where u.status = 'SOLD'))::int
        + (p.price_range_min <> min(u.price))::int
        + (p.price_range_max <> max(u.price))::int as mismatches
      from projects p left join properties u on u.project_id = p.id
      group by p.id`);
    expect(rows.filter((r) => Number(r.mismatches) > 0)).toEqual([]);
  });

  it('prices built units between 4 and 12 million pesos per square metre', async () => {
    const [range] = await db
      .select({
        min: sql<number>`min(${properties.price} / ${properties.area})::float`,
        max: sql<number>`max(${properties.price} / ${properties.area})::float`,
      })
      .from(properties)
      .where(sql`${properties.propertyType} <> 'land'`);
    expect(range?.min).toBeGreaterThanOrEqual(3_900_000);
    expect(range?.max).toBeLessThanOrEqual(12_100_000);
  });

  it('has mostly available units, and rents rented ones at 0.45–0.65 % of their price a month', async () => {
    const byStatus = await db
      .select({ status: properties.status, n: count() })
      .from(properties)
      .groupBy(properties.status);
    const total = byStatus.reduce((sum, s) => sum + s.n, 0);
    const available = byStatus.find((s) => s.status === 'AVAILABLE')?.n ?? 0;
    expect(available / total).toBeGreaterThan(0.5);
    expect(byStatus.map((s) => s.status).sort()).toEqual(['AVAILABLE', 'RENTED', 'RESERVED', 'SOLD']);

    const rented = await db.select().from(properties).where(eq(properties.status, 'RENTED'));
    for (const unit of rented) {
      const share = (unit.monthlyRent ?? 0) / (unit.price ?? 1);
      expect(share).toBeGreaterThanOrEqual(0.0044);
      expect(share).toBeLessThanOrEqual(0.0066);
    }
  });

  it('gives units the area, rooms and parking of their model', async () => {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from properties u join property_models m on m.id = u.property_model_id
      where u.area <> m.area or u.bedrooms <> m.bedrooms or u.bathrooms <> m.bathrooms
        or u.parking_spaces <> m.parking_spaces`);
    expect(rows[0]?.n).toBe(0);
  });

  it('gives every Colombian demo company leads in the last 30 days, about sixty in all, plus older ones', async () => {
    const since = new Date(now.getTime() - 30 * DAY_MS);
    const recent = await db.$count(leads, gte(leads.createdAt, since));
    expect(recent).toBeGreaterThanOrEqual(55);
    expect(recent).toBeLessThanOrEqual(70);
    expect(await db.$count(leads, lt(leads.createdAt, since))).toBeGreaterThan(0);
    expect(await db.$count(leads, sql`${leads.createdAt} > ${now}`)).toBe(0);

    const colombian = Object.values(DEMO_COMPANIES).filter((c) => c.countryCode === 'CO');
    for (const demo of colombian) {
      const id = await companyId(demo.name);
      expect(
        await db.$count(leads, and(eq(leads.companyId, id), gte(leads.createdAt, since)))
      ).toBeGreaterThan(0);
    }
  });

  it('spreads leads over every status, each with a history that ends where it stands', async () => {
    const byStatus = await db.select({ status: leads.status, n: count() }).from(leads).groupBy(leads.status);
    // The sale cycle of the demo moves a few on to quoted, reserved and won.
    for (const status of ['new', 'contacted', 'qualified', 'quoted', 'reserved', 'won', 'lost'] as const)
      expect(byStatus.find((r) => r.status === status)?.n ?? 0, status).toBeGreaterThan(0);
    const rows = await db.select().from(leads);
    const events = await db.select().from(leadEvents).orderBy(leadEvents.createdAt, leadEvents.id);
    for (const lead of rows) {
      const own = events.filter((e) => e.leadId === lead.id);
      expect(own[0]?.type).toBe('created');
      // A quote's later steps (sent, accepted) are history entries that leave the status as it was.
      expect(own.filter((e) => e.toStatus !== null).at(-1)?.toStatus).toBe(lead.status);
    }
  });

  it('never seeds two leads of one company with the same e-mail or phone', async () => {
    const [dupes] = (
      await db.execute<{ n: number }>(sql`
        select count(*)::int as n from leads a join leads b
          on a.company_id = b.company_id and a.id < b.id
         and (lower(a.contact_email) = lower(b.contact_email)
              or right(regexp_replace(a.contact_phone, '\D', '', 'g'), 10)
               = right(regexp_replace(b.contact_phone, '\D', '', 'g'), 10))`)
    ).rows;
    expect(Number(dupes?.n)).toBe(0);
  });

  it('links leads only to projects and properties of their own company', async () => {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from leads l
      left join projects p on p.id = l.project_id
      left join properties u on u.id = l.property_id
      where (p.id is not null and p.company_id <> l.company_id) or (u.id is not null and u.company_id <> l.company_id)`);
    expect(rows[0]?.n).toBe(0);
    const phones = await db.select({ phone: leads.contactPhone }).from(leads);
    expect(phones.every((p) => /^\+57 3\d{2} \d{3} \d{4}$/.test(p.phone ?? ''))).toBe(true);
  });
});

describe('demo data helpers', () => {
  it('puts the apartments of the larger buildings in two towers, and houses in none', async () => {
    const { rows } = await db.execute<{ towers: number; houses_in_towers: number }>(sql`
      select count(distinct tower)::int as towers,
        count(*) filter (where property_type = 'house' and tower is not null)::int as houses_in_towers
      from properties where project_id is not null`);
    expect(rows[0]).toEqual({ towers: 2, houses_in_towers: 0 });
  });

  it('draws the same projects with towers as it drew before units had one', () => {
    // The tower follows from the unit's place in the list, so every drawn value stays what it was: the plan without
    // its towers has the fingerprint it had before migration 0018.
    const plan = planProjects(createRandom(7), new Date('2026-03-01T15:00:00Z'));
    const withoutTowers = JSON.stringify(plan, (key, value: unknown) =>
      key === 'tower' ? undefined : value
    );
    expect(createHash('sha256').update(withoutTowers).digest('hex')).toBe(
      '89d11633c48e33bc9d43c1d49512810e6e387b6b016f05d6e28b57c43a5f1818'
    );
  });

  it('compute the DIAN check digit of real NITs', () => {
    expect(nitCheckDigit('890903938')).toBe(8);
    expect(nitCheckDigit('800197268')).toBe(4);
    expect(nitCheckDigit('860034313')).toBe(7);
  });

  it('plan the same projects for the same clock, so demo data is reproducible', () => {
    const clock = new Date('2026-03-01T15:00:00Z');
    expect(planProjects(createRandom(7), clock)).toEqual(planProjects(createRandom(7), clock));
  });
});
