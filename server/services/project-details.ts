import { asc, count, eq } from 'drizzle-orm';
import type { Project } from '#domain/project';
import { anyOf, builtOnce, UNNAMED } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { sideBySide } from '#server/db/side-by-side';
import type { projects } from '#server/db/schema';
import {
  amenities,
  nearbyPlaces,
  projectAmenities,
  projectDocuments,
  projectImages,
  properties,
} from '#server/db/schema';
import { toAmenity } from './amenities';

type ProjectRow = typeof projects.$inferSelect;

// The five detail queries of a page of projects, each built once (server/db/built-once.ts).
const placesOf = builtOnce((db) =>
  db
    .select()
    .from(nearbyPlaces)
    .where(anyOf(nearbyPlaces.projectId, 'ids'))
    .orderBy(asc(nearbyPlaces.distanceKm), asc(nearbyPlaces.id))
    .prepare(UNNAMED)
);
const imagesOf = builtOnce((db) =>
  db
    .select()
    .from(projectImages)
    .where(anyOf(projectImages.projectId, 'ids'))
    .orderBy(asc(projectImages.position), asc(projectImages.id))
    .prepare(UNNAMED)
);
const documentsOf = builtOnce((db) =>
  db
    .select()
    .from(projectDocuments)
    .where(anyOf(projectDocuments.projectId, 'ids'))
    .orderBy(asc(projectDocuments.position), asc(projectDocuments.id))
    .prepare(UNNAMED)
);
const amenitiesOf = builtOnce((db) =>
  db
    .select({ projectId: projectAmenities.projectId, amenity: amenities })
    .from(projectAmenities)
    .innerJoin(amenities, eq(amenities.id, projectAmenities.amenityId))
    .where(anyOf(projectAmenities.projectId, 'ids'))
    .orderBy(asc(amenities.id))
    .prepare(UNNAMED)
);
const unitCountsOf = builtOnce((db) =>
  db
    .select({ projectId: properties.projectId, n: count() })
    .from(properties)
    .where(anyOf(properties.projectId, 'ids'))
    .groupBy(properties.projectId)
    .prepare(UNNAMED)
);

/** Projects in their API shape: nearby places, images, documents, amenities and unit counts in five queries. */
export async function withDetails(db: Db, rows: ProjectRow[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [places, images, documents, amenityRows, unitCounts] = await sideBySide(db, [
    () => placesOf(db).execute({ ids }),
    () => imagesOf(db).execute({ ids }),
    () => documentsOf(db).execute({ ids }),
    () => amenitiesOf(db).execute({ ids }),
    () => unitCountsOf(db).execute({ ids }),
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
      construction_stage: row.constructionStage,
      budget: row.budget,
      spent: row.spent,
      manager: row.manager,
      priority: row.priority,
      documents: documents
        .filter((d) => d.projectId === row.id)
        .map((d) => ({ url: d.url, name: d.name, kind: d.kind })),
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
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
