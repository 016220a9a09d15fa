import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { addCompany } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { chat, newSessionId } from './chat-support';

// A company names its project and listings; the public chat repeats those names in its markdown reply, which
// clients other than the web may render as HTML.
const HOSTILE = '<img src=x onerror=alert(1)>';

let db: Db;
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof createTestApi>>['app'];
let unitId: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  ({ app } = await createTestApi(db));
  const company = await addCompany(db, `Constructora ${HOSTILE}`);
  const [project] = (
    await db.execute<{ id: number }>(sql`
      insert into projects (company_id, name, status, city, department, neighborhood, total_units, available_units, sold_units)
      values (${company}, ${HOSTILE}, 'ACTIVE', 'Pereira', 'Risaralda', ${`Barrio ${HOSTILE}`}, 1, 1, 0)
      returning id`)
  ).rows;
  const [unit] = (
    await db.execute<{ id: number }>(sql`
      insert into properties (company_id, project_id, name, status, property_type, city, department, neighborhood,
        price, area, bedrooms)
      values (${company}, ${project!.id}, ${`Apto 101 "${HOSTILE}"`}, 'AVAILABLE', 'apartment', 'Pereira',
        'Risaralda', ${`Barrio ${HOSTILE}`}, 350000000, 70, 2)
      returning id`)
  ).rows;
  unitId = Number(unit!.id);
});
afterAll(() => close());

const expectNoMarkup = (content: string) => {
  expect(content).not.toMatch(/[<>]/);
  expect(content).toContain('&lt;img src=x onerror=alert(1)&gt;');
};

describe('company-controlled names in chat replies', () => {
  it('reach the analysis markdown only as escaped text', async () => {
    const reply = await chat(app, `analiza ID ${unitId}`, newSessionId());
    expect(reply.analysis_details?.property_id).toBe(unitId);
    expectNoMarkup(reply.content);
    // Structured fields are plain text, to be shown as text: they keep the name as the company typed it.
    expect(reply.analysis_details.property_title).toContain(HOSTILE);
  });

  it('reach the search markdown only as escaped text, also when served from the cache', async () => {
    const first = await chat(app, 'apartamentos en Pereira', newSessionId());
    expect(first.recommendations.map((r: { id: number }) => r.id)).toContain(unitId);
    const again = await chat(app, 'apartamentos en Pereira', newSessionId());
    expect(again.cache.hit).toBe(true);
    for (const reply of [first, again]) expect(reply.content).not.toMatch(/[<>]/);
  });

  it('are stored in the conversation as escaped text', async () => {
    const session = newSessionId();
    await chat(app, `analiza ID ${unitId}`, session);
    const [row] = (
      await db.execute<{ messages: { role: string; content: string }[] }>(
        sql`select messages from chat_sessions where id = ${session}`
      )
    ).rows;
    const stored = row!.messages.find((m) => m.role === 'assistant')!.content;
    expectNoMarkup(stored);
  });
});
