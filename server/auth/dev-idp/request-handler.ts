import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy } from '#server/lib/security-headers';
import { PAGE_ASSETS } from './html';
import { handleInteraction, INTERACTION_ROUTE, type InteractionServices } from './interactions';
import { devIdpMetrics } from './metrics';

// The provider's pages load only their own stylesheet and script. No form-action: after the login form, the
// provider redirects to the web app, and browsers apply form-action to that redirect too.
const IDP_SECURITY_HEADERS = {
  ...BASE_SECURITY_HEADERS,
  'Content-Security-Policy': contentSecurityPolicy({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  }),
};

/**
 * Auth0's logout takes `returnTo`; oidc-provider's end-session endpoint takes `post_logout_redirect_uri`.
 * Returns the rewritten request path, or undefined when nothing needs mapping.
 */
export function mapAuth0Logout(url: URL): string | undefined {
  const returnTo = url.searchParams.get('returnTo');
  if (url.pathname !== '/v2/logout' || returnTo === null) return undefined;
  url.searchParams.delete('returnTo');
  url.searchParams.set('post_logout_redirect_uri', returnTo);
  return `${url.pathname}${url.search}`;
}

/**
 * The HTTP listener: the login and sign-up interaction, /metrics and Auth0 rewrites first, everything else to
 * oidc-provider.
 */
export function createRequestHandler(provider: Provider, services: InteractionServices): RequestListener {
  const oidc = provider.callback();
  const metrics = devIdpMetrics(services.lockout);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(IDP_SECURITY_HEADERS)) res.setHeader(name, value);
    const asset = PAGE_ASSETS[url.pathname];
    if (asset && req.method === 'GET') {
      res.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache' }).end(asset.body);
      return;
    }
    if (url.pathname === '/metrics' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': metrics.contentType }).end(await metrics.metrics());
      return;
    }
    const interaction = INTERACTION_ROUTE.exec(url.pathname);
    if (interaction?.[1])
      return handleInteraction(provider, services, req, res, interaction[1], interaction[2]);
    const rewritten = mapAuth0Logout(url);
    if (rewritten) req.url = rewritten;
    return oidc(req, res);
  };

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('Error en el proveedor de identidad de desarrollo:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Error interno del proveedor de identidad.');
    });
  };
}
