import { sql } from 'drizzle-orm';
import { colombiaDay, colombiaMonth } from '#domain/business-calendar';
import { ACTIVITY_TYPES } from '#domain/construction';
import type { Db } from '#server/db/client';
import { companies, projectActivities, projects, properties } from '#server/db/schema';
import { planActivities } from '#server/demo/plan-activities';
import { dateSales, planConstruction } from '#server/demo/plan-construction';
import { planProjects } from '#server/demo/plan-projects';
import { createRandom } from '#server/demo/prng';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';

let db: Db;
let close: () => Promise<void>;
const now = new Date();

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db, { now });
});
afterAll(() => close());

describe('the demo data of the constructor workspace', () => {
  it('gives every project a stage that agrees with its status, a budget, spending and a manager', async () => {
    const rows = await db.select().from(projects);
    const expected: Record<string, string[]> = {
      DRAFT: ['planning'],
      COMPLETED: ['completed'],
      CANCELLED: ['cancelled'],
      ACTIVE: ['pre-sale', 'construction', 'marketing', 'on-hold'],
    };
    for (const p of rows) {
      expect(expected[p.status]).toContain(p.constructionStage);
      expect(p.budget).toBeGreaterThan(0);
      expect(p.spent).toBeGreaterThanOrEqual(0);
      expect(p.manager).toBeTruthy();
    }
    expect(new Set(rows.map((p) => p.constructionStage)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((p) => p.priority))).toEqual(new Set(['high', 'medium', 'low']));
  });

  it('dates every sale between the listing and now, with sales in several months of this year', async () => {
    const sold = await db
      .select()
      .from(properties)
      .where(sql`${properties.status} = 'SOLD'`);
    expect(sold.length).toBeGreaterThan(20);
    for (const unit of sold) {
      expect(unit.soldAt).not.toBeNull();
      expect(unit.soldAt!.getTime()).toBeGreaterThanOrEqual(unit.createdAt.getTime());
      expect(unit.soldAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(unit.updatedAt.getTime()).toBeGreaterThanOrEqual(unit.soldAt!.getTime());
    }
    const { year, month } = colombiaMonth(now);
    const months = new Set(
      sold
        .map((u) => colombiaMonth(u.soldAt!))
        .filter((m) => m.year === year)
        .map((m) => m.month)
    );
    expect(months.size).toBeGreaterThanOrEqual(Math.min(month, 3));
  });

  it('sets a monthly revenue target for every company', async () => {
    const rows = await db.select({ target: companies.monthlyRevenueTarget }).from(companies);
    expect(rows.every((r) => (r.target ?? 0) > 0)).toBe(true);
  });

  it('writes a feed of every activity type, never before its project nor after now', async () => {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from project_activities a join projects p on p.id = a.project_id
      where a.created_at < p.created_at or a.company_id <> p.company_id or a.created_at > ${now.toISOString()}`);
    expect(rows[0]?.n).toBe(0);
    const types = await db.selectDistinct({ type: projectActivities.type }).from(projectActivities);
    // The demo's separaciones are in force or sold: releases and expiries come only from the sale cycle itself.
    const fromTheSaleCycle = ['reservation_released', 'reservation_expired'];
    expect(types.map((t) => t.type).sort()).toEqual(
      ACTIVITY_TYPES.filter((t) => !fromTheSaleCycle.includes(t)).sort()
    );
    const perCompany = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from companies c
      where exists (select 1 from projects p where p.company_id = c.id)
        and not exists (select 1 from project_activities a where a.company_id = c.id)`);
    expect(perCompany.rows[0]?.n).toBe(0);
  });

  it('plans the same construction figures and feed for the same clock', () => {
    const clock = new Date('2026-09-10T15:00:00Z');
    const plan = () => {
      const planned = planProjects(createRandom(7), clock);
      const random = createRandom(11);
      planConstruction(random, planned);
      dateSales(
        random,
        planned.flatMap((p) => p.units.map((u) => u.row)),
        clock
      );
      const history = planned.map((p, i) => ({
        id: i + 1,
        companyId: 1,
        name: p.row.name,
        stage: p.row.constructionStage!,
        createdAt: p.row.createdAt!,
        updatedAt: p.row.updatedAt!,
        startDate: p.row.startDate ?? null,
        completionDate: p.row.completionDate ?? null,
      }));
      return {
        planned,
        feed: planActivities(random, { projects: history, sales: [], leads: [] }, new Map(), clock),
      };
    };
    expect(plan()).toEqual(plan());
  });
});

describe('the demo sale cycle', () => {
  it('leaves Cartera and the funnel with something to show: sales with buyers, one overdue, a separación, quotes', async () => {
    const { rows } = await db.execute<Record<string, number>>(sql`
      select
        (select count(*)::int from sales where buyer_name is not null) as sales,
        (select count(*)::int from reservations where status = 'active') as held,
        (select count(*)::int from quotes) as quotes,
        (select count(*)::int from sale_payments) as payments,
        (select count(*)::int from sale_instalments i where i.due_on < ${colombiaDay(now)}
          and i.amount > coalesce((select sum(p.amount) from sale_payments p where p.instalment_id = i.id), 0)) as overdue`);
    expect(rows[0]!.sales).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.held).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.quotes).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.payments).toBeGreaterThanOrEqual(4);
    expect(rows[0]!.overdue).toBeGreaterThanOrEqual(1);
  });
});
