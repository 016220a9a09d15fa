import { unescapeMarkup } from '#domain/chat-markup';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId } from './chat-support';

// Comparing listings through the real API on the seeded inventory: the positions the visitor names, in Spanish or
// English, become a side-by-side table whose figures are those of each listing's own financial analysis.

let db: Db;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof createTestApi>>['app'];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  ({ app } = await createTestApi(db));
});
afterAll(() => close());

type Row = { key: string; values: (number | null)[]; best: number[] };
const rowOf = (reply: { comparison: { rows: Row[] } }, key: string) =>
  reply.comparison.rows.find((r) => r.key === key) as Row;

describe('compare', () => {
  it('puts "la 1 y la 3" side by side with the figures of their analyses and marks the better one', async () => {
    const session = newSessionId();
    const search = await chat(app, 'apartamentos en Medellín', session);
    const [first, , third] = search.recommendations;
    const reply = await chat(app, 'compara la 1 y la 3', session);
    expect(reply.agent_type).toBe('FINANCIAL_ANALYSIS');
    expect(reply.comparison.properties.map((p: { id: number }) => p.id)).toEqual([first.id, third.id]);
    expect(reply.comparison.rows.map((r: Row) => r.key)).toEqual([
      'price',
      'area',
      'price_per_m2',
      'bedrooms',
      'estimated_rent',
      'annual_costs',
      'noi',
      'cap_rate',
      'roi',
      'irr_10y',
    ]);
    expect(rowOf(reply, 'price').values).toEqual([first.price, third.price]);
    expect(rowOf(reply, 'cap_rate').values).toEqual([first.cap_rate, third.cap_rate]);
    expect(rowOf(reply, 'estimated_rent').values).toEqual([first.estimated_rent, third.estimated_rent]);
    const price = rowOf(reply, 'price');
    if (first.price !== third.price) expect(price.best).toEqual([first.price < third.price ? 0 : 1]);
    const capRate = rowOf(reply, 'cap_rate');
    if (first.cap_rate !== third.cap_rate)
      expect(capRate.best).toEqual([first.cap_rate > third.cap_rate ? 0 : 1]);
    const content = unescapeMarkup(reply.content);
    expect(content).toContain('## Comparación de 2 propiedades');
    expect(content).toContain(`**1. ${first.title}**`);

    const analysis = await chat(app, 'análisis financiero de la tercera', session);
    expect(analysis.analysis_details.metrics.irr_10y).toBe(rowOf(reply, 'irr_10y').values[1]);
    expect(analysis.analysis_details.metrics.noi).toBe(rowOf(reply, 'noi').values[1]);
  });

  it('reads "compare the first two" and "compara las 3 primeras"', async () => {
    const session = newSessionId();
    const search = await chat(app, 'casas en Cali', session);
    const ids = search.recommendations.map((r: { id: number }) => r.id);
    const two = await chat(app, 'compare the first two', session);
    expect(two.comparison.properties.map((p: { id: number }) => p.id)).toEqual(ids.slice(0, 2));
    const three = await chat(app, 'compara las tres primeras', session);
    expect(three.comparison.properties.map((p: { id: number }) => p.id)).toEqual(ids.slice(0, 3));
  });

  it('asks which ones when none are named, and to search first without results', async () => {
    const none = await chat(app, 'compara la 1 y la 2', newSessionId());
    expect(none.comparison).toBeNull();
    expect(unescapeMarkup(none.content)).toContain('## No tengo resultados que comparar');
    const session = newSessionId();
    await chat(app, 'apartamentos en Bogotá', session);
    const which = await chat(app, 'compáralas', session);
    expect(which.comparison).toBeNull();
    expect(unescapeMarkup(which.content)).toContain('## ¿Cuáles comparo?');
  });
});
