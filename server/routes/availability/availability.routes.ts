import { createRoute, z } from '@hono/zod-openapi';
import {
  AvailabilityBoardSchema,
  BoardQuerySchema,
  BoardUnitSchema,
  UnitHoldSchema,
  UnitStatusEventSchema,
} from '#domain/availability';
import { ErrorDetailSchema } from '#domain/http-errors';
import { idParam } from '#domain/input-limits';
import {
  authErrors,
  bearerSecurity,
  jsonBody,
  notFoundError,
  requires,
  validationErrors,
} from '#server/lib/openapi';

const tags = ['Tablero de disponibilidad'];
const IdParams = z.object({ id: idParam() });
const errors = { ...authErrors, ...notFoundError, ...validationErrors } as const;
const holdBody = { content: { 'application/json': { schema: UnitHoldSchema } }, required: true };
const refused = {
  409: jsonBody(ErrorDetailSchema, 'La unidad no está en el estado que la acción requiere'),
} as const;

export const getBoard = createRoute({
  ...requires('property.read'),
  method: 'get',
  path: '/projects/{id}/availability',
  tags,
  summary:
    'Tablero de disponibilidad: las unidades del proyecto por torre y piso, conteos por estado y filtros',
  security: bearerSecurity,
  request: { params: IdParams, query: BoardQuerySchema },
  responses: { 200: jsonBody(AvailabilityBoardSchema, 'El tablero del proyecto'), ...errors },
});

export const getStatusHistory = createRoute({
  ...requires('property.read'),
  method: 'get',
  path: '/properties/{id}/status-history',
  tags,
  summary:
    'Historial de estados de una unidad: cada cambio, quién lo hizo, cuándo y por qué (los 100 últimos)',
  security: bearerSecurity,
  request: { params: IdParams },
  responses: {
    200: jsonBody(z.array(UnitStatusEventSchema), 'Historial, el más reciente primero'),
    ...errors,
  },
});

export const blockUnit = createRoute({
  ...requires('unit.block'),
  method: 'post',
  path: '/properties/{id}/block',
  tags,
  summary: 'Bloquea una unidad disponible con un motivo (OWNER o ADMIN)',
  security: bearerSecurity,
  request: { params: IdParams, body: holdBody },
  responses: { 200: jsonBody(BoardUnitSchema, 'La unidad bloqueada'), ...errors, ...refused },
});

export const unblockUnit = createRoute({
  ...requires('unit.block'),
  method: 'post',
  path: '/properties/{id}/unblock',
  tags,
  summary: 'Libera una unidad bloqueada con un motivo: vuelve a estar disponible (OWNER o ADMIN)',
  security: bearerSecurity,
  request: { params: IdParams, body: holdBody },
  responses: { 200: jsonBody(BoardUnitSchema, 'La unidad disponible de nuevo'), ...errors, ...refused },
});
