import { and, asc, count, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { toAmenityFlags } from '#domain/amenity';
import { blankToNull } from '#domain/form-values';
import type { Property, PropertyPage, PropertySort } from '#domain/property';
import { PROPERTY_CONFLICT_MESSAGE } from '#domain/property';
import { totalPages } from '#domain/project';
import type { PropertyCreate, PropertyUpdate, UnitCreate, UnitUpdate } from '#domain/property-form';
import { creatablePropertyStatuses, creatablePropertyTypes, type Grant } from '#domain/permissions';
import type { PropertyStatus, PropertyType } from '#domain/statuses';
import { PROPERTY_STATUS_LABELS, PROPERTY_TYPE_LABELS } from '#domain/statuses';
import { builtOnce } from '#server/db/built-once';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import type { JsonText } from '#server/db/json-shape';
import { CALLER_COLUMN, type WithCaller } from './users';
import type { projects } from '#server/db/schema';
import { companyTotals, properties, propertyImages, propertyModelAmenities } from '#server/db/schema';
import { HttpError, conflict, forbidden, notFound } from '#server/lib/http-error';
import type { Author } from './activities';
import { amenityCodes } from './amenities';
import { findModel } from './property-models';
import { PROPERTY_JSON, withDetails } from './property-details';
import { lockProject, syncProjectUnits, unitNameTaken } from './unit-counters';
import { nameStatusWriter } from './status-history';
import { logSale, recordStatusEdit, saleColumns } from './unit-sales';

type PropertyRow = typeof properties.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

export const PROPERTY_NOT_FOUND = 'Propiedad no encontrada';

const propertyRow = builtOnce('properties.propertyRow', (db, statement) =>
  db
    .select()
    .from(properties)
    .where(eq(properties.id, sql.placeholder('id')))
    .limit(1)
    .prepare(statement)
);

/** The property row, or 404 'Propiedad no encontrada'. */
export async function findProperty(db: Db, propertyId: number): Promise<PropertyRow> {
  const [row] = await propertyRow(db).execute({ id: propertyId });
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

/** The unit `propertyId` of project `projectId`, or 404 'Propiedad no encontrada' (also when it is another's). */
export async function findUnit(db: Db, projectId: number, propertyId: number): Promise<PropertyRow> {
  const unit = await findProperty(db, propertyId);
  if (unit.projectId !== projectId) throw notFound(PROPERTY_NOT_FOUND);
  return unit;
}

/** The 403 of a grant that may create no property at all. */
export const cannotCreateProperties = (grant: Grant) =>
  forbidden(`Tu rol (${grant.role ?? 'sin rol'}) no permite crear propiedades.`);

/**
 * Narrows `property.create` by type and status (spec §6 and the policy): which types a grant may create, and that
 * it creates only in the statuses it could set by editing (a MEMBER cannot record a sale by creating a sold unit).
 */
export function requireCreatable(grant: Grant, type: PropertyType, status: PropertyStatus): void {
  const allowed = creatablePropertyTypes(grant);
  if (allowed.length === 0) throw cannotCreateProperties(grant);
  if (!allowed.includes(type)) {
    const names = allowed.map((t) => PROPERTY_TYPE_LABELS[t].toLowerCase()).join(' y ');
    throw forbidden(`Tu rol (${grant.role}) solo permite crear propiedades de tipo ${names}.`);
  }
  const statuses = creatablePropertyStatuses(grant);
  if (!statuses.includes(status)) {
    const names = statuses.map((s) => PROPERTY_STATUS_LABELS[s]).join(', ');
    throw forbidden(
      `Tu rol (${grant.role}) solo permite crear propiedades en estado ${names}; ` +
        'un administrador registra ventas, reservas y arriendos.'
    );
  }
}

/** One property in its API shape. */
export async function propertyById(db: Db, propertyId: number): Promise<Property> {
  const [property] = await withDetails(db, [await findProperty(db, propertyId)]);
  return property!;
}

/** Every property of a company (units and independent ones), newest first. */
export async function listCompanyProperties(db: Db, companyId: number): Promise<Property[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.companyId, companyId))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  return withDetails(db, rows);
}

// The company properties page, a hot list, in one statement built once (server/db/built-once.ts): the page with
// each property's details, and the total kept by triggers (migration 0013), in one round trip with the caller
// (ADR 0062, 0066).
const companyPage = builtOnce('properties.companyPage', (db, statement) =>
  db
    .select({
      ...CALLER_COLUMN,
      answer: sql<JsonText<PropertyPage>>`json_build_object(
        'properties', coalesce((select json_agg(${PROPERTY_JSON} order by p.created_at desc, p.id desc)
          from (select * from ${properties} where company_id = ${sql.placeholder('companyId')}
            order by created_at desc, id desc
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) p), '[]'),
        'total_pages', ceil(coalesce(t.properties, 0)::numeric / ${sql.placeholder('limit')}::int)::int,
        'total_items', coalesce(t.properties, 0))::text`,
    })
    .from(sql`(select 1) one left join ${companyTotals} t on t.company_id = ${sql.placeholder('companyId')}`)
    .prepare(statement)
);

/** One page of a company's properties, newest first, with the page count (the projects list's contract). */
export async function pageCompanyProperties(
  db: Db,
  sub: string,
  companyId: number,
  page: number,
  limit: number
): Promise<WithCaller<JsonText<PropertyPage>>> {
  const [row] = await companyPage(db).execute({ sub, companyId, limit, offset: (page - 1) * limit });
  return row!;
}

// Case-insensitive substring, with LIKE's own characters taken literally (spec §7: name, description or address).
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

// lower() leaves accented capitals alone under a C collation (PostgreSQL clusters made with one): Spanish's are
// folded by hand, as the web's toLowerCase() does. Only a search with such a letter needs it, and it costs one
// more call on every text of the company's rows, so a search without one skips it.
const caseFolded = (column: SQL | AnyPgColumn, pattern: string) =>
  /[áéíóúüñ]/.test(pattern) ? sql`translate(lower(${column}), 'ÁÉÍÓÚÜÑ', 'áéíóúüñ')` : sql`lower(${column})`;

const SORTED_BY: Record<PropertySort, SQL[]> = {
  recent: [desc(properties.createdAt), desc(properties.id)],
  name: [asc(sql`lower(${properties.name})`), asc(properties.id)],
  price_asc: [sql`${properties.price} asc nulls last`, asc(properties.id)],
  price_desc: [sql`${properties.price} desc nulls last`, desc(properties.id)],
};

/**
 * One page of a company's properties matching the search box's text, in the chosen order: the /properties
 * screen's question once it searches or sorts (without either, `pageCompanyProperties` answers).
 */
export const searchCompanyProperties = (db: Db, companyId: number, query: PropertySearch) =>
  searchProperties(db, eq(properties.companyId, companyId), query);

/** One page of a project's units matching the search box's text, in the chosen order (the project page's). */
export const searchProjectProperties = (db: Db, projectId: number, query: PropertySearch) =>
  searchProperties(db, eq(properties.projectId, projectId), query);

type PropertySearch = { q: string; sort: PropertySort; page: number; limit: number };

async function searchProperties(db: Db, scope: SQL, query: PropertySearch): Promise<PropertyPage> {
  const pattern = likePattern(query.q);
  const where = query.q
    ? and(
        scope,
        or(
          ...[properties.name, properties.description, properties.address].map(
            (column) => sql`${caseFolded(column, pattern)} like ${pattern}`
          )
        )
      )!
    : scope;
  // The matches are read once: the page and their count come from the same scan of the scope's rows.
  const found = await db
    .select({ ...getTableColumns(properties), matches: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(properties)
    .where(where)
    .orderBy(...SORTED_BY[query.sort])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // A page past the end has no row to carry the count.
  const total =
    found[0]?.matches ??
    (query.page > 1 ? ((await db.select({ n: count() }).from(properties).where(where))[0]?.n ?? 0) : 0);
  return pageAnswer(
    db,
    found.map(({ matches: _, ...row }) => row),
    total,
    query.limit
  );
}

/** One page of a project's units in name order. */
export const pageProjectProperties = (db: Db, projectId: number, page: number, limit: number) =>
  pageOf(db, eq(properties.projectId, projectId), [asc(properties.name), asc(properties.id)], page, limit);

async function pageOf(db: Db, where: SQL, order: SQL[], page: number, limit: number): Promise<PropertyPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(properties)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  return pageAnswer(db, rows, counted?.n ?? 0, limit);
}

async function pageAnswer(
  db: Db,
  rows: PropertyRow[],
  totalItems: number,
  limit: number
): Promise<PropertyPage> {
  return {
    properties: await withDetails(db, rows),
    total_pages: totalPages(totalItems, limit),
    total_items: totalItems,
  };
}

/** A project's units in name order. */
export async function listProjectProperties(db: Db, projectId: number): Promise<Property[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(eq(properties.projectId, projectId))
    .orderBy(asc(properties.name), asc(properties.id));
  return withDetails(db, rows);
}

async function replaceImages(tx: Db, propertyId: number, urls: readonly string[]) {
  await tx.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
  if (urls.length > 0) {
    await tx
      .insert(propertyImages)
      .values(
        urls.map((imageUrl, position) => ({ propertyId, imageUrl, position, isPrimary: position === 0 }))
      );
  }
}

function independentColumns(input: Omit<PropertyCreate, 'company_id'>) {
  return {
    name: input.name,
    description: blankToNull(input.description),
    propertyType: input.property_type,
    status: input.status,
    address: blankToNull(input.address),
    city: blankToNull(input.city),
    department: blankToNull(input.department),
    neighborhood: blankToNull(input.neighborhood),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    area: input.area ?? null,
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    parkingSpaces: input.parking_spaces ?? null,
    floorNumber: input.floor_number ?? null,
    price: input.price ?? null,
    currency: input.currency,
    amenities: input.amenities,
  };
}

/** Creates an independent property of a company (created SOLD, it is a sale of today). */
export async function createIndependentProperty(
  db: Db,
  input: PropertyCreate,
  author: Author
): Promise<Property> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(properties)
      .values({
        companyId: input.company_id,
        projectId: null,
        ...independentColumns(input),
        ...saleColumns(null, input.status, new Date()),
      })
      .returning();
    await replaceImages(tx, row!.id, input.image_urls);
    await logSale(tx, null, row!, author);
    await recordStatusEdit(tx, null, row!, author, new Date());
    return row!.id;
  });
  return propertyById(db, id);
}

// The type of the model's other units: models carry no type of their own, their units do.
async function modelUnitType(db: Db, modelId: number): Promise<PropertyType | undefined> {
  const [row] = await db
    .select({ type: properties.propertyType })
    .from(properties)
    .where(eq(properties.propertyModelId, modelId))
    .orderBy(asc(properties.id))
    .limit(1);
  return row?.type;
}

/**
 * Adds a unit to a project. Area, bedrooms, bathrooms and parking always come from the model; price, floor,
 * description and amenities default to the model's; address and coordinates come from the project. The caller's
 * role must allow the unit's type.
 */
export async function createUnit(
  db: Db,
  grant: Grant,
  project: ProjectRow,
  input: UnitCreate,
  author: Author
): Promise<Property> {
  const model = await findModel(db, input.property_model_id).catch(() => null);
  if (!model || model.projectId !== project.id) {
    throw new HttpError(422, 'El modelo de propiedad no pertenece a este proyecto.');
  }
  const type = input.property_type ?? (await modelUnitType(db, model.id)) ?? 'apartment';
  requireCreatable(grant, type, input.status);
  const modelAmenityIds = await db
    .select({ id: propertyModelAmenities.amenityId })
    .from(propertyModelAmenities)
    .where(eq(propertyModelAmenities.propertyModelId, model.id));
  const amenities =
    input.amenities ??
    toAmenityFlags(
      await amenityCodes(
        db,
        modelAmenityIds.map((a) => a.id)
      )
    );

  const id = await db.transaction(async (tx) => {
    await lockProject(tx, project.id);
    if (await unitNameTaken(tx, project.id, input.name)) {
      throw conflict(`Ya existe una unidad llamada "${input.name}" en este proyecto.`);
    }
    const [row] = await tx
      .insert(properties)
      .values({
        companyId: project.companyId,
        projectId: project.id,
        propertyModelId: model.id,
        name: input.name,
        description: blankToNull(input.description) ?? model.description,
        propertyType: type,
        status: input.status,
        address: project.address,
        city: project.city,
        department: project.department,
        neighborhood: project.neighborhood,
        latitude: project.latitude,
        longitude: project.longitude,
        area: model.area,
        bedrooms: model.bedrooms,
        bathrooms: model.bathrooms,
        parkingSpaces: model.parkingSpaces,
        floorNumber: input.floor_number ?? model.floorNumber,
        price: input.price ?? model.price,
        currency: model.currency,
        amenities,
        ...saleColumns(null, input.status, new Date()),
      })
      .returning();
    await replaceImages(tx, row!.id, input.image_urls);
    await syncProjectUnits(tx, project.id, { whenEmpty: 'recount' });
    await logSale(tx, null, row!, author);
    await recordStatusEdit(tx, null, row!, author, new Date());
    return row!.id;
  });
  return propertyById(db, id);
}

/**
 * An update applies only to the version the writer read; anything else means someone else changed it first. The
 * sale date and the signed-contract entry follow the status, in the same transaction.
 */
async function updateAtVersion(
  tx: Db,
  property: PropertyRow,
  version: number,
  columns: Partial<typeof properties.$inferInsert> & { status: PropertyRow['status'] },
  author: Author
) {
  // An edit that changes the status leaves its entry in the unit's history, under the editor's name.
  await nameStatusWriter(tx, author, null);
  const [updated] = await tx
    .update(properties)
    .set({
      ...columns,
      ...saleColumns(property.status, columns.status, new Date()),
      version: sql`${properties.version} + 1`,
    })
    .where(and(eq(properties.id, property.id), eq(properties.version, version)))
    .returning();
  if (!updated) throw conflict(PROPERTY_CONFLICT_MESSAGE);
  await logSale(tx, property.status, updated, author);
  await recordStatusEdit(tx, property.status, updated, author, new Date());
}

/** Replaces an independent property's fields and images, if nobody changed it since `input.version`. */
export async function updateIndependentProperty(
  db: Db,
  property: PropertyRow,
  input: PropertyUpdate,
  author: Author
): Promise<Property> {
  if (property.projectId !== null) {
    throw conflict('Esta propiedad es una unidad de un proyecto: edítala desde su proyecto.');
  }
  await db.transaction(async (tx) => {
    await updateAtVersion(tx, property, input.version, independentColumns(input), author);
    await replaceImages(tx, property.id, input.image_urls);
  });
  return propertyById(db, property.id);
}

/**
 * Changes a project unit's price, status and images (spec §4, edit mode), if nobody changed it since
 * `input.version`; the project's counters follow in the same transaction.
 */
export async function updateUnit(
  db: Db,
  property: PropertyRow,
  input: UnitUpdate,
  author: Author
): Promise<Property> {
  const projectId = property.projectId;
  if (projectId === null) throw notFound(PROPERTY_NOT_FOUND);
  await db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    await updateAtVersion(
      tx,
      property,
      input.version,
      {
        ...(input.price !== undefined ? { price: input.price } : {}),
        status: input.status,
        // Rent only means something while the unit is rented.
        ...(input.status !== 'RENTED' ? { monthlyRent: null } : {}),
      },
      author
    );
    if (input.image_urls) await replaceImages(tx, property.id, input.image_urls);
    await syncProjectUnits(tx, projectId, { whenEmpty: 'recount' });
  });
  return propertyById(db, property.id);
}

/** Deletes a property (its images go with it, leads keep their history); a unit's project recounts. */
export async function deleteProperty(db: Db, property: PropertyRow): Promise<void> {
  const projectId = property.projectId;
  await db.transaction(async (tx) => {
    if (projectId !== null) await lockProject(tx, projectId);
    await tx.delete(properties).where(eq(properties.id, property.id));
    if (projectId !== null) await syncProjectUnits(tx, projectId, { whenEmpty: 'recount' });
  });
}
