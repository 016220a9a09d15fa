import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Provider from 'oidc-provider';
import { AccountStore } from './accounts';
import { FileStore } from './file-store';
import { LoginLockout } from './lockout';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, type DevIdpOptions } from './options';
import { registerPasswordGrant } from './password-grant';
import { providerConfiguration } from './provider-config';
import { createRequestHandler } from './request-handler';
import { loadCookieKeys, loadSigningKeys } from './signing-keys';

export type RunningDevIdp = {
  /** `http://localhost:<port>/` — Auth0-style, with the trailing slash tokens carry in `iss`. */
  issuer: string;
  /** Stops accepting connections and writes pending state to disk. */
  close(): Promise<void>;
};

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Starts the Auth0-compatible development identity provider; state and signed-up accounts live under `<dataDir>/idp/`. */
export async function startDevIdp(options: DevIdpOptions): Promise<RunningDevIdp> {
  const idpDir = join(options.dataDir, 'idp');
  const [store, accounts, jwks, cookieKeys] = await Promise.all([
    FileStore.open(join(idpDir, 'store.json')),
    AccountStore.open(join(idpDir, 'accounts.json')),
    loadSigningKeys(idpDir),
    loadCookieKeys(idpDir),
  ]);
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;

  // Bind first: with port 0 the issuer must name the port the system actually assigned.
  const server = createServer();
  const port = await listen(server, options.port);
  const issuer = `http://localhost:${port}/`;

  const provider = new Provider(
    issuer,
    providerConfiguration({
      appOrigin: options.appOrigin,
      audience: options.audience,
      clientId: options.clientId,
      accessTokenTtlSeconds,
      adapter: (model) => store.adapterFor(model),
      jwks,
      cookieKeys,
      accounts,
    })
  );
  // One count of wrong passwords for the login page and the password grant alike.
  const lockout = new LoginLockout(options.clock);
  registerPasswordGrant(provider, { audience: options.audience, accessTokenTtlSeconds, lockout, accounts });
  provider.on('server_error', (_ctx, error) => console.error('Error del proveedor de identidad:', error));
  server.on('request', createRequestHandler(provider, { lockout, accounts }));

  return {
    issuer,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await Promise.all([store.flush(), accounts.flush()]);
    },
  };
}
