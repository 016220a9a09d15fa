/** Spanish texts of the spec's error catalogue (§8), one place for every screen. */
export const ERROR_MESSAGES = {
  401: 'No tienes autorización para realizar esta acción.',
  403: 'Acceso denegado.',
  404: 'El recurso solicitado no fue encontrado.',
  422: 'Los datos proporcionados no son válidos.',
  500: 'Error interno del servidor.',
  noResponse: 'No se pudo conectar con el servidor. Verifica tu conexión a internet.',
  unexpected: 'Ocurrió un error inesperado.',
  backendUnavailable: 'Backend no disponible',
} as const;

export const otherStatusMessage = (status: number) => `Error del servidor (${status}).`;
