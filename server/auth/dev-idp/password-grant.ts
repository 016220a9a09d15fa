import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { API_PERMISSIONS } from '#server/demo/demo-users';
import { profileClaims } from './claims';
import type { AccountStore } from './accounts';
import type { LoginLockout } from './lockout';
import { apiResourceServer, audienceToResource } from './resource-server';

const GRANT_TYPE = 'password';
const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);
const apiScopes = new Set(API_PERMISSIONS);
/** Auth0's password grant without a scope parameter behaves as if the basic profile was requested. */
const DEFAULT_SCOPE = 'openid profile email';

type PasswordGrantParams = { username?: string; password?: string; audience?: string };

/** Auth0 answers a failed password grant with 403 and this exact description; scripts match on it. */
class WrongEmailOrPassword extends errors.OIDCProviderError {
  constructor() {
    super(403, 'invalid_grant');
    this.error_description = 'Wrong email or password.';
  }
}

/** Auth0's answer while an account is blocked after repeated wrong passwords. */
class TooManyAttempts extends errors.OIDCProviderError {
  constructor() {
    super(429, 'too_many_attempts');
    this.error_description = 'Your account has been blocked after multiple consecutive login attempts.';
  }
}

class UnknownAudience extends errors.OIDCProviderError {
  constructor(audience: string) {
    super(403, 'access_denied');
    this.error_description = `Service not found: ${audience}`;
  }
}

type PasswordGrantSettings = {
  audience: string;
  accessTokenTtlSeconds: number;
  lockout: LoginLockout;
  accounts: AccountStore;
};

/**
 * Adds Auth0's Resource Owner Password grant for the provider's accounts, so scripts and benchmarks can get tokens
 * without a browser: the same access, ID and refresh tokens as the browser login.
 */
export function registerPasswordGrant(
  provider: Provider,
  { audience, accessTokenTtlSeconds, lockout, accounts }: PasswordGrantSettings
) {
  const resource = audienceToResource(audience);

  provider.registerGrantType<PasswordGrantParams>(
    GRANT_TYPE,
    async (ctx) => {
      const { client, params } = ctx.oidc;
      const username = params.username ?? '';
      if (lockout.isLocked(username)) throw new TooManyAttempts();
      const user = await accounts.verify(username, params.password ?? '');
      if (!user) {
        if (lockout.recordFailure(username)) throw new TooManyAttempts();
        throw new WrongEmailOrPassword();
      }
      lockout.recordSuccess(username);
      // Like a tenant's default audience: a missing audience means the API.
      if (params.audience !== undefined && params.audience !== audience) {
        throw new UnknownAudience(params.audience);
      }

      const requested = new Set((params.scope ?? DEFAULT_SCOPE).split(' ').filter(Boolean));
      const oidcScopes = [...requested].filter((scope) => OIDC_SCOPES.has(scope));
      const requestedApiScopes = [...requested].filter((scope) => apiScopes.has(scope));

      const grant = new provider.Grant({ clientId: client.clientId, accountId: user.sub });
      grant.addOIDCScope(oidcScopes);
      if (requestedApiScopes.length > 0) grant.addResourceScope(resource, requestedApiScopes);
      const grantId = await grant.save();

      const account = { accountId: user.sub, claims: () => profileClaims(user) };
      ctx.oidc.entity('Grant', grant);
      ctx.oidc.entity('Account', account);

      const resourceServer = new provider.ResourceServer(
        resource,
        apiResourceServer(audience, accessTokenTtlSeconds, user.permissions)
      );
      const accessToken = new provider.AccessToken({
        accountId: user.sub,
        client,
        grantId,
        gty: GRANT_TYPE,
        resourceServer,
        scope: grant.getResourceScopeFiltered(resource, [...resourceServer.scopes]),
      });
      ctx.oidc.entity('AccessToken', accessToken);
      const accessTokenValue = await accessToken.save();

      const scope = [...oidcScopes, ...(accessToken.scope?.split(' ').filter(Boolean) ?? [])].join(' ');
      let refreshTokenValue: string | undefined;
      if (requested.has('offline_access')) {
        const refreshToken = new provider.RefreshToken({
          accountId: user.sub,
          client,
          grantId,
          gty: GRANT_TYPE,
          resource,
          // The whole request, so a refresh repeating it is valid; minting filters to what the user holds.
          scope: [...oidcScopes, ...requestedApiScopes].join(' '),
          authTime: Math.floor(Date.now() / 1000),
          rotations: 0,
        });
        ctx.oidc.entity('RefreshToken', refreshToken);
        refreshTokenValue = await refreshToken.save();
      }

      let idTokenValue: string | undefined;
      if (requested.has('openid')) {
        const idToken = new provider.IdToken({ ...profileClaims(user) }, { ctx });
        // IdToken picks the claims of its `scope` property, which the typings leave out.
        Object.assign(idToken, { scope: oidcScopes.join(' ') });
        idTokenValue = await idToken.issue({ use: 'idtoken' });
      }

      ctx.body = {
        access_token: accessTokenValue,
        ...(idTokenValue && { id_token: idTokenValue }),
        ...(refreshTokenValue && { refresh_token: refreshTokenValue }),
        scope,
        expires_in: accessToken.expiration,
        token_type: accessToken.tokenType,
      };
    },
    ['username', 'password', 'audience', 'scope']
  );
}
