import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import type { Lifecycle } from '#server/lib/lifecycle';
import { getHealth, getHealthLive, getHealthPlain, getHealthReady } from './health.handlers';
import { health, healthLive, healthPlain, healthReady } from './health.routes';

/**
 * Public health routes: /health and /health/plain for the web app's poll (spec §7), /health/live and /health/ready
 * for load balancers and orchestrators (no token: they probe without credentials).
 */
export const registerHealth = (app: OpenAPIHono<AppEnv>, lifecycle: Lifecycle) => {
  openapiWithPolicy(app, health, getHealth);
  openapiWithPolicy(app, healthPlain, getHealthPlain);
  openapiWithPolicy(app, healthLive, getHealthLive);
  openapiWithPolicy(app, healthReady, getHealthReady(lifecycle));
};
