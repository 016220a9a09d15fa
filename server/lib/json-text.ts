import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { JsonText } from '#server/db/json-shape';

/** Answers JSON text PostgreSQL built (ADR 0062) as `c.json` would answer the value it holds, without parsing it. */
export const answerJsonText = <T, S extends 200>(c: Context, text: JsonText<T>, status: S) =>
  c.body(text, status, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    JSONParsed<T>,
    S,
    'json'
  >;
