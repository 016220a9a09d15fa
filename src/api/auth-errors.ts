const MESSAGES: Record<string, string> = {
  login_required: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  consent_required: 'Se requiere tu consentimiento para acceder a esta aplicación.',
  missing_refresh_token: 'Error al renovar tu sesión. Por favor, inicia sesión nuevamente.',
  invalid_grant: 'Credenciales inválidas. Por favor, verifica tu información.',
  timeout: 'La solicitud de autenticación ha tardado demasiado. Inténtalo nuevamente.',
  // Not in the spec's list, whose fallback would show the provider's English description.
  access_denied: 'Se canceló el inicio de sesión o se denegó el acceso. Inténtalo nuevamente.',
  missing_transaction: 'El inicio de sesión ya no es válido. Por favor, inicia sesión nuevamente.',
};

/** The one error the spec answers with a reload instead of a new sign-in. */
export const TIMEOUT_ERROR = 'timeout';

export const GENERIC_AUTH_ERROR = 'Ha ocurrido un error de autenticación.';

/** An identity-provider failure with its code and the Spanish text the user sees. */
export type AuthFailure = { code: string; message: string };

/** Maps an auth0-spa-js error (`error`, `error_description`) to the spec's Spanish message. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (typeof error !== 'object' || error === null) return { code: 'unknown', message: GENERIC_AUTH_ERROR };
  const { error: code, error_description: description } = error as {
    error?: unknown;
    error_description?: unknown;
  };
  if (typeof code !== 'string') return { code: 'unknown', message: GENERIC_AUTH_ERROR };
  const known = MESSAGES[code];
  if (known) return { code, message: known };
  const detail = typeof description === 'string' && description ? description : 'Error desconocido';
  return { code, message: `Error de autenticación: ${detail}` };
}
