import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { properties } from '#server/db/schema';
import { addProject, addProperty } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { callJson, modelBody, people, setUpCompanies } from '#tests/server/projects/support';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let project: number;

type Page = { properties: { id: number; name: string }[]; total_pages: number; total_items: number };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own } = await setUpCompanies(db, api));
  project = await addProject(db, own, 'Proyecto paginado', 'ACTIVE');
  for (let i = 1; i <= 12; i++) await addProperty(db, own, `Unidad ${i}`, 'AVAILABLE');
  for (let i = 1; i <= 7; i++) await addProperty(db, own, `Apto ${i}`, 'AVAILABLE', project);
});
afterAll(() => close());

const get = (query: string) => callJson(api, people.viewer, 'GET', `/companies/${own}/properties${query}`);

describe('GET /companies/{id}/properties pages', () => {
  it('walks the whole list page by page, in the same order as the unpaged answer', async () => {
    const all = (await get('')).body as { id: number }[];
    expect(Array.isArray(all)).toBe(true);
    const first = (await get('?page=1&limit=5')).body as Page;
    expect(first.total_items).toBe(all.length);
    expect(first.total_pages).toBe(Math.ceil(all.length / 5));
    const seen: number[] = [];
    for (let page = 1; page <= first.total_pages; page++) {
      const { properties } = (await get(`?page=${page}&limit=5`)).body as Page;
      expect(properties.length).toBe(Math.min(5, all.length - (page - 1) * 5));
      seen.push(...properties.map((p) => p.id));
    }
    expect(seen).toEqual(all.map((p) => p.id));
  });

  it('pages by 10 when only the page is given, and answers an empty page past the end', async () => {
    const page = (await get('?page=1')).body as Page;
    expect(page.properties).toHaveLength(10);
    const past = (await get(`?page=${page.total_pages + 1}`)).body as Page;
    expect(past.properties).toEqual([]);
    expect(past.total_items).toBe(page.total_items);
  });

  it('refuses a limit outside 1..100 and a page below 1 with Spanish messages', async () => {
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?page=uno']) {
      const { status, body } = await get(query);
      expect(status, query).toBe(422);
      expect(JSON.stringify(body), query).toMatch(/Debe ser|número/);
    }
  });
});

describe('GET /companies/{id}/properties searched and sorted by the server', () => {
  beforeAll(async () => {
    const casa = await addProperty(db, own, 'Casa Campestre', 'AVAILABLE');
    const lote = await addProperty(db, own, 'Lote 100%_b', 'AVAILABLE');
    await db
      .update(properties)
      .set({
        description: 'Con JARDÍN y chimenea',
        address: 'Vereda San Nicolás, La Ceja',
        price: 90_000_000,
      })
      .where(eq(properties.id, casa));
    await db.update(properties).set({ price: null }).where(eq(properties.id, lote));
  });
  const names = (page: Page) => page.properties.map((p) => p.name);

  it('matches name, description or address ignoring case, with LIKE characters taken literally', async () => {
    for (const q of ['casa', 'jardín', 'LA CEJA', 'Campestre']) {
      const page = (await get(`?q=${encodeURIComponent(q)}&limit=50`)).body as Page;
      expect(names(page), q).toEqual(['Casa Campestre']);
      expect(page.total_items, q).toBe(1);
    }
    expect(names((await get(`?q=${encodeURIComponent('100%_')}`)).body as Page)).toEqual(['Lote 100%_b']);
    expect(names((await get(`?q=${encodeURIComponent('%')}`)).body as Page)).toEqual(['Lote 100%_b']);
    const none = (await get('?q=zzz')).body as Page;
    expect([none.properties, none.total_items, none.total_pages]).toEqual([[], 0, 0]);
    // A search alone is a page (10 by default), like `page` or `limit`.
    const apts = (await get('?q=apto')).body as Page;
    expect([apts.total_items, apts.properties.length]).toEqual([7, 7]);
    const past = (await get('?q=apto&page=3&limit=5')).body as Page;
    expect([past.properties, past.total_items, past.total_pages]).toEqual([[], 7, 2]);
  });

  it('orders by name, or by price either way with unpriced last, across pages', async () => {
    const all = (await get('')).body as { id: number; name: string; price: number | null }[];
    const byName = [...all].sort(
      (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id
    );
    const walked: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 6); page++)
      walked.push(...names((await get(`?sort=name&page=${page}&limit=6`)).body as Page));
    expect(walked).toEqual(byName.map((p) => p.name));
    const cheap = (await get('?sort=price_asc&limit=100')).body as Page;
    expect(cheap.properties[0]!.name).toBe('Casa Campestre');
    expect(cheap.properties.at(-1)!.name).toBe('Lote 100%_b');
    const dear = (await get('?sort=price_desc&limit=100')).body as Page;
    expect(dear.properties.at(-1)!.name).toBe('Lote 100%_b');
    expect(dear.properties.at(-2)!.name).toBe('Casa Campestre');
  });

  it('refuses an unknown order and a search over 100 characters in Spanish', async () => {
    const sort = await get('?sort=precio');
    expect(sort.status).toBe(422);
    expect(JSON.stringify(sort.body)).toContain('El orden no es válido');
    const long = await get(`?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('La búsqueda no puede exceder 100 caracteres');
  });
});

describe('GET /projects/{projectId}/properties pages', () => {
  const units = (query: string) =>
    callJson(api, people.viewer, 'GET', `/projects/${project}/properties${query}`);

  it("pages the units in the unpaged answer's order", async () => {
    const all = (await units('')).body as { id: number }[];
    expect(all).toHaveLength(7);
    const first = (await units('?limit=4')).body as Page;
    const second = (await units('?page=2&limit=4')).body as Page;
    expect([first.total_items, first.total_pages]).toEqual([7, 2]);
    expect([...first.properties, ...second.properties].map((p) => p.id)).toEqual(all.map((p) => p.id));
  });

  it('refuses a limit above 100', async () => {
    expect((await units('?limit=500')).status).toBe(422);
  });

  it("searches the project's units on the server and sorts them, name order by default", async () => {
    const names = (page: Page) => page.properties.map((p) => p.name);
    // Only this project's units match: the company's own 'Unidad …' are not its units.
    const found = (await units(`?q=${encodeURIComponent('APTO 1')}&limit=25`)).body as Page;
    expect([names(found), found.total_items]).toEqual([['Apto 1'], 1]);
    expect(((await units('?q=unidad')).body as Page).total_items).toBe(0);
    const byName = (await units('?q=apto&limit=3')).body as Page;
    expect([names(byName), byName.total_pages]).toEqual([['Apto 1', 'Apto 2', 'Apto 3'], 3]);
    const recent = (await units('?sort=recent&limit=2')).body as Page;
    expect(names(recent)).toEqual(['Apto 7', 'Apto 6']);
  });

  it('refuses an unknown order and a search over 100 characters in Spanish', async () => {
    const sort = await units('?sort=precio');
    expect(sort.status).toBe(422);
    expect(JSON.stringify(sort.body)).toContain('El orden no es válido');
    const long = await units(`?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('La búsqueda no puede exceder 100 caracteres');
  });
});

describe('GET /projects/{projectId}/models pages', () => {
  it('pages the models on both paths, oldest first, like the unpaged answer', async () => {
    for (let i = 1; i <= 3; i++)
      await callJson(api, people.owner, 'POST', `/property-models/projects/${project}/models`, {
        ...modelBody(),
        name: `Modelo ${i}`,
      });
    for (const base of [`/projects/${project}/models`, `/property-models/projects/${project}/models`]) {
      const all = (await callJson(api, people.viewer, 'GET', base)).body as { id: number }[];
      expect(all).toHaveLength(3);
      const first = (await callJson(api, people.viewer, 'GET', `${base}?limit=2`)).body as {
        models: { id: number }[];
        total_pages: number;
        total_items: number;
      };
      const second = (await callJson(api, people.viewer, 'GET', `${base}?page=2&limit=2`))
        .body as typeof first;
      expect([first.total_items, first.total_pages]).toEqual([3, 2]);
      expect([...first.models, ...second.models].map((m) => m.id)).toEqual(all.map((m) => m.id));
      expect((await callJson(api, people.viewer, 'GET', `${base}?limit=0`)).status).toBe(422);
    }
  });
});

describe('GET /companies/{id}/members pages', () => {
  it('pages the members in the unpaged order, owners first', async () => {
    const base = `/companies/${own}/members`;
    const all = (await callJson(api, people.viewer, 'GET', base)).body as { id: number }[];
    expect(all.length).toBeGreaterThan(1);
    const pages: { id: number }[] = [];
    const first = (await callJson(api, people.viewer, 'GET', `${base}?limit=1`)).body as {
      members: { id: number }[];
      total_pages: number;
      total_items: number;
    };
    expect([first.total_items, first.total_pages]).toEqual([all.length, all.length]);
    for (let page = 1; page <= first.total_pages; page++)
      pages.push(
        ...((await callJson(api, people.viewer, 'GET', `${base}?page=${page}&limit=1`)).body as typeof first)
          .members
      );
    expect(pages.map((m) => m.id)).toEqual(all.map((m) => m.id));
    expect((await callJson(api, people.viewer, 'GET', `${base}?limit=101`)).status).toBe(422);
  });
});

describe('GET /projects/{projectId}/models searched and sorted by the server', () => {
  type ModelPage = { models: { name: string }[]; total_pages: number; total_items: number };
  const models = async (query: string) =>
    (await callJson(api, people.viewer, 'GET', `/projects/${project}/models${query}`)).body as ModelPage;
  const names = (page: ModelPage) => page.models.map((m) => m.name);

  beforeAll(async () => {
    for (const [name, description, price] of [
      ['Penthouse Ático', 'Terraza con JACUZZI', 900_000_000],
      ['Loft 50%_x', null, null],
    ] as const)
      await callJson(api, people.owner, 'POST', `/property-models/projects/${project}/models`, {
        ...modelBody(),
        name,
        description,
        price,
      });
  });

  it('matches name or description ignoring case, LIKE characters literally, a page at a time', async () => {
    for (const q of ['penthouse', 'ÁTICO', 'jacuzzi'])
      expect(names(await models(`?q=${encodeURIComponent(q)}`)), q).toEqual(['Penthouse Ático']);
    expect(names(await models(`?q=${encodeURIComponent('%_')}`))).toEqual(['Loft 50%_x']);
    const found = await models('?q=modelo&limit=2');
    expect([names(found), found.total_items, found.total_pages]).toEqual([['Modelo 1', 'Modelo 2'], 3, 2]);
    const none = await models('?q=zzz');
    expect([none.models, none.total_items, none.total_pages]).toEqual([[], 0, 0]);
  });

  it('orders by name or by price either way (unpriced last), and as created by default', async () => {
    expect(names(await models('?sort=name&limit=50'))).toEqual([
      'Loft 50%_x',
      'Modelo 1',
      'Modelo 2',
      'Modelo 3',
      'Penthouse Ático',
    ]);
    expect(names(await models('?sort=price_desc&limit=50'))[0]).toBe('Penthouse Ático');
    expect(names(await models('?sort=price_asc&limit=50')).at(-1)).toBe('Loft 50%_x');
    expect(names(await models('?limit=50'))).toEqual(names(await models('?sort=created&limit=50')));
  });

  it('refuses an unknown order and a search over 100 characters in Spanish', async () => {
    const sort = await callJson(api, people.viewer, 'GET', `/projects/${project}/models?sort=precio`);
    expect([sort.status, JSON.stringify(sort.body)]).toEqual([
      422,
      expect.stringContaining('El orden no es válido'),
    ]);
    const long = await callJson(
      api,
      people.viewer,
      'GET',
      `/projects/${project}/models?q=${'a'.repeat(101)}`
    );
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('La búsqueda no puede exceder 100 caracteres');
  });
});

describe('GET /companies/{id}/members searched and sorted by the server', () => {
  type MemberPage = {
    members: { email: string; full_name: string | null; role: string }[];
    total_items: number;
  };
  const members = async (query: string) =>
    (await callJson(api, people.viewer, 'GET', `/companies/${own}/members${query}`)).body as MemberPage;
  const emails = (page: MemberPage) => page.members.map((m) => m.email);

  it('matches the name or the e-mail ignoring case, a page at a time', async () => {
    expect(emails(await members('?q=VALENTINA'))).toEqual([people.viewer.email]);
    expect(emails(await members('?q=admin%40ANDINA'))).toEqual([people.admin.email]);
    const andina = await members('?q=andina.test&limit=2');
    expect([andina.members.length, andina.total_items]).toEqual([2, 4]);
    expect((await members('?q=sabana')).total_items).toBe(0);
  });

  it('orders owners first by default, or by name, or newest first', async () => {
    expect((await members('?limit=50')).members[0]!.role).toBe('OWNER');
    const byName = (await members('?sort=name&limit=50')).members.map((m) => m.full_name);
    expect(byName).toEqual([...byName].sort((a, b) => a!.toLowerCase().localeCompare(b!.toLowerCase())));
    expect(emails(await members('?sort=recent&limit=50'))).toEqual(
      emails(await members('?sort=role&limit=50'))
        .slice()
        .reverse()
    );
  });

  it('refuses an unknown order in Spanish', async () => {
    const sort = await callJson(api, people.viewer, 'GET', `/companies/${own}/members?sort=rol`);
    expect(sort.status).toBe(422);
    expect(JSON.stringify(sort.body)).toContain('El orden no es válido');
  });
});
