import { ErrorDetailSchema, ValidationErrorSchema } from '#domain/http-errors';
import type { z } from 'zod';

/** JSON response entry for a route's `responses`. */
export const jsonBody = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const errorBody = (description: string) => jsonBody(ErrorDetailSchema, description);

/** The error answers every authenticated route may give. */
export const authErrors = {
  401: errorBody('Token ausente, vencido o inválido'),
  403: errorBody('Sin permiso para este recurso'),
} as const;

export const validationErrors = {
  422: jsonBody(ValidationErrorSchema, 'Datos de la solicitud no válidos'),
} as const;

export const notFoundError = { 404: errorBody('No existe o no es visible para quien llama') } as const;

export const bearerSecurity = [{ bearerAuth: [] }];
