/** Where the web app finds the API and the identity provider; fixed local defaults, overridable at build time. */
export const appConfig = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? 'http://localhost:8000',
  auth0Domain: (import.meta.env.VITE_AUTH0_DOMAIN as string | undefined) ?? 'http://localhost:4000',
  auth0ClientId: (import.meta.env.VITE_AUTH0_CLIENT_ID as string | undefined) ?? 'inbest-web',
  auth0Audience: (import.meta.env.VITE_AUTH0_AUDIENCE as string | undefined) ?? 'https://api.inbest.local',
} as const;

/** Timeout of every API call and of the health check (spec §9). */
export const HTTP_TIMEOUT_MS = 10_000;
