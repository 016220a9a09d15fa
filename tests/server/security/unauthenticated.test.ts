import { readFileSync } from 'node:fs';
import { generateKeyPair } from 'jose';
import {
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_READ_ALL_COMPANIES,
  POLICY,
  type Action,
} from '#domain/permissions';
import type { Db } from '#server/db/client';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { unsignedToken } from '#tests/server/support/tokens';
import { EMAIL_CLAIM } from '#server/auth/profile-claims';
import { nonSpanish } from './spanish';
import { createTally } from './tally';

// From the committed contract: every operation that is not public, called without a token and with every kind
// of bad token, answers 401 with a Spanish reason before anything else runs. A new route is covered the day it
// is added to the contract.

type RawOperation = { 'x-permission': Action; requestBody?: unknown };
const doc = JSON.parse(readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, RawOperation>>;
};

const guarded = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => POLICY[op['x-permission']].kind !== 'public')
    .map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      // Any id will do: authentication is decided before the path is looked at.
      url: path.replace(/\{[^}]+\}/g, '1'),
      hasBody: op.requestBody !== undefined,
    }))
);

// Everything a token may claim, so a forgery that were accepted would be allowed everywhere.
const claims = {
  sub: 'auth0|intruso',
  permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
  [EMAIL_CLAIM]: 'intruso@ataque.test',
};

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
const badTokens: Record<string, string | null> = {};
const tally = createTally('unauthenticated');

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  const genuine = await api.issuer.tokenFor({ sub: claims.sub, email: 'intruso@ataque.test' });
  const [header, , signature] = genuine.split('.');
  const escalated = Buffer.from(
    JSON.stringify({ ...claims, iss: 'http://issuer.test/', aud: 'https://api.inbest.local' })
  );
  Object.assign(badTokens, {
    'no token': null,
    'a token signed with another key': await api.issuer.sign(claims, {
      key: (await generateKeyPair('RS256')).privateKey,
    }),
    'a genuine signature over rewritten claims': `${header}.${escalated.toString('base64url')}.${signature}`,
    'an unsigned token': unsignedToken(claims),
    'an expired token': await api.issuer.sign(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    'a token for another audience': await api.issuer.sign(claims, { audience: 'https://otra.api' }),
  });
});
afterAll(async () => {
  // The counts docs/security.md reports.
  tally.report();
  await close();
});

describe('every operation that is not public refuses a caller it cannot identify', () => {
  it('covers the contract', () => {
    expect(guarded.length).toBeGreaterThan(50);
  });

  it.each(guarded)('$name', async ({ method, url, hasBody }) => {
    for (const [kind, token] of Object.entries(badTokens)) {
      const headers: Record<string, string> = {};
      if (token !== null) headers.authorization = `Bearer ${token}`;
      if (hasBody) headers['content-type'] = 'application/json';
      const res = await tally.measure(db, () =>
        api.app.request(url, { method, headers, body: hasBody ? '{}' : undefined })
      );
      expect(res.status, kind).toBe(401);
      expect(nonSpanish(await res.json()), kind).toEqual([]);
    }
  });
});
