import { z } from 'zod';

/** The id of the request an error answered, to quote to support (the same as the X-Request-Id header). */
export const RequestIdSchema = z.string().meta({
  description:
    'Identificador de la solicitud (igual a la cabecera X-Request-Id), para citarlo al pedir ayuda',
  example: '3f2b9c1e-8d4a-4f5e-9b7c-1a2d3e4f5a6b',
});

/** Every non-validation error body: FastAPI's `{"detail": "…"}`, in Spanish, with the request's id. */
export const ErrorDetailSchema = z
  .object({
    detail: z.string().meta({ example: 'Acceso denegado.' }),
    request_id: RequestIdSchema.optional(),
  })
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
  .object({ detail: z.array(ValidationIssueSchema), request_id: RequestIdSchema.optional() })
  .meta({ id: 'ValidationError' });

export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;
