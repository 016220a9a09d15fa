import { asc, inArray } from 'drizzle-orm';
import type { Amenity } from '#domain/amenity';
import type { Db } from '#server/db/client';
import { amenities } from '#server/db/schema';
import { HttpError } from '#server/lib/http-error';

type AmenityRow = typeof amenities.$inferSelect;

/** The API shape of a catalogue row. */
export const toAmenity = (row: AmenityRow): Amenity => ({
  id: row.id,
  code: row.code,
  name: row.name,
  category: row.category,
});

/** The whole amenity catalogue: the 16 standard entries first (lowest ids), then the communal extras. */
export async function listAmenities(db: Db): Promise<Amenity[]> {
  const rows = await db.select().from(amenities).orderBy(asc(amenities.id));
  return rows.map(toAmenity);
}

/** Refuses amenity ids that are not in the catalogue (422), so a typo never becomes a database error. */
export async function requireKnownAmenities(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.select({ id: amenities.id }).from(amenities).where(inArray(amenities.id, unique));
  const known = new Set(found.map((r) => r.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length > 0) throw new HttpError(422, `Amenidad no encontrada: ${missing.join(', ')}`);
  return unique;
}

/** Catalogue codes of the given amenity ids (for copying a model's amenities onto a unit's flags). */
export async function amenityCodes(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ code: amenities.code })
    .from(amenities)
    .where(inArray(amenities.id, [...ids]));
  return rows.map((r) => r.code);
}
