import fc from 'fast-check';
import type { JsonSchema, Slot } from './contract';

// Values no column of the database can hold or no schema may admit, by the JSON type of the input they replace.

/** Marks an input left out. */
export const MISSING = Symbol('missing');

const OVER_INT = fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER });
const HUGE = fc.double({ min: 1e15, max: 1e300, noNaN: true, noDefaultInfinity: true });
const NEGATIVE = fc.integer({ min: -(2 ** 40), max: -1 });
const FRACTION = fc.integer({ min: 0, max: 1000 }).map((n) => n + 0.5);
const WORD = fc.stringMatching(/^[a-zñ]{1,12}$/);
const WITH_NUL = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const UNKNOWN_OPTION = WORD.map((w) => `NO_EXISTE_${w}`);

const mainType = (schema: JsonSchema) =>
  [schema.type ?? schema.anyOf?.map((s) => s.type)].flat(2).find((t) => t !== undefined && t !== 'null');
const nonNegative = (schema: JsonSchema) =>
  (schema.minimum !== undefined && schema.minimum >= 0) ||
  (schema.exclusiveMinimum !== undefined && schema.exclusiveMinimum >= 0);

/** An invalid JSON value for a body field. */
function bodyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = mainType(schema);
  if (schema.enum) return fc.oneof(UNKNOWN_OPTION, fc.constant(42));
  switch (type) {
    case 'integer':
      return fc.oneof(
        OVER_INT,
        HUGE,
        FRACTION,
        WORD,
        fc.boolean(),
        ...(nonNegative(schema) ? [NEGATIVE] : [])
      );
    case 'number':
      return fc.oneof(
        HUGE,
        HUGE.map((n) => -n),
        WORD,
        fc.boolean()
      );
    case 'string':
      return fc.oneof(
        WITH_NUL,
        fc.integer(),
        ...(schema.maxLength !== undefined ? [fc.constant('x'.repeat(schema.maxLength + 1))] : [])
      );
    case 'array':
      return fc.oneof(
        WORD,
        ...(schema.items ? [bodyValue(schema.items).map((v) => [v])] : []),
        ...(schema.maxItems !== undefined
          ? [fc.constant(Array.from({ length: schema.maxItems + 1 }, () => 1))]
          : [])
      );
    case 'object':
      return fc.oneof(WORD, fc.integer());
    case 'boolean':
      return WORD;
    default:
      return WITH_NUL;
  }
}

/** An invalid value as the text of a path or query parameter. */
function paramValue(schema: JsonSchema): fc.Arbitrary<string> {
  const type = mainType(schema);
  if (schema.enum) return UNKNOWN_OPTION;
  // Above the schema's own maximum (an amount of money may pass 2^31; an id may not).
  const over =
    schema.maximum !== undefined && schema.maximum >= 2 ** 31
      ? fc.integer({ min: Math.floor(schema.maximum) + 1, max: Number.MAX_SAFE_INTEGER })
      : OVER_INT;
  if (type === 'integer' || type === 'number')
    return fc.oneof(
      over.map(String),
      fc.bigInt({ min: 10n ** 19n, max: 10n ** 40n }).map(String),
      NEGATIVE.map(String),
      ...(type === 'integer' ? [FRACTION.map(String)] : []),
      WORD
    );
  return WITH_NUL;
}

/** What replaces the input: an invalid value, or its absence when it is required. */
export function invalidInput(slot: Slot): fc.Arbitrary<unknown> {
  const value = slot.where === 'body' ? bodyValue(slot.schema) : paramValue(slot.schema);
  return slot.required && slot.where !== 'path' ? fc.oneof(value, fc.constant(MISSING)) : value;
}
