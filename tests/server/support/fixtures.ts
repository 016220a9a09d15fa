import { sql } from 'drizzle-orm';
import type { CompanyRole } from '#domain/roles';
import type { Db } from '#server/db/client';
import { companies, companyMembers, leads, projects, properties, users } from '#server/db/schema';

/** Inserts a company and returns its id. */
export async function addCompany(db: Db, name: string, extra: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ name, countryCode: 'CO', countryName: 'Colombia', city: 'Medellín', ...extra })
    .returning({ id: companies.id });
  return row!.id;
}

/** Inserts a user known only by email (as an invitation or the seed does) and returns its id. */
export async function addUser(db: Db, email: string, fullName: string | null = null) {
  const [row] = await db.insert(users).values({ email, fullName }).returning({ id: users.id });
  return row!.id;
}

export async function addMember(db: Db, companyId: number, userId: number, role: CompanyRole) {
  await db.insert(companyMembers).values({ companyId, userId, role });
}

export async function addProject(
  db: Db,
  companyId: number,
  name: string,
  status: 'DRAFT' | 'ACTIVE' | 'COMPLETED' | 'CANCELLED'
) {
  const [row] = await db
    .insert(projects)
    .values({ companyId, name, status, city: 'Medellín', totalUnits: 10, availableUnits: 10, soldUnits: 0 })
    .returning({ id: projects.id });
  return row!.id;
}

export async function addProperty(
  db: Db,
  companyId: number,
  name: string,
  status: 'AVAILABLE' | 'RESERVED' | 'SOLD' | 'RENTED',
  projectId: number | null = null
) {
  const [row] = await db
    .insert(properties)
    .values({ companyId, projectId, name, status, propertyType: 'apartment', price: 450_000_000 })
    .returning({ id: properties.id });
  return row!.id;
}

export async function addLead(
  db: Db,
  companyId: number,
  contactName: string | null,
  createdAt: Date,
  link: { propertyId?: number; projectId?: number } = {}
) {
  await db.insert(leads).values({ companyId, contactName, createdAt, ...link });
}

/** The version a row is stored at now: what an update of it must name (a fresh row is at 1). */
export async function versionOf(
  db: Db,
  table: 'companies' | 'projects' | 'property_models' | 'leads',
  id: number
): Promise<number> {
  const { rows } = await db.execute<{ version: number }>(
    sql`select version from ${sql.identifier(table)} where id = ${id}`
  );
  return Number(rows[0]?.version);
}
