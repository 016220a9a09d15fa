import { DEFAULT_PORTS, dataDir, readAuthConfig, webOrigin } from '#server/config';

// It signs in anyone who knows the published demo password: never in production, never next to a real tenant.
function refusalReason(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NODE_ENV === 'production') {
    return 'El proveedor de identidad de desarrollo no se inicia con NODE_ENV=production: usa un tenant de Auth0.';
  }
  if (env.AUTH0_DOMAIN) {
    return `AUTH0_DOMAIN está definido (${env.AUTH0_DOMAIN}): se usa ese tenant de Auth0, no el proveedor de desarrollo.`;
  }
  return undefined;
}

async function main() {
  const refusal = refusalReason(process.env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  // Loaded only once starting is allowed: a refused process never even loads the provider.
  const { startDevIdp } = await import('./start');
  const auth = readAuthConfig(process.env);
  const port = Number(process.env.IDP_PORT ?? DEFAULT_PORTS.idp);
  const idp = await startDevIdp({
    port,
    dataDir: dataDir(process.env),
    appOrigin: webOrigin(process.env),
    audience: auth.audience,
    clientId: auth.clientId,
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`El puerto ${port} ya está en uso: ¿hay otro proveedor de identidad en marcha? (IDP_PORT)`);
    process.exit(1);
  });
  console.log(`Proveedor de identidad de desarrollo (compatible con Auth0) en ${idp.issuer}`);

  const stop = () => {
    idp.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      }
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

await main();
