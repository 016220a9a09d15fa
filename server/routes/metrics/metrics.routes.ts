import { createRoute, z } from '@hono/zod-openapi';
import { requires } from '#server/lib/openapi';

export const metrics = createRoute({
  ...requires('public.read'),
  method: 'get',
  path: '/metrics',
  tags: ['Salud'],
  summary:
    'Métricas de Prometheus de esta instancia (solicitudes, latencia, pool, asistente, accesos rechazados); nginx no la publica',
  responses: {
    200: {
      content: { 'text/plain': { schema: z.string() } },
      description: 'Métricas en el formato de texto de Prometheus',
    },
  },
});
