import { sql } from 'drizzle-orm';
import type { Property } from '#domain/property';
import { anyOf, builtOnce, UNNAMED } from '#server/db/built-once';
import type { Db } from '#server/db/client';
import { properties } from '#server/db/schema';

type PropertyRow = typeof properties.$inferSelect;
type Image = { id: number; url: string; is_primary: boolean };

// What a page of properties needs beyond their rows (images, project and model names, model images), in one
// statement built once (server/db/built-once.ts): one round trip instead of four, and the next call still reads
// whatever changed. The subqueries name the outer row's columns with their table: Drizzle writes a one-table
// select's columns unqualified, which inside a subquery would name the subquery's own.
const detailsOf = builtOnce((db) =>
  db
    .select({
      id: properties.id,
      projectName: sql<
        string | null
      >`(select pr.name from projects pr where pr.id = "properties"."project_id")`,
      modelName: sql<
        string | null
      >`(select m.name from property_models m where m.id = "properties"."property_model_id")`,
      images: sql<Image[]>`coalesce((select json_agg(json_build_object('id', i.id, 'url', i.image_url,
          'is_primary', i.is_primary) order by i.is_primary desc, i.position, i.id)
        from property_images i where i.property_id = "properties"."id"), '[]')`,
      modelImages: sql<string[]>`coalesce((select json_agg(mi.image_url order by mi.position, mi.id)
        from property_model_images mi where mi.property_model_id = "properties"."property_model_id"), '[]')`,
    })
    .from(properties)
    .where(anyOf(properties.id, 'ids'))
    .prepare(UNNAMED)
);

/** Properties in their API shape: images, project and model names and model images in one query. */
export async function withDetails(db: Db, rows: PropertyRow[]): Promise<Property[]> {
  if (rows.length === 0) return [];
  const details = new Map(
    (await detailsOf(db).execute({ ids: rows.map((r) => r.id) })).map((d) => [d.id, d])
  );
  return rows.map((row) => {
    const d = details.get(row.id);
    const own = d?.images ?? [];
    return {
      id: row.id,
      company_id: row.companyId,
      project_id: row.projectId,
      project_name: d?.projectName ?? null,
      property_model_id: row.propertyModelId,
      property_model_name: d?.modelName ?? null,
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
      images: own.map((i) => ({ id: i.id, url: i.url, image_url: i.url, is_primary: i.is_primary })),
      image_urls: own.map((i) => i.url),
      model_images: d?.modelImages ?? [],
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
