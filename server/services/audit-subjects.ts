import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { companies, companyMembers, projects, properties, propertyModels, users } from '#server/db/schema';

const NAMED = { company: companies, project: projects, model: propertyModels, property: properties } as const;

/** The kinds of entity an audit entry may name by id. */
export type NamedEntity = keyof typeof NAMED;

/** The name of an entity, read before the action changes or deletes it (null once it is gone). */
export async function entityName(db: Db, type: NamedEntity, id: number): Promise<string | null> {
  const table = NAMED[type];
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
  return row?.name ?? null;
}

/** A membership's address and role in a company, read before it changes (null when there is none). */
export async function membershipFacts(db: Db, companyId: number, memberId: number) {
  const [row] = await db
    .select({ email: users.email, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  return row ?? null;
}
