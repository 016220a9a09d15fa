import { eq } from 'drizzle-orm';
import type { AvailabilityBoard, BoardUnit, UnitStatusEvent } from '#domain/availability';
import type { Db } from '#server/db/client';
import { properties, projects } from '#server/db/schema';
import { addProject } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { addModel, callJson, people, setUpCompanies } from '#tests/server/projects/support';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let serial = 0;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own } = await setUpCompanies(db, api));
});
afterAll(() => close());

type Seed = { tower: string | null; floor: number; status?: 'AVAILABLE' | 'RESERVED' | 'SOLD' | 'BLOCKED' };

/** A project with two models and units in two towers; returns the ids the tests address. */
async function boardProject(units: (Seed & { model: 'A' | 'B'; price: number; bedrooms: number })[]) {
  const project = await addProject(db, own, `Torres ${++serial}`, 'ACTIVE');
  const models = { A: await addModel(db, project, 'Tipo A'), B: await addModel(db, project, 'Tipo B') };
  const ids: number[] = [];
  for (const [i, u] of units.entries()) {
    const [row] = await db
      .insert(properties)
      .values({
        companyId: own,
        projectId: project,
        propertyModelId: models[u.model],
        name: `Apto ${u.floor}0${i + 1}`,
        tower: u.tower,
        floorNumber: u.floor,
        status: u.status ?? 'AVAILABLE',
        propertyType: 'apartment',
        price: u.price,
        bedrooms: u.bedrooms,
        area: 60,
      })
      .returning({ id: properties.id });
    ids.push(row!.id);
  }
  return { project, models, ids };
}

const board = async (project: number, query = '', person = people.owner) =>
  callJson(api, person, 'GET', `/projects/${project}/availability${query}`);

describe('the availability board', () => {
  it('lists the units by tower, then floor from the top, with counts per status and what the filters offer', async () => {
    const { project, models } = await boardProject([
      { tower: 'Torre 2', floor: 1, model: 'A', price: 300_000_000, bedrooms: 2 },
      { tower: 'Torre 1', floor: 1, model: 'A', price: 310_000_000, bedrooms: 2, status: 'SOLD' },
      { tower: 'Torre 1', floor: 5, model: 'B', price: 520_000_000, bedrooms: 3, status: 'RESERVED' },
      { tower: null, floor: 1, model: 'B', price: 250_000_000, bedrooms: 1, status: 'BLOCKED' },
    ]);
    const { status, body } = await board(project, '', people.viewer);
    expect(status).toBe(200);
    const b = body as AvailabilityBoard;
    expect(b.units.map((u) => [u.tower, u.floor_number, u.status])).toEqual([
      ['Torre 1', 5, 'RESERVED'],
      ['Torre 1', 1, 'SOLD'],
      ['Torre 2', 1, 'AVAILABLE'],
      [null, 1, 'BLOCKED'],
    ]);
    expect(b.counts).toEqual({ AVAILABLE: 1, RESERVED: 1, SOLD: 1, RENTED: 0, BLOCKED: 1 });
    expect(b.total).toBe(4);
    expect(b.models).toEqual([
      { id: models.A, name: 'Tipo A' },
      { id: models.B, name: 'Tipo B' },
    ]);
    expect(b.bedrooms).toEqual([1, 2, 3]);
    expect(b.units[0]).toMatchObject({
      property_model_name: 'Tipo B',
      price: 520_000_000,
      area: 60,
      bedrooms: 3,
    });
  });

  it('filters by model, bedrooms and price range, and counts only what it keeps', async () => {
    const { project, models } = await boardProject([
      { tower: 'Torre 1', floor: 1, model: 'A', price: 300_000_000, bedrooms: 2 },
      { tower: 'Torre 1', floor: 2, model: 'A', price: 400_000_000, bedrooms: 3, status: 'SOLD' },
      { tower: 'Torre 1', floor: 3, model: 'B', price: 500_000_000, bedrooms: 3 },
    ]);
    const byModel = (await board(project, `?model_id=${models.A}`)).body as AvailabilityBoard;
    expect(byModel.units.map((u) => u.floor_number)).toEqual([2, 1]);
    expect(byModel.counts.SOLD).toBe(1);
    const byRooms = (await board(project, '?bedrooms=3&min_price=450000000')).body as AvailabilityBoard;
    expect(byRooms.units.map((u) => u.floor_number)).toEqual([3]);
    expect(byRooms.counts).toMatchObject({ AVAILABLE: 1, SOLD: 0 });
    // The filters still offer every model and bedroom count of the project.
    expect(byRooms.models).toHaveLength(2);
    expect(byRooms.bedrooms).toEqual([2, 3]);
  });

  it('refuses a price range with its ends crossed, in Spanish', async () => {
    const { project } = await boardProject([]);
    const { status, body } = await board(project, '?min_price=500&max_price=100');
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain('El precio mínimo no puede ser mayor que el máximo');
  });

  it('answers a project of 500 units in one statement, well under a second', async () => {
    const project = await addProject(db, own, `Torres ${++serial}`, 'ACTIVE');
    const model = await addModel(db, project, 'Tipo A');
    await db.insert(properties).values(
      Array.from({ length: 500 }, (_, i) => ({
        companyId: own,
        projectId: project,
        propertyModelId: model,
        name: `Apto ${i + 1}`,
        tower: `Torre ${(i % 4) + 1}`,
        floorNumber: Math.floor(i / 20) + 1,
        propertyType: 'apartment' as const,
        price: 300_000_000 + i * 1_000_000,
        bedrooms: 2,
      }))
    );
    await board(project); // warm the statement's plan
    const started = performance.now();
    const { status, body } = await board(project);
    const ms = performance.now() - started;
    console.info(`availability board, 500 units: ${ms.toFixed(0)} ms`);
    expect(status).toBe(200);
    expect((body as AvailabilityBoard).units).toHaveLength(500);
    expect(ms).toBeLessThan(1000);
  });

  it("is not another company's to read", async () => {
    const { project } = await boardProject([]);
    expect((await board(project, '', people.foreignOwner)).status).toBe(404);
    expect((await board(999_999)).status).toBe(404);
  });
});

const history = async (unit: number) =>
  (await callJson(api, people.viewer, 'GET', `/properties/${unit}/status-history`)).body as UnitStatusEvent[];
const hold = (unit: number, action: 'block' | 'unblock', reason: unknown, person = people.owner) =>
  callJson(api, person, 'POST', `/properties/${unit}/${action}`, { reason });

describe('blocking and releasing a unit', () => {
  it('blocks an available unit with its reason, records who and why, and releases it again', async () => {
    const { project, ids } = await boardProject([
      { tower: 'Torre 1', floor: 1, model: 'A', price: 300_000_000, bedrooms: 2 },
    ]);
    const unit = ids[0]!;
    const available = async () =>
      (await db.select().from(projects).where(eq(projects.id, project)))[0]!.availableUnits;
    const before = await available();
    const blocked = await hold(unit, 'block', '  Reservada para la gerencia  ');
    expect(blocked.status).toBe(200);
    expect((blocked.body as BoardUnit).status).toBe('BLOCKED');
    expect((await board(project)).body).toMatchObject({ counts: { BLOCKED: 1, AVAILABLE: 0 } });
    // The project's counters follow: a blocked unit is not available.
    expect(await available()).toBe(before - 1);

    const released = await hold(unit, 'unblock', 'La gerencia la devolvió', people.admin);
    expect((released.body as BoardUnit).status).toBe('AVAILABLE');
    const entries = await history(unit);
    expect(entries.map((e) => [e.from_status, e.to_status, e.reason, e.changed_by_name])).toEqual([
      ['BLOCKED', 'AVAILABLE', 'La gerencia la devolvió', 'Ana'],
      ['AVAILABLE', 'BLOCKED', 'Reservada para la gerencia', 'Olga'],
    ]);
  });

  it('refuses a MEMBER and a VIEWER, and writes nothing', async () => {
    const { ids } = await boardProject([{ tower: null, floor: 1, model: 'A', price: 1, bedrooms: 1 }]);
    for (const person of [people.member, people.viewer]) {
      expect((await hold(ids[0]!, 'block', 'Sin permiso', person)).status).toBe(403);
    }
    expect(await history(ids[0]!)).toEqual([]);
  });

  it('refuses to block a reserved or sold unit, or to release one that is not blocked, in Spanish', async () => {
    const { ids } = await boardProject([
      { tower: null, floor: 1, model: 'A', price: 1, bedrooms: 1, status: 'SOLD' },
      { tower: null, floor: 2, model: 'A', price: 1, bedrooms: 1 },
    ]);
    const sold = await hold(ids[0]!, 'block', 'Un motivo');
    expect(sold.status).toBe(409);
    expect(sold.body).toMatchObject({
      detail: 'Solo se puede bloquear una unidad disponible; esta unidad está Vendido.',
    });
    const notBlocked = await hold(ids[1]!, 'unblock', 'Un motivo');
    expect(notBlocked.status).toBe(409);
    expect(await history(ids[0]!)).toEqual([]);
    expect(await history(ids[1]!)).toEqual([]);
  });

  it('asks for a reason', async () => {
    const { ids } = await boardProject([{ tower: null, floor: 1, model: 'A', price: 1, bedrooms: 1 }]);
    for (const reason of ['', '  ', '\u200B\u200B\u200B', undefined]) {
      const { status } = await hold(ids[0]!, 'block', reason);
      expect(status).toBe(422);
    }
    const [row] = await db.select().from(properties).where(eq(properties.id, ids[0]!));
    expect(row!.status).toBe('AVAILABLE');
  });

  it('keeps the history of a status changed by editing the unit, under the editor', async () => {
    const { project, ids } = await boardProject([
      { tower: null, floor: 1, model: 'A', price: 1, bedrooms: 1 },
    ]);
    const edited = await callJson(api, people.admin, 'PUT', `/projects/${project}/properties/${ids[0]}`, {
      status: 'RESERVED',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect((await history(ids[0]!)).map((e) => [e.from_status, e.to_status, e.changed_by_name])).toEqual([
      ['AVAILABLE', 'RESERVED', 'Ana'],
    ]);
  });
});
