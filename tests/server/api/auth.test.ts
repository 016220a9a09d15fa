import { generateKeyPair } from 'jose';
import type { Db } from '#server/db/client';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { unsignedToken } from '#tests/server/support/tokens';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
const ana = { sub: 'auth0|ana', email: 'ana@example.co', name: 'Ana Ruiz' };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
});
afterAll(() => close());

const getMe = (authorization?: string) =>
  api.app.request('/users/me', { headers: authorization ? { authorization } : {} });

describe('token verification', () => {
  it('answers 401 with a Spanish detail when no token is sent', async () => {
    const res = await getMe();
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ detail: 'No autenticado: token ausente o inválido.' });
  });

  it('accepts a valid RS256 token from the issuer', async () => {
    const res = await getMe(`Bearer ${await api.issuer.tokenFor(ana)}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      email: 'ana@example.co',
      full_name: 'Ana Ruiz',
      auth0_sub: 'auth0|ana',
    });
  });

  it.each([
    ['expired', async () => api.issuer.tokenFor(ana, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['without an expiry (no exp claim)', async () => api.issuer.tokenFor(ana, { expiresIn: null })],
    ['for another audience', async () => api.issuer.tokenFor(ana, { audience: 'https://other.api' })],
    [
      'signed by a key that is not the issuer’s',
      async () => api.issuer.tokenFor(ana, { key: (await generateKeyPair('RS256')).privateKey }),
    ],
    [
      'unsigned (alg none)',
      async () => unsignedToken({ sub: ana.sub, exp: Math.floor(Date.now() / 1000) + 600 }),
    ],
    ['not a JWT at all', async () => 'garbage'],
  ])('rejects a token %s with 401', async (_, make) => {
    const res = await getMe(`Bearer ${await make()}`);
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ detail: 'Token inválido o vencido.' });
  });

  it('rejects a token with a tampered payload', async () => {
    const [h, p, s] = (await api.issuer.tokenFor(ana)).split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...payload, permissions: ['read:all_companies'] })).toString(
      'base64url'
    );
    const res = await getMe(`Bearer ${h}.${forged}.${s}`);
    expect(res.status).toBe(401);
  });
});
