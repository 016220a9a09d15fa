import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { seedDemoData } from '#server/demo/seed';
import { chat, newSessionId, postJson } from '#tests/server/assistant/chat-support';
import { pdfText } from '#tests/server/support/pdf-text';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';

/** A JSON answer, read for the fields the assertions check. */
const answer = async (res: Response) =>
  (await res.json()) as { detail?: string; message?: string; saved_searches?: Record<string, unknown>[] };
let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  await seedDemoData(db);
  api = await createTestApi(db);
});
afterAll(() => close());

let client = 0;
const address = () => `198.51.100.${++client}`;

/** The bold figure of a line of the analysis reply ('**Cap rate:** 5,12 %' → '5,12 %'). */
const figure = (content: string, label: string) => {
  const found = new RegExp(`\\*\\*${label}:\\*\\* ([^\\n]+)`).exec(content);
  if (!found) throw new Error(`The reply has no '${label}': ${content}`);
  return found[1]!.trim();
};

async function download(body: Record<string, unknown>, from = address()) {
  const res = await postJson(api.app, '/api/chat/analysis-pdf', body, from);
  return res;
}

async function analysed(messages: string[]) {
  const session = newSessionId();
  let reply;
  for (const message of messages) reply = await chat(api.app, message, session, address());
  expect(reply.analysis_details).not.toBeNull();
  return { session, reply };
}

describe('POST /api/chat/analysis-pdf', () => {
  it('carries the listing, the assumptions, the yearly cash flows and the same figures as the reply', async () => {
    const { session, reply } = await analysed([
      'apartamentos en Medellín',
      'análisis financiero de la primera',
    ]);
    const res = await download({ property_id: reply.analysis_details.property_id, session_id: session });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="analisis-\d+\.pdf"/);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    const content: string = reply.content;
    expect(text).toContain('Análisis financiero');
    expect(text).toContain(reply.analysis_details.property_title);
    for (const label of [
      'Precio de compra',
      'Arriendo mensual estimado',
      'Cap rate',
      'ROI \\(año 1\\)',
      'TIR a 10 años',
    ])
      expect(text).toContain(figure(content, label).replace(/−/g, '-'));
    expect(text).toContain(figure(content, 'NOI \\(ingreso operativo neto\\)'));
    expect(text).toContain('Supuestos');
    expect(text).toContain('Vacancia');
    expect(text).toContain('Flujo de caja por año');
    // Ten years of the projection, the first year's NOI as the reply's.
    for (const year of ['1', '5', '10']) expect(text.split('\n')).toContain(year);
  });

  it("uses the session's loan terms, as the reply did", async () => {
    const { session, reply } = await analysed([
      'apartamentos en Medellín',
      'análisis financiero de la primera con crédito del 70 % a 20 años',
    ]);
    const payment = figure(reply.content, 'Cuota mensual del crédito');
    const res = await download({ property_id: reply.analysis_details.property_id, session_id: session });
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Cuota mensual del crédito');
    expect(text).toContain(payment);
    expect(text).toContain(figure(reply.content, 'Cash-on-cash'));
  });

  it('is written in English for an English conversation, with the same figures', async () => {
    const { session, reply } = await analysed([
      'apartments in Medellín',
      'financial analysis of the first one',
    ]);
    expect(reply.language).toBe('en');
    const res = await download({ property_id: reply.analysis_details.property_id, session_id: session });
    expect(res.headers.get('content-disposition')).toMatch(/filename="analysis-\d+\.pdf"/);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    const details = reply.analysis_details;
    expect(text).toContain('Financial analysis');
    expect(text).toContain('Yearly cash flow');
    expect(text).toContain(`${details.cap_rate.toFixed(2)} %`);
    expect(text).toContain(`$${new Intl.NumberFormat('es-CO').format(details.metrics.purchase_price)}`);
    expect(text).not.toContain('Supuestos');
  });

  it('refuses a listing the chat could not show, and one without a price', async () => {
    const hidden = Number(
      (await db.execute<{ id: number }>(sql`select id from properties where status = 'SOLD' limit 1`)).rows[0]
        ?.id
    );
    const res = await download({ property_id: hidden });
    expect(res.status).toBe(404);
    expect((await answer(res)).detail).toBe('Esta propiedad ya no está disponible.');
    expect((await download({ property_id: 'x' })).status).toBe(422);
  });

  it('is limited per client (429 in Spanish)', async () => {
    const { reply } = await analysed(['apartamentos en Medellín', 'análisis financiero de la primera']);
    const from = '192.0.2.201';
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await download({ property_id: reply.analysis_details.property_id }, from)).status;
    expect(last).toBe(429);
  });
});
