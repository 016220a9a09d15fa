import { and, asc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { CompanyRole } from '#domain/roles';
import type { UserProfile } from '#domain/user';
import { builtOnce } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { companies, companyMembers, users } from '#server/db/schema';
import { forbidden, notFound } from '#server/lib/http-error';

type Identity = { sub: string; email: string; name: string | null };
type UserRow = typeof users.$inferSelect;

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/**
 * The caller as a statement reads them: their user row's id, e-mail and whether they may sign in, and (when read
 * with the row) their role in each of their companies as [company id, role] pairs.
 */
export type CallerRow = { id: number; email: string; active: boolean; roles?: [number, CompanyRole][] };

/** What a hot call's one statement read (ADR 0066): its caller (null before their first call) and its answer. */
export type WithCaller<A> = { caller: CallerRow | null; answer: A };

/**
 * The caller of a token's subject as one JSON value (null when the subject has no user yet): the user row and their
 * memberships, one index look-up each. Every statement that reads a caller reads this one fragment: the middleware's
 * own (below) and a hot call's answer, which reads its caller in the same statement (ADR 0066).
 */
export const callerOf = (sub: Placeholder | string): SQL<CallerRow | null> => sql`(select json_build_object(
    'id', caller_user.id, 'email', caller_user.email, 'active', caller_user.is_active,
    'roles', (select coalesce(json_agg(json_build_array(caller_member.company_id, caller_member.role)), '[]'::json)
      from ${companyMembers} caller_member where caller_member.user_id = caller_user.id))
  from ${users} caller_user where caller_user.auth0_sub = ${sub})`;

/** The column a hot statement built once adds to read its caller, keyed by the `sub` placeholder (ADR 0066). */
export const CALLER_COLUMN = { caller: callerOf(sql.placeholder('sub')) };

/** The id of the user of a token's subject, for an answer that filters by its caller in the caller's statement. */
export const userIdOf = (sub: string): SQL<number | null> =>
  sql`(select ${users.id} from ${users} where ${users.auth0Sub} = ${sub})`;

// Every authenticated call reads its caller: the user row and their memberships in one statement, so a
// company-scoped call needs no second one for the caller's role (server/services/company-access.ts).
const callerBySubject = builtOnce('users.callerBySubject', (db, statement) =>
  db
    .select(CALLER_COLUMN)
    .from(sql`(select 1) one`)
    .prepare(statement)
);

/**
 * Finds the user of a token, creating them on their first call. A person invited or seeded by email before
 * signing in is attached to their identity-provider subject on that first call (their roles are then not read
 * here: a company-scoped call asks for the role on its own).
 */
export async function provisionUser(db: Db, identity: Identity): Promise<CallerRow> {
  const [known] = await callerBySubject(db).execute({ sub: identity.sub });
  if (known?.caller) return known.caller;
  const user = await attachOrCreate(db, identity);
  return { id: user.id, email: user.email, active: user.isActive };
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
