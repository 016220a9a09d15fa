import type { Db } from '#server/db/client';
import type { FileStorage } from '#server/storage/storage';
import { createTestDb } from '#tests/server/support/test-db';
import { createUploadsApi, MODES, openStorage, SECRET, type Mode } from './support';

// The same expectations for every storage: what one backend does, the other must do too.
let db: Db;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  ({ db, close: closeDb } = await createTestDb());
});
afterAll(() => closeDb());

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe.each(MODES)('%s storage', (mode: Mode) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  let presignRejections: string[];
  let fetchUrl: (url: string, init?: RequestInit) => Promise<Response>;

  beforeAll(async () => {
    ({ storage, close, presignRejections } = await openStorage(mode));
    ({ fetchUrl } = await createUploadsApi(db, { storage, secret: SECRET }));
  });
  afterAll(() => close());

  it('says which kind it is', () => {
    expect(storage.kind).toBe(mode);
  });

  it('writes, reads, streams and deletes an object', async () => {
    await storage.put('7/projects/a.pdf', bytes('%PDF-hola'), { contentType: 'application/pdf' });
    const read = await storage.read('7/projects/a.pdf');
    expect(read).toMatchObject({ size: 9, contentType: 'application/pdf' });
    expect(text(read!.body)).toBe('%PDF-hola');
    expect(read!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const opened = await storage.open('7/projects/a.pdf');
    expect(opened).toMatchObject({ size: 9, contentType: 'application/pdf' });
    expect(await new Response(opened!.body).text()).toBe('%PDF-hola');

    await storage.delete('7/projects/a.pdf');
    expect(await storage.read('7/projects/a.pdf')).toBeNull();
    expect(await storage.open('7/projects/a.pdf')).toBeNull();
    await expect(storage.delete('7/projects/a.pdf')).resolves.toBeUndefined();
  });

  it('answers null for a missing object and lists only under a prefix', async () => {
    expect(await storage.read('7/projects/none.jpg')).toBeNull();
    await storage.put('8/properties/x.png', bytes('x'), { contentType: 'image/png' });
    await storage.put('8/properties/y.png', bytes('yy'), { contentType: 'image/png' });
    await storage.put('9/properties/z.png', bytes('z'), { contentType: 'image/png' });
    const listed = await storage.list('8/');
    expect(listed.map((o) => o.key).sort()).toEqual(['8/properties/x.png', '8/properties/y.png']);
    expect(listed.find((o) => o.key.endsWith('y.png'))?.size).toBe(2);
  });

  it('replaces nothing half-way: a reader sees the old object or the whole new one', async () => {
    await storage.put('10/projects/r.pdf', bytes('%PDF-uno'), { contentType: 'application/pdf' });
    await storage.put('10/projects/r.pdf', bytes('%PDF-dos-completo'), { contentType: 'application/pdf' });
    expect(text((await storage.read('10/projects/r.pdf'))!.body)).toBe('%PDF-dos-completo');
    expect((await storage.list('10/')).map((o) => o.key)).toEqual(['10/projects/r.pdf']);
  });

  it('serves an object at its public URL', async () => {
    await storage.put('11/projects/p.pdf', bytes('%PDF-publico'), {
      contentType: 'application/pdf',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    // The local store's files are served by the API under names uploads create; use such a name.
    const key = '11/projects/3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b.pdf';
    await storage.put(key, bytes('%PDF-publico'), {
      contentType: 'application/pdf',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const res = await fetchUrl(storage.publicUrl(key));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('%PDF-publico');
  });

  describe('presigned PUT', () => {
    const put = (url: string, body: Uint8Array, headers: Record<string, string>) =>
      fetchUrl(url, { method: 'PUT', body, headers });

    it('accepts exactly the signed type and size, once, at the signed key', async () => {
      const body = bytes('%PDF-firmado');
      const signed = await storage.presignPut('pending/one.pdf', {
        contentType: 'application/pdf',
        contentLength: body.byteLength,
        maxBytes: 1000,
        expiresInSeconds: 60,
      });
      expect(signed.headers).toEqual({ 'Content-Type': 'application/pdf' });
      const res = await put(signed.url, body, signed.headers);
      expect(res.status).toBe(200);
      expect(text((await storage.read('pending/one.pdf'))!.body)).toBe('%PDF-firmado');
      expect(presignRejections).toEqual([]);
    });

    it('refuses another content type', async () => {
      const body = bytes('%PDF-x');
      const signed = await storage.presignPut('pending/two.pdf', {
        contentType: 'application/pdf',
        contentLength: body.byteLength,
        maxBytes: 1000,
        expiresInSeconds: 60,
      });
      const res = await put(signed.url, body, { 'Content-Type': 'text/html' });
      expect(res.status).toBe(403);
      expect(await storage.read('pending/two.pdf')).toBeNull();
      // On S3 it is the signature check that refuses it.
      if (mode === 's3') expect(presignRejections).toContain('signature does not match');
    });

    it('refuses a size other than the signed one', async () => {
      const signed = await storage.presignPut('pending/three.pdf', {
        contentType: 'application/pdf',
        contentLength: 5,
        maxBytes: 1000,
        expiresInSeconds: 60,
      });
      const res = await put(signed.url, bytes('%PDF-mucho-mas-largo'), signed.headers);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await storage.read('pending/three.pdf')).toBeNull();
    });

    it('refuses a URL whose key was altered', async () => {
      const body = bytes('%PDF-x');
      const signed = await storage.presignPut('pending/four.pdf', {
        contentType: 'application/pdf',
        contentLength: body.byteLength,
        maxBytes: 1000,
        expiresInSeconds: 60,
      });
      const altered =
        mode === 's3'
          ? signed.url.replace('pending/four.pdf', '1/projects/four.pdf')
          : signed.url.replace(/token=([^.]+)/, (_, payload: string) => {
              const claims = JSON.parse(Buffer.from(decodeURIComponent(payload), 'base64url').toString());
              return `token=${Buffer.from(JSON.stringify({ ...claims, key: '1/projects/four.pdf' })).toString('base64url')}`;
            });
      expect(altered).not.toBe(signed.url);
      const res = await put(altered, body, signed.headers);
      expect(res.status).toBe(403);
      expect(await storage.read('1/projects/four.pdf')).toBeNull();
    });

    it('refuses an expired URL', async () => {
      const body = bytes('%PDF-x');
      const signed = await storage.presignPut('pending/five.pdf', {
        contentType: 'application/pdf',
        contentLength: body.byteLength,
        maxBytes: 1000,
        expiresInSeconds: 1,
      });
      await new Promise((r) => setTimeout(r, 2100));
      const res = await put(signed.url, body, signed.headers);
      expect(res.status).toBe(403);
      expect(await storage.read('pending/five.pdf')).toBeNull();
    });
  });
});
