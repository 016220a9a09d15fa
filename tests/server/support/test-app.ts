import { createApp } from '#server/app';
import { createTokenVerifier } from '#server/auth/token-verifier';
import type { Db } from '#server/db/client';
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER, type TestPerson } from './tokens';

export const WEB_ORIGIN = 'http://localhost:3000';

/** The real API over a test database, with tokens from a local issuer and a helper to call it as someone. */
export async function createTestApi(db: Db) {
  const issuer = await createTestIssuer();
  const app = createApp({
    db,
    verifyToken: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
    userInfo: async () => ({ email: null, name: null }),
    corsOrigins: [WEB_ORIGIN],
  });

  const as = (person: TestPerson) => ({
    async get(path: string) {
      const token = await issuer.tokenFor(person);
      return app.request(path, { headers: { authorization: `Bearer ${token}` } });
    },
  });
  return { app, issuer, as };
}

/** Reads a JSON answer for assertions, which inspect arbitrary shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions check the shape themselves
export const json = async (res: Response): Promise<any> => res.json();
