import { PERMISSION_MANAGE_ALL_COMPANIES, PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';
import type { CompanyRole } from '#domain/roles';
import type { Db } from '#server/db/client';
import { properties, propertyModels } from '#server/db/schema';
import { addCompany, addMember } from '#tests/server/support/fixtures';
import type { createTestApi } from '#tests/server/support/test-app';
import { json } from '#tests/server/support/test-app';
import type { TestPerson } from '#tests/server/support/tokens';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as a person with any method and an optional JSON body. */
export async function call(api: TestApi, person: TestPerson, method: Method, path: string, body?: unknown) {
  const token = await api.issuer.tokenFor(person);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return api.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Calls and parses: the status and the JSON body. */
export async function callJson(
  api: TestApi,
  person: TestPerson,
  method: Method,
  path: string,
  body?: unknown
) {
  const res = await call(api, person, method, path, body);
  return { status: res.status, body: await json(res) };
}

/** The people of the access matrix: one per company role, an outsider and a platform admin. */
export const people = {
  owner: { sub: 'auth0|p-owner', email: 'owner@andina.test', name: 'Olga' },
  admin: { sub: 'auth0|p-admin', email: 'admin@andina.test', name: 'Ana' },
  member: { sub: 'auth0|p-member', email: 'member@andina.test', name: 'Mateo' },
  viewer: { sub: 'auth0|p-viewer', email: 'viewer@andina.test', name: 'Valentina' },
  foreignOwner: { sub: 'auth0|p-owner2', email: 'owner@sabana.test', name: 'Santiago' },
  outsider: { sub: 'auth0|p-outsider', email: 'nadie@example.test' },
  platformAdmin: {
    sub: 'auth0|p-platform',
    email: 'plataforma@inbest.test',
    // The demo platform admin's pair: reads and manages every company.
    permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
  },
} satisfies Record<string, TestPerson>;

export type PersonKey = keyof typeof people;

/**
 * Two companies: "own" with an OWNER, ADMIN, MEMBER and VIEWER, "foreign" with its own OWNER. The outsider and
 * the platform admin belong to neither.
 */
export async function setUpCompanies(db: Db, api: TestApi) {
  const ids = {} as Record<PersonKey, number>;
  for (const [key, person] of Object.entries(people) as [PersonKey, TestPerson][]) {
    ids[key] = (await json(await api.as(person).get('/users/me'))).id as number;
  }
  const own = await addCompany(db, 'Constructora Andina S.A.S.');
  const foreign = await addCompany(db, 'Sabana Urbanismo S.A.S.', { city: 'Bogotá' });
  const roles: [PersonKey, CompanyRole][] = [
    ['owner', 'OWNER'],
    ['admin', 'ADMIN'],
    ['member', 'MEMBER'],
    ['viewer', 'VIEWER'],
  ];
  for (const [key, role] of roles) await addMember(db, own, ids[key], role);
  await addMember(db, foreign, ids.foreignOwner, 'OWNER');
  return { own, foreign, userIds: ids };
}

/** A minimal valid project form. */
export const projectBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Torres del Poblado',
  description: 'Apartamentos con vista al valle',
  status: 'ACTIVE',
  type: 'residential',
  location: 'Medellín',
  address: 'Calle 10 # 43-12',
  country_code: 'CO',
  neighborhood: 'El Poblado',
  zone: 'Sur Oriental',
  city: 'Medellín',
  department: 'Antioquia',
  total_units: 20,
  available_units: 20,
  price_range_min: 450_000_000,
  price_range_max: 900_000_000,
  currency: 'COP',
  latitude: 6.2087,
  longitude: -75.5671,
  nearby_places: [{ name: 'Parque Lleras', type: 'Parque', distance: 0.8 }],
  amenity_ids: [],
  image_urls: ['https://images.example.test/torres.jpg'],
  ...overrides,
});

/** A minimal valid property model form. */
export const modelBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tipo A',
  description: 'Dos alcobas con balcón',
  area: 72.5,
  bedrooms: 2,
  bathrooms: 2,
  parking_spaces: 1,
  floor_number: 3,
  price: 480_000_000,
  currency: 'COP',
  image_urls: [],
  amenity_ids: [],
  ...overrides,
});

/** A minimal valid independent property form. */
export const propertyBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Casa Campestre La Ceja',
  description: 'Casa de dos pisos con jardín',
  property_type: 'house',
  status: 'AVAILABLE',
  address: 'Vereda San Nicolás, La Ceja',
  city: 'La Ceja',
  area: 180,
  bedrooms: 4,
  bathrooms: 3,
  parking_spaces: 2,
  price: 950_000_000,
  currency: 'COP',
  amenities: { jardin: true, custom_chimenea: true },
  image_urls: [],
  ...overrides,
});

/** Inserts a model straight into the database and returns its id. */
export async function addModel(db: Db, projectId: number, name = 'Tipo A') {
  const [row] = await db
    .insert(propertyModels)
    .values({ projectId, name, area: 72.5, bedrooms: 2, bathrooms: 2, parkingSpaces: 1, price: 480_000_000 })
    .returning({ id: propertyModels.id });
  return row!.id;
}

/** Inserts a unit of a project straight into the database and returns its id. */
export async function addUnit(
  db: Db,
  companyId: number,
  projectId: number,
  modelId: number | null,
  name: string,
  status: 'AVAILABLE' | 'RESERVED' | 'SOLD' | 'RENTED' = 'AVAILABLE'
) {
  const [row] = await db
    .insert(properties)
    .values({
      companyId,
      projectId,
      propertyModelId: modelId,
      name,
      status,
      propertyType: 'apartment',
      price: 1,
    })
    .returning({ id: properties.id });
  return row!.id;
}
