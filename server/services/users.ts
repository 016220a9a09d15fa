import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CompanyRole } from '#domain/roles';
import type { UserProfile } from '#domain/user';
import { builtOnce, UNNAMED } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { companies, companyMembers, users } from '#server/db/schema';
import { forbidden, notFound } from '#server/lib/http-error';

type Identity = { sub: string; email: string; name: string | null };
type UserRow = typeof users.$inferSelect;

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** The user of a token and, when read with it, their role in each of their companies (company id → role). */
export type ProvisionedUser = { user: UserRow; roles?: ReadonlyMap<number, CompanyRole> };

// Every authenticated call reads its caller: the user row and their memberships in one statement, so a
// company-scoped call needs no second one for the caller's role (server/services/company-access.ts).
const callerBySubject = builtOnce((db) =>
  db
    .select({
      user: users,
      // Written out with an alias: Drizzle leaves column names unqualified in a one-table select, and a bare "id"
      // inside the subquery would be the membership's own.
      memberships: sql<
        [number, CompanyRole][]
      >`(select coalesce(json_agg(json_build_array(m.company_id, m.role)), '[]'::json) from company_members m where m.user_id = users.id)`,
    })
    .from(users)
    .where(eq(users.auth0Sub, sql.placeholder('sub')))
    .limit(1)
    .prepare(UNNAMED)
);

/**
 * Finds the user of a token, creating them on their first call. A person invited or seeded by email before
 * signing in is attached to their identity-provider subject on that first call (their roles are then not read
 * here: a company-scoped call asks for the role on its own).
 */
export async function provisionUser(db: Db, identity: Identity): Promise<ProvisionedUser> {
  const [known] = await callerBySubject(db).execute({ sub: identity.sub });
  if (known) return { user: known.user, roles: new Map(known.memberships) };
  return { user: await attachOrCreate(db, identity) };
}

async function attachOrCreate(db: Db, identity: Identity): Promise<UserRow> {
  const [attached] = await db
    .update(users)
    .set({ auth0Sub: identity.sub, fullName: sql`coalesce(${users.fullName}, ${identity.name})` })
    .where(and(sameEmail(identity.email), isNull(users.auth0Sub)))
    .returning();
  if (attached) return attached;

  const [created] = await db
    .insert(users)
    .values({ auth0Sub: identity.sub, email: identity.email.toLowerCase(), fullName: identity.name })
    .onConflictDoNothing()
    .returning();
  if (created) return created;

  // Lost a race with a concurrent first call of the same person, or the email belongs to another subject.
  const [existing] = await db.select().from(users).where(eq(users.auth0Sub, identity.sub)).limit(1);
  if (existing) return existing;
  throw forbidden('Ya existe un usuario con este correo vinculado a otra cuenta.');
}

/** The profile of `/users/me`: the user plus their primary company (the first they own, else the first joined). */
export async function loadProfile(db: Db, userId: number): Promise<UserProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Usuario no encontrado.');
  const memberships = await db
    .select({ companyId: companies.id, name: companies.name, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  const owned = memberships.find((m) => m.role === 'OWNER') ?? null;
  const primary = owned ?? memberships[0] ?? null;
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    picture: user.picture,
    email_verified: user.emailVerified,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    auth0_sub: user.auth0Sub,
    role_in_company: primary?.role ?? null,
    company_name: primary?.name ?? null,
    personal_company: owned ? { id: owned.companyId, name: owned.name } : null,
  };
}
