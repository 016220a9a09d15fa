import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Db } from '#server/db/client';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi } from '#tests/server/support/test-app';
import { buildWorld, caller } from './world';

// Over a real socket: a client that keeps its connection alive sends a 2 MB JSON body, gets the 413, and its next
// request on the same agent must be answered — the server may not promise keep-alive and then drop the socket.

let db: Db;
let close: () => Promise<void>;
let server: ServerType;
let port: number;
let token: string;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  const api = await createTestApi(db);
  await buildWorld(db, api);
  token = await api.issuer.tokenFor(caller);
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await close();
});

type Answer = { status: number; headers: Record<string, unknown>; body: string };

function send(agent: Agent, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() })
        );
      }
    );
    // The server may answer before the whole body is sent; a write error after that is not the test's concern.
    req.on('error', reject);
    req.end(body);
  });
}

describe('a 413 leaves a keep-alive client able to go on', () => {
  it.each([
    ['with its length declared', '/projects'],
    ['to an operation with its own limit', '/api/chat'],
  ])('after an oversize body %s, the next request on the same agent is answered', async (_, path) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const oversize = JSON.stringify({ relleno: 'x'.repeat(2 * 1024 * 1024) });
      const refused = await send(agent, 'POST', path, oversize);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).detail).toMatch(/demasiado grande|tamaño máximo/);
      // Either the body was drained and the socket is reusable, or the server said it would close it.
      expect(refused.headers.connection).toBe('close');
      for (let i = 0; i < 3; i++) {
        const next = await send(agent, 'GET', '/users/me');
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
