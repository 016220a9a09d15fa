import { ERROR_MESSAGES, otherStatusMessage } from './error-messages';

/** Why a call failed: the server answered with an error, or nothing answered in time. */
export type ApiErrorKind = 'http' | 'network';

/** A failed API call with the Spanish message the user sees. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    readonly body: unknown = null
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Issue = { loc?: unknown; msg?: unknown };

const SOURCE_PREFIXES = new Set(['body', 'query', 'path', 'header', 'cookie']);

/** 'Errores de validación: {location}: {message}' for each issue, joined by commas (spec §5). */
export function validationMessage(issues: readonly Issue[]): string {
  const parts = issues.map((issue) => {
    const loc = Array.isArray(issue.loc) ? issue.loc.map(String) : [];
    const location = (loc.length > 1 && SOURCE_PREFIXES.has(loc[0] ?? '') ? loc.slice(1) : loc).join('.');
    return `${location}: ${typeof issue.msg === 'string' ? issue.msg : ''}`;
  });
  return `Errores de validación: ${parts.join(', ')}`;
}

/** Spec §8 precedence: the server's `detail`, then its `message`, then a text by status. */
export function messageForResponse(status: number, body: unknown): string {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { detail, message } = record;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail) && detail.length > 0) return validationMessage(detail as Issue[]);
  if (typeof message === 'string' && message.trim()) return message;
  if (status === 401 || status === 403 || status === 404 || status === 422 || status === 500) {
    return ERROR_MESSAGES[status];
  }
  return otherStatusMessage(status);
}

/** The error for a call that got no response at all (offline, refused, timed out). */
export const noResponseError = () => new ApiError(ERROR_MESSAGES.noResponse, 'network');

/** Whether a save lost a race: another person saved first, and the 409 carries the record as it is now. */
export const isStaleVersion = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'current' in error.body;

/** Best-effort Spanish message for anything thrown while talking to the API. */
export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : ERROR_MESSAGES.unexpected;

/** A refusal of the server, on the form field it is about when there is one (null: above the form). */
export type FormRefusal<F extends string> = { field: F | null; message: string };

/**
 * Where a refusal lands on a form: a validation issue on the body field it names, an answer the form knows (by its
 * first words) on the field it is about, anything else above the form with its Spanish message.
 */
export function formRefusal<F extends string>(
  error: unknown,
  fields: readonly F[],
  answers: Readonly<Record<string, F>> = {}
): FormRefusal<F> {
  const message = errorMessage(error);
  const known = Object.keys(answers).find((words) => message.startsWith(words));
  if (known) return { field: answers[known]!, message };
  const detail = error instanceof ApiError ? (error.body as { detail?: unknown } | null)?.detail : null;
  if (Array.isArray(detail)) {
    for (const issue of detail as Issue[]) {
      const loc = Array.isArray(issue.loc) ? issue.loc.map(String) : [];
      const field = (loc[0] === 'body' ? loc[1] : loc[0]) as F | undefined;
      if (field && fields.includes(field) && typeof issue.msg === 'string')
        return { field, message: issue.msg };
    }
  }
  return { field: null, message };
}
