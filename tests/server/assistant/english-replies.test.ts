import { unescapeMarkup } from '#domain/chat-markup';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { emptyState, stateKey } from '#server/assistant/session-store';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId, postJson } from './chat-support';
import { spanishWords } from './spanish-words';

// English and mixed requests through the real API on the seeded inventory: the reply is in English (a Spanish one in
// Spanish), says how it read amounts and areas, names what it could not use, and never shows a listing that breaks a
// constraint it read.

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
    expect(reply.language).toBe('en');
    expect(content).toContain('I read US$120,000 as $480.000.000 (at $4.000 per dollar, reference rate).');
    expect(content).toContain('apartments with 2 bedrooms in Medellín up to $480.000.000 (≈ US$120,000)');
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
    expect(unescapeMarkup(after.content)).toContain('(at $4.200 per dollar, reference rate)');
    expect(unescapeMarkup(after.content)).toContain('up to $420.000.000 (≈ US$100,000)');
    for (const r of after.recommendations as Rec[]) expect(r.price).toBeLessThanOrEqual(420_000_000);
  });

  it('reads euros and square feet, and says how', async () => {
    const euros = await chat(app, 'apartment in Medellín for €100,000', newSessionId());
    expect(euros.slots.price_max).toBe(450_000_000);
    expect(unescapeMarkup(euros.content)).toContain(
      'I read €100,000 as $450.000.000 (at $4.500 per euro, reference rate).'
    );
    const feet = await chat(app, 'apartment over 1,000 sq ft in Bogotá', newSessionId());
    expect(feet.slots.area_min).toBe(93);
    expect(unescapeMarkup(feet.content)).toContain('I read 1,000 square feet as 93 m².');
    expect(feet.recommendations.length).toBeGreaterThan(0);
    for (const r of feet.recommendations as Rec[]) expect(r.area).toBeGreaterThanOrEqual(93);
  });

  it('names the part it could not use and still honours the rest', async () => {
    const reply = await chat(app, 'apartment in Medellín with a rooftop cinema', newSessionId());
    expect(unescapeMarkup(reply.content)).toContain(
      'I did not understand «rooftop cinema», so I did not use it in the search.'
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

describe('the language of the conversation', () => {
  it('answers in the language of each message, keeps it for ambiguous ones and follows the ES | EN choice', async () => {
    const session = newSessionId();
    const english = await chat(app, 'apartments in Medellín', session);
    expect(english.language).toBe('en');
    expect(unescapeMarkup(english.content)).toMatch(/^## I found \d+ apartments/);
    expect(unescapeMarkup(english.content)).toContain('Reply **yes** or press **Analysis** on any card.');
    // 'Laureles' says nothing of a language: the conversation's stays.
    const ambiguous = await chat(app, 'Laureles', session);
    expect(ambiguous.language).toBe('en');
    const spanish = await chat(app, 'quiero casas en Cali', session);
    expect(spanish.language).toBe('es');
    expect(unescapeMarkup(spanish.content)).toMatch(/^## Encontré \d+ casas/);

    const chosen = newSessionId();
    const res = await postJson(app, '/api/chat/', { message: 'hola', session_id: chosen, language: 'en' });
    expect(((await res.json()) as { language: string }).language).toBe('es');
    const res2 = await postJson(app, '/api/chat/', {
      message: 'Laureles',
      session_id: chosen,
      language: 'en',
    });
    const reply = (await res2.json()) as { language: string; content: string };
    expect(reply.language).toBe('en');
    expect(unescapeMarkup(reply.content)).toContain(
      'For your search for **properties in Laureles, Medellín**'
    );
  });

  it('compares in English with the dollar equivalent beside the pesos', async () => {
    const session = newSessionId();
    await chat(app, 'apartments in Bogotá', session);
    const reply = await chat(app, 'compare the first two', session);
    expect(reply.language).toBe('en');
    const content = unescapeMarkup(reply.content);
    expect(content).toContain('## Comparison of 2 properties');
    expect(content).toMatch(/\$[\d.]+ \(≈ US\$[\d,]+\)/);
    expect(reply.comparison.rows.map((r: { label: string }) => r.label)).toContain('10-year IRR');
  });
});

describe('what the visitor rules out', () => {
  it('never shows an excluded type or neighbourhood, through follow-ups and loosening', async () => {
    const session = newSessionId();
    const first = await chat(app, 'apartments in Medellín, not in El Poblado', session);
    expect(unescapeMarkup(first.content)).toContain('I left out **El Poblado**.');
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

  it('writes the whole analysis in English, pesos with dollars beside them', async () => {
    const session = newSessionId();
    const search = await chat(app, 'apartments in Medellín', session);
    for (const r of search.recommendations as { features: string[]; property_type_label: string }[]) {
      expect(spanishWords(r.features.join(', '))).toEqual([]);
      expect(r.property_type_label).toBe('Apartment');
    }
    const analysis = await chat(
      app,
      'financial analysis of the first one with a 70 % mortgage over 20 years',
      session
    );
    expect(analysis.language).toBe('en');
    const content = unescapeMarkup(analysis.content);
    expect(content).toMatch(/^# Financial analysis: /);
    for (const heading of [
      'Main metrics',
      'Annual costs',
      'Financial results',
      'Recommendations',
      'Conclusions',
    ])
      expect(content).toContain(`## ${heading}`);
    expect(content).toMatch(/\*\*Purchase price:\*\* \$[\d.]+ \(≈ US\$[\d,]+\)/);
    expect(content).toMatch(/\*\*Mortgage:\*\* .* over 20 years/);
    expect(content).toMatch(/With these assumptions/);
    expect(spanishWords(content)).toEqual([]);
    const details = analysis.analysis_details as {
      assumptions: { label: string; value: string }[];
      breakdown: { label: string }[];
    };
    const written = [
      ...details.assumptions.flatMap((a) => [a.label, a.value]),
      ...details.breakdown.map((b) => b.label),
    ].join('\n');
    expect(spanishWords(written)).toEqual([]);
    expect(details.assumptions.map((a) => a.label)).toContain('10-year IRR');
  });

  it('asks its clarifying questions in English', async () => {
    // Its own address: the rate limit counts the file's earlier requests.
    const ADDRESS = '203.0.113.77';
    const which = await chat(app, 'analyze the first one', newSessionId(), ADDRESS);
    expect(which.language).toBe('en');
    expect(unescapeMarkup(which.content)).toMatch(/^## Which property\?/);
    const what = await chat(app, 'financial analysis please', newSessionId(), ADDRESS);
    expect(unescapeMarkup(what.content)).toMatch(/^## What would you like me to analyse\?/);
    const missing = await chat(app, 'analyze ID 999999', newSessionId(), ADDRESS);
    expect(unescapeMarkup(missing.content)).toMatch(/^## I could not find that property/);
    const glossary = await chat(app, 'what is the cap rate?', newSessionId(), ADDRESS);
    expect(spanishWords(unescapeMarkup(glossary.content))).toEqual([]);
    expect(unescapeMarkup(glossary.content)).toMatch(/^## Cap rate/);
  });
});
