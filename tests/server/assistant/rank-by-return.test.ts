import { unescapeMarkup } from '#domain/chat-markup';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId } from './chat-support';

// Ranking and filtering by return through the real API on the seeded inventory: every result carries the figures of
// its financial analysis, the order follows them, and the analysis asked for later gives exactly those figures.

let db: Db;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof createTestApi>>['app'];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  ({ app } = await createTestApi(db));
});
afterAll(() => close());

type Rec = { id: number; cap_rate: number | null; estimated_rent: number | null; roi: number | null };

const descending = (values: readonly number[]) =>
  values.every((v, i) => i === 0 || v <= (values[i - 1] ?? v));

describe('rank by return', () => {
  it('orders "apartamentos en Medellín con la mejor rentabilidad" by the cap rate its analysis gives', async () => {
    const session = newSessionId();
    const reply = await chat(app, 'apartamentos en Medellín con la mejor rentabilidad', session);
    expect(reply.slots).toMatchObject({ city: 'Medellín', property_type: 'apartment', rank_by: 'cap_rate' });
    const recs = reply.recommendations as Rec[];
    expect(recs.length).toBeGreaterThan(1);
    for (const r of recs) expect(r.cap_rate).toEqual(expect.any(Number));
    expect(descending(recs.map((r) => r.cap_rate as number))).toBe(true);
    expect(unescapeMarkup(reply.content)).toContain('ordenadas por cap rate estimado, de mayor a menor');

    // The best by cap rate among every match, not only among the most recent ones.
    const all = await chat(app, 'apartamentos en Medellín', newSessionId());
    const shownBest = recs[0] as Rec;
    for (const r of all.recommendations as Rec[])
      expect(r.cap_rate).toBeLessThanOrEqual(shownBest.cap_rate as number);

    const analysis = await chat(app, 'análisis financiero de la primera', session);
    expect(analysis.analysis_details.property_id).toBe(shownBest.id);
    expect(analysis.analysis_details.cap_rate).toBe(shownBest.cap_rate);
    expect(analysis.analysis_details.roi).toBe(shownBest.roi);
    expect(analysis.analysis_details.metrics.monthly_rent).toBe(shownBest.estimated_rent);
  });

  it('orders the results by estimated rent on "¿cuál da más arriendo?"', async () => {
    const session = newSessionId();
    await chat(app, 'apartamentos en Bogotá', session);
    const reply = await chat(app, '¿cuál da más arriendo?', session);
    expect(reply.agent_type).toBe('REFINE');
    expect(reply.slots).toMatchObject({ city: 'Bogotá', rank_by: 'rent' });
    const rents = (reply.recommendations as Rec[]).map((r) => r.estimated_rent as number);
    expect(rents.length).toBeGreaterThan(1);
    expect(descending(rents)).toBe(true);
  });

  it('keeps only listings whose cap rate reaches "cap rate above 3.5%", and says so when none does', async () => {
    const reply = await chat(app, 'apartments in Medellín with a cap rate above 3.5%', newSessionId());
    expect(reply.slots).toMatchObject({ cap_rate_min: 3.5 });
    expect(reply.relaxed).toEqual([]);
    expect(reply.recommendations.length).toBeGreaterThan(0);
    for (const r of reply.recommendations as Rec[]) expect(r.cap_rate).toBeGreaterThanOrEqual(3.5);
    const all = await chat(app, 'apartments in Medellín', newSessionId());
    expect((all.recommendations as Rec[]).some((r) => (r.cap_rate as number) < 3.5)).toBe(true);

    const none = await chat(app, 'apartamentos en Medellín con rentabilidad mayor al 40 %', newSessionId());
    expect(none.slots).toMatchObject({ cap_rate_min: 40 });
    expect(none.relaxed).toEqual(['quité el cap rate mínimo del 40,00 %, que ninguna opción alcanza']);
    expect(none.recommendations.length).toBeGreaterThan(0);
  });

  it('gives every search result its cap rate, estimated rent and ROI', async () => {
    const reply = await chat(app, 'casas en Cali', newSessionId());
    for (const r of reply.recommendations as Rec[]) {
      expect(r.cap_rate).toEqual(expect.any(Number));
      expect(r.estimated_rent).toBeGreaterThan(0);
      expect(r.roi).toEqual(expect.any(Number));
    }
  });
});
