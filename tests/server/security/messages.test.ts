import type { Db } from '#server/db/client';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import { nonSpanish } from './spanish';
import { buildWorld, caller } from './world';

// The answers Hono and zod word by default, each asked for on purpose: every one must reach the client in Spanish.

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

const send = (path: string, init: RequestInit = {}) =>
  api.app.request(path, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
const jsonInit = (method: string, body: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body,
});

describe('default messages in Spanish', () => {
  it('malformed JSON answers 400 in Spanish', async () => {
    const res = await send('/projects', jsonInit('POST', '{"name": '));
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({
      detail: 'La solicitud no es válida: el cuerpo no es JSON o formulario bien formado.',
    });
  });

  it('an unknown route answers 404 in Spanish, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      const res = await send('/no-existe', { method });
      expect(res.status).toBe(404);
      expect(nonSpanish(await json(res))).toEqual([]);
    }
  });

  it('a known path with a method it lacks answers 404 in Spanish', async () => {
    const res = await send('/health', { method: 'PATCH' });
    expect(res.status).toBe(404);
    expect(nonSpanish(await json(res))).toEqual([]);
  });

  it('words zod’s own checks in Spanish: unknown option, wrong type, missing field', async () => {
    const res = await send(
      '/constructor/activities',
      jsonInit('POST', JSON.stringify({ company_id: 'uno', type: 'demolicion' }))
    );
    expect(res.status).toBe(422);
    const { detail } = await json(res);
    expect(detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'company_id'], msg: 'El identificador no es válido' }),
        expect.objectContaining({
          loc: ['body', 'type'],
          msg: 'Valor no permitido. Opciones: inspection, material_delivery',
        }),
        expect.objectContaining({ loc: ['body', 'title'], msg: 'El título es requerido' }),
      ])
    );
  });

  it('says which bound an amount crossed, in Spanish', async () => {
    const res = await send(
      `/companies/${company}/revenue-target`,
      jsonInit('PUT', JSON.stringify({ monthly_target: 1e20 }))
    );
    expect(res.status).toBe(422);
    expect((await json(res)).detail[0].msg).toBe('La meta mensual es demasiado grande');
  });

  it('a body of a media type the operation does not take answers 415 in Spanish', async () => {
    const res = await send('/projects', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hola',
    });
    expect(res.status).toBe(415);
    expect(await json(res)).toMatchObject({ detail: 'Tipo de contenido no admitido.' });
  });
});
