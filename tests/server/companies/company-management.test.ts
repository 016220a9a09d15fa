import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { addCompany, addMember, addProject, versionOf } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { buildWorld, caller, PEOPLE, type World } from './world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let call: ReturnType<typeof caller>;
let world: World;
let extra: { bogota: number; cali: number; inactive: number };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  call = caller(api);
  world = await buildWorld(db, api);
  // Three more companies of the OWNER, so search, filters, sort and pages have something to tell apart.
  extra = {
    bogota: await addCompany(db, 'Zeta Constructora Bogotá', {
      city: 'Bogotá',
      department: 'Cundinamarca',
      email: 'info@zeta.test',
      contactPerson: 'Camila Torres',
      companyType: 'construction',
      employeesCount: 120,
    }),
    cali: await addCompany(db, 'alfa urbanismo', {
      city: 'Cali',
      department: 'Valle del Cauca',
      email: 'hola@alfa.test',
      contactPerson: 'Jorge Mina',
      companyType: 'urban_planning',
      employeesCount: 30,
    }),
    inactive: await addCompany(db, 'Mu Ingeniería', {
      city: 'Bogotá',
      department: 'Cundinamarca',
      status: 'inactive',
      email: 'contacto@mu.test',
      contactPerson: 'Ana Zapata',
      companyType: 'engineering',
    }),
  };
  for (const id of Object.values(extra)) await addMember(db, id, world.userIds.OWNER, 'OWNER');
  await addProject(db, extra.bogota, 'Torre Zeta', 'ACTIVE');
  await addProject(db, extra.bogota, 'Parque Zeta', 'ACTIVE');
});
afterAll(() => close());

const list = async (who: keyof typeof PEOPLE, query = '') => {
  const res = await call(PEOPLE[who], 'GET', `/companies/management${query}`);
  expect(res.status).toBe(200);
  return json(res);
};
const names = (body: { companies: { name: string }[] }) => body.companies.map((c) => c.name);

describe('GET /companies/management: whose companies', () => {
  it('refuses a call without a token', async () => {
    expect((await api.app.request('/companies/management')).status).toBe(401);
    expect((await api.app.request('/companies/management/stats')).status).toBe(401);
  });

  it("lists the caller's companies with their role and counts, never another company", async () => {
    const body = await list('OWNER', '?limit=100');
    expect(body.total_items).toBe(4);
    expect(names(body)).not.toContain('Ajena S.A.S.');
    const zeta = body.companies.find((c: { id: number }) => c.id === extra.bogota);
    expect(zeta).toMatchObject({
      role: 'OWNER',
      project_count: 2,
      member_count: 1,
      department: 'Cundinamarca',
    });
    expect(body.companies.find((c: { id: number }) => c.id === world.own)).toMatchObject({
      role: 'OWNER',
      member_count: 4,
    });
  });

  it('gives a VIEWER its one company and someone with no company nothing', async () => {
    expect(names(await list('VIEWER'))).toEqual(['Propia S.A.S.']);
    expect(await list('NON_MEMBER')).toEqual({ companies: [], page: 1, total_pages: 0, total_items: 0 });
  });

  it('gives a platform admin every company, with no role of their own', async () => {
    const body = await list('PLATFORM_ADMIN', '?limit=100');
    const [row] = (await db.execute(sql`select count(*)::int as n from companies`)).rows as { n: number }[];
    expect(body.total_items).toBe(row!.n);
    expect(body.companies.every((c: { role: unknown }) => c.role === null)).toBe(true);
  });
});

describe('GET /companies/management: search, filters, sort and pages', () => {
  it('searches name, email and contact person ignoring case, not the city', async () => {
    expect(names(await list('OWNER', '?q=ZETA'))).toEqual(['Zeta Constructora Bogotá']);
    expect(names(await list('OWNER', '?q=HOLA@ALFA'))).toEqual(['alfa urbanismo']);
    expect(names(await list('OWNER', '?q=ana%20zap'))).toEqual(['Mu Ingeniería']);
    expect(names(await list('OWNER', '?q=cali'))).toEqual([]);
    // LIKE's wildcards are literal text.
    expect(names(await list('OWNER', '?q=%25'))).toEqual([]);
  });

  it('filters by status, city and department', async () => {
    expect(names(await list('OWNER', '?status=inactive'))).toEqual(['Mu Ingeniería']);
    expect(names(await list('OWNER', '?city=Bogot%C3%A1&sort=name'))).toEqual([
      'Mu Ingeniería',
      'Zeta Constructora Bogotá',
    ]);
    expect(names(await list('OWNER', '?department=Valle%20del%20Cauca'))).toEqual(['alfa urbanismo']);
    expect(names(await list('OWNER', '?city=Bogot%C3%A1&status=active'))).toEqual([
      'Zeta Constructora Bogotá',
    ]);
  });

  it('sorts by name ignoring case, by registration date newest first, by status and by city', async () => {
    expect(names(await list('OWNER', '?sort=name'))).toEqual([
      'alfa urbanismo',
      'Mu Ingeniería',
      'Propia S.A.S.',
      'Zeta Constructora Bogotá',
    ]);
    await db.execute(
      sql`update companies set created_at = now() - (id * interval '1 day') where id in (${sql.join(
        [world.own, ...Object.values(extra)],
        sql`, `
      )})`
    );
    const newest = names(await list('OWNER', '?sort=created_at'));
    expect(newest[0]).toBe('Propia S.A.S.');
    expect(newest.at(-1)).toBe('Mu Ingeniería');
    expect(names(await list('OWNER', '?sort=status')).at(-1)).toBe('Mu Ingeniería');
    expect(names(await list('OWNER', '?sort=city'))).toEqual([
      'Mu Ingeniería',
      'Zeta Constructora Bogotá',
      'alfa urbanismo',
      'Propia S.A.S.',
    ]);
  });

  it('pages the results', async () => {
    const first = await list('OWNER', '?sort=name&limit=3');
    const second = await list('OWNER', '?sort=name&limit=3&page=2');
    expect(first).toMatchObject({ page: 1, total_pages: 2, total_items: 4 });
    expect(names(first)).toHaveLength(3);
    expect(names(second)).toEqual(['Zeta Constructora Bogotá']);
  });

  it('refuses unknown filter values in Spanish', async () => {
    const res = await call(PEOPLE.OWNER, 'GET', '/companies/management?status=closed');
    expect(res.status).toBe(422);
    expect(JSON.stringify(await json(res))).toContain('El estado no es válido');
    expect((await call(PEOPLE.OWNER, 'GET', '/companies/management?sort=size')).status).toBe(422);
    expect((await call(PEOPLE.OWNER, 'GET', '/companies/management?page=0')).status).toBe(422);
  });
});

describe('GET /companies/management/stats: figures counted by the server', () => {
  const scalar = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)).rows[0] as { n: number }).n;
  const mine = (userId: number) => sql`(select company_id from company_members where user_id = ${userId})`;

  it("counts the OWNER's companies as direct SQL does", async () => {
    const owner = world.userIds.OWNER;
    const res = await call(PEOPLE.OWNER, 'GET', '/companies/management/stats');
    expect(res.status).toBe(200);
    const stats = await json(res);
    expect(stats.total_companies).toBe(
      await scalar(sql`select count(*)::int as n from companies where id in ${mine(owner)}`)
    );
    expect(stats.by_status).toEqual({ active: 3, inactive: 1, pending: 0 });
    expect(stats.total_projects).toBe(
      await scalar(sql`select count(*)::int as n from projects where company_id in ${mine(owner)}`)
    );
    expect(stats.total_members).toBe(
      await scalar(sql`select count(*)::int as n from company_members where company_id in ${mine(owner)}`)
    );
    expect(stats.total_employees).toBe(150);
    expect(stats.by_city).toEqual([
      { key: 'Bogotá', count: 2 },
      { key: 'Cali', count: 1 },
      { key: 'Medellín', count: 1 },
    ]);
    expect(stats.by_department[0]).toEqual({ key: 'Cundinamarca', count: 2 });
    expect(stats.by_type).toContainEqual({ key: 'urban_planning', count: 1 });
  });

  it('counts nothing for someone with no company and everything for a platform admin', async () => {
    const none = await json(await call(PEOPLE.NON_MEMBER, 'GET', '/companies/management/stats'));
    expect(none).toMatchObject({ total_companies: 0, total_projects: 0, by_city: [] });
    const all = await json(await call(PEOPLE.PLATFORM_ADMIN, 'GET', '/companies/management/stats'));
    expect(all.total_companies).toBe(await scalar(sql`select count(*)::int as n from companies`));
    expect(all.total_projects).toBe(await scalar(sql`select count(*)::int as n from projects`));
  });
});

describe('the management profile through POST and PUT /companies', () => {
  const profile = {
    name: 'Perfil Completo S.A.S.',
    registration_id: '900123456-7',
    country_code: 'CO',
    city: 'Medellín',
    department: 'Antioquia',
    address: 'Calle 10 # 43-20',
    email: 'info@perfil.test',
    phone: '+57 604 555 1234',
    website: 'https://perfil.test',
    contact_person: 'Sofía Pérez',
    contact_email: 'sofia@perfil.test',
    contact_phone: '+57 310 555 1234',
    company_type: 'development',
    employees_count: 12,
    founded_year: 2010,
    description: 'Desarrolladora de vivienda.',
    status: 'pending',
  };

  it('stores every field on create, and a NIT typed in Colombia becomes a NIT', async () => {
    const res = await call(PEOPLE.MEMBER, 'POST', '/companies', profile);
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ ...profile, role: 'OWNER' });
    const [row] = (
      await db.execute(
        sql`select d.document_code from companies c join document_types d on d.id = c.registration_id_type_id where c.id = ${body.id}`
      )
    ).rows as { document_code: string }[];
    expect(row?.document_code).toBe('NIT');
    // The same NIT again is a duplicate, with the company form's 409 message.
    const again = await call(PEOPLE.MEMBER, 'POST', '/companies', { ...profile, name: 'Otra' });
    expect(again.status).toBe(409);
    expect((await json(again)).detail).toContain('Ya existe una empresa con este número de identificación');
  });

  it('keeps the profile when the company form saves without it, and clears a field sent empty', async () => {
    const created = await json(
      await call(PEOPLE.MEMBER, 'POST', '/companies', { ...profile, registration_id: '900765432-1' })
    );
    const path = `/companies/${created.id}`;
    const plain = { name: 'Perfil Renombrado', country_code: 'CO', city: 'Medellín' };
    expect((await call(PEOPLE.MEMBER, 'PUT', path, { ...plain, version: 1 })).status).toBe(200);
    const kept = await json(await call(PEOPLE.MEMBER, 'GET', path));
    expect(kept).toMatchObject({
      name: 'Perfil Renombrado',
      contact_person: 'Sofía Pérez',
      status: 'pending',
    });
    const cleared = await json(
      await call(PEOPLE.MEMBER, 'PUT', path, {
        ...plain,
        version: 2,
        description: '',
        employees_count: null,
        status: 'active',
      })
    );
    expect(cleared).toMatchObject({
      description: null,
      employees_count: null,
      status: 'active',
      founded_year: 2010,
    });
  });

  it.each([
    [{ contact_phone: '3105551234' }, 'El teléfono de contacto debe tener el formato +57 XXX XXX XXXX'],
    [{ contact_email: 'sofia@' }, 'El email de contacto debe tener un formato válido'],
    [{ founded_year: 1899 }, `El año de fundación debe estar entre 1900 y ${new Date().getFullYear()}`],
    [{ founded_year: new Date().getFullYear() + 1 }, 'El año de fundación debe estar entre 1900'],
    [{ employees_count: -1 }, 'El número de empleados debe ser un número entero mayor o igual a 0'],
    [{ company_type: 'bank' }, 'El tipo de empresa no es válido'],
    [{ status: 'closed' }, 'El estado no es válido'],
  ])('refuses %j in Spanish', async (bad, message) => {
    const res = await call(PEOPLE.MEMBER, 'POST', '/companies', {
      ...profile,
      registration_id: undefined,
      ...bad,
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await json(res))).toContain(message);
  });

  it('lets only OWNER and ADMIN change the status of their company', async () => {
    const version = await versionOf(db, 'companies', world.own);
    const body = { name: 'Propia S.A.S.', country_code: 'CO', status: 'inactive', version };
    expect((await call(PEOPLE.MEMBER, 'PUT', `/companies/${world.own}`, body)).status).toBe(403);
    expect((await call(PEOPLE.VIEWER, 'PUT', `/companies/${world.own}`, body)).status).toBe(403);
    expect((await call(PEOPLE.OWNER, 'PUT', `/companies/${world.foreign}`, body)).status).toBe(404);
    expect(
      (await call(PEOPLE.ADMIN, 'PUT', `/companies/${world.own}`, { ...body, status: 'active' })).status
    ).toBe(200);
  });
});
