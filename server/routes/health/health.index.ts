import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/auth/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { getHealth, getHealthPlain } from './health.handlers';
import { health, healthPlain } from './health.routes';

/** Public liveness routes the web app polls (spec §7: /health, then /health/plain, then /docs). */
export const registerHealth = (app: OpenAPIHono<AppEnv>) => {
  openapiWithPolicy(app, health, getHealth);
  openapiWithPolicy(app, healthPlain, getHealthPlain);
};
