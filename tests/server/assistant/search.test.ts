import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId } from './chat-support';

let db: Db;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof createTestApi>>['app'];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  ({ app } = await createTestApi(db));
});
afterAll(() => close());

type Row = Record<string, unknown>;
const rowsOf = async (query: ReturnType<typeof sql>) => (await db.execute<Row>(query)).rows;

/** Every recommendation must be a real, available listing of a published project (or standalone). */
async function expectReal(recommendations: { id: number; price: number | null }[]) {
  for (const r of recommendations) {
    const [row] = await rowsOf(sql`
      select p.status, p.price, pr.status as project_status from properties p
      left join projects pr on pr.id = p.project_id where p.id = ${r.id}`);
    expect(row).toBeDefined();
    expect(row?.status).toBe('AVAILABLE');
    expect([null, 'ACTIVE', 'COMPLETED']).toContain(row?.project_status ?? null);
    expect(Number(row?.price)).toBe(r.price);
  }
}

describe('search that never invents', () => {
  it('finds exactly the available 2-bedroom homes in Medellín under 400 million', async () => {
    const reply = await chat(app, '2 habitaciones en Medellín por menos de 400 millones', newSessionId());
    const expected = await rowsOf(sql`
      select p.id from properties p left join projects pr on pr.id = p.project_id
      where p.status = 'AVAILABLE' and (p.project_id is null or pr.status in ('ACTIVE', 'COMPLETED'))
        and p.city = 'Medellín' and p.bedrooms = 2 and p.price <= 400000000`);
    expect(expected.length).toBeGreaterThan(0);
    expect(reply.total_matches).toBe(expected.length);
    expect(reply.relaxed).toEqual([]);
    expect(new Set(reply.recommendations.map((r: { id: number }) => r.id))).toEqual(
      new Set(expected.slice(0, 6).map((r) => Number(r.id)))
    );
    for (const r of reply.recommendations) {
      expect(r).toMatchObject({ bedrooms: 2, location: { city: 'Medellín' }, currency: 'COP' });
      expect(r.price).toBeLessThanOrEqual(400_000_000);
      expect(r.priceLabel).toMatch(/^\$\d{3}\.\d{3}\.\d{3}$/);
      expect(r.company.name).toBe('Constructora Andina S.A.S.');
      expect(Date.parse(r.availability_checked_at)).not.toBeNaN();
    }
    await expectReal(reply.recommendations);
  });

  it('leaves out units of draft and cancelled projects', async () => {
    const reply = await chat(app, 'apartamentos en Belén', newSessionId());
    const projects = reply.recommendations.map(
      (r: { project: { status: string } | null }) => r.project?.status
    );
    expect(projects).not.toContain('DRAFT');
    expect(projects).not.toContain('CANCELLED');
    await expectReal(reply.recommendations);
  });

  it('applies amenity, parking and area filters in the database', async () => {
    const reply = await chat(
      app,
      'apartamento con piscina y parqueadero de más de 50 m2 en Medellín',
      newSessionId()
    );
    expect(reply.relaxed).toEqual([]);
    expect(reply.recommendations.length).toBeGreaterThan(0);
    for (const r of reply.recommendations) {
      const [row] = await rowsOf(
        sql`select amenities, parking_spaces, area from properties where id = ${r.id}`
      );
      expect((row?.amenities as Record<string, boolean>).piscina).toBe(true);
      expect(Number(row?.parking_spaces)).toBeGreaterThanOrEqual(1);
      expect(Number(row?.area)).toBeGreaterThanOrEqual(50);
    }
  });

  it('loosens the least important filter when nothing matches, and says which and how', async () => {
    const reply = await chat(
      app,
      'apartamentos de 2 habitaciones en Belén con piscina por menos de 400 millones',
      newSessionId()
    );
    expect(reply.relaxed).toEqual(['quité piscina de los requisitos']);
    expect(reply.content).toContain('No encontré coincidencias exactas');
    expect(reply.content).toContain('quité piscina de los requisitos');
    expect(reply.slots.amenities).toEqual(['piscina']);
    expect(reply.recommendations.length).toBeGreaterThan(0);
    for (const r of reply.recommendations) {
      expect(r.location.district).toBe('Belén');
      expect(r.bedrooms).toBe(2);
    }
    await expectReal(reply.recommendations);
  });

  it('gives up a neighbourhood before the budget, and widens the budget by a stated 20 % before the type', async () => {
    const poblado = await chat(app, 'apartamento en El Poblado por menos de 500 millones', newSessionId());
    expect(poblado.relaxed).toEqual(['busqué en todo Medellín y no solo en El Poblado']);
    for (const r of poblado.recommendations) {
      expect(r.location.city).toBe('Medellín');
      expect(r.price).toBeLessThanOrEqual(500_000_000);
    }

    const cheap = await chat(
      app,
      'apartamento de 2 habitaciones en Medellín por menos de 250 millones',
      newSessionId()
    );
    expect(cheap.relaxed).toEqual([
      'amplié la búsqueda a 1 a 3 habitaciones',
      'subí el presupuesto máximo a $300.000.000 (20 % más)',
    ]);
    expect(cheap.recommendations.length).toBeGreaterThan(0);
    for (const r of cheap.recommendations) {
      expect(r.price).toBeLessThanOrEqual(300_000_000);
      expect(r.property_type).toBe('apartment');
    }
    await expectReal([...poblado.recommendations, ...cheap.recommendations]);
  });

  it('says so when a city has no inventory and shows real options elsewhere', async () => {
    const reply = await chat(app, 'casas en Santa Marta', newSessionId());
    expect(reply.relaxed[0]).toBe(
      'busqué en otras ciudades porque no tengo inventario disponible en Santa Marta'
    );
    expect(reply.recommendations.length).toBeGreaterThan(0);
    for (const r of reply.recommendations) expect(r.property_type).toBe('house');
    await expectReal(reply.recommendations);
  });

  it('ranks listings that meet more of the request first after loosening', async () => {
    const reply = await chat(app, 'casas en Chapinero', newSessionId());
    const first = reply.recommendations[0];
    expect(first.location.district).toBe('Chapinero Alto');
    const scores = reply.recommendations.map((r: { match_score: number }) => r.match_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('counts the matches of a broad request without reading them all', async () => {
    const reply = await chat(app, 'propiedades en Colombia', newSessionId());
    const [count] = await rowsOf(sql`
      select count(*)::int as n from properties p left join projects pr on pr.id = p.project_id
      where p.status = 'AVAILABLE' and (p.project_id is null or pr.status in ('ACTIVE', 'COMPLETED'))`);
    expect(reply.total_matches).toBe(Math.min(Number(count?.n), 1001));
    expect(reply.recommendations).toHaveLength(6);
  });
});
