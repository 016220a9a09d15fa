import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '#server/lib/app-env';
import { forbidden, unauthorized } from '#server/lib/http-error';
import { provisionUser, type CallerRow, type WithCaller } from '#server/services/users';

// The handlers, as registered, of the operations whose answer's statement also reads the caller (ADR 0066).
const readWithAnswer = new WeakSet<object>();
// The requests whose caller has been read, admitted or refused: nothing reads a caller twice.
const read = new WeakSet<Context<AppEnv>>();

/** Marks an operation's handler as one that reads its caller in the statement of its answer. */
export function readsCallerWithAnswer(handler: object): void {
  readWithAnswer.add(handler);
}

/** Whether the request's operation reads its caller with its answer, which the authentication then leaves to it. */
export const callerDeferred = (c: Context<AppEnv>): boolean =>
  matchedRoutes(c).some((route) => readWithAnswer.has(route.handler));

// A deactivated user is refused whatever they asked, and whatever was read for them is dropped.
function admit(c: Context<AppEnv>, row: CallerRow): void {
  read.add(c);
  if (!row.active) throw forbidden('Tu usuario está desactivado.');
  const { sub, permissions } = c.var.identity;
  c.set('caller', {
    userId: row.id,
    email: row.email,
    sub,
    permissions,
    ...(row.roles ? { roles: new Map(row.roles) } : {}),
  });
}

/**
 * Reads the caller in a statement of its own, provisioning the user on their first call: what every operation does
 * before it runs, and what a hot one does when its answer's statement could not read the caller. Reads nothing when
 * the request's caller was already read.
 */
export async function readCaller(c: Context<AppEnv>): Promise<void> {
  if (read.has(c)) return;
  const { identity, db } = c.var;
  if (!identity) throw unauthorized();
  admit(c, await provisionUser(db, identity));
}

/**
 * Reads a hot operation's answer and its caller in one statement keyed by the token's subject (ADR 0066), before
 * the policy decides from that caller exactly as it would from one read on its own; a refused caller's answer is
 * dropped with the refusal. A subject with no user yet is provisioned as on any other operation, and the answer is
 * then read again, since it may depend on who asks.
 */
export async function answerWithCaller<R extends WithCaller<unknown>>(
  c: Context<AppEnv>,
  answer: (sub: string) => Promise<R>
): Promise<R> {
  const { identity } = c.var;
  if (!identity) throw unauthorized();
  if (read.has(c)) return answer(identity.sub);
  const first = await answer(identity.sub);
  if (first.caller) {
    admit(c, first.caller);
    return first;
  }
  await readCaller(c);
  return answer(identity.sub);
}
