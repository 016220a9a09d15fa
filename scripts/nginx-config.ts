/**
 * Renders deploy/nginx/inbest.conf.template into a working nginx configuration. `npm run nginx:config` prints it
 * for the environment's API_INSTANCES / API_INSTANCE_PORT / WEB_PORT / API_PORT / WEB_DIST_DIR / NGINX_RUN_DIR;
 * `npm run serve` and `npm run test:scale` call renderNginxConfig themselves.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UPLOAD_POLICIES } from '#domain/upload';
import { DEFAULT_PORTS } from '#server/config';
import { BASE_SECURITY_HEADERS } from '#server/lib/security-headers';
import { webAppOrigins, webContentSecurityPolicy } from '#server/web/content-security-policy';

const TEMPLATE = resolve(import.meta.dirname, '../deploy/nginx/inbest.conf.template');
const MB = 1_048_576;

export type NginxOptions = {
  /** host:port of every API instance. */
  apiServers: readonly string[];
  /** Where nginx listens for the API and for the web app ("8000", "0.0.0.0:80", …). */
  apiListen: string;
  webListen: string;
  /** Absolute path of the web build (the folder holding index.html). */
  webRoot: string;
  /** A folder nginx may write its pid, log and temporary bodies to. */
  runDir: string;
  /** The web app's Content-Security-Policy; by default the one the Node web server sends for this environment. */
  contentSecurityPolicy?: string;
};

// The upload limits, from the same policy the API enforces: one file of the largest policy (signed PUT), and the
// most files of it plus the form's framing (multipart), exactly the API's own multipart limit.
const megabytes = (bytes: number) => `${Math.ceil(bytes / MB)}m`;
const FILE_MAX = megabytes(UPLOAD_POLICIES.constructor.maxBytes);
const MULTIPART_MAX = megabytes(
  UPLOAD_POLICIES.constructor.maxFiles * UPLOAD_POLICIES.constructor.maxBytes + MB
);

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export function renderNginxConfig(options: NginxOptions): string {
  const csp = options.contentSecurityPolicy ?? webContentSecurityPolicy(webAppOrigins());
  const pairs: [string, string][] = [
    ...Object.entries(BASE_SECURITY_HEADERS),
    ['Content-Security-Policy', csp],
  ];
  const headers = pairs
    .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`)
    .join('\n');
  const values: Record<string, string> = {
    RUN_DIR: options.runDir,
    // Never marked down: open-source nginx has no active health checks, and while one instance restarts a reset on
    // the other would leave no instance "live" (502 for every request for fail_timeout). A stopped instance refuses
    // at once, and proxy_next_upstream moves the request on.
    API_SERVERS: options.apiServers.map((s) => `    server ${s} max_fails=0;`).join('\n'),
    API_LISTEN: options.apiListen,
    WEB_LISTEN: options.webListen,
    WEB_ROOT: options.webRoot,
    WEB_HEADERS: headers,
    FILE_MAX,
    MULTIPART_MAX,
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder {{${key}}} in ${TEMPLATE}`);
    return value;
  });
}

/** API_INSTANCES processes on consecutive ports from API_INSTANCE_PORT (default 8100). */
export function instancePorts(env: NodeJS.ProcessEnv = process.env): number[] {
  const count = Number(env.API_INSTANCES ?? 1);
  const first = Number(env.API_INSTANCE_PORT ?? 8100);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error('API_INSTANCES must be 1 to 64.');
  if (!Number.isInteger(first) || first < 1 || first + count > 65_536)
    throw new Error('Bad API_INSTANCE_PORT.');
  return Array.from({ length: count }, (_, i) => first + i);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(
    renderNginxConfig({
      apiServers: instancePorts().map((port) => `127.0.0.1:${port}`),
      apiListen: process.env.API_PORT ?? String(DEFAULT_PORTS.api),
      webListen: process.env.WEB_PORT ?? String(DEFAULT_PORTS.web),
      webRoot: resolve(process.env.WEB_DIST_DIR ?? 'dist'),
      runDir: resolve(process.env.NGINX_RUN_DIR ?? 'data/nginx'),
    })
  );
}
