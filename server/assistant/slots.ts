import type { ChatSlots, SlotKey } from '#domain/chat';
import { EMPTY_SLOTS } from '#domain/chat-slots';

type ScalarKey = Exclude<SlotKey, 'amenities'>;

/** One typed change to the session's filters: set a value, clear it, or add/remove an amenity. */
export type SlotOp =
  | { [K in ScalarKey]: { op: 'set'; slot: K; value: NonNullable<ChatSlots[K]> } }[ScalarKey]
  | { op: 'clear'; slot: SlotKey }
  | { op: 'add_amenity'; code: string }
  | { op: 'remove_amenity'; code: string };

/** Where each city of the inventory or of the known list lies, to keep city, department and neighbourhood coherent. */
export type PlaceFacts = {
  departmentOfCity(city: string): string | null;
  cityOfNeighborhood(neighborhood: string): string | null;
};

/**
 * Applies operations in order and then keeps the filters coherent: a new city drops a neighbourhood or department
 * elsewhere, a new minimum above the maximum drops the maximum (and the other way round).
 */
export function applyOps(slots: ChatSlots, ops: readonly SlotOp[], places: PlaceFacts): ChatSlots {
  const next: ChatSlots = { ...slots, amenities: [...slots.amenities] };
  const touched = new Set<SlotKey>();
  for (const op of ops) {
    if (op.op === 'set') {
      (next as Record<string, unknown>)[op.slot] = op.value;
      touched.add(op.slot);
    } else if (op.op === 'clear') {
      (next as Record<string, unknown>)[op.slot] = op.slot === 'amenities' ? [] : null;
      touched.add(op.slot);
    } else if (op.op === 'add_amenity') {
      if (!next.amenities.includes(op.code)) next.amenities.push(op.code);
    } else {
      next.amenities = next.amenities.filter((code) => code !== op.code);
    }
  }

  if (touched.has('city') && next.city) {
    const hood = next.neighborhood ? places.cityOfNeighborhood(next.neighborhood) : null;
    if (next.neighborhood && !touched.has('neighborhood') && hood && hood !== next.city)
      next.neighborhood = null;
    const department = places.departmentOfCity(next.city);
    if (next.department && !touched.has('department') && department && department !== next.department) {
      next.department = null;
    }
  }
  if (touched.has('department') && next.department && next.city && !touched.has('city')) {
    const department = places.departmentOfCity(next.city);
    if (department && department !== next.department) {
      next.city = null;
      next.neighborhood = null;
    }
  }
  keepOrdered(next, 'price_min', 'price_max', touched);
  keepOrdered(next, 'area_min', 'area_max', touched);
  keepOrdered(next, 'bedrooms_min', 'bedrooms_max', touched);
  return next;
}

function keepOrdered(
  slots: ChatSlots,
  minKey: 'price_min' | 'area_min' | 'bedrooms_min',
  maxKey: 'price_max' | 'area_max' | 'bedrooms_max',
  touched: Set<SlotKey>
) {
  const min = slots[minKey];
  const max = slots[maxKey];
  if (min === null || max === null || min <= max) return;
  // The value just stated wins over the older one.
  if (touched.has(maxKey) && !touched.has(minKey)) slots[minKey] = null;
  else slots[maxKey] = null;
}

/** A fresh copy of the empty filters. */
export const emptySlots = (): ChatSlots => ({ ...EMPTY_SLOTS, amenities: [] });

/** Reads stored filters defensively: unknown keys dropped, missing ones empty. */
export function parseStoredSlots(value: unknown): ChatSlots {
  const slots = emptySlots();
  if (typeof value !== 'object' || value === null) return slots;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(slots) as SlotKey[]) {
    const stored = record[key];
    if (key === 'amenities') {
      slots.amenities = Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
    } else if (typeof stored === 'string' || typeof stored === 'number') {
      (slots as Record<string, unknown>)[key] = stored;
    }
  }
  return slots;
}
