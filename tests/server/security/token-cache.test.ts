import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, InvalidTokenError } from '#server/auth/token-verifier';
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER } from '#tests/server/support/tokens';

const person = { sub: 'auth0|cache', email: 'cache@inbest.test' };

describe('remembered token verifications', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a repeated token with the same claims', async () => {
    const issuer = await createTestIssuer();
    const verify = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks });
    const token = await issuer.tokenFor({ ...person, permissions: ['read:companies'] });
    const first = await verify(token);
    expect(await verify(token)).toEqual(first);
    expect(first).toMatchObject({ sub: person.sub, email: person.email, permissions: ['read:companies'] });
  });

  it('still refuses a remembered token once it has expired', async () => {
    const issuer = await createTestIssuer();
    const verify = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks });
    const token = await issuer.tokenFor(person, { expiresIn: '60s' });
    await verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    await expect(verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('never remembers a refusal: a forged token is refused every time', async () => {
    const issuer = await createTestIssuer();
    const other = await createTestIssuer();
    const verify = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks });
    const forged = await other.tokenFor(person);
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
