import type { Db } from '#server/db/client';
import { MAX_JSON_BYTES } from '#server/lib/body-limit';
import { CHAT_BODY_TOO_LARGE } from '#server/routes/chat/chat.index';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { nonSpanish } from './spanish';
import { buildWorld, caller, fingerprint } from './world';

// A body over its limit is refused with 413 in Spanish before it is read: from its declared length when it has
// one, and after at most the limit (plus one chunk) when it streams without one.

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let token: string;
let company: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ company } = await buildWorld(db, api));
  token = await api.issuer.tokenFor(caller);
});
afterAll(() => close());

const CHUNK = 64 * 1024;

/** A body of `total` bytes that counts how many of them the server pulled. */
function countedStream(total: number) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        pulled.bytes += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
      },
    },
    { highWaterMark: 0 }
  );
  return { stream, pulled };
}

const post = (path: string, headers: Record<string, string>, body: RequestInit['body']) =>
  api.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('JSON bodies', () => {
  it('a 50 MB body declared as such is refused without reading it', async () => {
    const { stream, pulled } = countedStream(50 * 1024 * 1024);
    const before = await fingerprint(db);
    const res = await post(
      '/projects',
      { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
      stream
    );
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({
      detail: 'La solicitud supera el tamaño máximo permitido (1 MB).',
    });
    expect(pulled.bytes).toBe(0);
    expect(await fingerprint(db)).toBe(before);
  });

  it('a streamed body without a length is cut off just past 1 MB', async () => {
    const { stream, pulled } = countedStream(50 * 1024 * 1024);
    const res = await post('/constructor/activities', { 'content-type': 'application/json' }, stream);
    expect(res.status).toBe(413);
    expect(nonSpanish(await json(res))).toEqual([]);
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_JSON_BYTES + 2 * CHUNK);
  });

  it('a body just under the limit still reaches validation', async () => {
    const body = JSON.stringify({
      company_id: company,
      type: 'inspection',
      title: 'x'.repeat(MAX_JSON_BYTES - 100),
    });
    const res = await post('/constructor/activities', { 'content-type': 'application/json' }, body);
    expect(res.status).toBe(422);
    expect((await json(res)).detail[0].msg).toBe('El título no puede exceder 255 caracteres');
  });
});

describe('multipart uploads', () => {
  it('a multipart body larger than the upload policy allows is refused before it is read', async () => {
    const { stream, pulled } = countedStream(200 * 1024 * 1024);
    const res = await post(
      '/uploads/upload-file',
      { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
      stream
    );
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({
      detail: 'La solicitud supera el tamaño máximo permitido (10 archivos de 10MB).',
    });
    expect(pulled.bytes).toBe(0);
  });

  it('takes more than 1 MB: a multipart upload is not held to the JSON limit', async () => {
    const form = new FormData();
    form.append('company_id', String(company));
    form.append('folder', 'projects');
    form.append('file', new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' }), 'grande.jpg');
    const res = await post('/uploads/upload-file', {}, form);
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});

describe("the chat's own 16 KB limit", () => {
  const CHAT_LIMIT = 16 * 1024;

  it('a message declared over 16 KB is refused in Spanish without reading it', async () => {
    const { stream, pulled } = countedStream(64 * 1024);
    const res = await post(
      '/api/chat',
      { 'content-type': 'application/json', 'content-length': String(CHAT_LIMIT + 1) },
      stream
    );
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({ detail: CHAT_BODY_TOO_LARGE });
    expect(pulled.bytes).toBe(0);
  });

  // The server-wide limit runs first and holds a streamed body of up to 1 MB before the chat's own limit counts it.
  it('a message streamed without a length is refused past 16 KB, reading no more than the server-wide 1 MB', async () => {
    const { stream, pulled } = countedStream(512 * 1024);
    const res = await post('/api/chat', { 'content-type': 'application/json' }, stream);
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({ detail: CHAT_BODY_TOO_LARGE });
    expect(pulled.bytes).toBeLessThanOrEqual(MAX_JSON_BYTES + 2 * CHUNK);
  });

  it('a message with its length declared under the limit is answered', async () => {
    const body = JSON.stringify({ message: 'apartamentos en Medellín', session_id: 'body-limit-chat-1' });
    const res = await post(
      '/api/chat',
      { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body
    );
    expect(res.status).toBe(200);
    expect((await json(res)).content).toEqual(expect.any(String));
  });
});
