import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  canDeleteCompany,
  deletionBlockedMessage,
  DUPLICATE_REGISTRATION_MESSAGE,
  type Company,
  type CompanyStats,
  type MyCompany,
} from '#domain/company';
import { NIT_PATTERN, type CompanyInput, type CompanyUpdate } from '#domain/company-form';
import { countryName } from '#domain/countries';
import type { ValidationIssue } from '#domain/http-errors';
import type { Db } from '#server/db/client';
import { isStillReferenced, pgConstraint, pgErrorCode, PG_ERROR } from '#server/db/errors';
import { companies, companyMembers, documentTypes, projects, properties } from '#server/db/schema';
import { conflict, notFound, staleVersion } from '#server/lib/http-error';

type CompanyRow = typeof companies.$inferSelect;

/** The API shape of a company row. */
export const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  registration_id: row.registrationId,
  registration_id_type_id: row.registrationIdTypeId,
  country_code: row.countryCode,
  country_name: row.countryName,
  city: row.city,
  address: row.address,
  website: row.website,
  phone: row.phone,
  email: row.email,
  verified: row.verified,
  status: row.status,
  contact_person: row.contactPerson,
  contact_email: row.contactEmail,
  contact_phone: row.contactPhone,
  company_type: row.companyType,
  employees_count: row.employeesCount,
  founded_year: row.foundedYear,
  description: row.description,
  department: row.department,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The companies a user belongs to, oldest membership first, each with the user's role. */
export async function listCompaniesOf(db: Db, userId: number): Promise<MyCompany[]> {
  const rows = await db
    .select({ company: companies, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  return rows.map(({ company, role }) => ({ ...toCompany(company), role }));
}

/** One company by id; 404 when it does not exist. */
export async function getCompany(db: Db, companyId: number): Promise<Company> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound('Empresa no encontrada.');
  return toCompany(row);
}

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

// The management profile's fields are replaced only when sent: the company form does not know them and must not
// clear them. Drizzle leaves a key whose value is undefined out of the statement.
const keep = <T, R>(value: T | undefined, convert: (v: T) => R): R | undefined =>
  value === undefined ? undefined : convert(value);
const textOrNull = (value: string | null) => blankToNull(value);
const sameOrNull = <T>(value: T | null) => value ?? null;

const toProfileValues = (input: CompanyInput) => ({
  contactPerson: keep(input.contact_person, textOrNull),
  contactEmail: keep(input.contact_email, textOrNull),
  contactPhone: keep(input.contact_phone, textOrNull),
  companyType: keep(input.company_type, sameOrNull),
  employeesCount: keep(input.employees_count, sameOrNull),
  foundedYear: keep(input.founded_year, sameOrNull),
  description: keep(input.description, textOrNull),
  department: keep(input.department, textOrNull),
  status: input.status,
});

// PUT replaces the company's editable fields: a field the form dropped because it was emptied is cleared.
const toRowValues = (input: CompanyInput) => ({
  ...toProfileValues(input),
  name: input.name.trim(),
  registrationId: blankToNull(input.registration_id),
  registrationIdTypeId: input.registration_id_type_id ?? null,
  countryCode: input.country_code,
  countryName: blankToNull(input.country_name) ?? countryName(input.country_code),
  city: blankToNull(input.city),
  address: blankToNull(input.address),
  website: blankToNull(input.website),
  phone: blankToNull(input.phone),
  email: blankToNull(input.email),
});

/**
 * A Colombian number in NIT form sent without a document type (the management screen's NIT field) is a NIT: typing
 * it makes the unique registration index compare it with the NITs stored with their type.
 */
async function rowValues(db: Db, input: CompanyInput) {
  const values = toRowValues(input);
  if (values.registrationIdTypeId !== null || values.countryCode !== 'CO') return values;
  if (!values.registrationId || !NIT_PATTERN.test(values.registrationId)) return values;
  const [nit] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.countryCode, 'CO'), eq(documentTypes.documentCode, 'NIT')))
    .limit(1);
  return { ...values, registrationIdTypeId: nit?.id ?? null };
}

/**
 * Checks what the schema cannot: the chosen document type exists and belongs to the chosen country.
 * Returns the 422 issues to answer, or an empty list.
 */
export async function companyInputIssues(db: Db, input: CompanyInput): Promise<ValidationIssue[]> {
  const typeId = input.registration_id_type_id;
  if (typeId === null || typeId === undefined) return [];
  const [type] = await db
    .select({ countryCode: documentTypes.countryCode })
    .from(documentTypes)
    .where(eq(documentTypes.id, typeId))
    .limit(1);
  if (type?.countryCode === input.country_code) return [];
  return [
    {
      loc: ['body', 'registration_id_type_id'],
      msg: 'El tipo de documento no corresponde al país seleccionado',
      type: 'document_type_country',
    },
  ];
}

// The unique index on (country, document type, number) is the one source of truth for duplicates, race-free.
function rethrowDuplicate(error: unknown): never {
  if (
    pgErrorCode(error) === PG_ERROR.uniqueViolation &&
    pgConstraint(error) === 'companies_registration_key'
  ) {
    throw conflict(DUPLICATE_REGISTRATION_MESSAGE);
  }
  throw error;
}

/** Creates a company and makes its creator the OWNER, in one transaction. */
export async function createCompany(db: Db, userId: number, input: CompanyInput): Promise<MyCompany> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values(await rowValues(tx, input))
        .returning();
      await tx.insert(companyMembers).values({ companyId: row!.id, userId, role: 'OWNER' });
      return { ...toCompany(row!), role: 'OWNER' as const };
    });
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/**
 * Replaces a company's editable fields if nobody changed them since `version`; 404 when it does not exist, 409
 * with the current copy when the version is stale, 409 on a duplicate registration.
 */
export async function updateCompany(
  db: Db,
  companyId: number,
  { version, ...input }: CompanyUpdate
): Promise<Company> {
  try {
    const [row] = await db
      .update(companies)
      .set({ ...(await rowValues(db, input)), version: sql`${companies.version} + 1` })
      .where(and(eq(companies.id, companyId), eq(companies.version, version)))
      .returning();
    if (row) return toCompany(row);
    const [current] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!current) throw notFound('Empresa no encontrada.');
    throw staleVersion(toCompany(current));
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/** Project and member counts of a company (spec §3 "Company stats"). */
export async function companyStats(db: Db, companyId: number): Promise<CompanyStats> {
  const [[projectCount], [memberCount]] = await Promise.all([
    db.select({ n: count() }).from(projects).where(eq(projects.companyId, companyId)),
    db.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, companyId)),
  ]);
  return { project_count: projectCount?.n ?? 0, member_count: memberCount?.n ?? 0 };
}

/**
 * Deletes a company unless it still has projects, properties or members other than the one deleting it (their
 * own membership goes with the company). Counts and delete run in one transaction holding the company's row lock,
 * so a member or project added meanwhile cannot slip through. Returns the deleted company's name.
 */
export async function deleteCompany(db: Db, companyId: number, callerUserId: number): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      if (!row) throw notFound('Empresa no encontrada.');
      // In turn: the transaction's one connection runs one statement at a time.
      const [projectCount] = await tx
        .select({ n: count() })
        .from(projects)
        .where(eq(projects.companyId, companyId));
      const [otherMembers] = await tx
        .select({ n: count() })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), ne(companyMembers.userId, callerUserId)));
      const [propertyCount] = await tx
        .select({ n: count() })
        .from(properties)
        .where(eq(properties.companyId, companyId));
      const blockers = { projects: projectCount?.n ?? 0, members: otherMembers?.n ?? 0 };
      if (!canDeleteCompany(blockers)) throw conflict(deletionBlockedMessage(blockers));
      if ((propertyCount?.n ?? 0) > 0) {
        throw conflict(
          `La empresa tiene ${propertyCount!.n} propiedad(es) asociadas. Debes eliminarlas antes de eliminar la empresa.`
        );
      }
      await tx.delete(companies).where(eq(companies.id, companyId));
      return row.name;
    });
  } catch (error) {
    // A row added by a writer that does not take the company lock still cannot be orphaned: the foreign key says no.
    if (isStillReferenced(error)) {
      throw conflict(
        'La empresa todavía tiene datos asociados. Debes eliminarlos antes de eliminar la empresa.'
      );
    }
    throw error;
  }
}
