import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Project, ProjectPage } from '#domain/project';
import { totalPages } from '#domain/project';
import type { ProjectCreate, ProjectFormValues } from '#domain/project-form';
import { blankToNull } from '#domain/form-values';
import type { Db } from '#server/db/client';
import {
  amenities,
  companyMembers,
  nearbyPlaces,
  projectAmenities,
  projectImages,
  projects,
  properties,
} from '#server/db/schema';
import { conflict, notFound } from '#server/lib/http-error';
import { requireKnownAmenities, toAmenity } from './amenities';
import { lockProject, registeredUnits, syncProjectUnits } from './unit-counters';

type ProjectRow = typeof projects.$inferSelect;

export const PROJECT_NOT_FOUND = 'Proyecto no encontrado';

/** The project row, or 404 'Proyecto no encontrado'. */
export async function findProject(db: Db, projectId: number): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

// Nearby places, images, amenities and unit counts of many projects in four queries instead of four per project.
async function withDetails(db: Db, rows: ProjectRow[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [places, images, amenityRows, unitCounts] = await Promise.all([
    db
      .select()
      .from(nearbyPlaces)
      .where(inArray(nearbyPlaces.projectId, ids))
      .orderBy(asc(nearbyPlaces.distanceKm), asc(nearbyPlaces.id)),
    db
      .select()
      .from(projectImages)
      .where(inArray(projectImages.projectId, ids))
      .orderBy(asc(projectImages.position), asc(projectImages.id)),
    db
      .select({ projectId: projectAmenities.projectId, amenity: amenities })
      .from(projectAmenities)
      .innerJoin(amenities, eq(amenities.id, projectAmenities.amenityId))
      .where(inArray(projectAmenities.projectId, ids))
      .orderBy(asc(amenities.id)),
    db
      .select({ projectId: properties.projectId, n: count() })
      .from(properties)
      .where(inArray(properties.projectId, ids))
      .groupBy(properties.projectId),
  ]);
  return rows.map((row) => {
    const ownImages = images.filter((i) => i.projectId === row.id);
    const ownAmenities = amenityRows.filter((a) => a.projectId === row.id).map((a) => toAmenity(a.amenity));
    return {
      id: row.id,
      company_id: row.companyId,
      name: row.name,
      description: row.description,
      status: row.status,
      type: row.type,
      location: row.location,
      neighborhood: row.neighborhood,
      zone: row.zone,
      city: row.city,
      department: row.department,
      address: row.address,
      country_code: row.countryCode,
      total_units: row.totalUnits,
      available_units: row.availableUnits,
      sold_units: row.soldUnits,
      price_range_min: row.priceRangeMin,
      price_range_max: row.priceRangeMax,
      currency: row.currency,
      latitude: row.latitude,
      longitude: row.longitude,
      investment_amount: row.investmentAmount,
      roi_expected: row.roiExpected,
      revenue: row.revenue,
      progress: row.progress,
      start_date: row.startDate,
      completion_date: row.completionDate,
      delivery_date: row.deliveryDate,
      developer: row.developer,
      architect: row.architect,
      construction_company: row.constructionCompany,
      features: row.features,
      area_min: row.areaMin,
      area_max: row.areaMax,
      nearby_places: places
        .filter((p) => p.projectId === row.id)
        .map((p) => ({ id: p.id, name: p.name, type: p.type, distance: p.distanceKm })),
      images: ownImages.map((i) => ({
        id: i.id,
        image_url: i.imageUrl,
        alt_text: i.altText,
        image_type: i.imageType,
      })),
      image_urls: ownImages.map((i) => i.imageUrl),
      amenities: ownAmenities,
      amenity_ids: ownAmenities.map((a) => a.id),
      properties_count: unitCounts.find((u) => u.projectId === row.id)?.n ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
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

/** `GET /projects?company_id&page&limit`: one page of a company's projects, newest first. */
export async function listCompanyProjects(
  db: Db,
  companyId: number,
  page: number,
  limit: number
): Promise<ProjectPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(eq(projects.companyId, companyId))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(projects).where(eq(projects.companyId, companyId)),
  ]);
  const totalItems = total?.n ?? 0;
  return {
    projects: await withDetails(db, rows),
    total_pages: totalPages(totalItems, limit),
    total_items: totalItems,
  };
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
}

/** Creates a project with its nearby places, images and amenities. */
export async function createProject(db: Db, input: ProjectCreate): Promise<Project> {
  const amenityIds = await requireKnownAmenities(db, input.amenity_ids);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ companyId: input.company_id, ...formColumns(input), ...typedCounters(input) })
      .returning({ id: projects.id });
    await replaceChildren(tx, row!.id, input, amenityIds);
    return row!.id;
  });
  return projectById(db, id);
}

/**
 * Replaces a project's fields, nearby places, images and amenities. Once units are registered, the counters
 * follow the units (the total may not drop below their number).
 */
export async function updateProject(db: Db, projectId: number, input: ProjectFormValues): Promise<Project> {
  const amenityIds = await requireKnownAmenities(db, input.amenity_ids);
  await db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    const units = await registeredUnits(tx, projectId);
    if (units > input.total_units) {
      throw conflict(
        `El total de unidades (${input.total_units}) no puede ser menor que las unidades registradas en el proyecto (${units}).`
      );
    }
    await tx
      .update(projects)
      .set({ ...formColumns(input), ...typedCounters(input) })
      .where(eq(projects.id, projectId));
    await replaceChildren(tx, projectId, input, amenityIds);
    await syncProjectUnits(tx, projectId, { whenEmpty: 'keep' });
  });
  return projectById(db, projectId);
}

/** Deletes a project with its units, models, places, images and amenities; leads keep their history unlinked. */
export async function deleteProject(db: Db, projectId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    // Units first: they reference the models, which the project's own delete removes by cascade.
    await tx.delete(properties).where(eq(properties.projectId, projectId));
    await tx.delete(projects).where(eq(projects.id, projectId));
  });
}
