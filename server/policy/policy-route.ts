import type { OpenAPIHono, RouteHandler, RouteHook } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { AuditAction } from '#domain/audit';
import {
  ACTIONS,
  PERMISSION_MANAGE_ALL_COMPANIES,
  POLICY,
  allows,
  type Action,
  type Grant,
  type Rule,
} from '#domain/permissions';
import type { AppEnv } from '#server/lib/app-env';
import { forbidden, notFound, unauthorized, type HttpError } from '#server/lib/http-error';
import { PERMISSION_EXTENSION, type PolicyRoute } from '#server/lib/openapi';
import { companyNameOf, recordAudit, type AuditSubject } from '#server/services/audit';
import { readCaller, readsCallerWithAnswer } from '#server/auth/caller-read';
import { roleInCompany, type CompanyLocator } from '#server/services/company-access';

/** An operation the audit log records: its action, and what the entry names (read before the operation runs). */
export type AuditSpec = {
  action: AuditAction;
  subject: (c: Context<AppEnv>) => Promise<Omit<AuditSubject, 'companyId'> & { companyId?: number | null }>;
};

export type PolicyOptions<R extends PolicyRoute> = {
  /** Where a company-scoped operation finds its company; required exactly for `company` rules. */
  company?: CompanyLocator;
  /** The 403 for a member whose role the action refuses, when it must say more than the generic answer. */
  roleRefusal?: (grant: Grant) => HttpError;
  hook?: RouteHook<R, AppEnv>;
  /** Records every successful call in the audit log, in the same transaction as the operation (ADR 0020). */
  audit?: AuditSpec;
  /**
   * A hot operation: its locator (or, outside a company, its handler) reads the caller in the statement of its
   * answer with `answerWithCaller`, and the authentication leaves the caller's read to it (ADR 0066).
   */
  callerWithAnswer?: true;
};

const ROLE_REFUSED = 'Tu rol en esta empresa no permite esta acción.';
const NOT_A_MEMBER = 'No perteneces a esta empresa.';

// Token-only rules are checked before validation: a caller without the permission learns nothing about the input.
const platformGate =
  (permission: string, action: Action): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // The token's permissions: a hot operation's caller is not read yet (ADR 0066).
    const { identity } = c.var;
    if (!identity) throw unauthorized();
    if (!allows(action, { role: null, permissions: identity.permissions }))
      throw forbidden(`Acceso denegado: se requiere el permiso ${permission}.`);
    await next();
  };

// A signed-in rule registered before the authentication middleware would silently become public.
const signedInGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.caller) throw unauthorized();
  await next();
};

// Company rules run after validation (the ids are read from the validated request), like the handlers' checks did.
async function authorizeInCompany(
  c: Context<AppEnv>,
  action: Action,
  locate: CompanyLocator,
  roleRefusal: PolicyOptions<PolicyRoute>['roleRefusal']
) {
  // Nothing is located for a request without a verified token: a 404 would answer before the 401.
  if (!c.var.identity) throw unauthorized();
  // A hot operation's locator reads the caller with its answer; any other request's caller is read by now.
  const located = await locate(c);
  await readCaller(c);
  const { caller, db } = c.var;
  if (located === null) {
    // Only the caller's own rows are read: membership is the query's filter.
    c.set('grant', { companyId: null, role: null, permissions: caller.permissions });
    return;
  }
  const { companyId, missing } = located;
  const role = await roleInCompany(db, caller, companyId);
  const grant = { role, permissions: caller.permissions };
  if (!allows(action, grant)) {
    // Who may not even read the company gets the missing entity's answer: a 403 would confirm another tenant's id.
    if (!allows('company.read', grant)) throw notFound(missing);
    // A platform auditor sees the company but holds no role in it.
    if (role === null) throw forbidden(NOT_A_MEMBER);
    throw roleRefusal?.(grant) ?? forbidden(ROLE_REFUSED);
  }
  c.set('grant', { ...grant, companyId });
}

type Run = (c: Context<AppEnv>, next: () => Promise<void>) => unknown;

// The handler runs inside a transaction that also writes the entry, so an action and its record commit together or
// not at all. Services' own transactions become savepoints of this one.
async function runAudited(
  c: Context<AppEnv>,
  spec: AuditSpec,
  run: () => Promise<unknown>,
  viaPlatform: boolean
) {
  const db = c.var.db;
  try {
    return await db.transaction(async (tx) => {
      c.set('db', tx);
      const { companyId: named, details, ...subject } = await spec.subject(c);
      const companyId = named === undefined ? (c.var.grant?.companyId ?? null) : named;
      const companyName = await companyNameOf(tx, companyId);
      const res = (await run()) as Response;
      if (res.status < 400) {
        await recordAudit(tx, c.var.caller, spec.action, {
          ...subject,
          companyId,
          companyName,
          details: viaPlatform ? { ...details, via_platform: true } : details,
        });
      }
      return res;
    });
  } finally {
    c.set('db', db);
  }
}

// A write that only the platform permission allowed (no role in the company) is recorded even when the operation
// itself is not audited: the platform's administrators answer for what they change in a tenant.
const platformWrite = (action: Action, method: string, path: string): AuditSpec => ({
  action: 'platform.write',
  subject: async (c) => ({
    entityType: action.split('.')[0]!,
    entityId: null,
    details: { operation: `${method.toUpperCase()} ${path}`, params: c.req.param() },
  }),
});

/**
 * Registers an operation behind its policy entry (`x-permission`), the one place a route's access is decided:
 * public and signed-in operations pass, platform ones need the token permission, company ones need a role in (or
 * the platform permission over) the company `options.company` finds, which handlers then read as `c.var.grant`.
 */
export function openapiWithPolicy<R extends PolicyRoute>(
  app: OpenAPIHono<AppEnv>,
  route: R,
  handler: RouteHandler<R, AppEnv>,
  options: PolicyOptions<R> = {}
) {
  const action = route[PERMISSION_EXTENSION];
  if (!ACTIONS.includes(action)) throw new Error(`${route.method} ${route.path}: unknown action ${action}`);
  const rule: Rule = POLICY[action];
  if ((rule.kind === 'company') !== (options.company !== undefined))
    throw new Error(`${route.method} ${route.path}: a company locator goes with exactly the company rules`);
  const register = (r: R, h: RouteHandler<R, AppEnv>) => {
    if (options.callerWithAnswer) readsCallerWithAnswer(h);
    return app.openapi(r, h, options.hook as never);
  };
  const run = handler as unknown as Run;
  // Operations outside a company (the admin area's) are audited as declared.
  const audited = (options.audit
    ? (c: Context<AppEnv>, next: () => Promise<void>) =>
        runAudited(c, options.audit!, async () => run(c, next), false)
    : handler) as unknown as RouteHandler<R, AppEnv>;
  const withMiddleware = (gate: MiddlewareHandler<AppEnv>) => {
    const own = route.middleware === undefined ? [] : [route.middleware].flat();
    return { ...route, middleware: [gate, ...own] } as R;
  };
  switch (rule.kind) {
    case 'public':
      return register(route, audited);
    case 'signedIn':
      return register(withMiddleware(signedInGate), audited);
    case 'platform':
      return register(withMiddleware(platformGate(rule.permission, action)), audited);
    case 'advice':
      throw new Error(
        `${route.method} ${route.path}: ${action} is the web's advice, never an operation's rule`
      );
    case 'company': {
      const locate = options.company!;
      const guarded = (async (c: Context<AppEnv>, next: () => Promise<void>) => {
        await authorizeInCompany(c, action, locate, options.roleRefusal);
        const viaPlatform =
          rule.platform === PERMISSION_MANAGE_ALL_COMPANIES &&
          c.var.grant.role == null &&
          route.method !== 'get';
        const spec =
          options.audit ?? (viaPlatform ? platformWrite(action, route.method, route.path) : undefined);
        if (!spec) return run(c, next);
        return runAudited(c, spec, async () => run(c, next), viaPlatform);
      }) as unknown as RouteHandler<R, AppEnv>;
      return register(route, guarded);
    }
  }
}
