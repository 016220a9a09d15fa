import type { Auth0Client } from '@auth0/auth0-spa-js';
import { REQUESTED_SCOPES } from '#domain/permissions';
import type { UserType } from '#domain/user';
import { appConfig } from './config';

/** Where a completed sign-in continues when nothing else was remembered. */
export const AFTER_LOGIN_PATH = '/dashboard';

/**
 * A trip to the identity provider: where to continue, who is signing in, and whether they create their account
 * first. It travels through the provider as the login's `appState` and comes back with the completed sign-in.
 */
export type LoginRequest = { returnTo: string; userType: UserType; signUp: boolean };

/** What the app knows about the signed-in person from the identity provider. */
export type AuthUser = { name: string | null; email: string | null; picture: string | null; sub: string };

export type AuthState = {
  authenticated: boolean;
  user: AuthUser | null;
  permissions: string[];
  /** Set when this page load completed a redirect sign-in: the request that started it. */
  completed: LoginRequest | null;
};

/** The identity-provider operations the machines use; tests replace it at this edge. */
export type AuthService = {
  /** Completes a redirect sign-in when the URL carries one, then reports the current state. */
  init(url: string): Promise<AuthState>;
  getToken(): Promise<string | null>;
  login(request: LoginRequest): Promise<void>;
  logout(): Promise<void>;
};

/** Browser storage the spec clears on logout or an authentication failure (§9). */
export const SESSION_STORAGE_KEYS = [
  'authToken',
  'userProfile',
  'userRole',
  'companies',
  'activeCompany',
] as const;

const AUTH0_CACHE_PREFIX = '@@auth0spajs@@';

/** The request back from the provider's round trip, with defaults for a login started by an older page. */
const completedRequest = (appState: Partial<LoginRequest> | undefined): LoginRequest => ({
  returnTo: typeof appState?.returnTo === 'string' ? appState.returnTo : AFTER_LOGIN_PATH,
  userType: appState?.userType === 'investor' ? 'investor' : 'constructor',
  signUp: appState?.signUp === true,
});

/** Removes the app's session keys and the identity provider's cached tokens from local storage. */
export function clearSessionStorage(storage: Storage = localStorage) {
  for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
  for (const key of Object.keys(storage)) if (key.startsWith(AUTH0_CACHE_PREFIX)) storage.removeItem(key);
}

const decodePermissions = (token: string): string[] => {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      permissions?: unknown;
    };
    return Array.isArray(payload.permissions) ? payload.permissions.filter((p) => typeof p === 'string') : [];
  } catch {
    return [];
  }
};

// The library's own margin: a token expiring within a minute is refreshed rather than sent.
const EXPIRY_MARGIN_SECONDS = 60;

type CachedIdentity = { user: AuthUser; token: string };

/**
 * The session the identity-provider library cached in local storage (its user entry and an access token for the
 * API's audience), read without the library while the token is valid for another minute; null otherwise, and
 * for any entry not shaped as expected, so the library answers instead. It is what the library itself would
 * answer from the same entries; the API verifies the token either way.
 */
function cachedIdentity(clientId: string, audience: string): CachedIdentity | null {
  try {
    const prefix = `${AUTH0_CACHE_PREFIX}::${clientId}::`;
    const userEntry = JSON.parse(localStorage.getItem(`${prefix}@@user@@`) ?? 'null') as {
      decodedToken?: { user?: { sub?: unknown; name?: unknown; email?: unknown; picture?: unknown } };
    } | null;
    const user = userEntry?.decodedToken?.user;
    if (typeof user?.sub !== 'string') return null;
    const now = Date.now() / 1000;
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(`${prefix}${audience}::`)) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as {
        body?: { access_token?: unknown };
        expiresAt?: unknown;
      } | null;
      const token = entry?.body?.access_token;
      if (typeof token !== 'string' || typeof entry?.expiresAt !== 'number') continue;
      if (entry.expiresAt - EXPIRY_MARGIN_SECONDS <= now) continue;
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      return {
        user: { sub: user.sub, name: text(user.name), email: text(user.email), picture: text(user.picture) },
        token,
      };
    }
  } catch {
    // An entry the library wrote in another shape: the library reads it.
  }
  return null;
}

/**
 * The real service over @auth0/auth0-spa-js: redirect login, refresh tokens cached in local storage. The library is
 * fetched on first use, after the page has rendered, so it stays out of every page's initial download.
 */
export function createAuth0Service(origin = window.location.origin): AuthService {
  let loading: Promise<Auth0Client> | undefined;
  const auth0 = () =>
    (loading ??= import('@auth0/auth0-spa-js').then(
      ({ Auth0Client }) =>
        new Auth0Client({
          domain: appConfig.auth0Domain,
          clientId: appConfig.auth0ClientId,
          useRefreshTokens: true,
          cacheLocation: 'localstorage',
          authorizationParams: {
            redirect_uri: `${origin}/callback`,
            audience: appConfig.auth0Audience,
            scope: REQUESTED_SCOPES,
          },
        })
    ));

  const cachedNow = () => cachedIdentity(appConfig.auth0ClientId, appConfig.auth0Audience);
  const getToken = async () => {
    // A signed-in page's first paint does not wait for the library while the cached token is good.
    const identity = cachedNow();
    if (identity) return identity.token;
    try {
      return await (await auth0()).getTokenSilently();
    } catch (error) {
      const stored = localStorage.getItem('authToken');
      if (stored) return stored;
      throw error;
    }
  };

  return {
    async init(url) {
      const params = new URL(url).searchParams;
      const completingSignIn = params.has('state') && (params.has('code') || params.has('error'));
      // The library reads who is signed in from its cache in local storage: without one (a visitor who never
      // signed in here) the answer is known without fetching it, and it arrives with the first sign-in instead.
      const cached = Object.keys(localStorage).some((key) => key.startsWith(AUTH0_CACHE_PREFIX));
      if (!completingSignIn && !cached)
        return { authenticated: false, user: null, permissions: [], completed: null };
      const identity = completingSignIn ? null : cachedNow();
      if (identity)
        return {
          authenticated: true,
          user: identity.user,
          permissions: decodePermissions(identity.token),
          completed: null,
        };
      const client = await auth0();
      let completed: LoginRequest | null = null;
      if (completingSignIn) {
        const result = await client.handleRedirectCallback<Partial<LoginRequest>>(url);
        completed = completedRequest(result.appState);
      }
      if (!(await client.isAuthenticated()))
        return { authenticated: false, user: null, permissions: [], completed };
      const [user, token] = await Promise.all([client.getUser(), getToken()]);
      return {
        authenticated: true,
        user: user?.sub
          ? {
              sub: user.sub,
              name: user.name ?? null,
              email: user.email ?? null,
              picture: user.picture ?? null,
            }
          : null,
        permissions: token ? decodePermissions(token) : [],
        completed,
      };
    },
    getToken: async () => {
      const identity = cachedNow();
      if (identity) return identity.token;
      if (!(await (await auth0()).isAuthenticated())) return localStorage.getItem('authToken');
      return (await getToken()) ?? null;
    },
    // Auth0's Universal Login opens its sign-up form for screen_hint=signup; the embedded provider does the same.
    login: async (request) =>
      (await auth0()).loginWithRedirect({
        appState: request,
        ...(request.signUp && { authorizationParams: { screen_hint: 'signup' } }),
      }),
    async logout() {
      clearSessionStorage();
      await (await auth0()).logout({ logoutParams: { returnTo: origin } });
    },
  };
}
