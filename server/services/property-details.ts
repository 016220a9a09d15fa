import { asc, desc } from 'drizzle-orm';
import type { Property } from '#domain/property';
import { anyOf, builtOnce, UNNAMED } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { sideBySide } from '#server/db/side-by-side';
import type { properties } from '#server/db/schema';
import { projects, propertyImages, propertyModelImages, propertyModels } from '#server/db/schema';

type PropertyRow = typeof properties.$inferSelect;

// The four detail queries of a page of properties, each built once (server/db/built-once.ts).
const imagesOf = builtOnce((db) =>
  db
    .select()
    .from(propertyImages)
    .where(anyOf(propertyImages.propertyId, 'ids'))
    .orderBy(desc(propertyImages.isPrimary), asc(propertyImages.position), asc(propertyImages.id))
    .prepare(UNNAMED)
);
const projectNamesOf = builtOnce((db) =>
  db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(anyOf(projects.id, 'ids'))
    .prepare(UNNAMED)
);
const modelNamesOf = builtOnce((db) =>
  db
    .select({ id: propertyModels.id, name: propertyModels.name })
    .from(propertyModels)
    .where(anyOf(propertyModels.id, 'ids'))
    .prepare(UNNAMED)
);
const modelImagesOf = builtOnce((db) =>
  db
    .select()
    .from(propertyModelImages)
    .where(anyOf(propertyModelImages.propertyModelId, 'ids'))
    .orderBy(asc(propertyModelImages.position), asc(propertyModelImages.id))
    .prepare(UNNAMED)
);

/** Properties in their API shape: images, project and model names, model images in four queries. */
export async function withDetails(db: Db, rows: PropertyRow[]): Promise<Property[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const projectIds = [...new Set(rows.flatMap((r) => (r.projectId ? [r.projectId] : [])))];
  const modelIds = [...new Set(rows.flatMap((r) => (r.propertyModelId ? [r.propertyModelId] : [])))];
  const [images, projectNames, models, modelImages] = await sideBySide(db, [
    () => imagesOf(db).execute({ ids }),
    async () => (projectIds.length ? projectNamesOf(db).execute({ ids: projectIds }) : []),
    async () => (modelIds.length ? modelNamesOf(db).execute({ ids: modelIds }) : []),
    async () => (modelIds.length ? modelImagesOf(db).execute({ ids: modelIds }) : []),
  ]);
  return rows.map((row) => {
    const own = images.filter((i) => i.propertyId === row.id);
    return {
      id: row.id,
      company_id: row.companyId,
      project_id: row.projectId,
      project_name: projectNames.find((p) => p.id === row.projectId)?.name ?? null,
      property_model_id: row.propertyModelId,
      property_model_name: models.find((m) => m.id === row.propertyModelId)?.name ?? null,
      name: row.name,
      description: row.description,
      property_type: row.propertyType,
      status: row.status,
      address: row.address,
      city: row.city,
      department: row.department,
      neighborhood: row.neighborhood,
      latitude: row.latitude,
      longitude: row.longitude,
      area: row.area,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      parking_spaces: row.parkingSpaces,
      floor_number: row.floorNumber,
      price: row.price,
      currency: row.currency,
      monthly_rent: row.monthlyRent,
      amenities: row.amenities,
      images: own.map((i) => ({ id: i.id, url: i.imageUrl, image_url: i.imageUrl, is_primary: i.isPrimary })),
      image_urls: own.map((i) => i.imageUrl),
      model_images: modelImages
        .filter((m) => m.propertyModelId === row.propertyModelId)
        .map((m) => m.imageUrl),
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
