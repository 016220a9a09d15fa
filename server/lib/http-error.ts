import { STALE_VERSION_DETAIL } from '#domain/versioned';

/** An error the API answers with `{"detail": message}` and the given status. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503,
    readonly detail: string
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const unauthorized = (detail = 'No autenticado: token ausente o inválido.') =>
  new HttpError(401, detail);
export const forbidden = (detail = 'Acceso denegado.') => new HttpError(403, detail);
export const notFound = (detail = 'El recurso solicitado no fue encontrado.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/** A 409 for an update that named an older version than the stored one: the answer carries the current copy. */
export class StaleVersionError extends HttpError {
  constructor(readonly current: unknown) {
    super(409, STALE_VERSION_DETAIL);
    this.name = 'StaleVersionError';
  }
}

/** Refuses a stale update, handing back the entity as it is now so the client can reload it. */
export const staleVersion = (current: unknown) => new StaleVersionError(current);
