import { asc, eq } from 'drizzle-orm';
import type { Company, MyCompany } from '#domain/company';
import type { Db } from '#server/db/client';
import { companies, companyMembers } from '#server/db/schema';

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
