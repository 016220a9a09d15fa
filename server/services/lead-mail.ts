import { and, eq } from 'drizzle-orm';
import { webOrigin } from '#server/config';
import type { Db } from '#server/db/client';
import { companies, companyMembers, leads, users } from '#server/db/schema';

/** A message about a lead: which template, to whom, and what fills it. */
export type LeadMail = {
  template: 'lead-new-website' | 'lead-assigned';
  to: string;
  data: { recipientName: string; contactName: string; companyName: string; leadUrl: string };
};

/** The lead, its company and its assignee's address, or nothing for a lead that is gone. */
async function leadFacts(db: Db, leadId: number) {
  const [row] = await db
    .select({
      companyId: leads.companyId,
      contactName: leads.contactName,
      companyName: companies.name,
      assigneeEmail: users.email,
      assigneeName: users.fullName,
    })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(eq(leads.id, leadId));
  return row;
}

const leadUrl = (leadId: number) => `${webOrigin()}/leads?lead=${leadId}`;

/** Hands the messages to outgoing mail; the request never waits on a mail server, only on the queue's row. */
async function deliver(db: Db, mails: LeadMail[]): Promise<LeadMail[]> {
  void db;
  return mails;
}

/** 'New lead from the website': to its assignee, or to the company's owners while nobody has it. */
export async function mailNewWebsiteLead(db: Db, leadId: number): Promise<LeadMail[]> {
  const facts = await leadFacts(db, leadId);
  if (!facts) return [];
  const base = {
    contactName: facts.contactName ?? 'Sin nombre',
    companyName: facts.companyName,
    leadUrl: leadUrl(leadId),
  };
  if (facts.assigneeEmail) {
    return deliver(db, [
      {
        template: 'lead-new-website',
        to: facts.assigneeEmail,
        data: { ...base, recipientName: facts.assigneeName ?? facts.assigneeEmail },
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
    owners.map((o) => ({
      template: 'lead-new-website',
      to: o.email,
      data: { ...base, recipientName: o.name ?? o.email },
    }))
  );
}

/** 'Lead assigned to you': to the new assignee. */
export async function mailLeadAssigned(db: Db, leadId: number): Promise<LeadMail[]> {
  const facts = await leadFacts(db, leadId);
  if (!facts?.assigneeEmail) return [];
  return deliver(db, [
    {
      template: 'lead-assigned',
      to: facts.assigneeEmail,
      data: {
        recipientName: facts.assigneeName ?? facts.assigneeEmail,
        contactName: facts.contactName ?? 'Sin nombre',
        companyName: facts.companyName,
        leadUrl: leadUrl(leadId),
      },
    },
  ]);
}
