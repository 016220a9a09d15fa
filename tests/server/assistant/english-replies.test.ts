import { unescapeMarkup } from '#domain/chat-markup';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { emptyState, stateKey } from '#server/assistant/session-store';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId } from './chat-support';

// English and mixed requests through the real API on the seeded inventory: the reply is Spanish, says how it read
// amounts and areas, names what it could not use, and never shows a listing that breaks a constraint it read.

let db: Db;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof createTestApi>>['app'];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  ({ app } = await createTestApi(db));
});
afterAll(() => close());
beforeEach(() => {
  vi.stubEnv('USD_COP_RATE', '');
  vi.stubEnv('EUR_COP_RATE', '');
});
afterEach(() => vi.unstubAllEnvs());

type Rec = {
  price: number;
  bedrooms: number;
  area: number;
  property_type: string;
  location: { city: string };
};

describe('English and mixed requests', () => {
  it('keeps every constraint of "apto in Medellín, 2 bedrooms, max 120k USD" and states the rate', async () => {
    const reply = await chat(app, 'apto in Medellín, 2 bedrooms, max 120k USD', newSessionId());
    expect(reply.agent_type).toBe('SEARCH');
    expect(reply.slots).toMatchObject({
      property_type: 'apartment',
      city: 'Medellín',
      bedrooms_min: 2,
      bedrooms_max: 2,
      price_max: 480_000_000,
    });
    const content = unescapeMarkup(reply.content);
    expect(content).toContain('Tomé US$120.000 como $480.000.000 (a $4.000 por dólar, tasa de referencia).');
    expect(content).toContain('apartamentos de 2 habitaciones en Medellín por hasta $480.000.000');
    expect(reply.relaxed).toEqual([]);
    expect(reply.recommendations.length).toBeGreaterThan(0);
    for (const r of reply.recommendations as Rec[]) {
      expect(r).toMatchObject({ property_type: 'apartment', bedrooms: 2, location: { city: 'Medellín' } });
      expect(r.price).toBeLessThanOrEqual(480_000_000);
    }
  });

  it('reads dollars at the configured rate, and a new rate is never answered from the cache', async () => {
    const message = 'apartment in Cali under 100k USD';
    const before = await chat(app, message, newSessionId());
    vi.stubEnv('USD_COP_RATE', '4200');
    const after = await chat(app, message, newSessionId());
    expect(before.slots.price_max).toBe(400_000_000);
    expect(after.slots.price_max).toBe(420_000_000);
    expect(after.cache.hit).toBe(false);
    expect(unescapeMarkup(after.content)).toContain('(a $4.200 por dólar, tasa de referencia)');
    for (const r of after.recommendations as Rec[]) expect(r.price).toBeLessThanOrEqual(420_000_000);
  });

  it('reads euros and square feet, and says how', async () => {
    const euros = await chat(app, 'apartment in Medellín for €100,000', newSessionId());
    expect(euros.slots.price_max).toBe(450_000_000);
    expect(unescapeMarkup(euros.content)).toContain(
      'Tomé 100.000 € como $450.000.000 (a $4.500 por euro, tasa de referencia).'
    );
    const feet = await chat(app, 'apartment over 1,000 sq ft in Bogotá', newSessionId());
    expect(feet.slots.area_min).toBe(93);
    expect(unescapeMarkup(feet.content)).toContain('Tomé 1.000 pies cuadrados como 93 m².');
    expect(feet.recommendations.length).toBeGreaterThan(0);
    for (const r of feet.recommendations as Rec[]) expect(r.area).toBeGreaterThanOrEqual(93);
  });

  it('names the part it could not use and still honours the rest', async () => {
    const reply = await chat(app, 'apartment in Medellín with a rooftop cinema', newSessionId());
    expect(unescapeMarkup(reply.content)).toContain(
      'No entendí «rooftop cinema», así que no lo tuve en cuenta en la búsqueda.'
    );
    expect(reply.recommendations.length).toBeGreaterThan(0);
    for (const r of reply.recommendations as Rec[]) {
      expect(r).toMatchObject({ property_type: 'apartment', location: { city: 'Medellín' } });
    }
  });

  it('refines an English search with English follow-ups', async () => {
    const session = newSessionId();
    await chat(app, '2 bedroom apartment in Bogotá', session);
    const refined = await chat(app, 'with a gym, under 900 million', session);
    expect(refined.agent_type).toBe('REFINE');
    expect(refined.slots).toMatchObject({
      city: 'Bogotá',
      bedrooms_min: 2,
      bedrooms_max: 2,
      amenities: ['gimnasio'],
      price_max: 900_000_000,
    });
  });
});

describe('what the visitor rules out', () => {
  it('never shows an excluded type or neighbourhood, through follow-ups and loosening', async () => {
    const session = newSessionId();
    const first = await chat(app, 'apartments in Medellín, not in El Poblado', session);
    expect(unescapeMarkup(first.content)).toContain('Dejé por fuera **El Poblado**.');
    expect(first.recommendations.length).toBeGreaterThan(0);
    for (const r of first.recommendations as (Rec & { location: { district: string } })[])
      expect(r.location.district).not.toBe('El Poblado');

    const houses = await chat(app, 'casas o apartamentos en Cali', newSessionId());
    expect(houses.recommendations.some((r: Rec) => r.property_type === 'house')).toBe(true);
    const session2 = houses.session_id as string;
    const noHouses = await chat(app, 'no houses', session2);
    expect(noHouses.agent_type).toBe('REFINE');
    expect(noHouses.recommendations.length).toBeGreaterThan(0);
    for (const r of noHouses.recommendations as Rec[]) expect(r.property_type).not.toBe('house');
    // A filter nothing meets is loosened, but never into what was ruled out.
    const loosened = await chat(app, 'con 6 habitaciones', session2);
    expect(loosened.relaxed.length).toBeGreaterThan(0);
    for (const r of loosened.recommendations as Rec[]) expect(r.property_type).not.toBe('house');
  });
});

describe('the reply cache and exclusions', () => {
  it('keys the session state with what it rules out', () => {
    const excluded = { property_types: [], cities: [], neighborhoods: ['Laureles'] };
    expect(stateKey({ ...emptyState(), excluded })).not.toBe(stateKey(emptyState()));
  });

  it('never serves a follow-up cached for a session that had not ruled the same things out', async () => {
    const plain = newSessionId();
    await chat(app, 'apartments in Medellín', plain);
    const cached = await chat(app, 'with 2 bedrooms', plain);
    expect(
      cached.recommendations.some(
        (r: { location: { district: string } }) => r.location.district === 'Laureles'
      )
    ).toBe(true);

    const ruledOut = newSessionId();
    await chat(app, 'apartments in Medellín', ruledOut);
    await chat(app, 'but not in Laureles', ruledOut);
    const reply = await chat(app, 'with 2 bedrooms', ruledOut);
    expect(reply.cache.hit).toBe(false);
    for (const r of reply.recommendations as { location: { district: string } }[])
      expect(r.location.district).not.toBe('Laureles');
  });
});

describe('English follow-ups on the results', () => {
  it('analyses the first result with a loan when asked in English', async () => {
    const session = newSessionId();
    const search = await chat(app, '2 bedroom apartment in Medellín', session);
    const analysis = await chat(app, 'analyze the first one with a mortgage over 20 years', session);
    expect(analysis.agent_type).toBe('FINANCIAL_ANALYSIS');
    expect(analysis.analysis_details).not.toBeNull();
    expect(unescapeMarkup(analysis.content)).toContain(search.recommendations[0].title);
  });
});
