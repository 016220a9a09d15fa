import type { Context } from 'hono';
import type { AuditAction } from '#domain/audit';
import type { AppEnv } from '#server/lib/app-env';
import { entityName, membershipFacts, type NamedEntity } from '#server/services/audit-subjects';
import type { AuditSpec } from './policy-route';

// Audited operations read their ids from the path, which validation has already checked by the time they run.
const idIn = (c: Context<AppEnv>, param: string) => Number(c.req.param(param));

/** The deletion of a named entity addressed by a path id; the name is read before it goes. */
export const auditDelete = (action: AuditAction, type: NamedEntity, param = 'id'): AuditSpec => ({
  action,
  subject: async (c) => {
    const id = idIn(c, param);
    const subject = { entityType: type, entityId: id, entityName: await entityName(c.var.db, type, id) };
    // A company's own deletion names the company itself, also from the admin area, where no grant is set.
    return type === 'company' ? { ...subject, companyId: id } : subject;
  },
});

/** A membership's role change or removal: whose, and from which role (to which, for a change). */
export const auditMembership = (action: 'member.role' | 'member.remove'): AuditSpec => ({
  action,
  subject: async (c) => {
    const memberId = idIn(c, 'memberId');
    const facts = await membershipFacts(c.var.db, idIn(c, 'id'), memberId);
    const details: Record<string, unknown> = { from: facts?.role ?? null };
    if (action === 'member.role') details.to = ((await c.req.json()) as { role: string }).role;
    return { entityType: 'member', entityId: memberId, entityName: facts?.email ?? null, details };
  },
});
