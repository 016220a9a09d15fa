import { COUNTRIES } from '#domain/countries';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { ACTORS, caller, PEOPLE } from './world';

let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  const created = await createTestDb();
  close = created.close;
  api = await createTestApi(created.db);
  call = caller(api);
});
afterAll(() => close());

type DocType = { id: number; document_code: string; document_name: string };
const codes = async (country: string) =>
  ((await json(await call(PEOPLE.MEMBER, 'GET', `/countries/${country}/document-types`))) as DocType[]).map(
    (t) => t.document_code
  );

describe('GET /countries/{country}/document-types', () => {
  it.each(ACTORS)('is reference data every signed-in user reads (%s)', async (actor) => {
    expect((await call(PEOPLE[actor], 'GET', '/countries/CO/document-types')).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await api.app.request('/countries/CO/document-types')).status).toBe(401);
  });

  it('lists the real documents of each country', async () => {
    expect(await codes('CO')).toEqual(['NIT', 'CC', 'CE', 'PASAPORTE', 'PPT']);
    expect(await codes('MX')).toEqual(['RFC', 'CURP']);
    expect(await codes('US')).toEqual(['EIN', 'ITIN']);
    const nit = (
      (await json(await call(PEOPLE.MEMBER, 'GET', '/countries/CO/document-types'))) as DocType[]
    )[0];
    expect(nit).toEqual({
      id: expect.any(Number),
      document_code: 'NIT',
      document_name: 'Número de Identificación Tributaria (NIT)',
    });
  });

  it.each(COUNTRIES.map((c) => c.code))('offers at least one document for %s', async (country) => {
    expect((await codes(country)).length).toBeGreaterThan(0);
  });

  it('answers 422 for a country the form does not offer', async () => {
    const res = await call(PEOPLE.MEMBER, 'GET', '/countries/XX/document-types');
    expect(res.status).toBe(422);
    expect((await json(res)).detail[0].loc).toEqual(['path', 'country']);
  });
});
