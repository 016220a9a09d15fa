import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { companies, companyMembers, leads, projects, users } from '#server/db/schema';
import { sendMail } from '#server/mail/send-mail';
import type { LeadAssignedData } from '#server/mail/templates/lead-assigned';
import type { WebsiteLeadData } from '#server/mail/templates/website-lead';

/** A message queued about a lead: which template, to whom, and what fills it. */
export type LeadMail =
  | { template: 'website-lead'; to: string; data: WebsiteLeadData }
  | { template: 'lead-assigned'; to: string; data: LeadAssignedData };

/** The lead, its company, its project and its assignee's address, or nothing for a lead that is gone. */
async function leadFacts(db: Db, leadId: number) {
  const [row] = await db
    .select({
      companyId: leads.companyId,
      contactName: leads.contactName,
      contactEmail: leads.contactEmail,
      contactPhone: leads.contactPhone,
      interests: leads.interests,
      projectName: projects.name,
      companyName: companies.name,
      assigneeEmail: users.email,
      assigneeName: users.fullName,
    })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(eq(leads.id, leadId));
  return row;
}

/** Queues the messages in the outbox: the request never waits on a mail server, only on the queue's rows. */
async function deliver(db: Db, companyId: number, mails: LeadMail[]): Promise<LeadMail[]> {
  for (const mail of mails) {
    if (mail.template === 'website-lead') await sendMail(db, { ...mail, companyId });
    else await sendMail(db, { ...mail, companyId });
  }
  return mails;
}

const MESSAGE_PREFIX = 'Mensaje: ';

/** 'New lead from the website': to its assignee, or to the company's owners while nobody has it. */
export async function mailNewWebsiteLead(db: Db, leadId: number): Promise<LeadMail[]> {
  const facts = await leadFacts(db, leadId);
  if (!facts) return [];
  const lead = {
    companyName: facts.companyName,
    leadId,
    leadName: facts.contactName ?? 'Sin nombre',
    leadEmail: facts.contactEmail,
    leadPhone: facts.contactPhone,
    projectName: facts.projectName,
    message: facts.interests?.startsWith(MESSAGE_PREFIX)
      ? facts.interests.slice(MESSAGE_PREFIX.length)
      : null,
  };
  if (facts.assigneeEmail) {
    return deliver(db, facts.companyId, [
      {
        template: 'website-lead',
        to: facts.assigneeEmail,
        data: { ...lead, recipientName: facts.assigneeName, assignedToRecipient: true },
      },
    ]);
  }
  const owners = await db
    .select({ email: users.email, name: users.fullName })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, facts.companyId), eq(companyMembers.role, 'OWNER')));
  return deliver(
    db,
    facts.companyId,
    owners.map((o) => ({
      template: 'website-lead' as const,
      to: o.email,
      data: { ...lead, recipientName: o.name, assignedToRecipient: false },
    }))
  );
}

/** 'Lead assigned to you': to the new assignee, naming who assigned it. */
export async function mailLeadAssigned(db: Db, leadId: number, assignedBy: number): Promise<LeadMail[]> {
  const facts = await leadFacts(db, leadId);
  if (!facts?.assigneeEmail) return [];
  const [by] = await db
    .select({ name: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, assignedBy));
  const assignedByName = by ? (by.name ?? by.email) : null;
  return deliver(db, facts.companyId, [
    {
      template: 'lead-assigned',
      to: facts.assigneeEmail,
      data: {
        companyName: facts.companyName,
        assigneeName: facts.assigneeName ?? facts.assigneeEmail,
        assignedByName,
        leadId,
        leadName: facts.contactName ?? 'Sin nombre',
        leadEmail: facts.contactEmail,
        leadPhone: facts.contactPhone,
        projectName: facts.projectName,
      },
    },
  ]);
}
