import type { Hook } from '@hono/zod-openapi';
import type { ValidationIssue } from '#domain/http-errors';
import type { z } from 'zod';

const TARGET_LOCATION: Record<string, string> = {
  json: 'body',
  form: 'body',
  query: 'query',
  param: 'path',
  header: 'header',
  cookie: 'cookie',
};

/** Turns zod issues into FastAPI's 422 list: `loc` starts with where the value came from. */
export function toValidationIssues(error: z.ZodError, target: string): ValidationIssue[] {
  const where = TARGET_LOCATION[target] ?? target;
  return error.issues.map((issue) => ({
    loc: [where, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
    msg: issue.message,
    type: issue.code,
  }));
}

/** Request validation failures answer 422 with the FastAPI shape instead of Hono's default. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook serves every route's schema
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (!result.success) {
    return c.json({ detail: toValidationIssues(result.error as z.ZodError, result.target) }, 422);
  }
};
