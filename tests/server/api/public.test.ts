import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Db } from '#server/db/client';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, WEB_ORIGIN, json } from '#tests/server/support/test-app';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
});
afterAll(() => close());

describe('public routes', () => {
  it('/health reports the API and its database', async () => {
    const res = await api.app.request('/health');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('/health/plain answers in plain text', async () => {
    const res = await api.app.request('/health/plain/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
  });

  it('/docs serves the interactive reference from local assets', async () => {
    const page = await api.app.request('/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await api.app.request('/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await api.app.request('/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });

  it('/openapi.json is a valid OpenAPI 3.1 document describing the error shapes', async () => {
    const doc = await json(await api.app.request('/openapi.json'));
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorDetail', 'ValidationError'])
    );
  });

  it('lets the web origin call the API from the browser (CORS preflight)', async () => {
    const res = await api.app.request('/users/me', {
      method: 'OPTIONS',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
  });

  it('does not grant CORS to other origins', async () => {
    const res = await api.app.request('/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown paths of an authenticated caller with a Spanish 404', async () => {
    const res = await (await api.as({ sub: 'auth0|x', email: 'x@example.co' })).get('/no-existe');
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ detail: 'El recurso solicitado no fue encontrado.' });
  });
});

// Over a real socket, as the web app calls: the CORS headers of an actual request (not a preflight) are on every
// answer, success or error, which is written with its length (server/lib/cors.ts sets them on the final answer).
describe('answers over a socket', () => {
  const answerOf = async (path: string, headers: Record<string, string>) => {
    const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
        });
        req.on('error', reject);
        req.end();
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  };

  it('carries the web app’s CORS headers and a length on a success and on an error', async () => {
    const token = await api.issuer.tokenFor({ sub: 'auth0|socket', email: 'socket@example.co' });
    const answers = [
      await answerOf('/health', { origin: WEB_ORIGIN }),
      await answerOf('/users/me', { origin: WEB_ORIGIN, authorization: `Bearer ${token}` }),
      await answerOf('/users/me', { origin: WEB_ORIGIN }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401]);
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        'access-control-allow-origin': WEB_ORIGIN,
        'access-control-expose-headers': 'X-Request-Id',
        vary: expect.stringContaining('Origin'),
        'x-request-id': expect.any(String),
        'content-length': expect.stringMatching(/^\d+$/),
      });
      expect(headers['transfer-encoding']).toBeUndefined();
    }
  });
});
