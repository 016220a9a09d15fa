import { PROPERTY_TYPES, type ChatPropertyType, type ChatSlots, type SlotKey } from '#domain/chat';
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

/**
 * What the visitor ruled out ('no casas', 'not in El Poblado'). The filters say what is wanted; these say what must
 * never be shown, so they are never loosened when nothing matches.
 */
export type Exclusions = {
  property_types: ChatPropertyType[];
  cities: string[];
  neighborhoods: string[];
};

export const noExclusions = (): Exclusions => ({ property_types: [], cities: [], neighborhoods: [] });

export const hasExclusions = (e: Exclusions) =>
  e.property_types.length + e.cities.length + e.neighborhoods.length > 0;

/**
 * The filters and exclusions after a message: what it rules out drops an earlier filter asking for it ('no casas'
 * after a search of houses), and what the filters now ask for leaves the earlier exclusions (asking for houses again
 * takes houses off the list).
 */
export function applyExclusions(
  slots: ChatSlots,
  before: Exclusions,
  stated: Exclusions
): { slots: ChatSlots; excluded: Exclusions } {
  const next = { ...slots };
  if (next.property_type && stated.property_types.includes(next.property_type)) next.property_type = null;
  if (next.city && stated.cities.includes(next.city)) {
    next.city = null;
    next.neighborhood = null;
  }
  if (next.neighborhood && stated.neighborhoods.includes(next.neighborhood)) next.neighborhood = null;
  const union = <T>(a: readonly T[], b: readonly T[]) => [...new Set([...a, ...b])];
  return {
    slots: next,
    excluded: {
      property_types: union(before.property_types, stated.property_types).filter(
        (t) => t !== next.property_type
      ),
      cities: union(before.cities, stated.cities).filter((c) => c !== next.city),
      neighborhoods: union(before.neighborhoods, stated.neighborhoods).filter((n) => n !== next.neighborhood),
    },
  };
}

/** Reads stored exclusions defensively. */
export function parseStoredExclusions(value: unknown): Exclusions {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  return {
    property_types: strings(record.property_types).filter((t): t is ChatPropertyType =>
      (PROPERTY_TYPES as readonly string[]).includes(t)
    ),
    cities: strings(record.cities),
    neighborhoods: strings(record.neighborhoods),
  };
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
