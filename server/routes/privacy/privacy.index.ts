import type { OpenAPIHono } from '@hono/zod-openapi';
import { openapiWithPolicy } from '#server/policy/policy-route';
import type { AppEnv } from '#server/lib/app-env';
import { rateFromEnv, rateLimit } from '#server/routes/chat/rate-limit.middleware';
import { companyIn, leadIn } from '#server/services/company-access';
import { RATE_LIMIT_WINDOWS, ServiceRateLimit } from '#server/services/rate-limits';
import * as handlers from './privacy.handlers';
import * as routes from './privacy.routes';

/** The 429 detail of /privacidad. */
const REQUESTS_RATE_LIMITED = 'Recibimos varias solicitudes desde tu conexión. Intenta de nuevo en una hora.';

/**
 * The public half of Habeas Data: a company's treatment policy and a holder's requests, registered before the
 * authentication middleware. Requests are limited to PRIVACY_REQUEST_RATE_LIMIT per hour and client (default 5)
 * across all instances, in PostgreSQL.
 */
export function registerPublicPrivacy(app: OpenAPIHono<AppEnv>) {
  const limiter = new ServiceRateLimit(
    'privacy-requests',
    rateFromEnv('PRIVACY_REQUEST_RATE_LIMIT', 5),
    RATE_LIMIT_WINDOWS['privacy-requests']
  );
  app.use('/public/privacy-requests', rateLimit(limiter, REQUESTS_RATE_LIMITED));
  openapiWithPolicy(app, routes.getPublicPolicy, handlers.getPublicPolicyHandler);
  openapiWithPolicy(app, routes.postPrivacyRequest, handlers.postPrivacyRequestHandler);
  openapiWithPolicy(app, routes.getPrivacyRequest, handlers.getPrivacyRequestHandler);
  openapiWithPolicy(app, routes.confirmPrivacyRequest, handlers.confirmPrivacyRequestHandler);
}

/** The company's half: its policy and retention, and a lead's person exported or anonymised (OWNER, ADMIN). */
export function registerPrivacy(app: OpenAPIHono<AppEnv>) {
  const company = companyIn('param', 'id');
  const lead = leadIn('param', 'id');
  openapiWithPolicy(app, routes.getPrivacySettings, handlers.getPrivacySettingsHandler, { company });
  openapiWithPolicy(app, routes.putPrivacySettings, handlers.putPrivacySettingsHandler, { company });
  openapiWithPolicy(app, routes.getPersonalData, handlers.getPersonalDataHandler, { company: lead });
  openapiWithPolicy(app, routes.anonymiseLead, handlers.anonymiseLeadHandler, { company: lead });
}
