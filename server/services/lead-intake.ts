import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { LEAD_ORIGIN_LABELS, phoneKey, type LeadOrigin } from '#domain/lead';
import type { PropertyType } from '#domain/statuses';
import type { Db } from '#server/db/client';
import { companies, leads, projects, properties, users } from '#server/db/schema';
import { HttpError } from '#server/lib/http-error';
import { leadReceived, type Author } from './activities';
import { nextInTurn } from './lead-capture';
import { recordLeadEvent } from './leads';

/** A contact arriving from any channel: the team's form, the public form or 'Me interesa' in the chat. */
export type LeadIntake = {
  companyId: number;
  contactName: string;
  contactEmail: string | null;
  contactPhone: string | null;
  origin: LeadOrigin;
  source: string | null;
  budget: number | null;
  interests: string | null;
  interestTypes: readonly PropertyType[];
  interestCities: readonly string[];
  projectId: number | null;
  propertyId: number | null;
};

/**
 * What happened: a new lead, or a new contact added to the history of the lead that person already was; and who
 * took a new lead by the company's rotation (null when nobody did).
 */
export type IntakeResult = { id: number; duplicate: boolean; assignedTo: number | null };

const PROJECT_ELSEWHERE = 'El proyecto no pertenece a la empresa.';
const PROPERTY_ELSEWHERE = 'La propiedad no pertenece a la empresa.';

// A phone key shorter than this is not a number two people could share by accident.
const MIN_PHONE_KEY = 7;

/** The lead this person already is in the company, found by e-mail (any case) or phone digits. */
async function findSameContact(tx: Db, intake: LeadIntake) {
  const email = intake.contactEmail?.trim().toLowerCase();
  const phone = intake.contactPhone ? phoneKey(intake.contactPhone) : '';
  const matches: SQL[] = [];
  if (email) matches.push(sql`lower(${leads.contactEmail}) = ${email}`);
  if (phone.length >= MIN_PHONE_KEY)
    matches.push(sql`right(regexp_replace(${leads.contactPhone}, '\\D', '', 'g'), 10) = ${phone}`);
  if (matches.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.companyId, intake.companyId), or(...matches)))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1);
  return row;
}

/** The project and unit named must be the company's own; returns the subject the activity feed names. */
async function subjectOf(tx: Db, intake: LeadIntake): Promise<string> {
  let projectName: string | null = null;
  let propertyName: string | null = null;
  if (intake.projectId !== null) {
    const [project] = await tx
      .select({ name: projects.name, companyId: projects.companyId })
      .from(projects)
      .where(eq(projects.id, intake.projectId));
    if (!project || project.companyId !== intake.companyId) throw new HttpError(422, PROJECT_ELSEWHERE);
    projectName = project.name;
  }
  if (intake.propertyId !== null) {
    const [property] = await tx
      .select({ name: properties.name, companyId: properties.companyId })
      .from(properties)
      .where(eq(properties.id, intake.propertyId));
    if (!property || property.companyId !== intake.companyId) throw new HttpError(422, PROPERTY_ELSEWHERE);
    propertyName = property.name;
  }
  if (propertyName && projectName) return `${propertyName} (${projectName})`;
  return propertyName ?? projectName ?? 'el portafolio de la empresa';
}

const union = <T>(a: readonly T[], b: readonly T[]) => [...new Set([...a, ...b])];

/** What an anonymous visitor left, word for word, so the team can judge whether it was really that person. */
function visitorWrote(intake: LeadIntake): string {
  const left = [
    intake.contactEmail ? `correo ${intake.contactEmail}` : null,
    intake.contactPhone ? `teléfono ${intake.contactPhone}` : null,
  ].filter(Boolean);
  return `Datos que dejó: ${intake.contactName}${left.length > 0 ? `, ${left.join(', ')}` : ''}.`;
}

/**
 * Takes a contact into the company's pipeline. The company row is locked first, so two contacts of one person
 * arriving together still become one lead. A known person (same e-mail or phone) gets a 'recontact' entry in
 * the history. From a signed-in member, the lead also keeps what it knew while gaining any missing e-mail, phone,
 * budget or interest, and a closed lead opens again. From nobody signed in (`author` null: the public chat), an
 * e-mail or phone proves nothing, so the lead is left exactly as it was and only gains an entry marked unverified
 * with what the visitor wrote. A new person becomes a 'Nuevo' lead with its 'created' entry and a 'new_lead'
 * activity, given to the member whose turn it is when the company has a rotation.
 */
export async function takeLead(db: Db, intake: LeadIntake, author: Author, now: Date): Promise<IntakeResult> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, intake.companyId))
      .for('update');
    const subject = await subjectOf(tx, intake);
    const existing = await findSameContact(tx, intake);
    const said = [
      `Origen: ${LEAD_ORIGIN_LABELS[intake.origin]}${intake.source ? ` (${intake.source})` : ''}.`,
      intake.interests ? intake.interests : null,
    ]
      .filter(Boolean)
      .join(' ');
    if (existing && author === null) {
      await recordLeadEvent(tx, {
        leadId: existing.id,
        type: 'recontact',
        description: `Alguien escribió con el correo o teléfono de este lead sobre ${subject}. ${said} ${visitorWrote(intake)}`,
        unverified: true,
        createdBy: null,
        createdAt: now,
      });
      return { id: existing.id, duplicate: true, assignedTo: null };
    }
    if (existing) {
      const reopened = existing.status === 'lost';
      await tx
        .update(leads)
        .set({
          contactEmail: existing.contactEmail ?? intake.contactEmail,
          contactPhone: existing.contactPhone ?? intake.contactPhone,
          budget: existing.budget ?? intake.budget,
          interestTypes: union(existing.interestTypes, intake.interestTypes),
          interestCities: union(existing.interestCities, intake.interestCities),
          projectId: existing.projectId ?? intake.projectId,
          propertyId: existing.propertyId ?? intake.propertyId,
          status: reopened ? 'new' : existing.status,
          version: sql`${leads.version} + 1`,
          updatedAt: now,
        })
        .where(eq(leads.id, existing.id));
      await recordLeadEvent(tx, {
        leadId: existing.id,
        type: 'recontact',
        fromStatus: reopened ? 'lost' : null,
        toStatus: reopened ? 'new' : null,
        description: `${intake.contactName} volvió a escribir sobre ${subject}. ${said}`,
        createdBy: author,
        createdAt: now,
      });
      return { id: existing.id, duplicate: true, assignedTo: null };
    }
    const assignedTo = await nextInTurn(tx, intake.companyId);
    const [row] = await tx
      .insert(leads)
      .values({
        companyId: intake.companyId,
        projectId: intake.projectId,
        propertyId: intake.propertyId,
        contactName: intake.contactName,
        contactEmail: intake.contactEmail,
        contactPhone: intake.contactPhone,
        status: 'new',
        origin: intake.origin,
        source: intake.source,
        budget: intake.budget,
        interests: intake.interests,
        interestTypes: [...intake.interestTypes],
        interestCities: [...intake.interestCities],
        assignedTo,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leads.id });
    const id = row!.id;
    await recordLeadEvent(tx, {
      leadId: id,
      type: 'created',
      toStatus: 'new',
      description: `Lead recibido: interesado en ${subject}. ${said}`,
      createdBy: author,
      createdAt: now,
    });
    if (assignedTo !== null) {
      const [person] = await tx
        .select({ name: sql<string>`coalesce(${users.fullName}, ${users.email})` })
        .from(users)
        .where(eq(users.id, assignedTo));
      await recordLeadEvent(tx, {
        leadId: id,
        type: 'assigned',
        description: `Asignado por turno a ${person?.name ?? 'un miembro'}.`,
        createdBy: null,
        createdAt: now,
      });
    }
    await leadReceived(
      tx,
      { companyId: intake.companyId, projectId: intake.projectId, contactName: intake.contactName, subject },
      author
    );
    return { id, duplicate: false, assignedTo };
  });
}
