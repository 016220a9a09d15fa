import { createRoute, z } from '@hono/zod-openapi';
import { HealthSchema, LivenessSchema, ReadinessSchema } from '#domain/health';
import { ErrorDetailSchema } from '#domain/http-errors';
import { jsonBody, requires } from '#server/lib/openapi';

export const health = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/health',
  tags: ['Salud'],
  summary: 'Estado del API y de su base de datos',
  responses: {
    200: jsonBody(HealthSchema, 'El API y la base de datos responden'),
    503: jsonBody(ErrorDetailSchema, 'La base de datos no responde'),
  },
});

export const healthPlain = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/health/plain',
  tags: ['Salud'],
  summary: 'Comprobación mínima en texto plano (sin base de datos)',
  responses: {
    200: { content: { 'text/plain': { schema: z.string() } }, description: 'El proceso responde' },
  },
});

export const healthLive = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/health/live',
  tags: ['Salud'],
  summary: 'El proceso está vivo (para el balanceador; no consulta la base de datos)',
  responses: {
    200: jsonBody(LivenessSchema, 'El proceso responde'),
  },
});

export const healthReady = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/health/ready',
  tags: ['Salud'],
  summary: 'La instancia acepta tráfico: base de datos alcanzable y migrada, y no se está apagando',
  responses: {
    200: jsonBody(ReadinessSchema, 'La instancia acepta tráfico'),
    503: jsonBody(ErrorDetailSchema, 'La instancia no debe recibir tráfico (base de datos o apagado)'),
  },
});
