import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { callJson, projectBody } from '#tests/server/projects/support';
import { nonSpanish } from './spanish';
import { buildWorld, caller, fingerprint, type World } from './world';

// Values that pass every length and type check yet mean nothing: a name that prints nothing, a country that does
// not exist, a project that ends before it starts. Each is a Spanish 422 and leaves the database as it was.

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let world: World;

beforeAll(async () => {
  vi.stubEnv('CHAT_LEAD_RATE_LIMIT', '0');
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  world = await buildWorld(db, api);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await close();
});

// A byte-order mark, a zero-width space and a right-to-left override: trim() keeps the last two.
const INVISIBLE = '\uFEFF\u200B\u202E';

type Attempt = [
  string,
  'POST' | 'PUT' | 'PATCH',
  (w: World) => string,
  (w: World) => Record<string, unknown>,
];

const ATTEMPTS: Attempt[] = [
  [
    'a project named invisibly',
    'POST',
    () => '/projects',
    (w) => projectBody({ company_id: w.company, name: INVISIBLE }),
  ],
  [
    'a project renamed invisibly',
    'PUT',
    (w) => `/projects/${w.project}`,
    () => projectBody({ name: INVISIBLE }),
  ],
  [
    'a project in country ZZ',
    'POST',
    () => '/projects',
    (w) => projectBody({ company_id: w.company, country_code: 'ZZ' }),
  ],
  [
    'a project completed before it starts',
    'POST',
    () => '/projects',
    (w) => projectBody({ company_id: w.company, start_date: '2026-06-01', completion_date: '2026-05-31' }),
  ],
  [
    'a project edited to complete before it starts',
    'PUT',
    (w) => `/projects/${w.project}`,
    () => projectBody({ start_date: '2027-01-10', completion_date: '2026-12-31' }),
  ],
  ['a company named invisibly', 'POST', () => '/companies', () => ({ name: INVISIBLE, country_code: 'CO' })],
  ['a company in country ZZ', 'POST', () => '/companies', () => ({ name: 'Empresa Z', country_code: 'ZZ' })],
  [
    'a company edited to country ZZ',
    'PUT',
    (w) => `/companies/${w.company}`,
    () => ({ name: 'Constructora Segura S.A.S.', country_code: 'ZZ' }),
  ],
  [
    'a lead named invisibly',
    'POST',
    () => '/leads',
    (w) => ({ company_id: w.company, contact_name: INVISIBLE, contact_phone: '3001112233' }),
  ],
  [
    'a chat lead named invisibly',
    'POST',
    () => '/api/chat/leads',
    (w) => ({
      consent: true,
      contact_name: INVISIBLE,
      contact_email: 'nuevo@seguridad.test',
      property_id: w.property,
    }),
  ],
];

describe('data that means nothing is refused in Spanish and stores nothing', () => {
  it.each(ATTEMPTS)('%s', async (_, method, path, body) => {
    const before = await fingerprint(db);
    const answer = await callJson(api, caller, method, path(world), body(world));
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(nonSpanish(answer.body)).toEqual([]);
    expect(await fingerprint(db)).toBe(before);
  });

  it('still takes names with letters among invisible characters, and real countries', async () => {
    const answer = await callJson(api, caller, 'POST', '/companies', {
      name: `\u200BEmpresa Ñandú\u200B`,
      country_code: 'UY',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [row] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from companies`)).rows;
    expect(row!.n).toBeGreaterThan(1);
  });
});
