import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginxConfig } from '../../scripts/nginx-config';
import { freePort } from '../../scripts/postgres-cluster';

// Debian's nginx, as `npm run serve` and the scale test use it; without it only the text checks run.
const NGINX = '/usr/sbin/nginx';

const render = (apiServers: string[], apiListen = '8000') =>
  renderNginxConfig({ apiServers, apiListen, webListen: '3000', webRoot: '/srv/web', runDir: '/tmp/run' });

describe('the nginx configuration', () => {
  it('sets X-Request-Id on every proxied request from its own $request_id', () => {
    expect(render(['127.0.0.1:8100'])).toContain('proxy_set_header X-Request-Id $request_id;');
  });

  it('answers /metrics itself with a 404, never proxying it', () => {
    const config = render(['127.0.0.1:8100']);
    const block = /location \/metrics \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(block).toContain('return 404');
    expect(block).not.toContain('proxy_pass');
  });
});

describe.skipIf(!existsSync(NGINX))('nginx running that configuration', () => {
  let dir: string;
  let upstream: Server;
  let nginx: ChildProcess;
  let api: string;
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inbest-nginx-'));
    upstream = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"live"}');
    });
    const upstreamPort = await freePort();
    await new Promise<void>((done) => upstream.listen(upstreamPort, '127.0.0.1', done));
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const config = path.join(dir, 'nginx.conf');
    await writeFile(
      config,
      renderNginxConfig({
        apiServers: [`127.0.0.1:${upstreamPort}`],
        apiListen: `127.0.0.1:${apiPort}`,
        webListen: `127.0.0.1:${webPort}`,
        webRoot: dir,
        runDir: dir,
      })
    );
    nginx = spawn(NGINX, ['-c', config, '-p', dir, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    api = `http://127.0.0.1:${apiPort}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await fetch(`${api}/health/live`);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((done) => setTimeout(done, 50));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise<void>((done) => (nginx?.exitCode !== null ? done() : nginx.once('exit', () => done())));
    await new Promise((done) => upstream?.close(done));
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/metrics', '/metrics/', '//metrics', '/metrics?format=text'])(
    '%s answers 404 in Spanish and never reaches an instance',
    async (address) => {
      seen.length = 0;
      const res = await fetch(`${api}${address}`);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { detail: string; request_id: string };
      expect(body.detail).toBe('El recurso solicitado no fue encontrado.');
      expect(body.request_id).toMatch(/^[0-9a-f]{32}$/);
      expect(seen).toEqual([]);
    }
  );

  it('replaces the id a client sent with one of its own, which the instance receives', async () => {
    seen.length = 0;
    const res = await fetch(`${api}/health/live`, {
      headers: { 'x-request-id': 'chosen-by-the-client-0001' },
    });
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });
});
