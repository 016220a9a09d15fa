import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable, PG_ERROR, pgErrorCode } from '#server/db/errors';
import { HttpError, StaleVersionError } from './http-error';

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

/** The 503 detail while the database cannot be reached (the call may be retried). */
export const DATABASE_UNAVAILABLE =
  'El servicio no está disponible en este momento: la base de datos no responde. Intenta de nuevo en unos segundos.';

/** The status and Spanish detail the API answers for an error a handler or middleware threw. */
export function errorAnswer(error: unknown): {
  status: ContentfulStatusCode;
  detail: string;
  current?: unknown;
} {
  // A stale update is answered with the current copy, so the client reloads it instead of asking again.
  if (error instanceof StaleVersionError)
    return { status: 409, detail: error.detail, current: error.current };
  if (error instanceof HttpError) return { status: error.status, detail: error.detail };
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return { status, detail: STATUS_MESSAGES[status] ?? `Error del servidor (${status}).` };
  }
  const code = pgErrorCode(error);
  if (code !== undefined && INPUT_SQLSTATES.has(code)) return { status: 422, detail: INVALID_DATA };
  if (isDatabaseUnavailable(error)) return { status: 503, detail: DATABASE_UNAVAILABLE };
  return { status: 500, detail: 'Error interno del servidor.' };
}
