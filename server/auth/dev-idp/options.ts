/** What the development identity provider needs to know about the app it serves. */
export type DevIdpOptions = {
  /** TCP port to listen on; 0 picks a free one (the issuer then uses the bound port). */
  port: number;
  /** Root data directory; the provider keeps its keys and grants under `<dataDir>/idp/`. */
  dataDir: string;
  /** Origin of the web app, e.g. http://localhost:3000: redirect targets and the only CORS origin. */
  appOrigin: string;
  /** API identifier that access tokens are issued for (Auth0 "audience"). */
  audience: string;
  /** Client id of the single-page app. */
  clientId: string;
  /** Access-token lifetime; one hour unless a test needs short-lived tokens. */
  accessTokenTtlSeconds?: number;
  /** Milliseconds since the epoch, for the login lockout; tests move it forward instead of waiting. */
  clock?: () => number;
};

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3600;
