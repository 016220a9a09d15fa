import { priceBucketOf } from '#domain/price-buckets';
import type { Db } from '#server/db/client';
import { createTestApi, json } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { callJson, people, setUpCompanies } from '#tests/server/projects/support';
import { addUnits, createProject, setUnitStatus } from './world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;
let amenityIds: number[];

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign } = await setUpCompanies(db, api));
  amenityIds = ((await json(await api.app.request('/amenities'))) as { id: number }[]).map((a) => a.id);
  const torres = await createProject(api, own, {
    name: 'Torres del Poblado',
    city: 'Medellín',
    location: 'El Poblado, Medellín',
    developer: 'Constructora Andina S.A.S.',
    construction_stage: 'construction',
    price_range_min: 450_000_000,
    price_range_max: 900_000_000,
    amenity_ids: amenityIds.slice(0, 6),
    image_urls: ['/uploads/1/projects/a.jpg', '/uploads/1/projects/b.jpg'],
    manager: 'Laura Restrepo',
    total_units: 4,
    available_units: 4,
  });
  const units = await addUnits(api, torres.id, [
    { name: 'Apto 101', price: 450_000_000 },
    { name: 'Apto 102', price: 480_000_000 },
    { name: 'Apto 103', price: 500_000_000 },
  ]);
  for (const name of ['Apto 101', 'Apto 102', 'Apto 103'])
    await setUnitStatus(api, torres.id, units[name]!, 'SOLD');
  await createProject(api, own, {
    name: 'Reserva de Chapinero',
    city: 'Bogotá',
    location: 'Chapinero Alto',
    developer: 'Urbanizadora Sabana',
    construction_stage: 'pre-sale',
    price_range_min: 150_000_000,
    price_range_max: 250_000_000,
    image_urls: [],
  });
  await createProject(api, own, {
    name: 'Lote Industrial 50%',
    city: 'Cali',
    location: 'Acopi',
    developer: null,
    construction_stage: 'planning',
    price_range_min: null,
    price_range_max: null,
    image_urls: [],
  });
  await createProject(api, foreign, { name: 'Torres de la Sabana', city: 'Bogotá' }, people.foreignOwner);
});
afterAll(() => close());

const cards = async (query = '') => {
  const { status, body } = await callJson(
    api,
    people.viewer,
    'GET',
    `/constructor/projects?company_id=${own}${query}`
  );
  expect(status).toBe(200);
  return body as { projects: { name: string }[]; total_items: number };
};
const names = async (query: string) => (await cards(query)).projects.map((p) => p.name);

describe('GET /constructor/projects', () => {
  it('lists the company’s cards only, newest first, with every field the card shows', async () => {
    const { projects, total_items } = await cards();
    expect(total_items).toBe(3);
    expect(projects.map((p) => p.name)).toEqual([
      'Lote Industrial 50%',
      'Reserva de Chapinero',
      'Torres del Poblado',
    ]);
    expect(projects[2]).toMatchObject({
      construction_stage: 'construction',
      status: 'ACTIVE',
      priority: 'medium',
      image_url: '/uploads/1/projects/a.jpg',
      city: 'Medellín',
      total_units: 4,
      available_units: 1,
      units_sold: 3,
      sales_percent: 75,
      sales_tone: 'blue',
      price_range_min: 450_000_000,
      price_range_max: 900_000_000,
      team: {
        developer: 'Constructora Andina S.A.S.',
        architect: null,
        construction_company: null,
        manager: 'Laura Restrepo',
      },
      more_amenities: 2,
    });
    expect((projects[2] as unknown as { amenities: { id: number }[] }).amenities.map((a) => a.id)).toEqual(
      amenityIds.slice(0, 4)
    );
    expect(projects[0]).toMatchObject({
      image_url: null,
      amenities: [],
      more_amenities: 0,
      sales_percent: 0,
    });
  });

  it('searches name, location, city and developer, ignoring case and accents', async () => {
    expect(await names('&q=TORRES')).toEqual(['Torres del Poblado']);
    expect(await names('&q=chapinero')).toEqual(['Reserva de Chapinero']);
    expect(await names('&q=bogota')).toEqual(['Reserva de Chapinero']);
    expect(await names('&q=medellin')).toEqual(['Torres del Poblado']);
    expect(await names('&q=andina')).toEqual(['Torres del Poblado']);
    expect(await names('&q=nada')).toEqual([]);
    // '%' is a character to find, not a wildcard.
    expect(await names(`&q=${encodeURIComponent('50%')}`)).toEqual(['Lote Industrial 50%']);
  });

  it('filters by stage, city and the price bucket of the range’s midpoint', async () => {
    expect(await names('&stage=pre-sale')).toEqual(['Reserva de Chapinero']);
    expect(await names('&stage=completed')).toEqual([]);
    expect(await names(`&city=${encodeURIComponent('bogotá')}`)).toEqual(['Reserva de Chapinero']);
    expect(priceBucketOf(150_000_000, 250_000_000)).toBe('200000-300000');
    expect(await names('&price_bucket=200000-300000')).toEqual(['Reserva de Chapinero']);
    expect(await names('&price_bucket=500000-1000000')).toEqual(['Torres del Poblado']);
    expect(await names('&price_bucket=0-100000')).toEqual([]);
    expect(await names('&q=torres&stage=construction&city=Medell%C3%ADn')).toEqual(['Torres del Poblado']);
  });

  it('refuses an unknown stage or bucket (422)', async () => {
    const stage = await callJson(
      api,
      people.viewer,
      'GET',
      `/constructor/projects?company_id=${own}&stage=x`
    );
    const bucket = await callJson(
      api,
      people.viewer,
      'GET',
      `/constructor/projects?company_id=${own}&price_bucket=1-2`
    );
    expect([stage.status, bucket.status]).toEqual([422, 422]);
  });
});
