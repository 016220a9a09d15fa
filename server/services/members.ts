import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Member, MemberPage, MemberSort } from '#domain/member';
import { totalPages } from '#domain/project';
import { assignableRoles, type Grant } from '#domain/permissions';
import type { CompanyRole } from '#domain/roles';
import { anyOf, builtOnce } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { companyMembers, users } from '#server/db/schema';
import { conflict, forbidden, notFound } from '#server/lib/http-error';
import { containsText } from './list-search';

const LAST_OWNER = 'La empresa debe conservar al menos un propietario.';
const OWNER_ONLY = 'Solo un propietario puede asignar, cambiar o quitar el rol de propietario.';

const memberColumns = {
  id: companyMembers.id,
  userId: users.id,
  email: users.email,
  fullName: users.fullName,
  role: companyMembers.role,
  createdAt: companyMembers.createdAt,
};

type MemberRow = {
  id: number;
  userId: number;
  email: string;
  fullName: string | null;
  role: CompanyRole;
  createdAt: Date;
};

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  user_id: row.userId,
  email: row.email,
  full_name: row.fullName,
  role: row.role,
  created_at: row.createdAt.toISOString(),
});

// Owners first, then administrators, members and viewers, each by seniority.
const MEMBER_ORDER = [
  sql`case ${companyMembers.role} when 'OWNER' then 0 when 'ADMIN' then 1 when 'MEMBER' then 2 else 3 end`,
  asc(companyMembers.createdAt),
  asc(companyMembers.id),
];

// Built once (server/db/built-once.ts): the admin companies page reads its companies' members on every call.
const membersOfCompanies = builtOnce('members.membersOfCompanies', (db, statement) =>
  db
    .select({ ...memberColumns, companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(anyOf(companyMembers.companyId, 'ids'))
    .orderBy(...MEMBER_ORDER)
    .prepare(statement)
);

/** The members of several companies, owners first, then by when they joined. */
export async function membersOf(db: Db, companyIds: readonly number[]): Promise<Map<number, Member[]>> {
  const byCompany = new Map<number, Member[]>(companyIds.map((id) => [id, []]));
  if (companyIds.length === 0) return byCompany;
  const rows = await membersOfCompanies(db).execute({ ids: [...companyIds] });
  for (const row of rows) byCompany.get(row.companyId)?.push(toMember(row));
  return byCompany;
}

/** The members of one company. */
export async function listMembers(db: Db, companyId: number): Promise<Member[]> {
  return (await membersOf(db, [companyId])).get(companyId) ?? [];
}

const MEMBER_SORTED_BY: Record<MemberSort, SQL[]> = {
  role: MEMBER_ORDER,
  name: [asc(sql`lower(coalesce(${users.fullName}, ${users.email}))`), asc(companyMembers.id)],
  recent: [desc(companyMembers.createdAt), desc(companyMembers.id)],
};

type MemberSearch = { page: number; limit: number; q: string; sort: MemberSort };

/**
 * One page of a company's members whose name or e-mail contains the search box's text (ignoring case), in the
 * chosen order (owners first by default), with the page count.
 */
export async function pageMembers(db: Db, companyId: number, query: MemberSearch): Promise<MemberPage> {
  const scope = eq(companyMembers.companyId, companyId);
  const where = query.q ? and(scope, containsText([users.fullName, users.email], query.q)) : scope;
  const [rows, [counted]] = await Promise.all([
    db
      .select(memberColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where)
      .orderBy(...MEMBER_SORTED_BY[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where),
  ]);
  const totalItems = counted?.n ?? 0;
  return {
    members: rows.map(toMember),
    total_pages: totalPages(totalItems, query.limit),
    total_items: totalItems,
  };
}

export async function findMember(db: Db, companyId: number, memberId: number): Promise<Member> {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  // A membership of another company is as invisible as a missing one.
  if (!row) throw notFound('Miembro no encontrado.');
  return toMember(row);
}

// An ADMIN manages MEMBERs, VIEWERs and other ADMINs; only an OWNER (or whoever manages every company) touches
// owners: the policy's assignable roles, which the members table offers too.
export function requireOwnerPowers(grant: Grant, ...roles: CompanyRole[]) {
  const assignable = assignableRoles(grant);
  if (!roles.every((role) => assignable.includes(role))) throw forbidden(OWNER_ONLY);
}

async function lockOwners(db: Db, companyId: number): Promise<number> {
  // Locking the owner rows serialises concurrent demotions, so two owners cannot demote each other to zero.
  const owners = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'OWNER')))
    .for('update');
  return owners.length;
}

/** Changes a member's role; the last OWNER cannot be demoted. */
export async function updateMemberRole(
  db: Db,
  grant: Grant,
  companyId: number,
  memberId: number,
  role: CompanyRole
): Promise<Member> {
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, companyId);
    const member = await findMember(tx, companyId, memberId);
    requireOwnerPowers(grant, member.role, role);
    if (member.role === 'OWNER' && role !== 'OWNER' && owners <= 1) throw conflict(LAST_OWNER);
    await tx.update(companyMembers).set({ role }).where(eq(companyMembers.id, memberId));
  });
  return findMember(db, companyId, memberId);
}

/** Removes a member; the last OWNER cannot be removed. */
export async function removeMember(db: Db, grant: Grant, companyId: number, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const owners = await lockOwners(tx, companyId);
    const member = await findMember(tx, companyId, memberId);
    requireOwnerPowers(grant, member.role);
    if (member.role === 'OWNER' && owners <= 1) throw conflict(LAST_OWNER);
    await tx.delete(companyMembers).where(eq(companyMembers.id, memberId));
  });
}
