import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { PG_ERROR, pgErrorCode } from '#server/db/errors';
import { HttpError } from './http-error';

/** Spanish words for the statuses Hono and its middleware raise with English messages of their own. */
const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: 'La solicitud no es válida: el cuerpo no es JSON o formulario bien formado.',
  401: 'No autenticado: token ausente o inválido.',
  403: 'Acceso denegado.',
  404: 'El recurso solicitado no fue encontrado.',
  405: 'Método no permitido para este recurso.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de contenido no admitido.',
};

// A value the schemas let through but a column cannot hold (out of range, NUL byte, bad text for the type): the
// schemas are the first defence, this keeps a gap in them a client error instead of a 500.
const INPUT_SQLSTATES = new Set<string>([
  PG_ERROR.numericOutOfRange,
  PG_ERROR.invalidByteSequence,
  PG_ERROR.untranslatableCharacter,
  PG_ERROR.invalidTextRepresentation,
  PG_ERROR.stringTooLong,
  PG_ERROR.datetimeOutOfRange,
]);

const INVALID_DATA = 'Los datos proporcionados no son válidos.';

/** The 503 of a request the database could not serve because it is unreachable; the client may retry. */
export const DATABASE_UNAVAILABLE =
  'La base de datos no está disponible en este momento. Inténtalo de nuevo en unos momentos.';

// The database is down or unreachable, not the request wrong: the socket errors of the driver, PostgreSQL's
// connection-exception class (08), its shutdown and too-many-connections states, and the drivers' own words for
// a connection that went away or a pool that was shut (node-postgres) or an embedded database that was closed
// (PGlite).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|cannot use a pool after calling end|pglite is closed/i;

function databaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // A refused connection to a name with several addresses arrives as an AggregateError of each attempt.
    if (Array.isArray(errors) && errors.some(databaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

/** The status and Spanish detail the API answers for an error a handler or middleware threw. */
export function errorAnswer(error: unknown): { status: ContentfulStatusCode; detail: string } {
  if (error instanceof HttpError) return { status: error.status, detail: error.detail };
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return { status, detail: STATUS_MESSAGES[status] ?? `Error del servidor (${status}).` };
  }
  const code = pgErrorCode(error);
  if (code !== undefined && INPUT_SQLSTATES.has(code)) return { status: 422, detail: INVALID_DATA };
  if (databaseUnavailable(error)) return { status: 503, detail: DATABASE_UNAVAILABLE };
  return { status: 500, detail: 'Error interno del servidor.' };
}
