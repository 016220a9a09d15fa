import { and, desc, eq } from 'drizzle-orm';
import {
  leadText,
  projectCreatedText,
  projectUpdatedText,
  saleText,
  stageChangedText,
} from '#domain/activity-texts';
import { RECENT_ACTIVITY_LIMIT, type ConstructionStage } from '#domain/construction';
import type { Activity } from '#domain/constructor-workspace';
import type { Db } from '#server/db/client';
import { projectActivities, projects, users, type NewProjectActivity } from '#server/db/schema';

/** Who wrote an entry: a user id, or null for what no signed-in person did (the public chat). */
export type Author = number | null;

// Titles fit the column; a long project or unit name is cut rather than failing the action it describes.
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Writes one entry of the activity log, inside the caller's transaction. */
export async function recordActivity(tx: Db, entry: NewProjectActivity): Promise<number> {
  const [row] = await tx
    .insert(projectActivities)
    .values({
      ...entry,
      title: fit(entry.title, 255),
      description: entry.description == null ? null : fit(entry.description, 1000),
    })
    .returning({ id: projectActivities.id });
  return row!.id;
}

type ProjectRef = { id: number; companyId: number; name: string };

/** A project was created. */
export const projectCreated = (tx: Db, project: ProjectRef, author: Author) =>
  recordActivity(tx, {
    companyId: project.companyId,
    projectId: project.id,
    type: 'project_update',
    ...projectCreatedText(project.name),
    createdBy: author,
  });

/** A project was saved: a stage change is named in the title, any other change is a plain update. */
export const projectSaved = (
  tx: Db,
  project: ProjectRef,
  stages: { before: ConstructionStage; after: ConstructionStage },
  author: Author
) =>
  recordActivity(tx, {
    companyId: project.companyId,
    projectId: project.id,
    type: 'project_update',
    ...(stages.before === stages.after
      ? projectUpdatedText(project.name)
      : stageChangedText(project.name, stages.before, stages.after)),
    createdBy: author,
  });

/** A unit or property was sold: the contract is signed. */
export const unitSold = (
  tx: Db,
  unit: { companyId: number; projectId: number | null; name: string; price: number | null; currency: string },
  projectName: string | null,
  author: Author
) =>
  recordActivity(tx, {
    companyId: unit.companyId,
    projectId: unit.projectId,
    type: 'contract_signed',
    ...saleText(unit.name, projectName, unit.price, unit.currency),
    createdBy: author,
  });

/** A lead arrived. */
export const leadReceived = (
  tx: Db,
  lead: { companyId: number; projectId: number | null; contactName: string | null; subject: string },
  author: Author
) =>
  recordActivity(tx, {
    companyId: lead.companyId,
    projectId: lead.projectId,
    type: 'new_lead',
    ...leadText(lead.contactName, lead.subject),
    createdBy: author,
  });

/** The feed of a company, newest first. */
export async function listActivities(
  db: Db,
  companyId: number,
  limit = RECENT_ACTIVITY_LIMIT,
  id?: number
): Promise<Activity[]> {
  const rows = await db
    .select({ entry: projectActivities, projectName: projects.name, authorName: users.fullName })
    .from(projectActivities)
    .leftJoin(projects, eq(projects.id, projectActivities.projectId))
    .leftJoin(users, eq(users.id, projectActivities.createdBy))
    .where(
      id === undefined
        ? eq(projectActivities.companyId, companyId)
        : and(eq(projectActivities.companyId, companyId), eq(projectActivities.id, id))
    )
    .orderBy(desc(projectActivities.createdAt), desc(projectActivities.id))
    .limit(limit);
  return rows.map(({ entry, projectName, authorName }) => ({
    id: entry.id,
    company_id: entry.companyId,
    project_id: entry.projectId,
    project_name: projectName,
    type: entry.type,
    title: entry.title,
    description: entry.description,
    created_by: entry.createdBy,
    created_by_name: authorName,
    created_at: entry.createdAt.toISOString(),
  }));
}
