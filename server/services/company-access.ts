import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { CompanyRole } from '#domain/roles';
import type { Caller } from '#server/lib/caller';
import { builtOnce } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { companies, companyMembers } from '#server/db/schema';
import type { AppEnv } from '#server/lib/app-env';
import { notFound } from '#server/lib/http-error';
import { findLeadCompany, LEAD_NOT_FOUND } from './leads';
import { findTaskCompany, findVisitCompany, TASK_NOT_FOUND, VISIT_NOT_FOUND } from './lead-work';
import { findProject, PROJECT_NOT_FOUND } from './projects';
import { findProperty, PROPERTY_NOT_FOUND } from './properties';
import { findModel, MODEL_NOT_FOUND } from './property-models';
import { findReservationCompany, RESERVATION_NOT_FOUND } from './reservations';
import { findSaleCompany, SALE_NOT_FOUND } from './sales';
import { findQuoteCompany } from './quotes';
import { QUOTE_ERRORS } from '#domain/quote';

export const COMPANY_NOT_FOUND = 'Empresa no encontrada.';

// A company the caller is not known to belong to: does it exist, and (on a first call) what is their role there.
const companyAndRole = builtOnce('company-access.companyAndRole', (db, statement) =>
  db
    .select({ id: companies.id, role: companyMembers.role })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, sql.placeholder('userId')))
    )
    .where(eq(companies.id, sql.placeholder('companyId')))
    .limit(1)
    .prepare(statement)
);

/** The caller's role in a company (null when not a member), or 404 'Empresa no encontrada.' */
export async function roleInCompany(db: Db, caller: Caller, companyId: number): Promise<CompanyRole | null> {
  // A membership implies the company exists (the foreign key): no statement needed.
  const known = caller.roles?.get(companyId);
  if (known) return known;
  const [row] = await companyAndRole(db).execute({ userId: caller.userId, companyId });
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row.role;
}

/** The company an operation touches, and the 404 detail of the entity the request addressed. */
export type Located = { companyId: number; missing: string };

/**
 * Finds the company an operation touches, after its request was validated. Throws the addressed entity's 404 when
 * it does not exist; null means the operation touches no company (it reads only the caller's own rows). The
 * entity's 404 detail travels with the company, so a caller who may not see that company gets the very same answer.
 */
export type CompanyLocator = (c: Context<AppEnv>) => Promise<Located | null>;

/** Where in the request a locator reads a field. */
export type Target = 'param' | 'query' | 'json' | 'form';

/** One validated part of the request, for locators that cannot know the route's exact input type. */
export const validatedPart = (c: Context<AppEnv>, target: Target): Record<string, unknown> =>
  (c.req.valid as unknown as (t: Target) => Record<string, unknown>)(target);

// A locator reads one validated field by name; the route's zod schema has already made it a number (or absent).
const field = (c: Context<AppEnv>, target: Target, key: string): number | undefined => {
  const value = validatedPart(c, target)[key];
  return typeof value === 'number' ? value : undefined;
};

/** One validated field the operation cannot go without, by name. */
export const required = (c: Context<AppEnv>, target: Target, key: string): number => {
  const value = field(c, target, key);
  if (value === undefined) throw new Error(`Policy locator: ${target}.${key} is not a validated number`);
  return value;
};

/** The company is named by a field of the request (an absent optional field: no company). */
export const companyIn =
  (target: Target, key: string, { optional = false } = {}): CompanyLocator =>
  async (c) => {
    const companyId = optional ? field(c, target, key) : required(c, target, key);
    return companyId === undefined ? null : { companyId, missing: COMPANY_NOT_FOUND };
  };

/** The company of the project a field names (404 'Proyecto no encontrado'). */
export const projectIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => ({
    companyId: (await findProject(c.var.db, required(c, target, key))).companyId,
    missing: PROJECT_NOT_FOUND,
  });

/** The company of the property model a field names, through its project (404 'Modelo no encontrado'). */
export const modelIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => {
    const model = await findModel(c.var.db, required(c, target, key));
    return { companyId: (await findProject(c.var.db, model.projectId)).companyId, missing: MODEL_NOT_FOUND };
  };

/** The company of the property a field names (404 'Propiedad no encontrada'). */
export const propertyIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => {
    const property = await findProperty(c.var.db, required(c, target, key));
    // The property detail answers from this row rather than reading it a second time.
    c.set('property', property);
    return { companyId: property.companyId, missing: PROPERTY_NOT_FOUND };
  };

/** The company of the lead a field names (404 'Lead no encontrado.'). */
export const leadIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => ({
    companyId: await findLeadCompany(c.var.db, required(c, target, key)),
    missing: LEAD_NOT_FOUND,
  });

/** The company of the reservation a field names (404 'Separación no encontrada.'). */
export const reservationIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => ({
    companyId: await findReservationCompany(c.var.db, required(c, target, key)),
    missing: RESERVATION_NOT_FOUND,
  });

/** The company of the sale a field names (404 'Venta no encontrada.'). */
export const saleIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => ({
    companyId: await findSaleCompany(c.var.db, required(c, target, key)),
    missing: SALE_NOT_FOUND,
  });

/** The company of the quote a field names (404 'Cotización no encontrada.'). */
export const quoteIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => ({
    companyId: await findQuoteCompany(c.var.db, required(c, target, key)),
    missing: QUOTE_ERRORS.notFound,
  });

/** The company of the lead a follow-up task belongs to (404 'Tarea no encontrada.'). */
export const taskIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => ({
    companyId: await findTaskCompany(c.var.db, required(c, target, key)),
    missing: TASK_NOT_FOUND,
  });

/** The company of the lead a visit belongs to (404 'Visita no encontrada.'). */
export const visitIn =
  (target: Target, key: string): CompanyLocator =>
  async (c) => ({
    companyId: await findVisitCompany(c.var.db, required(c, target, key)),
    missing: VISIT_NOT_FOUND,
  });
