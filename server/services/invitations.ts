import { and, asc, eq, sql } from 'drizzle-orm';
import type { AcceptedInvitation, CompanyInvitation, MyInvitation } from '#domain/invitation';
import type { MemberInvite } from '#domain/member';
import type { Grant } from '#domain/permissions';
import { COMPANY_ROLE_LABELS } from '#domain/roles';
import type { Caller } from '#server/lib/caller';
import type { Db } from '#server/db/client';
import { pgErrorCode, PG_ERROR } from '#server/db/errors';
import { companies, companyInvitations, companyMembers, users } from '#server/db/schema';
import { conflict, notFound } from '#server/lib/http-error';
import { sendMail } from '#server/mail/send-mail';
import { recordAudit } from './audit';
import { requireOwnerPowers } from './members';

const NOT_FOUND = 'Invitación no encontrada.';
const ALREADY_MEMBER = 'Esta persona ya es miembro de la empresa.';
const ALREADY_INVITED = 'Ya hay una invitación pendiente para este correo.';

type InvitationRow = typeof companyInvitations.$inferSelect;

const toCompanyInvitation = (row: InvitationRow): CompanyInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  created_at: row.createdAt.toISOString(),
});

/**
 * Invites an address to a company with a role. Nothing changes for the addressee until they accept, and the answer
 * is the same whether or not the address has an account: no user is looked up or created here.
 */
export async function createInvitation(
  db: Db,
  caller: Caller,
  grant: Grant,
  companyId: number,
  invite: MemberInvite
): Promise<CompanyInvitation> {
  requireOwnerPowers(grant, invite.role);
  const email = invite.email.trim().toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      // Only members of the inviter's own company are compared: the inviter already sees them in the list.
      const [member] = await tx
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(companyMembers.companyId, companyId), sql`lower(${users.email}) = ${email}`))
        .limit(1);
      if (member) throw conflict(ALREADY_MEMBER);
      const [row] = await tx
        .insert(companyInvitations)
        .values({ companyId, email, role: invite.role, invitedBy: caller.userId })
        .returning();
      await recordAudit(tx, caller, 'invitation.create', {
        companyId,
        entityType: 'invitation',
        entityId: row!.id,
        entityName: email,
        details: { role: invite.role },
      });
      // Queued with the invitation (both commit or neither); the delivery job sends it after the answer.
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      const [inviter] = await tx
        .select({ name: users.fullName })
        .from(users)
        .where(eq(users.id, caller.userId));
      await sendMail(tx, {
        template: 'company-invitation',
        to: email,
        companyId,
        data: {
          companyName: company!.name,
          inviterName: inviter?.name ?? caller.email,
          roleLabel: COMPANY_ROLE_LABELS[invite.role],
          email,
        },
      });
      return toCompanyInvitation(row!);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation) throw conflict(ALREADY_INVITED);
    throw error;
  }
}

/** A company's pending invitations, oldest first. */
export async function listCompanyInvitations(db: Db, companyId: number): Promise<CompanyInvitation[]> {
  const rows = await db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
  return rows.map(toCompanyInvitation);
}

/** Withdraws a pending invitation; only an owner withdraws one that would make an owner. */
export async function cancelInvitation(
  db: Db,
  caller: Caller,
  grant: Grant,
  companyId: number,
  invitationId: number
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId)))
      .for('update');
    // An invitation of another company is as invisible as a missing one.
    if (!row) throw notFound(NOT_FOUND);
    requireOwnerPowers(grant, row.role);
    await recordAudit(tx, caller, 'invitation.cancel', {
      companyId,
      entityType: 'invitation',
      entityId: row.id,
      entityName: row.email,
      details: { role: row.role },
    });
    await tx.delete(companyInvitations).where(eq(companyInvitations.id, row.id));
  });
}

const addressedTo = (caller: Caller) => sql`${companyInvitations.email} = lower(${caller.email})`;

/** The invitations addressed to the signed-in user's e-mail, with the inviting company. */
export async function listMyInvitations(db: Db, caller: Caller): Promise<MyInvitation[]> {
  const rows = await db
    .select({
      id: companyInvitations.id,
      companyId: companies.id,
      companyName: companies.name,
      role: companyInvitations.role,
      createdAt: companyInvitations.createdAt,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(addressedTo(caller))
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
  return rows.map((r) => ({
    id: r.id,
    company: { id: r.companyId, name: r.companyName },
    role: r.role,
    created_at: r.createdAt.toISOString(),
  }));
}

// Someone else's invitation answers like a missing one, so ids cannot be walked to learn about other people.
async function takeMyInvitation(tx: Db, caller: Caller, invitationId: number) {
  const [row] = await tx
    .delete(companyInvitations)
    .where(and(eq(companyInvitations.id, invitationId), addressedTo(caller)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Accepts an invitation: the user becomes a member with the invited role, and the invitation is used up. */
export async function acceptInvitation(
  db: Db,
  caller: Caller,
  invitationId: number
): Promise<AcceptedInvitation> {
  return db.transaction(async (tx) => {
    const invitation = await takeMyInvitation(tx, caller, invitationId);
    await tx
      .insert(companyMembers)
      .values({ companyId: invitation.companyId, userId: caller.userId, role: invitation.role })
      .onConflictDoNothing();
    // Already a member by another way: the membership they hold stands.
    const [membership] = await tx
      .select({ role: companyMembers.role, companyName: companies.name })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(
        and(eq(companyMembers.companyId, invitation.companyId), eq(companyMembers.userId, caller.userId))
      );
    await recordAudit(tx, caller, 'invitation.accept', {
      companyId: invitation.companyId,
      entityType: 'invitation',
      entityId: invitation.id,
      entityName: invitation.email,
      details: { role: membership!.role },
    });
    return { company: { id: invitation.companyId, name: membership!.companyName }, role: membership!.role };
  });
}

/** Declines an invitation: it is deleted, and nothing else changes. */
export async function declineInvitation(db: Db, caller: Caller, invitationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await takeMyInvitation(tx, caller, invitationId);
    await recordAudit(tx, caller, 'invitation.decline', {
      companyId: invitation.companyId,
      entityType: 'invitation',
      entityId: invitation.id,
      entityName: invitation.email,
      details: { role: invitation.role },
    });
  });
}
