import { and, eq } from 'drizzle-orm';
import type { CompanyRole } from '#domain/roles';
import type { Caller } from '#server/auth/caller';
import type { Db } from '#server/db/client';
import { companies, companyMembers } from '#server/db/schema';
import { forbidden, notFound } from '#server/lib/http-error';

/**
 * Ensures the caller may act on a company: a member (with one of `roles` when given) or a platform admin.
 * Returns the caller's role, or null for a platform admin who is not a member.
 */
export async function requireCompanyAccess(
  db: Db,
  caller: Caller,
  companyId: number,
  roles?: readonly CompanyRole[]
): Promise<CompanyRole | null> {
  const [row] = await db
    .select({ id: companies.id, role: companyMembers.role })
    .from(companies)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, caller.userId))
    )
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw notFound('Empresa no encontrada.');
  if (caller.isPlatformAdmin) return row.role;
  if (!row.role) throw forbidden('No perteneces a esta empresa.');
  if (roles && !roles.includes(row.role)) throw forbidden('Tu rol en esta empresa no permite esta acción.');
  return row.role;
}
