import { z } from 'zod';

// zod words its default messages in English; this is the portal's voice for every check a schema does not word
// itself (a schema's own message always wins). Installed once per program with `installSpanishValidationMessages()`.

const TYPE_NAMES: Record<string, string> = {
  number: 'un número',
  int: 'un número entero',
  string: 'un texto',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Debe ser un correo electrónico válido',
  date: 'La fecha debe tener el formato AAAA-MM-DD',
  datetime: 'La fecha y hora no tiene un formato válido',
  url: 'Debe ser una URL válida',
};

const list = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');

type Bound = { origin: string; inclusive?: boolean; limit: unknown };

function tooBig({ origin, inclusive, limit }: Bound): string {
  if (origin === 'string') return `No puede exceder ${String(limit)} caracteres`;
  if (origin === 'array' || origin === 'set') return `No puede tener más de ${String(limit)} elementos`;
  return inclusive === false
    ? `Debe ser menor que ${String(limit)}`
    : `Debe ser menor o igual a ${String(limit)}`;
}

function tooSmall({ origin, inclusive, limit }: Bound): string {
  if (origin === 'string')
    return Number(limit) <= 1 ? 'Este campo es requerido' : `Debe tener al menos ${String(limit)} caracteres`;
  if (origin === 'array' || origin === 'set') return `Debe tener al menos ${String(limit)} elementos`;
  return inclusive === false
    ? `Debe ser mayor que ${String(limit)}`
    : `Debe ser mayor o igual a ${String(limit)}`;
}

/** The Spanish message of a zod issue that carries no message of its own. */
export const spanishIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Este campo es requerido';
      return `Debe ser ${TYPE_NAMES[issue.expected] ?? 'un valor del tipo esperado'}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Debe ser ${String(issue.values[0])}`
        : `Valor no permitido. Opciones: ${list(issue.values)}`;
    case 'too_big':
      return tooBig({ origin: issue.origin, inclusive: issue.inclusive, limit: issue.maximum });
    case 'too_small':
      return tooSmall({ origin: issue.origin, inclusive: issue.inclusive, limit: issue.minimum });
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'El formato no es válido';
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Campos no permitidos: ${list(issue.keys)}`;
    default:
      return 'El valor no es válido';
  }
};

/** Makes every zod message of this program Spanish where a schema does not give its own. */
export function installSpanishValidationMessages(): void {
  z.config({ customError: spanishIssueMessage });
}
