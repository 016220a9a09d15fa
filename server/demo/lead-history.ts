import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { companyMembers, leadEvents, leads, type LeadStatus, type NewLeadEvent } from '#server/db/schema';
import { daysAfter } from '#server/demo/dates';

// The demo leads' history, written once they exist: each arrived, and the team moved it to where it stands now.
// It draws no random numbers (the steps follow from the status), so no other demo row changes.

const LABEL: Record<LeadStatus, string> = {
  new: 'Nuevo',
  contacted: 'En seguimiento',
  qualified: 'Calificado',
  quoted: 'Cotizado',
  reserved: 'Separado',
  won: 'Cerrado ganado',
  lost: 'Descartado',
};

/** Days after arrival of each step, and what the seller wrote. */
const CONTACTED_AFTER = 0.5;
const SETTLED_AFTER = 6;

/** Writes the history of every demo lead and the cities each asked about. */
export async function insertLeadHistory(tx: Db, now: Date): Promise<void> {
  // The city a lead asked about is its unit's or project's.
  await tx.execute(sql`
    update leads set interest_cities = array[c.city]
    from (
      select l.id, coalesce(pr.city, p.city) as city
      from leads l
      left join properties pr on pr.id = l.property_id
      left join projects p on p.id = l.project_id
    ) c
    where c.id = leads.id and c.city is not null`);
  const sellers = await sellerOf(tx);
  const rows = await tx.select().from(leads).orderBy(asc(leads.id));
  const events: NewLeadEvent[] = [];
  const at = (from: Date, days: number) => new Date(Math.min(daysAfter(from, days).getTime(), now.getTime()));
  for (const lead of rows) {
    const seller = sellers.get(lead.companyId) ?? null;
    events.push({
      leadId: lead.id,
      type: 'created',
      toStatus: 'new',
      description: `Lead recibido por ${lead.source ?? 'un canal sin nombre'}.`,
      createdAt: lead.createdAt,
    });
    if (lead.status === 'new') continue;
    const byEmail = Boolean(lead.contactEmail) && lead.id % 2 === 0;
    events.push({
      leadId: lead.id,
      type: 'contacted',
      fromStatus: 'new',
      toStatus: 'contacted',
      description: byEmail
        ? `Contactado por correo electrónico (${lead.contactEmail}).`
        : `Contactado por teléfono (${lead.contactPhone}).`,
      createdBy: seller,
      createdAt: at(lead.createdAt, CONTACTED_AFTER),
    });
    if (lead.status === 'contacted') continue;
    events.push({
      leadId: lead.id,
      type: 'status_changed',
      fromStatus: 'contacted',
      toStatus: lead.status,
      description: `De 'En seguimiento' a '${LABEL[lead.status]}'.`,
      createdBy: seller,
      createdAt: at(lead.createdAt, SETTLED_AFTER),
    });
  }
  for (let i = 0; i < events.length; i += 500) await tx.insert(leadEvents).values(events.slice(i, i + 500));
}

/** Who works each company's leads: its first MEMBER, else its first OWNER. */
async function sellerOf(tx: Db): Promise<Map<number, number>> {
  const members = await tx
    .select({ companyId: companyMembers.companyId, userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(inArray(companyMembers.role, ['MEMBER', 'OWNER']))
    .orderBy(asc(companyMembers.id));
  const seller = new Map<number, number>();
  for (const m of members)
    if (m.role === 'MEMBER') seller.set(m.companyId, seller.get(m.companyId) ?? m.userId);
  for (const m of members) if (!seller.has(m.companyId)) seller.set(m.companyId, m.userId);
  return seller;
}
