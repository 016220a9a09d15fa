import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { UserProfile } from '#domain/user';
import type { Db } from '#server/db/client';
import { companies, companyMembers, users } from '#server/db/schema';
import { forbidden, notFound } from '#server/lib/http-error';

type Identity = { sub: string; email: string; name: string | null };
type UserRow = typeof users.$inferSelect;

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/**
 * Finds the user of a token, creating them on their first call. A person invited or seeded by email before
 * signing in is attached to their identity-provider subject on that first call.
 */
export async function provisionUser(db: Db, identity: Identity): Promise<UserRow> {
  const [known] = await db.select().from(users).where(eq(users.auth0Sub, identity.sub)).limit(1);
  if (known) return known;

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
