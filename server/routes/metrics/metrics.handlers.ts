import type { RouteHandler } from '@hono/zod-openapi';
import type { Registry } from 'prom-client';
import type { AppEnv } from '#server/lib/app-env';
import type { metrics } from './metrics.routes';

/** The registry's text exposition, read fresh on every scrape (pool gauges are collected at that moment). */
export const getMetrics =
  (registry: Registry): RouteHandler<typeof metrics, AppEnv> =>
  async (c) => {
    const body = await registry.metrics();
    return c.text(body, 200, { 'Content-Type': registry.contentType });
  };
