import { ApiError, messageForResponse, validationMessage } from './api-error';
import { createApiClient } from './client';

describe('messageForResponse (spec §8 precedence)', () => {
  it('prefers the server detail', () => {
    expect(messageForResponse(409, { detail: 'Ya existe una empresa con este NIT.', message: 'x' })).toBe(
      'Ya existe una empresa con este NIT.'
    );
  });
  it('then the server message', () => {
    expect(messageForResponse(400, { message: 'Solicitud incorrecta' })).toBe('Solicitud incorrecta');
  });
  it.each([
    [401, 'No tienes autorización para realizar esta acción.'],
    [403, 'Acceso denegado.'],
    [404, 'El recurso solicitado no fue encontrado.'],
    [422, 'Los datos proporcionados no son válidos.'],
    [500, 'Error interno del servidor.'],
    [502, 'Error del servidor (502).'],
  ])('then a text by status %i', (status, text) => {
    expect(messageForResponse(status, null)).toBe(text);
  });
  it('lists 422 issues as "Errores de validación: {location}: {message}" joined by commas', () => {
    const body = {
      detail: [
        { loc: ['body', 'name'], msg: 'El nombre de la empresa es requerido', type: 'too_small' },
        { loc: ['query', 'company_id'], msg: 'Número inválido', type: 'invalid_type' },
      ],
    };
    expect(messageForResponse(422, body)).toBe(
      'Errores de validación: name: El nombre de la empresa es requerido, company_id: Número inválido'
    );
    expect(validationMessage([{ loc: ['items', 0, 'price'], msg: 'x' }])).toBe(
      'Errores de validación: items.0.price: x'
    );
  });
});

describe('the API client', () => {
  const okJson = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('sends the Bearer token of the token source', async () => {
    let seen: string | null = null;
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: async () => 'abc.def.ghi',
      fetch: async (req) => {
        seen = req.headers.get('authorization');
        return okJson({ role_in_company: 'OWNER' });
      },
    });
    const { data } = await api.GET('/users/me/role');
    expect(seen).toBe('Bearer abc.def.ghi');
    expect(data).toEqual({ role_in_company: 'OWNER' });
  });

  it('turns an error answer into an ApiError with the server detail', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: async () => null,
      fetch: async () => okJson({ detail: 'No perteneces a esta empresa.' }, 403),
    });
    const error = await api.GET('/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, kind: 'http', message: 'No perteneces a esta empresa.' });
  });

  it('reports no response as the connection message', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: async () => null,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.GET('/users/me')).rejects.toMatchObject({
      kind: 'network',
      message: 'No se pudo conectar con el servidor. Verifica tu conexión a internet.',
    });
  });

  it('gives up after the timeout', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getToken: async () => null,
      timeoutMs: 50,
      fetch: (req) =>
        new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))),
    });
    await expect(api.GET('/users/me')).rejects.toMatchObject({ kind: 'network' });
  });
});
