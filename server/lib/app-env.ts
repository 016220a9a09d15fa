import type { Grant } from '#domain/permissions';
import type { Db } from '#server/db/client';
import type { properties } from '#server/db/schema';
import type { Caller, Identity } from '#server/lib/caller';
import type { Metrics } from '#server/lib/metrics';

/** The caller's grant in the company an operation touches (companyId null: the operation touches no company). */
export type CompanyGrant = Grant & { companyId: number | null };

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Db;
    /** The verified token's bearer, set by the authentication before the caller is read from it. */
    identity: Identity;
    caller: Caller;
    /** The request's id (X-Request-Id from the proxy, or made here): in the log line and in error bodies. */
    requestId: string;
    /** The instance's Prometheus metrics, for handlers that count what only they know (chat decisions). */
    metrics: Metrics;
    /** Set by the policy guard on company-scoped operations (server/policy/policy-route.ts). */
    grant: CompanyGrant;
    /** The property the policy's locator read for this request (server/services/company-access.ts). */
    property?: typeof properties.$inferSelect;
    /**
     * The answer a locator read in the same statement as the company that decides access (ADR 0062), or as the
     * caller (ADR 0066); the handler answers it once the policy allowed.
     */
    answer?: unknown;
    /** The primary's WAL position when a chat request arrived, before its own writes (server/routes/chat). */
    readAfter?: string | null;
  };
};
