import { count, desc, eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditPage } from '#domain/audit';
import type { Caller } from '#server/lib/caller';
import type { Db } from '#server/db/client';
import { auditLog, companies } from '#server/db/schema';

/**
 * Who acted: a signed-in caller, or no user at all for what the holder confirmed by e-mail or the retention sweep
 * did (the e-mail field then names the actor in words, never the holder's address).
 */
export type AuditActor = Pick<Caller, 'email'> & { userId: number | null };

/** What an entry says about the action beyond who did it and when. */
export type AuditSubject = {
  companyId: number | null;
  /** Read when the entry is written unless given: an action that deletes the company reads it beforehand. */
  companyName?: string | null;
  entityType: string;
  entityId: number | null;
  entityName?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Writes one audit entry. Call it with the transaction of the action it records, before a delete removes what it
 * names: the company's name is copied at that moment, so the entry outlives the company.
 */
export async function recordAudit(db: Db, caller: AuditActor, action: AuditAction, subject: AuditSubject) {
  const companyName =
    subject.companyName !== undefined || subject.companyId === null
      ? (subject.companyName ?? null)
      : sql`(select ${companies.name} from ${companies} where ${companies.id} = ${subject.companyId})`;
  await db.insert(auditLog).values({
    actorUserId: caller.userId,
    actorEmail: caller.email,
    action,
    companyId: subject.companyId,
    companyName,
    entityType: subject.entityType,
    entityId: subject.entityId,
    entityName: subject.entityName ?? null,
    details: subject.details ?? {},
  });
}

/** A company's name now, for an entry written after the action may have deleted it. */
export async function companyNameOf(db: Db, companyId: number | null): Promise<string | null> {
  if (companyId === null) return null;
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** One page of the audit log, newest first, optionally of one company. */
export async function listAudit(
  db: Db,
  query: { page: number; limit: number; company_id?: number | undefined }
): Promise<AuditPage> {
  const where = query.company_id === undefined ? undefined : eq(auditLog.companyId, query.company_id);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const totalItems = total?.n ?? 0;
  return {
    entries: rows.map((row) => ({
      id: row.id,
      occurred_at: row.occurredAt.toISOString(),
      actor_email: row.actorEmail,
      action: row.action as AuditAction,
      company_id: row.companyId,
      company_name: row.companyName,
      entity_type: row.entityType,
      entity_id: row.entityId,
      entity_name: row.entityName,
      details: row.details,
    })),
    total_pages: Math.max(1, Math.ceil(totalItems / query.limit)),
    total_items: totalItems,
  };
}
