import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/lib/app-env';
import { openapiWithPolicy } from '#server/policy/policy-route';
import { rateFromEnv, rateLimit } from '#server/routes/chat/rate-limit.middleware';
import { companyIn } from '#server/services/company-access';
import { ServiceRateLimit } from '#server/services/rate-limits';
import { declaredBodyLimit } from '#server/lib/body-limit';
import * as handlers from './lead-capture.handlers';
import * as routes from './lead-capture.routes';

/** The public form's path, whose CORS answer depends on the companies' allowed origins (server/app.ts). */
export const PUBLIC_LEADS_PATH = '/public/leads';

const RATE_LIMITED = 'Ya recibimos varias solicitudes desde tu conexión. Intenta de nuevo en unos minutos.';

/**
 * The form on companies' websites: registered before the authentication middleware, limited to
 * PUBLIC_LEAD_RATE_LIMIT posts per hour and client across all instances (default 10; 0 turns it off).
 */
export function registerPublicLeads(app: OpenAPIHono<AppEnv>) {
  const limiter = new ServiceRateLimit(
    'public-leads',
    rateFromEnv('PUBLIC_LEAD_RATE_LIMIT', 10),
    60 * 60_000
  );
  app.use(
    PUBLIC_LEADS_PATH,
    declaredBodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => c.json({ detail: 'La solicitud es demasiado grande.' }, 413),
    }),
    rateLimit(limiter, RATE_LIMITED)
  );
  openapiWithPolicy(app, routes.postPublicLead, handlers.postPublicLeadHandler);
}

/** 'Captura de leads' in a company's settings (OWNER, ADMIN). */
export function registerLeadCapture(app: OpenAPIHono<AppEnv>) {
  const company = companyIn('param', 'id');
  openapiWithPolicy(app, routes.getLeadCapture, handlers.getLeadCaptureHandler, { company });
  openapiWithPolicy(app, routes.updateLeadCapture, handlers.updateLeadCaptureHandler, { company });
  openapiWithPolicy(app, routes.rotateCaptureKey, handlers.rotateCaptureKeyHandler, { company });
}
