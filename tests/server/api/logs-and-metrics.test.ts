import { sql } from 'drizzle-orm';
import { createApp } from '#server/app';
import { createTokenVerifier } from '#server/auth/token-verifier';
import type { Db } from '#server/db/client';
import { createLogger } from '#server/lib/logger';
import { createTestDb } from '#tests/server/support/test-db';
import { json } from '#tests/server/support/test-app';
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER } from '#tests/server/support/tokens';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
});
afterAll(() => close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ANA = { sub: 'auth0|ana-logs', email: 'ana.perez@example.com', name: 'Ana Pérez' };

/** The real API, logging at info into a list of parsed lines instead of stdout. */
async function loggedApi(options: Pick<Parameters<typeof createApp>[0], 'pools' | 'replicaLag'> = {}) {
  const issuer = await createTestIssuer();
  const lines: string[] = [];
  const logger = createLogger('api-test-1', {
    level: 'info',
    destination: { write: (l: string) => lines.push(l) },
  });
  const app = createApp({
    db,
    logger,
    pools: options.pools,
    replicaLag: options.replicaLag,
    verifyToken: createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
    userInfo: async () => ({ email: null, name: null }),
    corsOrigins: [],
  });
  const requestLines = () =>
    lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
  return { app, issuer, lines, requestLines };
}

describe('the request log', () => {
  it('writes one JSON line per request with method, route pattern, status, duration, id and instance', async () => {
    const { app, issuer, lines, requestLines } = await loggedApi();
    const token = await issuer.tokenFor(ANA);
    const res = await app.request(
      '/projects/987654?contacto=ana.perez%40example.com&email=ana.perez@example.com',
      {
        headers: { authorization: `Bearer ${token}` },
      }
    );
    expect(res.status).toBe(404);

    expect(requestLines()).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/projects/:id',
      status: 404,
      request_id: res.headers.get('x-request-id'),
      instance: 'api-test-1',
    });
    expect(line?.duration_ms).toEqual(expect.any(Number));
    const written = lines.join('\n');
    for (const secret of ['ana.perez', 'example.com', token, token.slice(0, 20), '987654', 'Bearer'])
      expect(written).not.toContain(secret);
  });

  it('keeps a message body (an e-mail typed into the chat) out of the line', async () => {
    const { app, lines, requestLines } = await loggedApi();
    const res = await app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Me interesa, mi correo es ana.perez@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(requestLines()).toEqual([
      expect.objectContaining({ method: 'POST', route: '/api/chat', status: 200 }),
    ]);
    expect(lines.join('\n')).not.toContain('ana.perez');
  });
});

describe('a 5xx in the log', () => {
  it('adds an error line with the same request id, the driver’s error and none of the query’s values', async () => {
    const broken = await createTestDb();
    try {
      const lines: string[] = [];
      const app = createApp({
        db: broken.db,
        logger: createLogger('api-test-1', {
          level: 'info',
          destination: { write: (l: string) => lines.push(l) },
        }),
        verifyToken: async () => {
          throw new Error('not used');
        },
        userInfo: async () => ({ email: null, name: null }),
        corsOrigins: [],
      });
      // The chat cannot save its session: Drizzle's error repeats the insert with the visitor's message among its
      // values, and PostgreSQL's `detail` shows the failing row.
      await broken.db.execute(
        sql`alter table chat_sessions add constraint no_writes check (false) not valid`
      );
      const res = await app.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'escríbeme a ana.perez@example.com' }),
      });
      expect(res.status).toBe(500);
      const id = res.headers.get('x-request-id');
      const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(parsed).toEqual([
        expect.objectContaining({
          level: 50,
          request_id: id,
          error: expect.objectContaining({ code: '23514' }),
        }),
        expect.objectContaining({
          level: 30,
          msg: 'request',
          route: '/api/chat',
          status: 500,
          request_id: id,
        }),
      ]);
      expect(lines.join('\n')).not.toContain('ana.perez');
    } finally {
      await broken.close();
    }
  });
});

describe('the request id', () => {
  it('echoes a well-formed X-Request-Id (as nginx sends it) in the answer and the log line', async () => {
    const { app, requestLines } = await loggedApi();
    const fromProxy = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const res = await app.request('/health/live', { headers: { 'x-request-id': fromProxy } });
    expect(res.headers.get('x-request-id')).toBe(fromProxy);
    expect(requestLines()[0]?.request_id).toBe(fromProxy);
  });

  it.each([
    ['absent', undefined],
    ['not an id', 'ana.perez@example.com'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
  ])('makes a fresh one when the header is %s', async (_, sent) => {
    const { app, lines } = await loggedApi();
    const res = await app.request('/health/live', {
      headers: sent === undefined ? {} : { 'x-request-id': sent },
    });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
    if (sent) expect(lines.join('\n')).not.toContain(sent);
  });

  it('names each request differently', async () => {
    const { app } = await loggedApi();
    const [a, b] = await Promise.all([app.request('/health/live'), app.request('/health/live')]);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});

describe('Spanish error bodies carry the request id a user can quote', () => {
  it.each([
    ['401 without a token', '/projects/1', false, 401, 'No autenticado: token ausente o inválido.'],
    ['404 for an unknown address', '/no-existe', true, 404, 'El recurso solicitado no fue encontrado.'],
    ['404 for a project that does not exist', '/projects/987654', true, 404, 'Proyecto no encontrado'],
  ])('%s', async (_, path, signedIn, status, detail) => {
    const { app, issuer } = await loggedApi();
    const headers: Record<string, string> = signedIn
      ? { authorization: `Bearer ${await issuer.tokenFor(ANA)}` }
      : {};
    const res = await app.request(path, { headers });
    expect(res.status).toBe(status);
    expect(await json(res)).toEqual({ detail, request_id: res.headers.get('x-request-id') });
  });

  it('422 validation answers keep their list and add the id', async () => {
    const { app } = await loggedApi();
    const res = await app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
      body: JSON.stringify({ message: '' }),
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.request_id).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(body.detail[0]).toMatchObject({ loc: ['body', 'message'] });
  });

  it('leaves successful answers as they were', async () => {
    const { app } = await loggedApi();
    expect(await json(await app.request('/health/live'))).toEqual({ status: 'live' });
  });
});

describe('GET /metrics', () => {
  it('counts requests and their latency by route pattern, method and status, never by raw id', async () => {
    const { app, issuer } = await loggedApi();
    const token = await issuer.tokenFor(ANA);
    await app.request('/projects/987654', { headers: { authorization: `Bearer ${token}` } });
    await app.request('/projects/987654');

    const res = await app.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('inbest_http_requests_total{method="GET",route="/projects/:id",status="404"} 1');
    expect(text).toContain('inbest_http_requests_total{method="GET",route="/projects/:id",status="401"} 1');
    expect(text).toMatch(
      /inbest_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/projects\/:id",status="404"\} 1/
    );
    expect(text).toContain('inbest_login_failures_total{source="api"} 1');
    expect(text).not.toContain('987654');
  });

  it('counts chat replies by decision source', async () => {
    const { app } = await loggedApi();
    const ask = () =>
      app.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'ayuda' }),
      });
    const first = await json(await ask());
    const text = await (await app.request('/metrics')).text();
    expect(text).toContain(
      `inbest_chat_replies_total{decision_source="${first.decision_source}",agent_type="${first.agent_type}"} 1`
    );
    expect(text).toContain(
      `inbest_chat_replies_total{decision_source="llm",agent_type="${first.agent_type}"} 0`
    );
  });

  it('reports the PostgreSQL pools it is given, and no pool series on PGlite', async () => {
    const without = await (await (await loggedApi()).app.request('/metrics')).text();
    expect(without).not.toContain('inbest_db_pool');

    const { app } = await loggedApi({ pools: { primary: () => ({ total: 5, idle: 1, waiting: 3 }) } });
    const text = await (await app.request('/metrics')).text();
    expect(text).toContain('inbest_db_pool_connections{pool="primary"} 5');
    expect(text).toContain('inbest_db_pool_in_use{pool="primary"} 4');
    expect(text).toContain('inbest_db_pool_waiting{pool="primary"} 3');
  });

  it('reports the read replica’s lag in bytes when known, and no sample when it is not', async () => {
    let lag: number | null = 4096;
    const { app } = await loggedApi({ replicaLag: async () => lag });
    expect(await (await app.request('/metrics')).text()).toMatch(
      /^inbest_db_replica_lag_bytes\{pool="replica"\} 4096$/m
    );
    lag = null;
    expect(await (await app.request('/metrics')).text()).not.toMatch(/^inbest_db_replica_lag_bytes\{/m);
  });
});
