import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { documentTypes } from '#server/db/schema';
import { addCompany, addMember, addProject, addProperty, versionOf } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { buildWorld, caller, expectInCompany, PEOPLE, type Actor, type World } from './world';

let db: Db;
let close: () => Promise<void>;
let call: ReturnType<typeof caller>;
let world: World;
let nitType: number;
let ccType: number;
let rfcType: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  const api = await createTestApi(db);
  call = caller(api);
  world = await buildWorld(db, api);
  const types = await db.select().from(documentTypes);
  const typeId = (country: string, code: string) =>
    types.find((t) => t.countryCode === country && t.documentCode === code)!.id;
  nitType = typeId('CO', 'NIT');
  ccType = typeId('CO', 'CC');
  rfcType = typeId('MX', 'RFC');
});
afterAll(() => close());

const as = (actor: Actor) => PEOPLE[actor];
const target = (which: 'own' | 'foreign') => world[which];

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Constructora Prueba S.A.S.',
  country_code: 'CO',
  country_name: 'Colombia',
  city: 'Medellín',
  ...overrides,
});

describe('GET /companies/{id}: members and platform admins read, nobody else', () => {
  it.each([
    ...expectInCompany('own', ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'PLATFORM_ADMIN'], 200),
    ...expectInCompany('foreign', ['PLATFORM_ADMIN'], 200),
  ])('%s company as %s → %i', async (which, actor, status) => {
    const res = await call(as(actor), 'GET', `/companies/${target(which)}`);
    expect(res.status).toBe(status);
    const body = await json(res);
    if (status === 200) expect(body.id).toBe(target(which));
    else expect(body).toMatchObject({ detail: expect.any(String) });
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await call(as('OWNER'), 'GET', '/companies/999999')).status).toBe(404);
  });
});

describe('GET /companies/{id}/stats: members and platform admins read', () => {
  it.each([
    ...expectInCompany('own', ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'PLATFORM_ADMIN'], 200),
    ...expectInCompany('foreign', ['PLATFORM_ADMIN'], 200),
  ])('%s company as %s → %i', async (which, actor, status) => {
    const res = await call(as(actor), 'GET', `/companies/${target(which)}/stats`);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(await json(res)).toEqual({ project_count: 0, member_count: which === 'own' ? 4 : 1 });
    }
  });
});

describe('PUT /companies/{id}: OWNER, ADMIN and platform admins write', () => {
  it.each([
    ...expectInCompany('own', ['OWNER', 'ADMIN', 'PLATFORM_ADMIN'], 200),
    ...expectInCompany('foreign', ['PLATFORM_ADMIN'], 200),
  ])('%s company as %s → %i', async (which, actor, status) => {
    const name = `${which === 'own' ? 'Propia' : 'Ajena'} editada por ${actor}`;
    const version = await versionOf(db, 'companies', target(which));
    const res = await call(as(actor), 'PUT', `/companies/${target(which)}`, payload({ name, version }));
    expect(res.status).toBe(status);
    const stored = await json(await call(as('PLATFORM_ADMIN'), 'GET', `/companies/${target(which)}`));
    if (status === 200) expect(stored.name).toBe(name);
    else expect(stored.name).not.toBe(name);
  });

  it('replaces the editable fields: what the form dropped is cleared', async () => {
    const company = await addCompany(db, 'Reemplazo S.A.S.', {
      website: 'https://viejo.test',
      phone: '+57 1',
    });
    await addMember(db, company, world.userIds.OWNER, 'OWNER');
    const res = await call(as('OWNER'), 'PUT', `/companies/${company}`, {
      name: 'Reemplazo S.A.S.',
      country_code: 'MX',
      registration_id: 'REE150312K47',
      registration_id_type_id: rfcType,
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      country_code: 'MX',
      country_name: 'Mexico',
      city: null,
      website: null,
      phone: null,
      registration_id: 'REE150312K47',
      registration_id_type_id: rfcType,
    });
  });
});

describe('DELETE /companies/{id}: OWNER, ADMIN and platform admins, when nothing else hangs off it', () => {
  it.each([
    // Authorised callers reach the blocking rule: the own company still has other members.
    ...expectInCompany('own', ['OWNER', 'ADMIN', 'PLATFORM_ADMIN'], 409),
    ...expectInCompany('foreign', ['PLATFORM_ADMIN'], 409),
  ])('%s company as %s → %i', async (which, actor, status) => {
    const res = await call(as(actor), 'DELETE', `/companies/${target(which)}`);
    expect(res.status).toBe(status);
    expect((await call(as('PLATFORM_ADMIN'), 'GET', `/companies/${target(which)}`)).status).toBe(200);
  });

  it('refuses while the company has projects, naming the counts', async () => {
    const company = await addCompany(db, 'Con Proyectos S.A.S.');
    await addMember(db, company, world.userIds.OWNER, 'OWNER');
    await addProject(db, company, 'Torre Uno', 'ACTIVE');
    await addProject(db, company, 'Torre Dos', 'DRAFT');
    const res = await call(as('OWNER'), 'DELETE', `/companies/${company}`);
    expect(res.status).toBe(409);
    expect((await json(res)).detail).toBe(
      'La empresa tiene 2 proyecto(s) y 0 miembro(s) asociados. Debes eliminarlos antes de eliminar la empresa.'
    );
  });

  it('refuses while the company has independent properties', async () => {
    const company = await addCompany(db, 'Con Propiedades S.A.S.');
    await addMember(db, company, world.userIds.OWNER, 'OWNER');
    await addProperty(db, company, 'Casa suelta', 'AVAILABLE');
    const res = await call(as('OWNER'), 'DELETE', `/companies/${company}`);
    expect(res.status).toBe(409);
    expect((await json(res)).detail).toMatch(/1 propiedad\(es\)/);
  });

  it('deletes a company whose only member is the caller', async () => {
    const company = await addCompany(db, 'Vacía S.A.S.');
    await addMember(db, company, world.userIds.ADMIN, 'ADMIN');
    expect((await call(as('ADMIN'), 'DELETE', `/companies/${company}`)).status).toBe(204);
    expect((await call(as('PLATFORM_ADMIN'), 'GET', `/companies/${company}`)).status).toBe(404);
    const mine = (await json(await call(as('ADMIN'), 'GET', '/companies'))) as { id: number }[];
    expect(mine.map((c) => c.id)).not.toContain(company);
  });
});

describe('POST /companies/: anyone signed in creates a company and becomes its OWNER', () => {
  it.each(['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'NON_MEMBER', 'PLATFORM_ADMIN'] as const)(
    'as %s',
    async (actor) => {
      const name = `Nueva de ${actor} S.A.S.`;
      const res = await call(as(actor), 'POST', '/companies/', payload({ name }));
      expect(res.status).toBe(201);
      const created = await json(res);
      expect(created).toMatchObject({
        name,
        role: 'OWNER',
        country_code: 'CO',
        verified: false,
        status: 'active',
      });
      const mine = (await json(await call(as(actor), 'GET', '/companies'))) as { id: number; role: string }[];
      expect(mine).toContainEqual(expect.objectContaining({ id: created.id, role: 'OWNER' }));
    }
  );

  it('refuses a duplicate registration (country, document type, number) with a Spanish 409', async () => {
    const first = { registration_id: '900111222-3', registration_id_type_id: nitType };
    expect(
      (await call(as('OWNER'), 'POST', '/companies', payload({ name: 'Primera', ...first }))).status
    ).toBe(201);
    const res = await call(as('VIEWER'), 'POST', '/companies', payload({ name: 'Segunda', ...first }));
    expect(res.status).toBe(409);
    expect((await json(res)).detail).toBe(
      'Ya existe una empresa con este número de identificación. Por favor, utiliza un número diferente.'
    );
    // The same number under another document type is another registration.
    const other = payload({
      name: 'Tercera',
      registration_id: '900111222-3',
      registration_id_type_id: ccType,
    });
    expect((await call(as('OWNER'), 'POST', '/companies', other)).status).toBe(201);
  });

  it('takes a number differing only in letter case for the same registration', async () => {
    const mexican = (name: string, registration_id: string) =>
      payload({
        name,
        country_code: 'MX',
        country_name: 'Mexico',
        registration_id,
        registration_id_type_id: rfcType,
      });
    expect(
      (await call(as('OWNER'), 'POST', '/companies', mexican('Mayúsculas', 'MAY150312K47'))).status
    ).toBe(201);
    const res = await call(as('ADMIN'), 'POST', '/companies', mexican('Minúsculas', 'may150312k47'));
    expect(res.status).toBe(409);
    const [row] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from companies where upper(registration_id) = 'MAY150312K47'`
      )
    ).rows;
    expect(Number(row?.n)).toBe(1);
  });

  it('refuses a duplicate on update too', async () => {
    const reg = { registration_id: '900333444-5', registration_id_type_id: nitType };
    await call(as('OWNER'), 'POST', '/companies', payload({ name: 'Dueña del NIT', ...reg }));
    const res = await call(
      as('OWNER'),
      'PUT',
      `/companies/${world.own}`,
      payload({ name: 'Propia', ...reg, version: await versionOf(db, 'companies', world.own) })
    );
    expect(res.status).toBe(409);
  });

  it('answers the FastAPI 422 with the form’s Spanish messages', async () => {
    const res = await call(as('OWNER'), 'POST', '/companies', {
      name: '',
      country_code: 'co',
      website: 'no es una url',
      registration_id: 'x'.repeat(51),
    });
    expect(res.status).toBe(422);
    const issues = (await json(res)).detail as { loc: string[]; msg: string }[];
    const byField = Object.fromEntries(issues.map((i) => [i.loc.join('.'), i.msg]));
    expect(byField).toMatchObject({
      'body.name': 'El nombre de la empresa es requerido',
      'body.country_code': 'El codigo de pais debe ser en formato ISO 3166-1 alpha-2, ej: CO, US, MX',
      'body.website': 'Debe ser una URL valida',
      'body.registration_id': 'El ID de registro no puede exceder 50 caracteres',
    });
  });

  it('refuses a document type of another country', async () => {
    const res = await call(as('OWNER'), 'POST', '/companies', payload({ registration_id_type_id: rfcType }));
    expect(res.status).toBe(422);
    expect((await json(res)).detail).toEqual([
      {
        loc: ['body', 'registration_id_type_id'],
        msg: 'El tipo de documento no corresponde al país seleccionado',
        type: 'document_type_country',
      },
    ]);
  });

  it('stores blanks as null and fills the country name of a known country', async () => {
    const res = await call(as('OWNER'), 'POST', '/companies', {
      name: '  Espacios S.A.S. ',
      country_code: 'PE',
      city: '',
      website: '',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      name: 'Espacios S.A.S.',
      country_name: 'Peru',
      city: null,
      website: null,
    });
  });
});

describe('GET /companies/: no company crosses the boundary', () => {
  it('lists only the caller’s memberships', async () => {
    const names = async (actor: Actor) =>
      ((await json(await call(as(actor), 'GET', '/companies'))) as { id: number }[]).map((c) => c.id);
    expect(await names('MEMBER')).toContain(world.own);
    expect(await names('MEMBER')).not.toContain(world.foreign);
    // Platform admins see every company on the admin screens, not in their own list.
    expect(await names('PLATFORM_ADMIN')).not.toContain(world.foreign);
  });
});

it('keeps the seeded document types in the catalogue', async () => {
  expect(await db.select().from(documentTypes).where(eq(documentTypes.countryCode, 'CO'))).toHaveLength(5);
});
