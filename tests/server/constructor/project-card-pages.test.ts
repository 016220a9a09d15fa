import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { projects } from '#server/db/schema';
import { constructorProjects } from '#server/services/constructor-projects';
import { addProject } from '#tests/server/support/fixtures';
import { withStatementLog } from '#tests/server/support/statement-log';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { callJson, people, setUpCompanies, type PersonKey } from '#tests/server/projects/support';

// The Lista view's cards a page at a time (issue 31): the page contract of the other lists (ADR 0058, 0065).

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;

type CardPage = { projects: { id: number; name: string }[]; total_pages: number; total_items: number };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign } = await setUpCompanies(db, api));
  for (let i = 1; i <= 11; i++) await addProject(db, own, `Torre ${i}`, 'ACTIVE');
  for (let i = 1; i <= 3; i++) await addProject(db, own, `Parque ${i}`, 'ACTIVE');
  const bogota = await addProject(db, own, 'Altos de Usaquén', 'ACTIVE');
  await db
    .update(projects)
    .set({ city: 'Bogotá', developer: 'Urbanizadora ÁNDES' })
    .where(eq(projects.id, bogota));
  await addProject(db, foreign, 'Torre Sabana', 'ACTIVE');
});
afterAll(() => close());

const cards = (query: string, person: PersonKey = 'viewer') =>
  callJson(api, people[person], 'GET', `/constructor/projects?company_id=${own}${query}`);
const page = async (query: string) => {
  const { status, body } = await cards(query);
  expect(status, query).toBe(200);
  return body as CardPage;
};
const names = (answer: CardPage) => answer.projects.map((p) => p.name);

describe('GET /constructor/projects pages', () => {
  it('walks every card once, page by page, in the order of the whole list', async () => {
    const all = await page('');
    expect([all.total_items, all.total_pages, all.projects.length]).toEqual([15, 1, 15]);
    const first = await page('&page=1&limit=4');
    expect([first.total_items, first.total_pages]).toEqual([15, 4]);
    const seen: number[] = [];
    for (let n = 1; n <= first.total_pages; n++) {
      const { projects: shown } = await page(`&page=${n}&limit=4`);
      expect(shown.length).toBe(Math.min(4, 15 - (n - 1) * 4));
      seen.push(...shown.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(15);
    expect(seen).toEqual(all.projects.map((p) => p.id));
  });

  it('pages by 10 when only the page is given, and answers an empty page past the end with the count', async () => {
    expect((await page('&page=1')).projects).toHaveLength(10);
    const past = await page('&page=9&limit=5');
    expect([past.projects, past.total_items, past.total_pages]).toEqual([[], 15, 3]);
  });

  it('refuses a limit outside 1..100 and a page below 1 with the Spanish messages of the other lists', async () => {
    for (const query of ['&limit=0', '&limit=101', '&page=0', '&page=uno']) {
      const { status, body } = await cards(query);
      expect(status, query).toBe(422);
      expect(JSON.stringify(body), query).toMatch(/Debe ser|número/);
    }
    const long = await cards(`&q=${'a'.repeat(101)}`);
    expect([long.status, JSON.stringify(long.body)]).toEqual([
      422,
      expect.stringContaining('La búsqueda no puede exceder 100 caracteres'),
    ]);
  });

  it('searches on the server, ignoring case and accents, a page at a time', async () => {
    const torres = await page('&q=TORRE&limit=5');
    expect([torres.projects.length, torres.total_items, torres.total_pages]).toEqual([5, 11, 3]);
    expect(names(torres).every((name) => name.startsWith('Torre '))).toBe(true);
    for (const q of ['usaquen', 'BOGOTA', 'andes', 'Ándes'])
      expect(names(await page(`&q=${encodeURIComponent(q)}`)), q).toEqual(['Altos de Usaquén']);
    // The other company's 'Torre Sabana' never shows.
    expect(names(await page('&q=sabana'))).toEqual([]);
    const none = await page('&q=zzz');
    expect([none.projects, none.total_items, none.total_pages]).toEqual([[], 0, 0]);
  });

  it('keeps the filters under the page', async () => {
    const bogota = await page(`&city=${encodeURIComponent('bogota')}&page=1&limit=5`);
    expect([names(bogota), bogota.total_items]).toEqual([['Altos de Usaquén'], 1]);
  });

  it('answers a non-member 404 and a member of another company nothing of this one', async () => {
    for (const person of ['outsider', 'foreignOwner'] as const) {
      const { status } = await cards('&page=1&limit=5', person);
      expect([403, 404], person).toContain(status);
    }
  });

  it('reads a page in one statement, whatever the page holds', async () => {
    const log: string[] = [];
    const logged = withStatementLog(db, log);
    for (const limit of [1, 12, 100]) {
      log.length = 0;
      await constructorProjects(logged, { company_id: own }, { page: 1, limit });
      expect(log, `limit ${limit}`).toHaveLength(1);
    }
    log.length = 0;
    await constructorProjects(logged, { company_id: own, q: 'torre' }, { page: 2, limit: 5 });
    expect(log).toHaveLength(1);
  });
});
