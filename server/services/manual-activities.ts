import { eq } from 'drizzle-orm';
import type { Activity, ActivityCreate } from '#domain/constructor-workspace';
import type { Db } from '#server/db/client';
import { projects } from '#server/db/schema';
import { notFound } from '#server/lib/http-error';
import { listActivities, recordActivity, type Author } from './activities';
import { PROJECT_NOT_FOUND } from './projects';

/** Records an inspection or a delivery by hand; the project, when named, must be the company's. */
export async function createManualActivity(db: Db, input: ActivityCreate, author: Author): Promise<Activity> {
  if (input.project_id != null) {
    const [project] = await db
      .select({ companyId: projects.companyId })
      .from(projects)
      .where(eq(projects.id, input.project_id))
      .limit(1);
    // Another company's project is answered as missing: its existence is not the caller's business.
    if (!project || project.companyId !== input.company_id) throw notFound(PROJECT_NOT_FOUND);
  }
  const id = await recordActivity(db, {
    companyId: input.company_id,
    projectId: input.project_id ?? null,
    type: input.type,
    title: input.title,
    description: input.description || null,
    createdBy: author,
  });
  const [activity] = await listActivities(db, input.company_id, 1, id);
  return activity!;
}
