import { sql } from 'drizzle-orm';
import { loadInventory } from '#server/assistant/inventory';
import { fold } from '#server/assistant/text';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  // Places the demo data lacks: a city spelt without its accent, a neighbourhood and a department without a city,
  // and a project whose city is its only place.
  await db.execute(sql`
    insert into properties (company_id, name, property_type, city, department, neighborhood) values
      (1, 'Apartamento sin tilde', 'apartment', 'Bogota', 'Cundinamarca', 'Chapinero'),
      (1, 'Lote rural', 'land', null, 'Boyacá', 'Vereda El Rosal'),
      (1, 'Casa sin lugar', 'house', null, null, null)`);
  await db.execute(
    sql`insert into projects (company_id, name, city) values (1, 'Proyecto en Tunja', 'Tunja')`
  );
});
afterAll(() => close());

/** The places as DISTINCT over every row reads them, the reference the skip scan must match. */
async function distinctPlaces() {
  const column = async (name: 'city' | 'department') =>
    (
      await db.execute<{ v: string }>(sql`
        select distinct ${sql.raw(name)} as v from properties where ${sql.raw(name)} is not null
        union select distinct ${sql.raw(name)} from projects where ${sql.raw(name)} is not null`)
    ).rows.map((r) => r.v);
  const hoods = (
    await db.execute<{ neighborhood: string; city: string | null }>(sql`
      select distinct neighborhood, city from properties where neighborhood is not null
      union select distinct neighborhood, city from projects where neighborhood is not null`)
  ).rows;
  return { cities: await column('city'), departments: await column('department'), hoods };
}

describe("the assistant's places", () => {
  it('are every city, department and neighbourhood of the listings and projects, with their spellings', async () => {
    const snapshot = await loadInventory(db, 'v1');
    const expected = await distinctPlaces();
    expect(expected.cities).toEqual(expect.arrayContaining(['Bogotá', 'Bogota', 'Tunja']));

    for (const city of expected.cities) {
      const spellings = expected.cities.filter((c) => fold(c) === fold(city));
      expect(new Set(snapshot.spellings.city(city))).toEqual(new Set(spellings));
      expect(snapshot.gazetteer.exact(fold(city))).toMatchObject({ kind: 'city' });
    }
    for (const department of expected.departments) {
      const spellings = expected.departments.filter((d) => fold(d) === fold(department));
      expect(new Set(snapshot.spellings.department(department))).toEqual(new Set(spellings));
    }
    for (const { neighborhood } of expected.hoods) {
      const cities = new Set(
        expected.hoods.filter((h) => h.neighborhood === neighborhood).map((h) => h.city)
      );
      const city = cities.size === 1 ? [...cities][0]! : null;
      expect(snapshot.gazetteer.cityOfNeighborhood(neighborhood)).toBe(city);
      expect(snapshot.spellings.neighborhood(neighborhood)).toContain(neighborhood);
    }
    expect(snapshot.gazetteer.cityOfNeighborhood('Vereda El Rosal')).toBeNull();
    expect(snapshot.spellings.department('boyaca')).toEqual(['Boyacá']);
  });
});
