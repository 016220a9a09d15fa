import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { PropertyType } from '#domain/property-types';
import type { UploadFolder } from '#domain/upload';
import type { Db } from '#server/db/client';
import { projectImages, propertyImages, propertyModelImages } from '#server/db/schema';
import { DEMO_RENDERS, type DemoRender } from '#server/demo/demo-renders';
import { IMMUTABLE_CACHE_CONTROL, type FileStorage } from '#server/storage/storage';
import { makeThumbnail, thumbnailKeyOf } from '#server/storage/thumbnail';

type Encoded = { jpeg: Uint8Array; thumbnail: Uint8Array };

const JPEG_QUALITY = 82;

// A stored name is a UUID (the file route and the web app's thumbnail rule expect one); derived from what the
// picture is, so seeding the same company twice writes the same keys instead of piling up copies.
function stableUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * Puts the demo renders in storage the way an upload would (a JPEG and its WebP thumbnail under the company's
 * folder), each one rendered once and written once per company and folder, only when some row uses it.
 */
export function createDemoImageStore(storage: FileStorage) {
  const encoded = new Map<string, Promise<Encoded>>();
  const written = new Map<string, Promise<string>>();

  const encode = (render: DemoRender) => {
    let pending = encoded.get(render.name);
    if (!pending) {
      pending = (async () => {
        const jpeg = await sharp(Buffer.from(render.svg))
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer();
        const thumbnail = await makeThumbnail(jpeg);
        if (!thumbnail) throw new Error(`Demo render does not decode: ${render.name}`);
        return { jpeg: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), thumbnail };
      })();
      encoded.set(render.name, pending);
    }
    return pending;
  };

  /** The public address of `render` stored for `companyId` in `folder`. */
  return function urlOf(companyId: number, folder: UploadFolder, render: DemoRender): Promise<string> {
    const key = `${companyId}/${folder}/${stableUuid(`demo:${companyId}:${folder}:${render.name}`)}.jpg`;
    let pending = written.get(key);
    if (!pending) {
      pending = (async () => {
        const { jpeg, thumbnail } = await encode(render);
        await storage.put(key, jpeg, { contentType: 'image/jpeg', cacheControl: IMMUTABLE_CACHE_CONTROL });
        await storage.put(thumbnailKeyOf(key), thumbnail, {
          contentType: 'image/webp',
          cacheControl: IMMUTABLE_CACHE_CONTROL,
        });
        return storage.publicUrl(key);
      })();
      written.set(key, pending);
    }
    return pending;
  };
}

const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `
  )})`;

// A picture with the sea in it would tell a visitor a listing in Medellín or Bogotá is by the beach.
const COASTAL_CITIES = new Set([
  'barranquilla',
  'cartagena',
  'santa marta',
  'san andres',
  'riohacha',
  'tolu',
  'covenas',
]);
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
const isCoastal = (city: string | null) => city !== null && COASTAL_CITIES.has(fold(city));

/** The pictures of one view that suit a type (a lot has no inside view) and the place (the sea only on the coast). */
const choices = (view: DemoRender['view'], type: PropertyType, coastal: boolean) =>
  DEMO_RENDERS.filter((r) => r.view === view && r.suits.includes(type) && (coastal || !r.coast));

// Neighbouring rows get different pictures: the choice turns with the row's id.
const pick = (list: readonly DemoRender[], turn: number) =>
  list.length === 0 ? undefined : list[Math.abs(turn) % list.length];

/** The outside views, then an inside view, that illustrate a listing of `type` in `city`, turned by `turn`. */
export function picturesFor(
  type: PropertyType,
  turn: number,
  exteriors: number,
  city: string | null = null
): DemoRender[] {
  const coastal = isCoastal(city);
  const outside = choices('exterior', type, coastal);
  const shown = Array.from({ length: Math.min(exteriors, outside.length) }, (_, i) =>
    pick(outside, turn + i)
  );
  return [...shown, pick(choices('interior', type, coastal), turn)].filter(
    (r): r is DemoRender => r !== undefined
  );
}

const mostCommon = (types: readonly PropertyType[]): PropertyType | undefined => {
  const counts = new Map<PropertyType, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
};

/**
 * Gives the demo companies' projects, models and independent listings pictures: two outside views and one inside
 * view per project, an inside view per model, an outside and an inside view per independent listing. Rows that
 * already have pictures are left as they are.
 */
export async function attachDemoImages(
  tx: Db,
  storage: FileStorage,
  companyIds: readonly number[]
): Promise<void> {
  const urlOf = createDemoImageStore(storage);
  const units = await tx.execute<{
    id: number;
    company_id: number;
    project_id: number | null;
    property_model_id: number | null;
    property_type: PropertyType;
    city: string | null;
  }>(sql`select id, company_id, project_id, property_model_id, property_type, city from properties
    where company_id in ${idList(companyIds)} order by id`);
  const typesOfProject = new Map<number, PropertyType[]>();
  const typesOfModel = new Map<number, { companyId: number; types: PropertyType[] }>();
  for (const u of units.rows) {
    if (u.project_id !== null) {
      typesOfProject.set(u.project_id, [...(typesOfProject.get(u.project_id) ?? []), u.property_type]);
    }
    if (u.property_model_id !== null) {
      const model = typesOfModel.get(u.property_model_id) ?? { companyId: u.company_id, types: [] };
      model.types.push(u.property_type);
      typesOfModel.set(u.property_model_id, model);
    }
  }

  const projectRows = await tx.execute<{
    id: number;
    company_id: number;
    type: string | null;
    city: string | null;
  }>(
    sql`select p.id, p.company_id, p.type, p.city from projects p
      where p.company_id in ${idList(companyIds)}
        and not exists (select 1 from project_images i where i.project_id = p.id) order by p.id`
  );
  const projectValues: (typeof projectImages.$inferInsert)[] = [];
  for (const p of projectRows.rows) {
    const type = mostCommon(typesOfProject.get(p.id) ?? []) ?? typeOfProject(p.type);
    const pictures = picturesFor(type, p.id, 2, p.city);
    for (const [position, render] of pictures.entries()) {
      projectValues.push({
        projectId: p.id,
        imageUrl: await urlOf(p.company_id, 'projects', render),
        altText: render.alt,
        imageType: render.view,
        position,
      });
    }
  }
  if (projectValues.length > 0) await tx.insert(projectImages).values(projectValues);

  const modelValues: (typeof propertyModelImages.$inferInsert)[] = [];
  const modelIds = [...typesOfModel.keys()];
  const modelsWithImages = new Set(
    modelIds.length === 0
      ? []
      : (
          await tx
            .select({ id: propertyModelImages.propertyModelId })
            .from(propertyModelImages)
            .where(inArray(propertyModelImages.propertyModelId, modelIds))
        ).map((r) => r.id)
  );
  for (const [modelId, model] of typesOfModel) {
    if (modelsWithImages.has(modelId)) continue;
    const type = mostCommon(model.types) ?? 'apartment';
    const [inside] = picturesFor(type, modelId, 0);
    if (!inside) continue;
    modelValues.push({
      propertyModelId: modelId,
      imageUrl: await urlOf(model.companyId, 'properties', inside),
      position: 0,
    });
  }
  if (modelValues.length > 0) await tx.insert(propertyModelImages).values(modelValues);

  const independent = units.rows.filter((u) => u.project_id === null);
  const withImages = new Set(
    independent.length === 0
      ? []
      : (
          await tx
            .select({ id: propertyImages.propertyId })
            .from(propertyImages)
            .where(
              inArray(
                propertyImages.propertyId,
                independent.map((u) => u.id)
              )
            )
        ).map((r) => r.id)
  );
  const propertyValues: (typeof propertyImages.$inferInsert)[] = [];
  for (const u of independent) {
    if (withImages.has(u.id)) continue;
    for (const [position, render] of picturesFor(u.property_type, u.id, 1, u.city).entries()) {
      propertyValues.push({
        propertyId: u.id,
        imageUrl: await urlOf(u.company_id, 'properties', render),
        isPrimary: position === 0,
        position,
      });
    }
  }
  if (propertyValues.length > 0) await tx.insert(propertyImages).values(propertyValues);
}

// A project with no units yet is pictured by what its type usually holds.
function typeOfProject(type: string | null): PropertyType {
  if (type === 'commercial' || type === 'industrial') return 'commercial';
  if (type === 'office') return 'office';
  return 'apartment';
}
