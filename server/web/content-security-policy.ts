import { DEFAULT_PORTS, readAuthConfig } from '#server/config';
import { contentSecurityPolicy } from '#server/lib/security-headers';

/** The other origins the web app talks to: the API, the identity provider, and where uploads are stored. */
export type WebAppOrigins = { api: string; identity: string; storage: readonly string[] };

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** The origins as the bundle was built to use them (VITE_*), falling back to the fixed local ports. */
export function webAppOrigins(env: NodeJS.ProcessEnv = process.env): WebAppOrigins {
  const api = originOf(env.VITE_API_URL) ?? `http://localhost:${DEFAULT_PORTS.api}`;
  const identity =
    originOf(env.VITE_AUTH0_DOMAIN) ??
    originOf(env.VITE_AUTH0_DOMAIN && `https://${env.VITE_AUTH0_DOMAIN}`) ??
    readAuthConfig(env).domainUrl;
  const storage = [env.PUBLIC_API_URL, env.S3_PUBLIC_URL, env.S3_ENDPOINT]
    .map(originOf)
    .filter((o): o is string => o !== undefined);
  return { api, identity, storage };
}

/**
 * The web app's policy: scripts only from its own files; styles may also be inline, because the toast library
 * injects a `<style>` element; images, API calls and uploads only to the named origins; never framed.
 */
export function webContentSecurityPolicy({ api, identity, storage }: WebAppOrigins): string {
  return contentSecurityPolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api, ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api, identity, ...storage],
    'frame-src': [identity],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}
