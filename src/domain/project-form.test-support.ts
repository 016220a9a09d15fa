import fc from 'fast-check';
import { CONSTRUCTION_STAGES, PROJECT_PRIORITIES } from './construction';
import { COUNTRIES } from './countries';
import { toOptionalNumber } from './form-values';
import type { Project } from './project';
import { MAX_AREA, MAX_MONEY } from './input-limits';
import { DOCUMENT_KINDS } from './project-documents';
import { PROJECT_NUMBER_FIELDS } from './project-form';
import { PROJECT_STATUSES, PROJECT_TYPES } from './statuses';

// Arbitraries of the project form round trips (the project form and the constructor form).

// What the server stores: trimmed text (a blank one is null), finite numbers within the schema's ranges.
export const text = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max })
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
const optionalText = (max: number) => fc.option(text(max), { nil: null });
// `+ 0` turns -0 into 0: an input shows both as "0".
export const amount = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => n + 0);
const optionalAmount = (min = 0, max = Number.MAX_VALUE) => fc.option(amount(min, max), { nil: null });
/** An ordered pair, either end possibly missing. */
const range = (min = 0, max = Number.MAX_VALUE) =>
  fc
    .tuple(optionalAmount(min, max), optionalAmount(min, max))
    .map(([a, b]): [number | null, number | null] => (a !== null && b !== null && b < a ? [b, a] : [a, b]));
const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** A start and a completion date, either possibly missing, never completing before starting. */
const dates = fc
  .tuple(fc.option(day, { nil: null }), fc.option(day, { nil: null }))
  .map(([a, b]): [string | null, string | null] => (a !== null && b !== null && b < a ? [b, a] : [a, b]));

/** Any project the API may return, as the schema admits it. */
export const projectArb: fc.Arbitrary<Project> = fc
  .record({
    units: fc
      .integer({ min: 1, max: 1_000_000 })
      .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 0, max: total }))),
    prices: range(0, MAX_MONEY),
    areas: range(0, MAX_AREA),
    period: dates,
    name: text(255),
    description: optionalText(1000),
    status: fc.constantFrom(...PROJECT_STATUSES),
    type: fc.option(fc.constantFrom(...PROJECT_TYPES), { nil: null }),
    location: text(255),
    neighborhood: optionalText(255),
    zone: optionalText(255),
    city: optionalText(100),
    department: optionalText(100),
    address: text(255),
    country_code: fc.constantFrom(...COUNTRIES.map((c) => c.code)),
    currency: fc.stringMatching(/^[A-Z]{3}$/),
    latitude: optionalAmount(-90, 90),
    longitude: optionalAmount(-180, 180),
    investment_amount: optionalAmount(0, MAX_MONEY),
    roi_expected: optionalAmount(0, 100),
    revenue: optionalAmount(0, MAX_MONEY),
    progress: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    delivery_date: fc.option(day, { nil: null }),
    developer: optionalText(255),
    architect: optionalText(255),
    construction_company: optionalText(255),
    features: optionalText(2000),
    construction_stage: fc.constantFrom(...CONSTRUCTION_STAGES),
    priority: fc.constantFrom(...PROJECT_PRIORITIES),
    budget: optionalAmount(0, MAX_MONEY),
    spent: optionalAmount(0, MAX_MONEY),
    manager: optionalText(255),
    documents: fc.array(
      fc.record({
        url: fc.stringMatching(/^[a-z0-9]{1,12}$/).map((n) => `/uploads/${n}.pdf`),
        name: text(255),
        kind: fc.constantFrom(...DOCUMENT_KINDS),
      }),
      { maxLength: 20 }
    ),
    nearby_places: fc.array(
      fc.record({
        id: fc.nat(),
        name: text(255),
        type: text(100),
        distance: fc.option(amount(0, 9999), { nil: null }),
      }),
      { maxLength: 30 }
    ),
    image_urls: fc.array(
      fc.stringMatching(/^[a-z0-9]{1,12}$/).map((n) => `/uploads/${n}.jpg`),
      { maxLength: 10 }
    ),
    amenity_ids: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 50 }),
  })
  .map(({ units: [total, available], prices, areas, period, ...rest }) => ({
    ...rest,
    start_date: period[0],
    completion_date: period[1],
    id: 1,
    company_id: 1,
    total_units: total,
    available_units: available,
    sold_units: total - available,
    price_range_min: prices[0],
    price_range_max: prices[1],
    area_min: areas[0],
    area_max: areas[1],
    images: [],
    amenities: [],
    properties_count: 0,
    version: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  }));

/** What the browser does to a number field: it shows the value as text, and the form reads the text back. */
export function throughInputs<T extends Record<string, unknown>>(values: T): T {
  const typed = PROJECT_NUMBER_FIELDS.map((name) => {
    const shown = values[name] == null ? '' : String(values[name]);
    return [name, toOptionalNumber(shown)];
  });
  return { ...values, ...Object.fromEntries(typed) };
}
