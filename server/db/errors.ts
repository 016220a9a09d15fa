/** SQLSTATE codes the API turns into client errors (409 and friends) instead of a 500. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  // PostgreSQL 18 (PGlite) reports ON DELETE RESTRICT as restrict_violation; earlier servers as foreign_key_violation.
  restrictViolation: '23001',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidTextRepresentation: '22P02',
  numericOutOfRange: '22003',
  invalidByteSequence: '22021',
  untranslatableCharacter: '22P05',
  stringTooLong: '22001',
  datetimeOutOfRange: '22008',
} as const;

type DatabaseErrorShape = { code?: unknown; constraint?: unknown; cause?: unknown };

// Drizzle wraps driver errors (DrizzleQueryError) and keeps the PostgreSQL / PGlite error as `cause`.
function driverError(error: unknown): DatabaseErrorShape | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as DatabaseErrorShape;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The SQLSTATE of a failed query (node-postgres or PGlite, wrapped by Drizzle or not), if it has one. */
export function pgErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/** The name of the constraint a failed query violated, e.g. `companies_registration_key`, if the driver says. */
export function pgConstraint(error: unknown): string | undefined {
  const constraint = driverError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/**
 * True when a delete failed because other rows still reference the row (a model used by properties, a company
 * with projects), whichever of the two codes the server version reports.
 */
export function isStillReferenced(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_ERROR.restrictViolation || code === PG_ERROR.foreignKeyViolation;
}

// Connection exceptions (08…), operator intervention (57P01 shutdown, 57P02 crash, 57P03 cannot connect now) and a
// statement cancelled by statement_timeout (57014): the database, not the request, is at fault.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|57014|53300)$/;
// node-postgres and the socket layer report an unreachable or vanished server without a SQLSTATE; a pool that was
// shut and an embedded database that was closed say so in words.
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|cannot use a pool after calling end|pglite is closed/i;

/** True when a query failed because the database is down, unreachable, restarting or too slow to answer. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code !== undefined) return UNAVAILABLE_SQLSTATE.test(code);
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { message, code: errno } = current as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    if (typeof errno === 'string' && UNAVAILABLE_MESSAGE.test(errno)) return true;
    // A refused connection to a name with several addresses arrives as an AggregateError of each attempt.
    const { errors } = current as { errors?: unknown };
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
