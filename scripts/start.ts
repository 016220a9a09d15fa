import { DEFAULT_AUDIENCE, DEFAULT_CLIENT_ID, DEFAULT_PORTS, dataDir, readAuthConfig } from '#server/config';
import { DEMO_PASSWORD, DEMO_USERS } from '#server/demo/demo-users';
import { buildWeb, inboxPorts, startStack } from './stack';

// `npm start` serves the production build; `npm run dev` (--dev) swaps in the Vite dev server with hot reload.
const dev = process.argv.includes('--dev');

if (!dev) {
  const started = Date.now();
  console.log('Building the web app...');
  await buildWeb();
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const started = Date.now();
await startStack({
  dataDir: dataDir(),
  web: dev ? 'vite' : 'static',
  // A half-running stack only confuses: stop the rest through the stack's own signal handling.
  onCrash: (name, code) => {
    console.error(`\n${name} stopped unexpectedly (exit code ${code}); shutting the stack down.`);
    process.kill(process.pid, 'SIGTERM');
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const auth = readAuthConfig();
const apiUrl = `http://localhost:${DEFAULT_PORTS.api}`;
const lines = [
  '',
  `In-Best is running (stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s). Ctrl-C stops it.`,
  '',
  `  Web app            http://localhost:${DEFAULT_PORTS.web}${dev ? '  (Vite dev server)' : ''}`,
  `  API                ${apiUrl}`,
  `  API docs           ${apiUrl}/docs`,
  `  Identity provider  ${auth.domainUrl}${auth.embedded ? '' : '  (Auth0 tenant)'}`,
  process.env.SMTP_URL
    ? `  Outgoing mail      ${new URL(process.env.SMTP_URL).host}  (SMTP_URL)`
    : `  Mail inbox         http://localhost:${inboxPorts().inbox}  (every mail sent; SMTP on port ${inboxPorts().smtp})`,
  `  Data folder        ${dataDir()}`,
  '',
];
if (auth.embedded) {
  lines.push(
    `  Demo accounts (password "${DEMO_PASSWORD}", client id ${DEFAULT_CLIENT_ID}, audience ${DEFAULT_AUDIENCE}):`
  );
  for (const user of DEMO_USERS) lines.push(`    ${user.email.padEnd(20)} ${user.name}`);
  lines.push('');
}
console.log(lines.join('\n'));
