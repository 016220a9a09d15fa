import { hostname } from 'node:os';
import { OpenAPIHono } from '@hono/zod-openapi';
import { getPath } from 'hono/utils/url';
import type { Db } from '#server/db/client';
import { requireAuth, type UserInfoLookup } from '#server/auth/require-auth';
import type { TokenVerifier } from '#server/auth/token-verifier';
import type { AppEnv } from '#server/lib/app-env';
import { jsonBodyLimit } from '#server/lib/body-limit';
import { corsAnswers } from '#server/lib/cors';
import { apiSecurityHeaders } from '#server/lib/api-security-headers';
import { errorAnswer } from '#server/lib/error-answer';
import { createLifecycle, type Lifecycle } from '#server/lib/lifecycle';
import { createLogger } from '#server/lib/logger';
import { createMetrics, type PoolGauges } from '#server/lib/metrics';
import { requestContext } from '#server/lib/request-context';
import { validationHook } from '#server/lib/validation';
import { installSpanishValidationMessages } from '#domain/validation-messages';
import { registerDocs } from '#server/routes/docs/docs.index';
import { registerHealth } from '#server/routes/health/health.index';
import { registerMetrics } from '#server/routes/metrics/metrics.index';
import { registerTestHooks } from '#server/routes/test-hooks/test-hooks.index';
import type { JobQueue } from '#server/jobs/queue';
import { registerChat } from '#server/routes/chat/chat.index';
import { registerChatLeads } from '#server/routes/chat-leads/chat-leads.index';
import { registerUsers } from '#server/routes/users/users.index';
import { registerCompanies } from '#server/routes/companies/companies.index';
import { registerDashboard } from '#server/routes/dashboard/dashboard.index';
import { registerMembers } from '#server/routes/members/members.index';
import { registerMyInvitations } from '#server/routes/my-invitations/my-invitations.index';
import { registerDocumentTypes } from '#server/routes/document-types/document-types.index';
import { registerAdmin } from '#server/routes/admin/admin.index';
import { registerAmenities } from '#server/routes/amenities/amenities.index';
import { registerAvailability } from '#server/routes/availability/availability.index';
import { registerProjects } from '#server/routes/projects/projects.index';
import { registerPropertyModels } from '#server/routes/property-models/property-models.index';
import { registerProperties } from '#server/routes/properties/properties.index';
import { registerCompanyProperties } from '#server/routes/company-properties/company-properties.index';
import { registerConstructor } from '#server/routes/constructor/constructor.index';
import { registerLeads } from '#server/routes/leads/leads.index';
import { registerPrivacy, registerPublicPrivacy } from '#server/routes/privacy/privacy.index';
import { registerSavedSearches } from '#server/routes/saved-searches/saved-searches.index';
import { registerSales } from '#server/routes/sales/sales.index';
import { registerPublicQuotes, registerQuotes } from '#server/routes/quotes/quotes.index';
import { registerSaleSettings } from '#server/routes/sale-settings/sale-settings.index';
import {
  PUBLIC_LEADS_PATH,
  registerLeadCapture,
  registerPublicLeads,
} from '#server/routes/lead-capture/lead-capture.index';
import { originListedAnywhere } from '#server/services/lead-capture';
import { registerLeadWork } from '#server/routes/lead-work/lead-work.index';
import { registerPublicUploads, registerUploads } from '#server/routes/uploads/uploads.index';
import type { UploadsContext } from '#server/services/uploads';
import type { Logger } from 'pino';
import { storageFromEnv } from '#server/storage/storage-config';

export type AppDeps = {
  db: Db;
  /** A streaming replica the chat search reads from while it is caught up (DATABASE_READ_URL). */
  readDb?: Db;
  verifyToken: TokenVerifier;
  userInfo: UserInfoLookup;
  /** Browser origins allowed to call the API (the web app). */
  corsOrigins: readonly string[];
  /** Where uploads are stored; by default what the environment says (local disk under DATA_DIR, or S3). */
  uploads?: UploadsContext;
  /** Whether the process is shutting down (readiness false); a fresh, never-draining one by default. */
  lifecycle?: Lifecycle;
  /** Named in an `X-Instance` header on every answer when set (INSTANCE_NAME): which instance behind the proxy served. */
  instanceName?: string;
  /** Where the request lines go; by default JSON on stdout at LOG_LEVEL (silent under vitest). */
  logger?: Logger;
  /** The connection pools /metrics reports (PostgreSQL only; PGlite has none). */
  pools?: PoolGauges;
  /** The read replica's replay lag in bytes, read on each scrape (only with DATABASE_READ_URL). */
  replicaLag?: () => Promise<number | null>;
  /** The job queue this process runs: its figures on /metrics, its sweeps for the test hooks. */
  jobs?: JobQueue;
  /**
   * Mounts the test-only routes (`/__test__/clock/advance`, `/__test__/jobs/run`): only the end-to-end and scale
   * runs set TEST_HOOKS=1, never a real deployment.
   */
  testHooks?: boolean;
};

/** `/companies/` and `/companies` are the same resource: the spec's client calls both forms. */
const pathWithoutTrailingSlash = (request: Request) => {
  const path = getPath(request);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
};

installSpanishValidationMessages();

// Drizzle's message repeats the whole query and its parameters (someone's e-mail, say); the driver's own error
// (its cause) says what went wrong.
const rootError = (error: unknown): unknown => {
  const { cause } = (error ?? {}) as { cause?: unknown };
  return cause instanceof Error ? rootError(cause) : error;
};

// Name, code, message and stack only: pino's error serializer would also copy every property, and a PostgreSQL
// error's `detail` names the values a constraint refused.
const loggableError = (error: unknown) => {
  const root = rootError(error);
  if (!(root instanceof Error)) return { message: String(root) };
  return {
    type: root.name,
    code: (root as { code?: unknown }).code,
    message: root.message,
    stack: root.stack,
  };
};

/** Builds the API without binding a port, so tests drive it through `app.request`. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, getPath: pathWithoutTrailingSlash });

  const { instanceName } = deps;
  const metrics = createMetrics(deps.pools, deps.replicaLag, deps.jobs);
  const logger = deps.logger ?? createLogger(instanceName ?? hostname());
  // Outermost, so the line and the counters see the final answer, errors and CORS refusals included.
  app.use('*', requestContext(logger, metrics));
  if (instanceName) {
    app.use('*', async (c, next) => {
      await next();
      // On the answer itself: `c.header` after the handler would copy the answer into a new one (server/lib/cors.ts).
      c.res.headers.set('X-Instance', instanceName);
    });
  }

  app.use(
    '*',
    corsAnswers({
      // The web app's origins everywhere; on the public form, also the websites companies listed (ADR 0049).
      origin: async (origin, c) => {
        if (deps.corsOrigins.includes(origin)) return origin;
        if (c.req.path !== PUBLIC_LEADS_PATH || !origin) return null;
        return (await originListedAnywhere(deps.db, origin)) ? origin : null;
      },
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // The web app may show the id next to an error, for the user to quote.
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    })
  );
  app.use('*', apiSecurityHeaders());
  app.use('*', jsonBodyLimit());
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    await next();
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token (RS256) from Auth0 or the embedded development provider.',
  });

  // Public routes first: they answer before the authentication middleware below is reached.
  registerHealth(app, deps.lifecycle ?? createLifecycle());
  registerMetrics(app, metrics.registry);
  if (deps.testHooks) registerTestHooks(app, deps.jobs);
  registerDocs(app);
  registerChat(app, deps.readDb);
  registerChatLeads(app);
  registerSavedSearches(app);
  registerPublicPrivacy(app);
  registerPublicLeads(app);
  registerAmenities(app);
  const uploads = deps.uploads ?? storageFromEnv();
  registerPublicUploads(app, uploads);
  registerPublicQuotes(app);

  app.use('*', requireAuth(deps.verifyToken, deps.userInfo));
  registerUsers(app);
  registerCompanies(app);
  registerDashboard(app);
  registerMembers(app);
  registerMyInvitations(app);
  registerDocumentTypes(app);
  registerAdmin(app);
  registerProjects(app);
  registerPropertyModels(app);
  registerProperties(app);
  registerAvailability(app);
  registerCompanyProperties(app);
  registerConstructor(app);
  registerLeads(app);
  registerPrivacy(app);
  registerSales(app);
  registerQuotes(app);
  registerSaleSettings(app);
  registerLeadCapture(app);
  registerLeadWork(app);
  registerUploads(app, uploads);

  app.notFound((c) => c.json({ detail: 'El recurso solicitado no fue encontrado.' }, 404));
  app.onError((error, c) => {
    const { status, detail, current } = errorAnswer(error);
    // The database being away is one line in the log, not a stack per request; clients may retry shortly.
    if (status === 503) {
      logger.error(
        { request_id: c.var.requestId, cause: loggableError(error).message },
        'database unavailable'
      );
      c.header('Retry-After', '5');
    } else if (status >= 500)
      logger.error({ request_id: c.var.requestId, error: loggableError(error) }, 'internal error');
    return c.json(current === undefined ? { detail } : { detail, current }, status);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
