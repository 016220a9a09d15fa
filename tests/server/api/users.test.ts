import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema';
import { addCompany, addMember, addUser } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
});
afterAll(() => close());

describe('/users/me', () => {
  it('creates the user on the first call and reuses it afterwards', async () => {
    const person = { sub: 'auth0|nuevo', email: 'Nuevo@Example.co', name: 'Nuevo Usuario' };
    const first = await json(await api.as(person).get('/users/me'));
    const second = await json(await api.as(person).get('/users/me'));
    expect(first.id).toBe(second.id);
    expect(first).toMatchObject({
      email: 'nuevo@example.co',
      full_name: 'Nuevo Usuario',
      is_active: true,
      role_in_company: null,
      company_name: null,
      personal_company: null,
    });
    const rows = await db.select().from(users).where(eq(users.auth0Sub, 'auth0|nuevo'));
    expect(rows).toHaveLength(1);
  });

  it('attaches a user known by email (invited or seeded) to the token subject on first sign-in', async () => {
    const userId = await addUser(db, 'invitada@example.co', 'Invitada Previa');
    const companyId = await addCompany(db, 'Constructora Invitante S.A.S.');
    await addMember(db, companyId, userId, 'VIEWER');

    const res = await api
      .as({ sub: 'auth0|invitada', email: 'INVITADA@example.co', name: 'Otro Nombre' })
      .get('/users/me');
    const profile = await json(res);
    expect(profile).toMatchObject({
      id: userId,
      auth0_sub: 'auth0|invitada',
      full_name: 'Invitada Previa',
      role_in_company: 'VIEWER',
      company_name: 'Constructora Invitante S.A.S.',
      personal_company: null,
    });
  });

  it('reports the owned company as personal company and its role', async () => {
    const person = { sub: 'auth0|duena', email: 'duena@example.co', name: 'Dueña' };
    const { id } = await json(await api.as(person).get('/users/me'));
    const member = await addCompany(db, 'Aliados Miembro S.A.S.');
    const owned = await addCompany(db, 'Propia S.A.S.');
    await addMember(db, member, id, 'MEMBER');
    await addMember(db, owned, id, 'OWNER');

    const profile = await json(await api.as(person).get('/users/me'));
    expect(profile.personal_company).toEqual({ id: owned, name: 'Propia S.A.S.' });
    expect(profile.role_in_company).toBe('OWNER');
    const role = await json(await api.as(person).get('/users/me/role'));
    expect(role).toEqual({ role_in_company: 'OWNER' });
  });

  it('refuses a second identity that claims an email already linked to another subject', async () => {
    await api.as({ sub: 'auth0|primero', email: 'unico@example.co' }).get('/users/me');
    const res = await api.as({ sub: 'google-oauth2|otro', email: 'unico@example.co' }).get('/users/me');
    expect(res.status).toBe(403);
    expect((await json(res)).detail).toMatch(/correo/);
    // Letter case does not make another address.
    const shouted = await api
      .as({ sub: 'google-oauth2|tercero', email: 'UNICO@Example.CO' })
      .get('/users/me');
    expect(shouted.status).toBe(403);
  });

  it('refuses a deactivated user', async () => {
    const person = { sub: 'auth0|inactivo', email: 'inactivo@example.co' };
    await api.as(person).get('/users/me');
    await db.update(users).set({ isActive: false }).where(eq(users.auth0Sub, person.sub));
    const res = await api.as(person).get('/users/me');
    expect(res.status).toBe(403);
  });
});
