import { sql } from 'drizzle-orm';
import { ChatReplySchema, CHAT_MESSAGE_MAX_LENGTH } from '#domain/chat';
import { analyzeInvestment, median } from '#domain/finance/analysis';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { chat, newSessionId, postJson } from './chat-support';

let db: Db;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof createTestApi>>['app'];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  ({ app } = await createTestApi(db));
});
afterAll(() => close());

const E2E_QUERY = '2 habitaciones en Medellín por menos de 400 millones';

describe('POST /api/chat/', () => {
  it('answers without a token, in the documented shape', async () => {
    const res = await postJson(app, '/api/chat/', { message: 'Hola', session_id: newSessionId() });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(ChatReplySchema.parse(body)).toBeTruthy();
    expect(body).toMatchObject({
      agent_type: 'GREETING',
      decision_source: 'rules',
      recommendations: [],
      analysis_details: null,
      ack: { score: 1 },
      cache: { hit: false },
    });
  });

  it('issues a session id when the browser sends none', async () => {
    const body = await json(await postJson(app, '/api/chat', { message: 'ayuda' }));
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(body.agent_type).toBe('HELP');
  });

  it('refines the search of the session: más barato, then con parqueadero, then a new search', async () => {
    const session = newSessionId();
    const first = await chat(app, E2E_QUERY, session);
    const prices = first.recommendations.map((r: { price: number }) => r.price);
    const cheaper = await chat(app, 'más barato', session);
    expect(cheaper.agent_type).toBe('REFINE');
    const ceiling = Math.floor((Math.max(...prices) * 0.9) / 1e6) * 1e6;
    expect(cheaper.slots).toMatchObject({ city: 'Medellín', bedrooms_min: 2, price_max: ceiling });
    for (const r of cheaper.recommendations) expect(r.price).toBeLessThanOrEqual(ceiling);

    const parking = await chat(app, 'con parqueadero', session);
    expect(parking.slots).toMatchObject({ parking_min: 1, price_max: ceiling });
    expect(parking.recommendations.length).toBeGreaterThan(0);
    for (const r of parking.recommendations) expect(r.parking_spaces).toBeGreaterThanOrEqual(1);

    const reset = await chat(app, 'Nueva búsqueda', session);
    expect(reset).toMatchObject({ agent_type: 'NEW_SEARCH', recommendations: [] });
    expect(reset.slots).toMatchObject({ city: null, price_max: null, parking_min: null });
  });

  it('keeps the session in the database, so it survives a restart of the API', async () => {
    const session = newSessionId();
    await chat(app, E2E_QUERY, session);
    const restarted = (await createTestApi(db)).app;
    const reply = await chat(restarted, 'y en Cali?', session);
    expect(reply.agent_type).toBe('REFINE');
    expect(reply.slots).toMatchObject({ city: 'Cali', bedrooms_min: 2, price_max: 400_000_000 });
    const [row] = (
      await db.execute<{ messages: unknown[] }>(sql`select messages from chat_sessions where id = ${session}`)
    ).rows;
    expect(row?.messages).toHaveLength(4);
  });

  it('keeps the last 30 messages of a long conversation, oldest first, with the newest exchange last', async () => {
    // An API of its own without the per-client limit: 18 messages in a row would exceed it.
    vi.stubEnv('CHAT_RATE_LIMIT', '0');
    const unlimited = (await createTestApi(db)).app;
    vi.unstubAllEnvs();
    const session = newSessionId();
    for (let i = 1; i <= 17; i++)
      await chat(unlimited, i % 2 ? 'Hola' : `casas en Pereira de ${i} habitaciones`, session);
    const last = await chat(unlimited, 'apartamentos en Cali', session);
    const [row] = (
      await db.execute<{ messages: { role: string; content: string; at: string }[] }>(
        sql`select messages from chat_sessions where id = ${session}`
      )
    ).rows;
    const messages = row!.messages;
    expect(messages).toHaveLength(30);
    // 36 were written: the first 6 (three exchanges) left, so the history starts at the 4th question.
    expect(messages[0]).toMatchObject({ role: 'user', content: 'casas en Pereira de 4 habitaciones' });
    expect(messages.at(-2)).toMatchObject({ role: 'user', content: 'apartamentos en Cali' });
    expect(messages.at(-1)).toMatchObject({ role: 'assistant', content: last.content });
    expect(messages.map((m) => m.role)).toEqual(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? 'assistant' : 'user'))
    );
    expect([...messages.map((m) => m.at)].sort()).toEqual(messages.map((m) => m.at));
  });

  it('serves the same question in the same state from the cache until the inventory changes', async () => {
    const first = await chat(app, 'casas en Pereira', newSessionId());
    expect(first).toMatchObject({ decision_source: 'rules', cache: { hit: false } });
    const second = await chat(app, 'Casas en PEREIRA', newSessionId());
    expect(second).toMatchObject({ decision_source: 'cache', cache: { hit: true } });
    expect(second.content).toBe(first.content);
    expect(second.recommendations).toEqual(first.recommendations);

    await db.execute(
      sql`update properties set price = price + 1000000 where id = ${first.recommendations[0].id}`
    );
    const third = await chat(app, 'casas en Pereira', newSessionId());
    expect(third).toMatchObject({ decision_source: 'rules', cache: { hit: false } });
  });

  it('rejects an empty or too long message and a malformed session id with 422', async () => {
    for (const body of [
      { message: '   ', session_id: newSessionId() },
      { message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), session_id: newSessionId() },
      { message: 'Hola', session_id: '../etc' },
      { session_id: newSessionId() },
    ]) {
      const res = await postJson(app, '/api/chat', body);
      expect(res.status).toBe(422);
      const detail = (await json(res)).detail as { loc: string[]; msg: string }[];
      expect(detail[0]?.loc[0]).toBe('body');
    }
    const tooLong = await postJson(app, '/api/chat', { message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) });
    expect((await json(tooLong)).detail[0].msg).toBe('El mensaje no puede exceder 1000 caracteres');
  });

  it('limits each client and answers 429 in Spanish, other clients unaffected', async () => {
    const previous = process.env.CHAT_RATE_LIMIT;
    process.env.CHAT_RATE_LIMIT = '3';
    try {
      const limited = (await createTestApi(db)).app;
      for (let i = 0; i < 3; i++) {
        expect((await postJson(limited, '/api/chat', { message: 'Hola' }, '198.51.100.7')).status).toBe(200);
      }
      const refused = await postJson(limited, '/api/chat', { message: 'Hola' }, '198.51.100.7');
      expect(refused.status).toBe(429);
      expect(await json(refused)).toMatchObject({
        detail: 'Estás enviando demasiados mensajes. Espera un momento e intenta de nuevo.',
      });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await postJson(limited, '/api/chat', { message: 'Hola' }, '198.51.100.8')).status).toBe(200);
    } finally {
      if (previous === undefined) delete process.env.CHAT_RATE_LIMIT;
      else process.env.CHAT_RATE_LIMIT = previous;
    }
  });

  it('never returns markup from the message', async () => {
    const reply = await chat(app, '<img src=x onerror=alert(1)> apartamentos en Cali', newSessionId());
    expect(reply.content).not.toContain('<img');
    expect(reply.slots.city).toBe('Cali');
  });
});

describe('financial analysis', () => {
  it('analyses the property the Análisis button names, with the same figures as the domain functions', async () => {
    const session = newSessionId();
    const search = await chat(app, E2E_QUERY, session);
    const target = search.recommendations[0];
    const reply = await chat(
      app,
      `Análisis financiero de la propiedad "${target.title}" (ID ${target.id})`,
      session
    );
    expect(reply.agent_type).toBe('FINANCIAL_ANALYSIS');
    for (const heading of [
      '## Métricas principales',
      '## Costos anuales',
      '## Resultados financieros',
      '## Recomendaciones',
      '## Conclusiones',
    ]) {
      expect(reply.content).toContain(heading);
    }

    // The rent the engine must have used: median rent-to-price ratio of rented apartments of the neighbourhood
    // (or of the city with fewer than three there), times the price, in thousands of pesos.
    const comparables = (
      await db.execute<{ neighborhood: string; ratio: string }>(sql`
        select neighborhood, monthly_rent / price as ratio from properties
        where status = 'RENTED' and property_type = 'apartment' and city = 'Medellín' and monthly_rent > 0`)
    ).rows;
    const local = comparables.filter((c) => c.neighborhood === target.location.district);
    const pool = local.length >= 3 ? local : comparables;
    const rent =
      Math.round(((median(pool.map((c) => Number(c.ratio))) as number) * target.price) / 1000) * 1000;
    const expected = analyzeInvestment({
      price: target.price,
      area: target.area,
      city: 'Medellín',
      housing: true,
      monthlyRent: rent,
      rentSource: 'comparables',
    });
    const m = reply.analysis_details.metrics;
    expect(m).toMatchObject({
      purchase_price: target.price,
      monthly_rent: rent,
      rent_source: 'comparables',
      comparables_count: pool.length,
      annual_gross_income: expected.annualGrossIncome,
      annual_costs: expected.costs.total,
      noi: expected.noi,
      closing_costs: expected.closing.total,
      cash_invested: expected.cashInvested,
      cash_flow: expected.cashFlow,
      rent_ceiling: expected.rentCeiling?.ceiling,
      rent_within_ceiling: true,
    });
    expect(reply.analysis_details.cap_rate).toBe(Math.round(expected.capRate * 10_000) / 100);
    expect(reply.analysis_details.roi).toBe(Math.round(expected.roi * 10_000) / 100);
    expect(reply.analysis_details.property_id).toBe(target.id);
    const labels = reply.analysis_details.assumptions.map((a: { label: string }) => a.label);
    for (const defined of [
      'Rentabilidad bruta',
      'NOI',
      'Cap rate',
      'Flujo de caja',
      'Cash-on-cash',
      'ROI (año 1)',
      'TIR a 10 años',
      'Ley 820',
    ]) {
      expect(labels).toContain(defined);
    }
    expect(reply.content).toContain(
      `**NOI (ingreso operativo neto):** $${expected.noi.toLocaleString('de-DE')}`
    );
  });

  it('re-runs the last analysis with a mortgage when asked, within the legal loan-to-value', async () => {
    const session = newSessionId();
    await chat(app, E2E_QUERY, session);
    const cash = await chat(app, 'sí', session);
    expect(cash.agent_type).toBe('AFFIRMATION');
    expect(cash.analysis_details.metrics.loan_amount).toBe(0);
    const loan = await chat(app, 'y con crédito del 90% a 20 años?', session);
    expect(loan.agent_type).toBe('FINANCIAL_ANALYSIS');
    const price = loan.analysis_details.metrics.purchase_price;
    // Non-VIS housing: at most 70 % of the price (Ley 546 de 1999).
    expect(loan.analysis_details.metrics.loan_amount).toBe(Math.round(price * 0.7));
    expect(loan.content).toContain('el porcentaje pedido superaba el tope legal');
    expect(
      loan.analysis_details.assumptions.find((a: { label: string }) => a.label === 'Financiación').value
    ).toContain('superaba el tope legal');
  });

  it('analyses a location by its median-priced listing', async () => {
    const reply = await chat(app, 'Análisis financiero de inversión en Cali', newSessionId());
    expect(reply.agent_type).toBe('FINANCIAL_ANALYSIS');
    expect(reply.content).toContain('Tomé como referencia la propiedad de precio típico (mediana)');
    expect(reply.analysis_details.metrics.purchase_price).toBeGreaterThan(0);
  });

  it('says plainly when there is nothing to analyse', async () => {
    const none = await chat(app, 'análisis financiero de la propiedad (ID 999999)', newSessionId());
    expect(none.content).toContain('No hay ninguna propiedad con el ID 999999');
    expect(none.analysis_details).toBeNull();
    const what = await chat(app, 'analiza la rentabilidad', newSessionId());
    expect(what.analysis_details).toBeNull();
    expect(what.content).toContain('¿Qué quieres analizar?');
  });
});
