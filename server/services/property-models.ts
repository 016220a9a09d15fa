import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ModelSort,
  PropertyModel,
  PropertyModelFormValues,
  PropertyModelPage,
  PropertyModelUpdate,
} from '#domain/property-model';
import { totalPages } from '#domain/project';
import { modelInUseMessage } from '#domain/property-model';
import { blankToNull } from '#domain/form-values';
import type { Db } from '#server/db/client';
import {
  amenities,
  properties,
  propertyModelAmenities,
  propertyModelImages,
  propertyModels,
} from '#server/db/schema';
import { conflict, notFound, staleVersion } from '#server/lib/http-error';
import { isStillReferenced } from '#server/db/errors';
import { requireKnownAmenities, toAmenity } from './amenities';
import { containsText } from './list-search';

type ModelRow = typeof propertyModels.$inferSelect;

export const MODEL_NOT_FOUND = 'Modelo no encontrado';

/** The model row, or 404 'Modelo no encontrado'. */
export async function findModel(db: Db, modelId: number): Promise<ModelRow> {
  const [row] = await db.select().from(propertyModels).where(eq(propertyModels.id, modelId)).limit(1);
  if (!row) throw notFound(MODEL_NOT_FOUND);
  return row;
}

async function withDetails(db: Db, rows: ModelRow[]): Promise<PropertyModel[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, amenityRows, usage] = await Promise.all([
    db
      .select()
      .from(propertyModelImages)
      .where(inArray(propertyModelImages.propertyModelId, ids))
      .orderBy(asc(propertyModelImages.position), asc(propertyModelImages.id)),
    db
      .select({ modelId: propertyModelAmenities.propertyModelId, amenity: amenities })
      .from(propertyModelAmenities)
      .innerJoin(amenities, eq(amenities.id, propertyModelAmenities.amenityId))
      .where(inArray(propertyModelAmenities.propertyModelId, ids))
      .orderBy(asc(amenities.id)),
    db
      .select({ modelId: properties.propertyModelId, n: count() })
      .from(properties)
      .where(inArray(properties.propertyModelId, ids))
      .groupBy(properties.propertyModelId),
  ]);
  return rows.map((row) => {
    const ownImages = images.filter((i) => i.propertyModelId === row.id);
    const ownAmenities = amenityRows.filter((a) => a.modelId === row.id).map((a) => toAmenity(a.amenity));
    return {
      id: row.id,
      project_id: row.projectId,
      name: row.name,
      description: row.description,
      area: row.area,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      parking_spaces: row.parkingSpaces,
      floor_number: row.floorNumber,
      price: row.price,
      currency: row.currency,
      properties_count: usage.find((u) => u.modelId === row.id)?.n ?? 0,
      images: ownImages.map((i) => ({ id: i.id, image_url: i.imageUrl })),
      image_urls: ownImages.map((i) => i.imageUrl),
      amenities: ownAmenities,
      amenity_ids: ownAmenities.map((a) => a.id),
      version: row.version,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** A project's models, oldest first, each with the number of properties built from it. */
export async function listModels(db: Db, projectId: number): Promise<PropertyModel[]> {
  const rows = await db
    .select()
    .from(propertyModels)
    .where(eq(propertyModels.projectId, projectId))
    .orderBy(asc(propertyModels.createdAt), asc(propertyModels.id));
  return withDetails(db, rows);
}

const MODEL_SORTED_BY: Record<ModelSort, SQL[]> = {
  created: [asc(propertyModels.createdAt), asc(propertyModels.id)],
  name: [asc(sql`lower(${propertyModels.name})`), asc(propertyModels.id)],
  price_asc: [sql`${propertyModels.price} asc nulls last`, asc(propertyModels.id)],
  price_desc: [sql`${propertyModels.price} desc nulls last`, desc(propertyModels.id)],
};

type ModelSearch = { page: number; limit: number; q: string; sort: ModelSort };

/**
 * One page of a project's models whose name or description contains the search box's text (ignoring case), in
 * the chosen order (the order they were added by default), with the page count.
 */
export async function pageModels(db: Db, projectId: number, query: ModelSearch): Promise<PropertyModelPage> {
  const scope = eq(propertyModels.projectId, projectId);
  const where = query.q
    ? and(scope, containsText([propertyModels.name, propertyModels.description], query.q))
    : scope;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(propertyModels)
      .where(where)
      .orderBy(...MODEL_SORTED_BY[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(propertyModels).where(where),
  ]);
  const totalItems = counted?.n ?? 0;
  return {
    models: await withDetails(db, rows),
    total_pages: totalPages(totalItems, query.limit),
    total_items: totalItems,
  };
}

/** One model in its API shape. */
export async function modelById(db: Db, modelId: number): Promise<PropertyModel> {
  const [model] = await withDetails(db, [await findModel(db, modelId)]);
  return model!;
}

function columns(input: PropertyModelFormValues) {
  return {
    name: input.name,
    description: blankToNull(input.description),
    area: input.area ?? null,
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    parkingSpaces: input.parking_spaces ?? null,
    floorNumber: input.floor_number ?? null,
    price: input.price ?? null,
    currency: input.currency,
  };
}

async function replaceChildren(
  tx: Db,
  modelId: number,
  input: PropertyModelFormValues,
  amenityIds: number[]
) {
  await tx.delete(propertyModelImages).where(eq(propertyModelImages.propertyModelId, modelId));
  await tx.delete(propertyModelAmenities).where(eq(propertyModelAmenities.propertyModelId, modelId));
  if (input.image_urls.length > 0) {
    await tx
      .insert(propertyModelImages)
      .values(
        input.image_urls.map((imageUrl, position) => ({ propertyModelId: modelId, imageUrl, position }))
      );
  }
  if (amenityIds.length > 0) {
    await tx
      .insert(propertyModelAmenities)
      .values(amenityIds.map((amenityId) => ({ propertyModelId: modelId, amenityId })));
  }
}

/** Adds a model to a project. */
export async function createModel(
  db: Db,
  projectId: number,
  input: PropertyModelFormValues
): Promise<PropertyModel> {
  const amenityIds = await requireKnownAmenities(db, input.amenity_ids);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(propertyModels)
      .values({ projectId, ...columns(input) })
      .returning({ id: propertyModels.id });
    await replaceChildren(tx, row!.id, input, amenityIds);
    return row!.id;
  });
  return modelById(db, id);
}

/**
 * Replaces a model's fields, images and amenities. Units already built keep their own copies: a template change
 * does not rewrite units that may be reserved or sold. Applies only to the version its writer read; a stale one is
 * refused with the model as it is now.
 */
export async function updateModel(
  db: Db,
  modelId: number,
  { version, ...input }: PropertyModelUpdate
): Promise<PropertyModel> {
  const amenityIds = await requireKnownAmenities(db, input.amenity_ids);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(propertyModels)
      .set({ ...columns(input), version: sql`${propertyModels.version} + 1` })
      .where(and(eq(propertyModels.id, modelId), eq(propertyModels.version, version)))
      .returning({ id: propertyModels.id });
    if (!updated) throw staleVersion(await modelById(tx, modelId));
    await replaceChildren(tx, modelId, input, amenityIds);
  });
  return modelById(db, modelId);
}

/** Deletes an unused model; a model that properties use is refused with 409 naming it and the count (spec §4). */
export async function deleteModel(db: Db, model: ModelRow): Promise<void> {
  const inUse = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.propertyModelId, model.id));
    return row?.n ?? 0;
  };
  const used = await inUse();
  if (used > 0) throw conflict(modelInUseMessage(model.name, used));
  try {
    await db.delete(propertyModels).where(eq(propertyModels.id, model.id));
  } catch (error) {
    // A unit created between the count and the delete: the foreign key refuses, and the answer stays the same.
    if (isStillReferenced(error)) throw conflict(modelInUseMessage(model.name, await inUse()));
    throw error;
  }
}
