import type { RouteConfig } from '@hono/zod-openapi';
import type { Action } from '#domain/permissions';
import { ErrorDetailSchema, ValidationErrorSchema } from '#domain/http-errors';
import type { z } from 'zod';

/** JSON response entry for a route's `responses`. */
export const jsonBody = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** A required JSON request body for a route's `request`. */
export const jsonRequest = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
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

/** The OpenAPI extension that names an operation's policy action; it appears in openapi/openapi.json. */
export const PERMISSION_EXTENSION = 'x-permission';

/** Spread into `createRoute({...})`: the operation's entry in the permissions policy (src/domain/permissions.ts). */
export const requires = <A extends Action>(action: A) => ({ [PERMISSION_EXTENSION]: action }) as const;

/** A route that declares its policy action. */
export type PolicyRoute = RouteConfig & { readonly [PERMISSION_EXTENSION]: Action };
