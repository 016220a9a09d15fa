import { sql } from 'drizzle-orm';
import type { ChatPropertyType } from '#domain/chat';
import { median } from '#domain/finance/analysis';
import type { Db } from '#server/db/client';
import { Gazetteer } from './gazetteer';
import type { Spellings } from './search';
import { fold, foldedName } from './text';

/** What the engine knows about the inventory at one version: its places and how the database spells them. */
export type InventorySnapshot = {
  version: string;
  gazetteer: Gazetteer;
  spellings: Spellings;
  /** When the places were read (ms since the epoch). */
  loadedAt: number;
  /**
   * The rented comparables read at this version, by city and type ({@link rentedRatiosAt}). A snapshot lives for one
   * version of the inventory, which every write to a listing, its project or its company bumps: a listing rented,
   * repriced or withdrawn is in the next question's estimates.
   */
  rented: Map<string, Promise<RentedRatio[]>>;
};

/** One distinct place of the listings or projects; '' for a missing part (an empty name is no place). */
type PlaceRow = { city: string; department: string; neighborhood: string };

/**
 * The distinct (city, department, neighbourhood) of a table, read as a skip scan of its `<table>_places_idx`: one
 * index probe per distinct place, whatever the number of rows (a DISTINCT read every row: 1.4 s at 1 M listings).
 */
const distinctPlaces = (table: 'properties' | 'projects') => {
  const t = sql.raw(table);
  const key = sql`(coalesce(city, ''), coalesce(department, ''), coalesce(neighborhood, ''))`;
  return sql`
    with recursive place(city, department, neighborhood) as (
      (select coalesce(city, ''), coalesce(department, ''), coalesce(neighborhood, '') from ${t}
        order by 1, 2, 3 limit 1)
      union all
      select next.* from place, lateral (
        select coalesce(city, '') as city, coalesce(department, '') as department,
          coalesce(neighborhood, '') as neighborhood
        from ${t} where ${key} > (place.city, place.department, place.neighborhood)
        order by 1, 2, 3 limit 1
      ) as next
    )
    select city, department, neighborhood from place`;
};

/** Loads the places of the inventory (distinct cities, departments, neighbourhoods) into a snapshot. */
export async function loadInventory(db: Db, version: string): Promise<InventorySnapshot> {
  const [listed, projected] = await Promise.all([
    db.execute<PlaceRow>(distinctPlaces('properties')),
    db.execute<PlaceRow>(distinctPlaces('projects')),
  ]);
  const places = [...listed.rows, ...projected.rows];
  const cities = [...new Set(places.map((p) => p.city).filter((name) => name !== ''))];
  const departments = [...new Set(places.map((p) => p.department).filter((name) => name !== ''))];
  const hoods = places
    .filter((p) => p.neighborhood !== '')
    .map((p) => ({ neighborhood: p.neighborhood, city: p.city === '' ? null : p.city }));
  const byFolded = (values: readonly string[]) => {
    const map = new Map<string, string[]>();
    for (const value of values) {
      const key = fold(value);
      map.set(key, [...(map.get(key) ?? []), value]);
    }
    return map;
  };
  const citySpellings = byFolded(cities);
  const departmentSpellings = byFolded(departments);
  const hoodSpellings = byFolded([...new Set(hoods.map((r) => r.neighborhood))]);
  // One neighbourhood name may exist in several cities; it is then known without a city.
  const hoodCities = new Map<string, Set<string | null>>();
  for (const r of hoods) {
    const set = hoodCities.get(r.neighborhood) ?? new Set();
    set.add(r.city);
    hoodCities.set(r.neighborhood, set);
  }
  const gazetteer = new Gazetteer({
    cities,
    neighborhoods: [...hoodCities].map(([name, set]) => ({
      name,
      city: set.size === 1 ? ([...set][0] ?? null) : null,
    })),
  });
  const lookup = (map: Map<string, string[]>) => (name: string) => map.get(fold(name)) ?? [name];
  return {
    version,
    loadedAt: Date.now(),
    rented: new Map(),
    gazetteer,
    spellings: {
      city: lookup(citySpellings),
      department: lookup(departmentSpellings),
      neighborhood: lookup(hoodSpellings),
    },
  };
}

/** A monthly rent estimated from rented properties of the same type: in the neighbourhood, else in the city. */
export type RentEstimate = {
  monthlyRent: number;
  /** Median monthly rent as a share of the price among the comparables. */
  monthlyYield: number;
  comparables: number;
  scope: 'neighborhood' | 'city';
};

/** Fewest comparables a median is trusted on. */
export const MIN_COMPARABLES = 3;

/**
 * What a rented comparable contributes: its neighbourhood, folded once when read (every listing of a question
 * compares it with its own: folding 2 000 comparables' names per listing was most of a new question's time at
 * 1 M listings), and its monthly rent as a share of its price.
 */
export type RentedRatio = { id: number; place: string | null; ratio: number };

/** The rented listings of one type in one city, read once for every listing of that city and type. */
export async function rentedRatios(
  db: Db,
  spellings: Spellings,
  city: string,
  propertyType: ChatPropertyType
): Promise<RentedRatio[]> {
  const cities = sql.join(
    spellings.city(city).map((c) => sql`${c}`),
    sql`, `
  );
  // Two branches rather than one condition with an OR: the listings that name the city are read from the covering
  // index of the rented listings alone (migration 0029), without a page of the table or a project per listing; only
  // a listing without a city of its own, or without a neighbourhood, looks up its project's.
  const result = await db.execute<{ id: number; neighborhood: string | null; ratio: number | string }>(sql`
    select id, neighborhood, ratio from (
      (select p.id, coalesce(p.neighborhood, (select pr.neighborhood from projects pr where pr.id = p.project_id))
          as neighborhood, p.monthly_rent / p.price as ratio
        from properties p
        where p.status = 'RENTED' and p.monthly_rent is not null and p.monthly_rent > 0 and p.price > 0
          and p.property_type = ${propertyType} and p.city in (${cities})
        limit 2001)
      union all
      (select p.id, coalesce(p.neighborhood, pr.neighborhood), p.monthly_rent / p.price
        from properties p join projects pr on pr.id = p.project_id
        where p.status = 'RENTED' and p.monthly_rent is not null and p.monthly_rent > 0 and p.price > 0
          and p.property_type = ${propertyType} and p.city is null and pr.city in (${cities})
        limit 2001)
    ) as rented
    limit 2001`);
  // A city has a few dozen neighbourhoods: each spelling is folded once.
  return result.rows.map((r) => ({
    id: Number(r.id),
    place: r.neighborhood === null ? null : foldedName(r.neighborhood),
    ratio: Number(r.ratio),
  }));
}

/** Most (city, type) reads of comparables one snapshot keeps: a platform has tens of cities and six types. */
const RENTED_READS_KEPT = 500;

/**
 * {@link rentedRatios} once per version of the inventory: every new question about a city and type estimated the
 * same rents from the same 2 000 comparables, read and indexed again (about a third of a new question's database
 * time and of its driver's work at 1 M listings). The read is the snapshot's, which a write to the inventory replaces.
 */
export function rentedRatiosAt(
  db: Db,
  snapshot: InventorySnapshot,
  city: string,
  propertyType: ChatPropertyType
): Promise<RentedRatio[]> {
  const key = `${foldedName(city)}\u0000${propertyType}`;
  let read = snapshot.rented.get(key);
  if (!read) {
    if (snapshot.rented.size >= RENTED_READS_KEPT) snapshot.rented.clear();
    read = rentedRatios(db, snapshot.spellings, city, propertyType);
    // A failed read is not kept: the next question reads again.
    read.catch(() => snapshot.rented.delete(key));
    snapshot.rented.set(key, read);
  }
  return read;
}

/**
 * The rent a property would fetch: the median monthly rent-to-price ratio of rented comparables (same type, same
 * neighbourhood when three or more exist, else the same city) times its price; null with fewer than three. The ratio
 * is used rather than rent per m² because listings of one neighbourhood differ more in age and finish than in yield.
 */
export function rentFromRatios(
  ratios: readonly RentedRatio[],
  target: { neighborhood: string | null; price: number; excludeId?: number }
): RentEstimate | null {
  if (target.price <= 0) return null;
  const excluded = target.excludeId ?? 0;
  const place = target.neighborhood ? foldedName(target.neighborhood) : null;
  // The median of a place's comparables is the same for every listing there that is not one of them (a listing
  // for sale never is): it is computed once per read of the comparables and place.
  const read = comparablesOf(ratios);
  const chosen = read.ids.has(excluded) ? chooseComparables(ratios, excluded, place) : read.chosen(place);
  if (!chosen) return null;
  // Rents are quoted in thousands of pesos.
  const monthlyRent = Math.round((chosen.monthlyYield * target.price) / 1000) * 1000;
  return {
    monthlyRent,
    monthlyYield: chosen.monthlyYield,
    comparables: chosen.comparables,
    scope: chosen.scope,
  };
}

type Chosen = Pick<RentEstimate, 'monthlyYield' | 'comparables' | 'scope'>;

/** Most comparables a median is taken over. */
const MAX_COMPARABLES = 2000;

/**
 * One read of the comparables, indexed once for every listing it serves: their ids, their ratios by place, and the
 * estimate of each place asked (the city's median is sorted once, not once per place with too few comparables).
 */
type ComparablesRead = { ids: ReadonlySet<number>; chosen(place: string | null): Chosen | null };
const reads = new WeakMap<readonly RentedRatio[], ComparablesRead>();

function comparablesOf(ratios: readonly RentedRatio[]): ComparablesRead {
  const known = reads.get(ratios);
  if (known) return known;
  const rows = ratios.length > MAX_COMPARABLES ? ratios.slice(0, MAX_COMPARABLES) : ratios;
  const byPlace = new Map<string, number[]>();
  for (const r of rows) {
    if (r.place === null) continue;
    const list = byPlace.get(r.place);
    if (list) list.push(r.ratio);
    else byPlace.set(r.place, [r.ratio]);
  }
  let city: Chosen | null | undefined;
  const cityWide = () =>
    (city ??=
      rows.length >= MIN_COMPARABLES
        ? { monthlyYield: medianOf(rows.map((r) => r.ratio)), comparables: rows.length, scope: 'city' }
        : null);
  const estimates = new Map<string | null, Chosen | null>();
  const read: ComparablesRead = {
    ids: new Set(ratios.map((r) => r.id)),
    chosen(place) {
      let chosen = estimates.get(place);
      if (chosen !== undefined) return chosen;
      const local = place !== null ? byPlace.get(place) : undefined;
      chosen =
        local && local.length >= MIN_COMPARABLES
          ? { monthlyYield: medianOf(local), comparables: local.length, scope: 'neighborhood' }
          : cityWide();
      estimates.set(place, chosen);
      return chosen;
    },
  };
  reads.set(ratios, read);
  return read;
}

/** The median of ratios ({@link median}'s), sorted as numbers in a typed array: no comparator call per step. */
function medianOf(values: readonly number[]): number {
  const sorted = Float64Array.from(values).sort();
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The estimate of a listing that is itself among the comparables, left out of its own median. */
function chooseComparables(
  ratios: readonly RentedRatio[],
  excluded: number,
  place: string | null
): Chosen | null {
  const rows = ratios.filter((r) => r.id !== excluded).slice(0, MAX_COMPARABLES);
  const local = place !== null ? rows.filter((r) => r.place === place) : [];
  const chosen =
    local.length >= MIN_COMPARABLES
      ? { rows: local, scope: 'neighborhood' as const }
      : rows.length >= MIN_COMPARABLES
        ? { rows, scope: 'city' as const }
        : null;
  if (!chosen) return null;
  return {
    monthlyYield: median(chosen.rows.map((r) => r.ratio)) as number,
    comparables: chosen.rows.length,
    scope: chosen.scope,
  };
}
