import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { handleInteraction, INTERACTION_ROUTE } from './interactions';
import type { LoginLockout } from './lockout';

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

/** The HTTP listener: the login interaction and Auth0 rewrites first, everything else to oidc-provider. */
export function createRequestHandler(provider: Provider, lockout: LoginLockout): RequestListener {
  const oidc = provider.callback();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const interaction = INTERACTION_ROUTE.exec(url.pathname);
    if (interaction?.[1])
      return handleInteraction(provider, lockout, req, res, interaction[1], interaction[2]);
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
