import { z } from 'zod';

// The building blocks every request schema uses for ids, counts, money, areas and text, so a value the database
// columns cannot hold is refused by validation (422 in Spanish) instead of failing in a query (500).

/** The largest value of a PostgreSQL `integer`: every id and count column. */
export const MAX_INT = 2_147_483_647;
/** Money columns are numeric(16,2); .99 has no exact double, so the cap is the nearest one below it. */
export const MAX_MONEY = 99_999_999_999_999.98;
/** Area columns are numeric(10,2): the largest area they hold, in m². */
export const MAX_AREA = 99_999_999.99;

const ID_INVALID = 'El identificador no es válido';
const NUL_REFUSED = 'El texto contiene caracteres no permitidos';

// Path and query values are text, and Number() reads '0x10' as 16, ' 1' as 1, '+1', '01', '1e0' and '1.0' as 1:
// only plain decimal digits without a leading zero reach the coercion, so one row has one spelling.
const CANONICAL_WHOLE = /^(0|[1-9][0-9]*)$/;
const NOT_CANONICAL =
  'Debe ser un número entero escrito solo con dígitos (sin signos, espacios ni ceros a la izquierda)';

/** A whole number read from a path or query: its canonical decimal spelling only, then `schema`'s checks. */
const canonicalInteger = <T extends z.ZodType>(schema: T, message = NOT_CANONICAL) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string' || CANONICAL_WHOLE.test(value)) return value;
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  }, schema);

/** An id in a path or query: the digits of a positive integer that fits the database. */
export const idParam = () =>
  canonicalInteger(
    z.coerce.number({ error: ID_INVALID }).int(ID_INVALID).positive(ID_INVALID).max(MAX_INT, ID_INVALID),
    ID_INVALID
  );

/** An id in a JSON body; `message` replaces the generic one where the form words it. */
export const idField = (message = ID_INVALID) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_INT, message);

/** A whole number in a query between `min` and `max`, written as plain digits ('0x2' or '2.0' are not 2). */
export const wholeParam = (min: number, max: number, message: string) =>
  canonicalInteger(
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
    message
  );

/** A whole number of units, rooms, floors or pages, capped at what an `integer` column holds. */
export const fitsInteger = (schema: z.ZodNumber) => schema.max(MAX_INT, 'El número es demasiado grande');

/** An amount of money (COP or the stated currency), never negative. */
export const moneyAmount = (negativeMessage: string) =>
  z.number().min(0, negativeMessage).max(MAX_MONEY, 'El valor es demasiado grande');

/** An area in m², never negative. */
export const areaAmount = (negativeMessage: string) =>
  z.number().min(0, negativeMessage).max(MAX_AREA, 'El área es demasiado grande');

// PostgreSQL text cannot hold the NUL character, and no form can type one.
const hasNoNul = (value: string) => !value.includes('\u0000');

// What prints nothing: spaces and separators, control and format characters (zero-width, byte-order mark, bidi
// overrides), lone combining marks and the other default-ignorable code points. trim() removes only some of them.
const INVISIBLE = /[\s\p{Z}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}]/gu;
const INVISIBLE_ONLY = 'El texto debe tener letras, números o signos visibles';

/** True when the text shows something on screen (or is empty, which the field's own `min` words). */
const hasVisibleCharacters = (value: string) => value === '' || value.replace(INVISIBLE, '') !== '';

/**
 * The one "meaningful text" rule: a name made only of invisible, format or bidi characters ('\uFEFF\u200B\u202E')
 * is refused like an empty one, in Spanish, by the form and the server alike.
 */
export const meaningful = <T extends z.ZodType<string>>(schema: T, message = INVISIBLE_ONLY) =>
  schema.refine(hasVisibleCharacters, message);

/** Free text from a person: a string without NUL characters. Chain `.trim()`, `.min()`, `.max()` as usual. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(hasNoNul, NUL_REFUSED);

/** A page number or page size in a query: canonical digits from 1 to `max` (chain `.default()` or `.optional()`). */
export const countParam = (max: number, messages: { invalid?: string; tooBig?: string } = {}) =>
  canonicalInteger(
    z.coerce
      .number(messages.invalid ? { error: messages.invalid } : undefined)
      .int()
      .min(1)
      .max(max, messages.tooBig),
    messages.invalid
  );
