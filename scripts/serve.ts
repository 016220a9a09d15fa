/**
 * `npm run serve`: production mode. Builds the web app, then starts API_INSTANCES API processes (default 1; more
 * need DATABASE_URL) behind nginx, which serves the build on WEB_PORT (default 3000) and balances the API on
 * API_PORT (default 8000). With AUTH0_DOMAIN set the embedded identity provider does not start. See docs/deploy.md.
 */
import { resolve } from 'node:path';
import { DEFAULT_PORTS, dataDir } from '#server/config';
import { instancePorts } from './nginx-config';
import { startProduction } from './production';
import { buildWeb } from './stack';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

if (!process.argv.includes('--no-build')) {
  console.log('Building the web app...');
  await buildWeb();
}

const production = await startProduction({
  instancePorts: instancePorts(),
  apiPort: port('API_PORT', DEFAULT_PORTS.api),
  webPort: port('WEB_PORT', DEFAULT_PORTS.web),
  idpPort: port('IDP_PORT', DEFAULT_PORTS.idp),
  distDir: resolve(process.env.WEB_DIST_DIR ?? 'dist'),
  runDir: resolve(dataDir(), 'nginx'),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.log(
  [
    '',
    `In-Best (production mode, ${instancePorts().length} API instance(s) behind nginx). Ctrl-C stops it.`,
    `  Web app            ${production.webUrl}`,
    `  API                ${production.apiUrl}  (probes: /health/live, /health/ready)`,
    `  Identity provider  ${production.idpUrl ?? `${process.env.AUTH0_DOMAIN} (Auth0)`}`,
    '',
  ].join('\n')
);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  void production.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
