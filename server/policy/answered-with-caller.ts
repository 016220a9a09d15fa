import type { Context } from 'hono';
import type { BoardQuery } from '#domain/availability';
import { answerWithCaller } from '#server/auth/caller-read';
import type { AppEnv } from '#server/lib/app-env';
import { notFound } from '#server/lib/http-error';
import { availabilityBoard } from '#server/services/availability';
import { required, validatedPart, type CompanyLocator, type Target } from '#server/services/company-access';
import { PROJECT_NOT_FOUND } from '#server/services/projects';
import { PROPERTY_NOT_FOUND } from '#server/services/properties';
import { shownProperty } from '#server/services/property-details';
import type { WithCaller } from '#server/services/users';

// The locators of the hot operations (ADR 0066): each reads the operation's answer in one statement with the caller
// (and, where the entity decides which company's policy applies, with its company) before the policy decides. The
// policy then decides from that caller as from any other; a refused caller's answer is dropped with the refusal.
// Register their operations with `callerWithAnswer: true` (server/policy/policy-route.ts).

/** The company of the property a field names, read with the property's answer (404 'Propiedad no encontrada'). */
export const shownPropertyIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => {
    const shown = await answerWithCaller(c, (sub) => shownProperty(c.var.db, sub, required(c, target, key)));
    if (shown.companyId === null) throw notFound(PROPERTY_NOT_FOUND);
    c.set('answer', shown.answer);
    return { companyId: shown.companyId, missing: PROPERTY_NOT_FOUND };
  };

/** The company of the project whose availability board a field names, read with the board (404 'Proyecto no encontrado'). */
export const boardIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => {
    const { companyId, answer } = await answerWithCaller(c, (sub) =>
      availabilityBoard(c.var.db, sub, required(c, target, key), validatedPart(c, 'query') as BoardQuery)
    );
    if (companyId === null) throw notFound(PROJECT_NOT_FOUND);
    c.set('answer', answer);
    return { companyId, missing: PROJECT_NOT_FOUND };
  };

/**
 * The company `locate` finds in the request, with the operation's answer read with the caller: `statement` gives
 * the request's one statement, to run with the token's subject, or undefined when the request is not the hot one
 * (another variant of the operation, whose caller is then read on its own).
 */
export const answeredIn =
  (
    locate: CompanyLocator,
    statement: (c: Context<AppEnv>) => ((sub: string) => Promise<WithCaller<unknown>>) | undefined
  ): CompanyLocator =>
  async (c) => {
    const located = await locate(c);
    const read = statement(c);
    if (read) c.set('answer', (await answerWithCaller(c, read)).answer);
    return located;
  };
