import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { properties } from '#server/db/schema';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId } from './chat-support';

// The rented comparables of a city and type are read once per version of the inventory and shared by the questions
// asked at that version: a rent changed, a listing rented or withdrawn must show in the very next question.

let db: Db;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof createTestApi>>['app'];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  ({ app } = await createTestApi(db));
});
afterAll(() => close());

type Rec = { id: number; estimated_rent: number | null };
const rentsOf = async (message: string) =>
  new Map(
    ((await chat(app, message, newSessionId())).recommendations as Rec[]).map((r) => [r.id, r.estimated_rent])
  );
const rentedApartmentsInMedellin = and(
  eq(properties.status, 'RENTED'),
  eq(properties.propertyType, 'apartment'),
  eq(properties.city, 'Medellín')
);

describe('rent estimates after the inventory changes', () => {
  it('estimates from the comparables as they are now, not as an earlier question read them', async () => {
    const before = await rentsOf('apartamentos en Medellín');
    const again = await rentsOf('apartamentos en Medellín para invertir');
    const estimated = [...before].filter(([id, rent]) => rent !== null && again.get(id) === rent);
    expect(estimated.length).toBeGreaterThan(0);

    // Every rented apartment of the city now asks twice the rent: so does every estimate made from them.
    const doubled = await db
      .update(properties)
      .set({ monthlyRent: sql`${properties.monthlyRent} * 2` })
      .where(rentedApartmentsInMedellin)
      .returning({ id: properties.id });
    expect(doubled.length).toBeGreaterThanOrEqual(3);

    const after = await rentsOf('apartamentos en Medellín de cualquier precio');
    for (const [id, rent] of estimated) {
      if (!after.has(id)) continue;
      // Rents are quoted in thousands: the doubled estimate is within a thousand of twice the earlier one.
      expect(Math.abs((after.get(id) as number) - 2 * (rent as number))).toBeLessThanOrEqual(1000);
    }
    expect(estimated.some(([id]) => after.has(id))).toBe(true);
  });
});
