import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Project, ProjectPage } from '#domain/project';
import { PROJECT_HAS_SALES } from '#domain/project';
import type { ProjectCreate, ProjectFormValues, ProjectUpdate } from '#domain/project-form';
import { blankToNull } from '#domain/form-values';
import { builtOnce } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import type { JsonText } from '#server/db/json-shape';
import { CALLER_COLUMN, type WithCaller } from './users';
import {
  companyMembers,
  nearbyPlaces,
  projectAmenities,
  projectDocuments,
  projectImages,
  projects,
  properties,
} from '#server/db/schema';
import { conflict, notFound, staleVersion } from '#server/lib/http-error';
import { projectCreated, projectSaved, type Author } from './activities';
import { requireKnownAmenities } from './amenities';
import { PROJECT_JSON, withDetails } from './project-details';
import { lockProject, registeredUnits, syncProjectUnits } from './unit-counters';

type ProjectRow = typeof projects.$inferSelect;

export const PROJECT_NOT_FOUND = 'Proyecto no encontrado';

/** The project row, or 404 'Proyecto no encontrado'. */
export async function findProject(db: Db, projectId: number): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

/** One project in its API shape. */
export async function projectById(db: Db, projectId: number): Promise<Project> {
  const [project] = await withDetails(db, [await findProject(db, projectId)]);
  return project!;
}

/** `GET /projects/`: every project of every company the caller belongs to, newest first. */
export async function listCallerProjects(db: Db, userId: number): Promise<Project[]> {
  const rows = await db
    .select({ project: projects })
    .from(projects)
    .innerJoin(companyMembers, eq(companyMembers.companyId, projects.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return withDetails(
    db,
    rows.map((r) => r.project)
  );
}

// The projects page, the portal's busiest list, in one statement built once (server/db/built-once.ts): the caller,
// the page, each project's details and the count are one round trip (ADR 0062, 0066).
const companyPage = builtOnce('projects.companyPage', (db, statement) =>
  db
    .select({
      ...CALLER_COLUMN,
      answer: sql<JsonText<ProjectPage>>`json_build_object(
        'projects', coalesce((select json_agg(${PROJECT_JSON} order by p.created_at desc, p.id desc)
          from (select * from ${projects} where company_id = ${sql.placeholder('companyId')}
            order by created_at desc, id desc
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) p), '[]'),
        'total_pages', ceil(n.total::numeric / ${sql.placeholder('limit')}::int)::int,
        'total_items', n.total)::text`,
    })
    .from(
      sql`(select count(*)::int as total from ${projects} where company_id = ${sql.placeholder('companyId')}) n`
    )
    .prepare(statement)
);

/** `GET /projects?company_id&page&limit`: one page of a company's projects, newest first, read with its caller. */
export async function listCompanyProjects(
  db: Db,
  sub: string,
  companyId: number,
  page: number,
  limit: number
): Promise<WithCaller<JsonText<ProjectPage>>> {
  const [row] = await companyPage(db).execute({ sub, companyId, limit, offset: (page - 1) * limit });
  return row!;
}

// The columns of a project the form writes; counters are decided by the caller.
function formColumns(input: ProjectFormValues) {
  return {
    name: input.name,
    description: blankToNull(input.description),
    status: input.status,
    type: input.type ?? null,
    location: input.location,
    neighborhood: blankToNull(input.neighborhood),
    zone: blankToNull(input.zone),
    city: blankToNull(input.city),
    department: blankToNull(input.department),
    address: input.address,
    countryCode: input.country_code,
    priceRangeMin: input.price_range_min ?? null,
    priceRangeMax: input.price_range_max ?? null,
    currency: input.currency,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    investmentAmount: input.investment_amount ?? null,
    roiExpected: input.roi_expected ?? null,
    revenue: input.revenue ?? null,
    progress: input.progress ?? null,
    startDate: input.start_date || null,
    completionDate: input.completion_date || null,
    deliveryDate: input.delivery_date || null,
    developer: blankToNull(input.developer),
    architect: blankToNull(input.architect),
    constructionCompany: blankToNull(input.construction_company),
    features: blankToNull(input.features),
    areaMin: input.area_min ?? null,
    areaMax: input.area_max ?? null,
    budget: input.budget ?? null,
    spent: input.spent ?? null,
    manager: blankToNull(input.manager),
    // Omitted: the column keeps its value (or takes its default on create).
    ...(input.construction_stage ? { constructionStage: input.construction_stage } : {}),
    ...(input.priority ? { priority: input.priority } : {}),
  };
}

// Without registered units the form's figures stand; units sold = total minus available (spec §4).
function typedCounters(input: ProjectFormValues) {
  const available = input.available_units ?? input.total_units;
  return {
    totalUnits: input.total_units,
    availableUnits: available,
    soldUnits: input.total_units - available,
  };
}

async function replaceChildren(tx: Db, projectId: number, input: ProjectFormValues, amenityIds: number[]) {
  await tx.delete(nearbyPlaces).where(eq(nearbyPlaces.projectId, projectId));
  await tx.delete(projectImages).where(eq(projectImages.projectId, projectId));
  await tx.delete(projectAmenities).where(eq(projectAmenities.projectId, projectId));
  await tx.delete(projectDocuments).where(eq(projectDocuments.projectId, projectId));
  if (input.nearby_places.length > 0) {
    await tx.insert(nearbyPlaces).values(
      input.nearby_places.map((p) => ({
        projectId,
        name: p.name,
        type: p.type,
        distanceKm: p.distance ?? null,
      }))
    );
  }
  if (input.image_urls.length > 0) {
    await tx
      .insert(projectImages)
      .values(input.image_urls.map((imageUrl, position) => ({ projectId, imageUrl, position })));
  }
  if (amenityIds.length > 0) {
    await tx.insert(projectAmenities).values(amenityIds.map((amenityId) => ({ projectId, amenityId })));
  }
  if (input.documents.length > 0) {
    await tx
      .insert(projectDocuments)
      .values(input.documents.map((d, position) => ({ projectId, ...d, position })));
  }
}

/** Creates a project with its nearby places, images, documents and amenities, and logs it in the feed. */
export async function createProject(db: Db, input: ProjectCreate, author: Author): Promise<Project> {
  const amenityIds = await requireKnownAmenities(db, input.amenity_ids);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ companyId: input.company_id, ...formColumns(input), ...typedCounters(input) })
      .returning({ id: projects.id, companyId: projects.companyId, name: projects.name });
    await replaceChildren(tx, row!.id, input, amenityIds);
    await projectCreated(tx, row!, author);
    return row!.id;
  });
  return projectById(db, id);
}

/**
 * Replaces a project's fields, nearby places, images, documents and amenities, and logs the change (naming the new
 * construction stage when it changed). Once units are registered, the counters follow the units (the total may
 * not drop below their number). Applies only to the version its writer read (the row lock makes the check and the
 * write one step); a stale one is refused with the project as it is now.
 */
export async function updateProject(
  db: Db,
  projectId: number,
  { version, ...input }: ProjectUpdate,
  author: Author
): Promise<Project> {
  const amenityIds = await requireKnownAmenities(db, input.amenity_ids);
  await db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    const before = await findProject(tx, projectId);
    if (before.version !== version) throw staleVersion(await projectById(tx, projectId));
    const units = await registeredUnits(tx, projectId);
    if (units > input.total_units) {
      throw conflict(
        `El total de unidades (${input.total_units}) no puede ser menor que las unidades registradas en el proyecto (${units}).`
      );
    }
    await tx
      .update(projects)
      .set({ ...formColumns(input), ...typedCounters(input), version: sql`${projects.version} + 1` })
      .where(eq(projects.id, projectId));
    await replaceChildren(tx, projectId, input, amenityIds);
    await syncProjectUnits(tx, projectId, { whenEmpty: 'keep' });
    const after = input.construction_stage ?? before.constructionStage;
    await projectSaved(
      tx,
      { id: projectId, companyId: before.companyId, name: input.name },
      { before: before.constructionStage, after },
      author
    );
  });
  return projectById(db, projectId);
}

/**
 * Deletes a project with its units, models, places, images and amenities; leads and the activity feed keep their
 * history unlinked. A project with units sold or reserved is refused (409): those are commitments to buyers.
 */
export async function deleteProject(db: Db, projectId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    const [committed] = await tx
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.projectId, projectId), inArray(properties.status, ['SOLD', 'RESERVED'])));
    if ((committed?.n ?? 0) > 0) throw conflict(PROJECT_HAS_SALES);
    // Units first: they reference the models, which the project's own delete removes by cascade.
    await tx.delete(properties).where(eq(properties.projectId, projectId));
    await tx.delete(projects).where(eq(projects.id, projectId));
  });
}
