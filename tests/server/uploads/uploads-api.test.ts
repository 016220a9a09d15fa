import sharp from 'sharp';
import type { Db } from '#server/db/client';
import type { FileStorage } from '#server/storage/storage';
import { json } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import type { TestPerson } from '#tests/server/support/tokens';
import {
  createUploadsApi,
  formOf,
  MODES,
  openStorage,
  people,
  sampleFiles,
  SECRET,
  setUpCompanies,
  type Mode,
} from './support';

// The upload API against each storage: every expectation here holds for local disk and for S3 alike.
let db: Db;
let closeDb: () => Promise<void>;
let files: Awaited<ReturnType<typeof sampleFiles>>;
beforeAll(async () => {
  ({ db, close: closeDb } = await createTestDb());
  files = await sampleFiles();
});
afterAll(() => closeDb());

const STORED_KEY = /^\d+\/(projects|properties)\/[0-9a-f-]{36}\.(jpg|png|webp|gif|pdf|docx)$/;

describe.each(MODES)('uploads on %s storage', (mode: Mode) => {
  let storage: FileStorage;
  let closeStorage: () => Promise<void>;
  let api: Awaited<ReturnType<typeof createUploadsApi>>;
  let own: number;
  let foreign: number;

  beforeAll(async () => {
    ({ storage, close: closeStorage } = await openStorage(mode));
    api = await createUploadsApi(db, { storage, secret: SECRET });
    ({ own, foreign } = await setUpCompanies(db, api));
  });
  afterAll(() => closeStorage());

  const upload = (person: TestPerson, form: FormData) =>
    api.call(person, 'POST', '/uploads/upload-file', { body: form });
  const one = (name: string, bytes: Uint8Array, type: string, fields: Record<string, string> = {}) =>
    formOf({ company_id: String(own), folder: 'projects', ...fields }, [
      { field: 'file', name, bytes, type },
    ]);
  const everything = async () =>
    (await storage.list(`${own}/`)).length + (await storage.list('pending/')).length;

  describe('POST /uploads/upload-file', () => {
    it('stores an image under a new name in the company folder, with a thumbnail, and serves both', async () => {
      const res = await upload(people.owner, one('fachada.jpg', files.jpeg, 'image/jpeg'));
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body).toMatchObject({ success: true, urls: [body.url] });
      const [file] = body.files;
      expect(file).toMatchObject({
        filename: 'fachada.jpg',
        content_type: 'image/jpeg',
        size: files.jpeg.byteLength,
      });
      expect(file.key).toMatch(STORED_KEY);
      expect(file.key.startsWith(`${own}/projects/`)).toBe(true);
      expect(file.url).toBe(storage.publicUrl(file.key));
      expect(file.thumbnail_url).toBe(storage.publicUrl(file.key.replace('.jpg', '.thumb.webp')));
      expect(body.thumbnail_url).toBe(file.thumbnail_url);

      const original = await api.fetchUrl(file.url);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await original.arrayBuffer())).toEqual(files.jpeg);

      const thumb = await api.fetchUrl(file.thumbnail_url);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 480, height: 320 });
    });

    it('accepts PNG and WebP, and several files as files[n] in order', async () => {
      const res = await upload(
        people.member,
        formOf({ company_id: String(own), folder: 'properties' }, [
          { field: 'files[1]', name: 'b.webp', bytes: files.webp, type: 'image/webp' },
          { field: 'files[0]', name: 'a.png', bytes: files.png, type: 'image/png' },
        ])
      );
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(
        body.files.map((f: { filename: string; content_type: string }) => [f.filename, f.content_type])
      ).toEqual([
        ['a.png', 'image/png'],
        ['b.webp', 'image/webp'],
      ]);
      expect(body.urls).toHaveLength(2);
      expect(body.url).toBe(body.urls[0]);
    });

    it('decides the type from the magic bytes: a script named .png is refused, whatever the browser said', async () => {
      const before = await everything();
      const res = await upload(people.owner, one('foto.png', files.script, 'image/png'));
      expect(res.status).toBe(422);
      expect(await json(res)).toMatchObject({ detail: 'El archivo foto.png no es una imagen válida.' });
      const broken = await upload(people.owner, one('rota.png', files.brokenPng, 'image/png'));
      expect(await json(broken)).toMatchObject({ detail: 'El archivo rota.png no es una imagen válida.' });
      expect(await everything()).toBe(before);
    });

    it('accepts a real image whatever name and browser type it came with', async () => {
      const res = await upload(people.owner, one('sin-extension', files.png, 'application/octet-stream'));
      expect(res.status).toBe(200);
      expect((await json(res)).files[0]).toMatchObject({ content_type: 'image/png' });
    });

    it('keeps GIF and documents for the constructor policy', async () => {
      const gif = await upload(people.owner, one('plano.gif', files.gif, 'image/gif'));
      expect(await json(gif)).toMatchObject({ detail: 'El archivo plano.gif no es una imagen válida.' });
      const pdf = await upload(people.owner, one('ficha.pdf', files.pdf, 'application/pdf'));
      expect(pdf.status).toBe(422);

      const asConstructor = await upload(
        people.owner,
        formOf({ company_id: String(own), folder: 'projects', policy: 'constructor' }, [
          { field: 'file', name: 'plano.gif', bytes: files.gif, type: 'image/gif' },
          { field: 'file', name: 'ficha.pdf', bytes: files.pdf, type: 'application/pdf' },
          { field: 'file', name: 'memoria.docx', bytes: files.docx, type: 'application/octet-stream' },
        ])
      );
      expect(asConstructor.status).toBe(200);
      const body = await json(asConstructor);
      expect(body.files.map((f: { content_type: string }) => f.content_type)).toEqual([
        'image/gif',
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ]);
      expect(body.files[1].thumbnail_url).toBeNull();
      const served = await api.fetchUrl(body.files[1].url);
      expect(served.headers.get('content-type')).toBe('application/pdf');

      const fakeDoc = await upload(
        people.owner,
        formOf({ company_id: String(own), policy: 'constructor' }, [
          { field: 'file', name: 'contrato.pdf', bytes: files.script, type: 'application/pdf' },
        ])
      );
      expect(await json(fakeDoc)).toMatchObject({
        detail: 'El archivo contrato.pdf no es un documento válido.',
      });
    });

    it('refuses files above the size limit, empty files and more than ten at once, storing none', async () => {
      const before = await everything();
      const big = await upload(people.owner, one('grande.jpg', files.big, 'image/jpeg'));
      expect(big.status).toBe(422);
      expect(await json(big)).toMatchObject({
        detail: 'El archivo grande.jpg es demasiado grande. Máximo 5MB.',
      });

      const empty = await upload(people.owner, one('vacia.jpg', new Uint8Array(), 'image/jpeg'));
      expect(await json(empty)).toMatchObject({ detail: 'El archivo vacia.jpg está vacío.' });

      const eleven = Array.from({ length: 11 }, (_, i) => ({
        field: 'file',
        name: `f${i}.jpg`,
        bytes: files.jpeg,
        type: 'image/jpeg',
      }));
      const tooMany = await upload(people.owner, formOf({ company_id: String(own) }, eleven));
      expect(await json(tooMany)).toMatchObject({ detail: 'No puedes subir más de 10 archivos a la vez.' });

      // One bad file among good ones: nothing of the request stays behind.
      const mixed = await upload(
        people.owner,
        formOf({ company_id: String(own) }, [
          { field: 'file', name: 'ok.jpg', bytes: files.jpeg, type: 'image/jpeg' },
          { field: 'file', name: 'mala.png', bytes: files.script, type: 'image/png' },
        ])
      );
      expect(mixed.status).toBe(422);
      expect(await everything()).toBe(before);
    });

    it('takes the file name only for display: traversal names cannot choose where a file goes', async () => {
      const res = await upload(people.owner, one('../../../etc/passwd.png', files.png, 'image/png'));
      expect(res.status).toBe(200);
      const [file] = (await json(res)).files;
      expect(file.filename).toBe('passwd.png');
      expect(file.key).toMatch(STORED_KEY);
      const windows = await upload(people.owner, one('..\\..\\boot.ini.png', files.png, 'image/png'));
      expect((await json(windows)).files[0].filename).toBe('boot.ini.png');
    });

    it('needs a token, a company the caller uploads for, and a role that edits it', async () => {
      const anonymous = await api.app.request('/uploads/upload-file', {
        method: 'POST',
        body: one('a.jpg', files.jpeg, 'image/jpeg'),
      });
      expect(anonymous.status).toBe(401);
      const intoForeign = await upload(
        people.owner,
        formOf({ company_id: String(foreign) }, [
          { field: 'file', name: 'a.jpg', bytes: files.jpeg, type: 'image/jpeg' },
        ])
      );
      expect(intoForeign.status).toBe(404);
      expect(await json(intoForeign)).toMatchObject({ detail: 'Empresa no encontrada.' });
      const viewer = await upload(people.viewer, one('a.jpg', files.jpeg, 'image/jpeg'));
      expect(viewer.status).toBe(403);
      expect(await json(viewer)).toMatchObject({ detail: 'Tu rol en esta empresa no permite esta acción.' });
      const admin = await upload(people.platformAdmin, one('a.jpg', files.jpeg, 'image/jpeg'));
      expect(admin.status).toBe(200);
      expect(await storage.list(`${foreign}/`)).toEqual([]);
    });

    it('answers 422 in the validation shape when the form lacks the company or a file', async () => {
      const noCompany = await upload(
        people.owner,
        formOf({}, [{ field: 'file', name: 'a.jpg', bytes: files.jpeg, type: 'image/jpeg' }])
      );
      expect(noCompany.status).toBe(422);
      expect((await json(noCompany)).detail[0].loc).toEqual(['body', 'company_id']);
      const noFile = await upload(people.owner, formOf({ company_id: String(own) }, []));
      expect(await json(noFile)).toMatchObject({ detail: 'No se recibió ningún archivo.' });
    });
  });

  describe('signed upload flow (generate-s3-url → PUT → complete)', () => {
    const generate = async (person: TestPerson, body: Record<string, unknown>) => {
      const res = await api.call(person, 'POST', '/uploads/generate-s3-url', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      return { status: res.status, body: await json(res) };
    };
    const complete = async (person: TestPerson, token: string) => {
      const res = await api.call(person, 'POST', '/uploads/complete', {
        body: JSON.stringify({ upload_token: token }),
        headers: { 'content-type': 'application/json' },
      });
      return { status: res.status, body: await json(res) };
    };
    const putTo = (url: string, bytes: Uint8Array, headers: Record<string, string>) =>
      api.fetchUrl(url, { method: 'PUT', body: bytes, headers });

    it('publishes the file at the announced URL only once completed', async () => {
      const { status, body: signed } = await generate(people.member, {
        filename: 'sala.webp',
        filetype: 'image/webp',
        folder: 'properties',
        company_id: own,
        size: files.webp.byteLength,
      });
      expect(status).toBe(200);
      expect(signed).toMatchObject({
        method: 'PUT',
        headers: { 'Content-Type': 'image/webp' },
        expires_in: 900,
      });
      expect(signed.key).toMatch(STORED_KEY);
      expect(signed.url).toBe(storage.publicUrl(signed.key));

      expect((await putTo(signed.upload_url, files.webp, signed.headers)).status).toBe(200);
      expect(await storage.read(signed.key)).toBeNull();

      const done = await complete(people.member, signed.upload_token);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        success: true,
        url: signed.url,
        thumbnail_url: signed.thumbnail_url,
        key: signed.key,
        filename: 'sala.webp',
        content_type: 'image/webp',
        size: files.webp.byteLength,
      });
      const served = await api.fetchUrl(signed.url);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await api.fetchUrl(signed.thumbnail_url)).status).toBe(200);
      expect(await storage.list('pending/')).toEqual([]);

      // Completing again (a retried request) answers the same without redoing anything.
      const again = await complete(people.member, signed.upload_token);
      expect(again).toMatchObject({ status: 200, body: { url: signed.url, size: files.webp.byteLength } });
    });

    it('checks the declared type and size before signing', async () => {
      const script = await generate(people.owner, {
        filename: 'x.html',
        filetype: 'text/html',
        company_id: own,
      });
      expect(script).toMatchObject({
        status: 422,
        body: { detail: 'El archivo x.html no es una imagen válida.' },
      });
      const big = await generate(people.owner, {
        filename: 'grande.jpg',
        filetype: 'image/jpeg',
        company_id: own,
        size: 6 * 1024 * 1024,
      });
      expect(big.body).toMatchObject({ detail: 'El archivo grande.jpg es demasiado grande. Máximo 5MB.' });
      const folder = await generate(people.owner, {
        filename: 'a.jpg',
        filetype: 'image/jpeg',
        company_id: own,
        folder: '../companies',
      });
      expect(folder.status).toBe(422);
    });

    it('checks the bytes on completion: a script PUT as image/png is refused and removed', async () => {
      const before = await everything();
      const { body: signed } = await generate(people.owner, {
        filename: 'foto.png',
        filetype: 'image/png',
        company_id: own,
        size: files.script.byteLength,
      });
      expect((await putTo(signed.upload_url, files.script, signed.headers)).status).toBe(200);
      const done = await complete(people.owner, signed.upload_token);
      expect(done).toMatchObject({
        status: 422,
        body: { detail: 'El archivo foto.png no es una imagen válida.' },
      });
      expect(await storage.read(signed.key)).toBeNull();
      expect(await everything()).toBe(before);
      expect((await api.fetchUrl(signed.url)).status).toBeGreaterThanOrEqual(400);
    });

    it('refuses a JPEG sent as PNG: the bytes must be what was signed', async () => {
      const { body: signed } = await generate(people.owner, {
        filename: 'a.png',
        filetype: 'image/png',
        company_id: own,
      });
      await putTo(signed.upload_url, files.jpeg, signed.headers);
      expect((await complete(people.owner, signed.upload_token)).status).toBe(422);
    });

    it('keeps companies apart: no URL for another company, no completing someone else’s upload', async () => {
      const foreignUrl = await generate(people.owner, {
        filename: 'a.jpg',
        filetype: 'image/jpeg',
        company_id: foreign,
      });
      expect(foreignUrl).toMatchObject({ status: 404, body: { detail: 'Empresa no encontrada.' } });
      const viewer = await generate(people.viewer, {
        filename: 'a.jpg',
        filetype: 'image/jpeg',
        company_id: own,
      });
      expect(viewer.status).toBe(403);

      const { body: signed } = await generate(people.owner, {
        filename: 'a.jpg',
        filetype: 'image/jpeg',
        company_id: own,
      });
      await putTo(signed.upload_url, files.jpeg, signed.headers);
      const stolen = await complete(people.foreignOwner, signed.upload_token);
      expect(stolen).toMatchObject({
        status: 403,
        body: { detail: 'Este permiso de subida pertenece a otro usuario.' },
      });
      const forged = await complete(people.owner, `${signed.upload_token.slice(0, -4)}AAAA`);
      expect(forged).toMatchObject({
        status: 403,
        body: { detail: 'El permiso de subida no es válido o ya venció.' },
      });
      expect(await storage.read(signed.key)).toBeNull();
      expect((await complete(people.owner, signed.upload_token)).status).toBe(200);
    });

    it('answers 404 when nothing was PUT before completing', async () => {
      const { body: signed } = await generate(people.owner, {
        filename: 'a.jpg',
        filetype: 'image/jpeg',
        company_id: own,
      });
      expect(await complete(people.owner, signed.upload_token)).toMatchObject({
        status: 404,
        body: { detail: 'No se encontró el archivo subido. Vuelve a intentarlo.' },
      });
    });
  });

  describe('serving files', () => {
    it('never lists a folder nor leaves the uploads area', async () => {
      for (const path of [
        `/uploads/files/${own}/projects`,
        `/uploads/files/${own}/projects/`,
        `/uploads/files/${own}`,
        '/uploads/files',
        `/uploads/files/${own}/projects/..%2F..%2F..%2Fpackage.json`,
        '/uploads/files/../../package.json',
        `/uploads/files/${own}/projects/%2e%2e`,
        `/uploads/files/${own}/companies/3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b.jpg`,
        `/uploads/files/${own}/projects/3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b.jpg`,
      ]) {
        const res = await api.app.request(path);
        expect([401, 404]).toContain(res.status);
      }
    });

    it('answers 304 to a browser that already has the file', async () => {
      const res = await upload(people.owner, one('a.jpg', files.jpeg, 'image/jpeg'));
      const { key } = (await json(res)).files[0];
      const path = `/uploads/files/${key}`;
      const first = await api.app.request(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = first.headers.get('etag')!;
      const second = await api.app.request(path, { headers: { 'if-none-match': etag } });
      expect(second.status).toBe(304);
    });
  });
});
