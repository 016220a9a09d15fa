import { ApiError } from '#api/api-error';
import { toAuthFailure } from '#api/auth-errors';

/** How a session step failed: the user must sign in again, the backend is unreachable, or something else. */
export type SessionFailure = { kind: 'auth' | 'network' | 'other'; message: string };

export const NETWORK_PROFILE_ERROR = 'Error de red: No se pudo conectar con el servidor';

/** Classifies a failed profile/role/companies call (spec §4 "Session init", §8 fallbacks). */
export function classifySessionFailure(error: unknown, fallback: string): SessionFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { kind: 'network', message: NETWORK_PROFILE_ERROR };
    if (error.status === 401) return { kind: 'auth', message: 'Error de autenticación' };
    return { kind: 'other', message: error.message || fallback };
  }
  // Errors from the identity provider (expired session, missing refresh token) carry an OAuth `error` code.
  if (typeof error === 'object' && error !== null && 'error' in error) {
    return { kind: 'auth', message: toAuthFailure(error).message };
  }
  return { kind: 'other', message: fallback };
}
