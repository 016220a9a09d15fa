import type { MiddlewareHandler } from 'hono';
import { unauthorized } from '#server/lib/http-error';
import type { AppEnv } from '#server/lib/app-env';
import { callerDeferred, readCaller } from './caller-read';
import { InvalidTokenError, type TokenClaims, type TokenVerifier } from './token-verifier';

/** Reads the user's email and name from the provider when the access token does not carry them. */
export type UserInfoLookup = (token: string) => Promise<Pick<TokenClaims, 'email' | 'name'>>;

/** OIDC `/userinfo` of the issuer: Auth0 answers it for access tokens that include the `openid` scope. */
export const userInfoFromIssuer =
  (issuer: string): UserInfoLookup =>
  async (token) => {
    const res = await fetch(new URL('userinfo', issuer), { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) return { email: null, name: null };
    const body = (await res.json()) as { email?: unknown; name?: unknown };
    return {
      email: typeof body.email === 'string' ? body.email : null,
      name: typeof body.name === 'string' ? body.name : null,
    };
  };

/**
 * Verifies the Bearer token and reads the caller, provisioning the user on their first call. Every API route except
 * health, docs and the public ones sits behind it. A hot operation reads its caller in the statement of its answer
 * (ADR 0066): for it the read is left to the operation, and done here afterwards only when the operation answered
 * without it (refused or failed first), so a deactivated user still gets their 403 and a first call provisions.
 */
export function requireAuth(verify: TokenVerifier, userInfo: UserInfoLookup): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    const token = match?.[1];
    if (!token) throw unauthorized();
    let claims: TokenClaims;
    try {
      claims = await verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized('Token inválido o vencido.');
      throw error;
    }
    if (!claims.email) claims = { ...claims, ...(await userInfo(token)) };
    if (!claims.email) throw unauthorized('El token no identifica el correo del usuario.');
    c.set('identity', {
      sub: claims.sub,
      email: claims.email,
      name: claims.name,
      permissions: claims.permissions,
    });
    if (!callerDeferred(c)) {
      await readCaller(c);
      await next();
      return;
    }
    await next();
    await readCaller(c);
  };
}
