import { errors, interactionPolicy, type Adapter, type Configuration, type JWKS } from 'oidc-provider';
import { API_PERMISSIONS } from '#server/demo/demo-users';
import { accessTokenExtraClaims, profileClaims } from './claims';
import type { AccountStore } from './accounts';
import { interactionPaths } from './login-page';
import { autoSubmittedLogoutPage, errorPage, loggedOutPage, sendPage } from './provider-pages';
import { apiResourceServer, audienceToResource } from './resource-server';

export type ProviderSetup = {
  appOrigin: string;
  audience: string;
  clientId: string;
  accessTokenTtlSeconds: number;
  adapter: (model: string) => Adapter;
  jwks: JWKS;
  cookieKeys: string[];
  accounts: AccountStore;
};

const DAY = 24 * 3600;
const apiScopes = new Set(API_PERMISSIONS);

/** The Auth0 path layout that auth0-spa-js and jose's remote JWKS expect. */
const AUTH0_ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  revocation: '/oauth/revoke',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
};

/** oidc-provider configuration that makes it answer like an Auth0 tenant with one SPA and one API. */
export function providerConfiguration(setup: ProviderSetup): Configuration {
  const { appOrigin, audience, clientId, accessTokenTtlSeconds } = setup;
  const apiResource = audienceToResource(audience);

  // First-party app: Auth0 skips the consent screen, so the policy keeps only the login prompt.
  const policy = interactionPolicy.base();
  policy.remove('consent');

  return {
    adapter: setup.adapter,
    jwks: setup.jwks,
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        // Public single-page app: no secret, so oidc-provider insists on PKCE.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', 'password'],
        response_types: ['code'],
        // auth0-spa-js defaults redirect_uri and returnTo to the bare origin (no trailing slash).
        redirect_uris: [appOrigin, `${appOrigin}/`, `${appOrigin}/callback`],
        post_logout_redirect_uris: [appOrigin, `${appOrigin}/`],
      },
    ],
    routes: AUTH0_ROUTES,
    // screen_hint=signup opens the sign-up page instead of the login page, as at Auth0's Universal Login.
    extraParams: ['audience', 'screen_hint'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname'],
    },
    // Auth0 puts profile and email claims in the ID token itself; the app's getUser() reads them there.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const user = setup.accounts.findBySub(sub);
      return user && { accountId: user.sub, claims: () => profileClaims(user) };
    },
    features: {
      devInteractions: { enabled: false },
      // Only the app's own tokens: a public client cannot prove more than its client id.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => sendPage(ctx, autoSubmittedLogoutPage(form)),
        postLogoutSuccessSource: (ctx) => sendPage(ctx, loggedOutPage()),
      },
      resourceIndicators: {
        enabled: true,
        // Auth0 names the API with `audience`; oidc-provider wants an RFC 8707 resource indicator.
        defaultResource: (ctx, _client, oneOf) => {
          if (oneOf) return oneOf;
          const requested = ctx.oidc.params?.audience;
          return typeof requested === 'string' ? audienceToResource(requested) : undefined;
        },
        // auth0-spa-js sends no audience with code exchanges or refreshes: keep the one granted at login.
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx, resource) => {
          if (resource !== apiResource) throw new errors.InvalidTarget(`Servicio desconocido: ${resource}`);
          // Once the user is known, only the scopes they hold a permission for can reach the token (Auth0 RBAC).
          const accountId = ctx.oidc.account?.accountId;
          const user = accountId ? setup.accounts.findBySub(accountId) : undefined;
          return apiResourceServer(audience, accessTokenTtlSeconds, user?.permissions ?? API_PERMISSIONS);
        },
      },
    },
    extraTokenClaims: (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId || token.resourceServer?.audience !== audience) {
        return undefined;
      }
      const user = setup.accounts.findBySub(token.accountId);
      return user && accessTokenExtraClaims(user, clientId);
    },
    // oidc-provider only honours offline_access together with prompt=consent, which auth0-spa-js never sends,
    // so it drops the scope from the code. Auth0 issues the refresh token anyway; do the same, and give the code
    // its offline_access back so the refresh token carries it: auth0-spa-js repeats the login scope, offline_access
    // included, on every refresh, and oidc-provider refuses a refresh asking for more than the token holds.
    issueRefreshToken: (_ctx, client, code) => {
      if (!client.grantTypeAllowed('refresh_token') || !code.scopes.has('openid')) return false;
      if (!code.scopes.has('offline_access')) code.scope = `${code.scope ?? ''} offline_access`.trim();
      return true;
    },
    // Consent is skipped, so the grant is written here: every requested OIDC and API scope. The API scopes a
    // user does not hold are filtered out when tokens are minted (see getResourceServerInfo), which keeps later
    // refreshes that repeat the whole requested scope valid, as they are at Auth0.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing ??
        new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
      const requestedApiScopes = [...oidc.requestParamScopes].filter((scope) => apiScopes.has(scope));
      for (const resource of Object.keys(oidc.resourceServers ?? {})) {
        if (requestedApiScopes.length > 0) grant.addResourceScope(resource, requestedApiScopes);
      }
      await grant.save();
      return grant;
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => interactionPaths(interaction.uid).page,
    },
    clientBasedCORS: (_ctx, origin) => origin === appOrigin,
    // Every localhost port shares cookies: distinctive names keep the app's and the API's cookies apart.
    cookies: {
      keys: setup.cookieKeys,
      names: {
        session: '_inbest_idp_session',
        interaction: '_inbest_idp_interaction',
        resume: '_inbest_idp_resume',
      },
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      IdToken: 3600,
      AuthorizationCode: 60,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: 30 * DAY,
      RefreshToken: 30 * DAY,
    },
    renderError: (ctx, out) => sendPage(ctx, errorPage(out)),
  };
}
