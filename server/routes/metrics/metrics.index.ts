import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Registry } from 'prom-client';
import type { AppEnv } from '#server/lib/app-env';
import { openapiWithPolicy } from '#server/policy/policy-route';
import { getMetrics } from './metrics.handlers';
import { metrics } from './metrics.routes';

/**
 * GET /metrics for Prometheus, public like the health probes (a scraper sends no token): it is reached on an
 * instance's own port, and nginx answers 404 for it, so the public never sees it (deploy/nginx/inbest.conf.template).
 */
export const registerMetrics = (app: OpenAPIHono<AppEnv>, registry: Registry) =>
  openapiWithPolicy(app, metrics, getMetrics(registry));
