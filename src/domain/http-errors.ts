import { z } from 'zod';

/** Every non-validation error body: FastAPI's `{"detail": "…"}`, in Spanish. */
export const ErrorDetailSchema = z
  .object({ detail: z.string().meta({ example: 'Acceso denegado.' }) })
  .meta({ id: 'ErrorDetail' });

/** One failed check of a request, FastAPI style: where (`loc`), what (`msg`), which rule (`type`). */
export const ValidationIssueSchema = z
  .object({
    loc: z.array(z.union([z.string(), z.number()])),
    msg: z.string(),
    type: z.string(),
  })
  .meta({ id: 'ValidationIssue' });

/** 422 body: the list of failed checks. */
export const ValidationErrorSchema = z
  .object({ detail: z.array(ValidationIssueSchema) })
  .meta({ id: 'ValidationError' });

export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;
