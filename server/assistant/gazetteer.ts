import { allowedTypos, editDistance } from './fuzzy';
import {
  FOREIGN_PLACES,
  KNOWN_CITIES,
  KNOWN_DEPARTMENTS,
  WHOLE_COUNTRY_ALIASES,
  neighborhoodAliases,
  type KnownNeighborhood,
} from './places';
import type { PlaceFacts } from './slots';
import { fold } from './text';

export type Place =
  | { kind: 'city'; name: string; department: string | null }
  | { kind: 'department'; name: string }
  | { kind: 'neighborhood'; name: string; city: string | null }
  | { kind: 'foreign'; name: string }
  | { kind: 'country' };

const QUALIFIERS =
  /^(alto|alta|bajo|baja|norte|sur|oriente|occidente|oriental|occidental|centro|del|de|la|el)$/;
const COMMON_FIRST_WORDS =
  /^(ciudad|barrio|sector|parque|villa|santa|san|nueva|nuevo|puerto|altos|balcones|bosques)$/;

/** The first word of a multi-word neighbourhood name, when it is distinctive enough to name it alone. */
function shortAlias(name: string): string | null {
  const words = fold(name)
    .replace(/^(el|la|los|las)\s+/, '')
    .split(' ');
  if (words.length < 2) return null;
  const [first, ...rest] = words as [string, ...string[]];
  if (first.length < 6 || COMMON_FIRST_WORDS.test(first)) return null;
  return rest.every((w) => QUALIFIERS.test(w)) || rest.length <= 2 ? first : null;
}

const KIND_RANK: Record<Place['kind'], number> = {
  neighborhood: 0,
  city: 1,
  department: 2,
  country: 3,
  foreign: 4,
};

/**
 * The places the assistant recognises: the known Colombian cities and departments, foreign places (to say the
 * inventory is Colombian), and the cities and neighbourhoods that exist in the database right now.
 */
export class Gazetteer implements PlaceFacts {
  private readonly byAlias = new Map<string, Place>();
  private readonly fuzzyAliases: [string, Place][] = [];
  private readonly departments = new Map<string, string | null>();
  private readonly hoodCity = new Map<string, string | null>();
  readonly maxWords: number;

  constructor(inventory: { cities: readonly string[]; neighborhoods: readonly KnownNeighborhood[] }) {
    for (const place of FOREIGN_PLACES) {
      for (const alias of place.aliases) this.add(alias, { kind: 'foreign', name: place.name }, false);
    }
    for (const alias of WHOLE_COUNTRY_ALIASES) this.add(alias, { kind: 'country' }, false);
    for (const dep of KNOWN_DEPARTMENTS) {
      for (const alias of dep.aliases) this.add(alias, { kind: 'department', name: dep.name }, true);
    }
    for (const city of KNOWN_CITIES) {
      this.departments.set(city.name, city.department);
      for (const alias of city.aliases) {
        this.add(alias, { kind: 'city', name: city.name, department: city.department }, true);
      }
    }
    for (const city of inventory.cities) {
      const alias = fold(city);
      if (!alias || this.byAlias.get(alias)?.kind === 'city') continue;
      this.departments.set(city, null);
      this.add(alias, { kind: 'city', name: city, department: null }, true);
    }
    const shortNames = new Map<string, KnownNeighborhood[]>();
    for (const hood of inventory.neighborhoods) {
      this.hoodCity.set(hood.name, hood.city);
      for (const alias of neighborhoodAliases(hood.name)) {
        this.add(alias, { kind: 'neighborhood', name: hood.name, city: hood.city }, true);
      }
      const short = shortAlias(hood.name);
      if (short) shortNames.set(short, [...(shortNames.get(short) ?? []), hood]);
    }
    // 'Chapinero' for 'Chapinero Alto': only when one neighbourhood could be meant.
    for (const [alias, hoods] of shortNames) {
      const hood = hoods[0] as KnownNeighborhood;
      if (hoods.length === 1 && !this.byAlias.has(alias)) {
        this.add(alias, { kind: 'neighborhood', name: hood.name, city: hood.city }, true);
      }
    }
    this.maxWords = Math.max(1, ...[...this.byAlias.keys()].map((a) => a.split(' ').length));
  }

  private add(alias: string, place: Place, fuzzy: boolean) {
    const existing = this.byAlias.get(alias);
    // The first meaning of a phrase stays, except that a city always wins.
    if (existing && (existing.kind === 'city' || place.kind !== 'city')) return;
    this.byAlias.set(alias, place);
    if (fuzzy && alias.length >= 5) this.fuzzyAliases.push([alias, place]);
  }

  /** The place an exact phrase names, if any. */
  exact(phrase: string): Place | null {
    return this.byAlias.get(phrase) ?? null;
  }

  /** The place a misspelt phrase most likely names (within the typos its length allows), if any. */
  closest(phrase: string): { place: Place; typos: number } | null {
    let best: { place: Place; typos: number } | null = null;
    for (const [alias, place] of this.fuzzyAliases) {
      const max = allowedTypos(alias.length);
      if (max === 0 || Math.abs(alias.length - phrase.length) > max) continue;
      const typos = editDistance(phrase, alias, max);
      if (typos === 0 || typos > max) continue;
      if (
        !best ||
        typos < best.typos ||
        (typos === best.typos && KIND_RANK[place.kind] > KIND_RANK[best.place.kind])
      ) {
        best = { place, typos };
      }
    }
    return best;
  }

  departmentOfCity(city: string): string | null {
    return this.departments.get(city) ?? null;
  }

  cityOfNeighborhood(neighborhood: string): string | null {
    return this.hoodCity.get(neighborhood) ?? null;
  }
}
