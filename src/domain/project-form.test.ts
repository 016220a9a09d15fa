import fc from 'fast-check';
import { toOptionalNumber } from './form-values';
import { MAX_AREA, MAX_MONEY } from './input-limits';
import type { Project } from './project';
import { matchesPropertySearch } from './property';
import {
  PROJECT_NUMBER_FIELDS,
  ProjectFormSchema,
  projectAutoFill,
  projectToFormValues,
  projectToRequest,
} from './project-form';
import { PROJECT_STATUSES, PROJECT_TYPES } from './statuses';
import { CONSTRUCTION_STAGES, PROJECT_PRIORITIES } from './construction';
import { DOCUMENT_KINDS } from './project-documents';
import { UnitCreateSchema, UnitUpdateSchema } from './property-form';

const valid = { name: 'Torres', location: 'Medellín', address: 'Calle 10', total_units: 10 };
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('project form schema', () => {
  it('fills the spec’s defaults: Borrador, CO, COP, no places, amenities or images', () => {
    expect(ProjectFormSchema.parse(valid)).toMatchObject({
      status: 'DRAFT',
      country_code: 'CO',
      currency: 'COP',
      nearby_places: [],
      amenity_ids: [],
      image_urls: [],
    });
  });

  it('words its errors as spec §5 does', () => {
    expect(messages(ProjectFormSchema.safeParse({ ...valid, name: '' }))).toEqual({
      name: 'El nombre del proyecto es requerido',
    });
    expect(
      messages(
        ProjectFormSchema.safeParse({ ...valid, available_units: 11, price_range_min: 5, price_range_max: 4 })
      )
    ).toEqual({
      available_units: 'Las unidades disponibles no pueden ser más que el total',
      price_range_max: 'El precio máximo debe ser mayor o igual al precio mínimo',
    });
    expect(messages(ProjectFormSchema.safeParse({ ...valid, longitude: 181, roi_expected: -1 }))).toEqual({
      longitude: 'La longitud debe estar entre -180 y 180',
      roi_expected: 'El ROI debe estar entre 0% y 100%',
    });
    expect(messages(ProjectFormSchema.safeParse({ ...valid, total_units: null }))).toEqual({
      total_units: 'El número total de unidades es requerido',
    });
  });

  it('auto-fills empty available units and maximum price only, never a field the user has been in', () => {
    expect(
      projectAutoFill(
        { total_units: 12, available_units: null, price_range_min: 5, price_range_max: null },
        { available_units: true, price_range_max: true }
      )
    ).toEqual({});
    expect(
      projectAutoFill({
        total_units: 12,
        available_units: Number.NaN,
        price_range_min: null,
        price_range_max: null,
      })
    ).toEqual({ available_units: 12 });
    expect(
      projectAutoFill({ total_units: 12, available_units: null, price_range_min: 5, price_range_max: null })
    ).toEqual({
      available_units: 12,
      price_range_max: 5,
    });
    expect(
      projectAutoFill({ total_units: 12, available_units: 3, price_range_min: 5, price_range_max: 9 })
    ).toEqual({});
  });
});

// What the server stores: trimmed text (a blank one is null), finite numbers within the schema's ranges.
const text = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max })
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
const optionalText = (max: number) => fc.option(text(max), { nil: null });
// `+ 0` turns -0 into 0: an input shows both as "0".
const amount = (min: number, max: number) =>
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

const projectArb: fc.Arbitrary<Project> = fc
  .record({
    units: fc
      .integer({ min: 1, max: 1_000_000 })
      .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 0, max: total }))),
    prices: range(0, MAX_MONEY),
    areas: range(0, MAX_AREA),
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
    country_code: fc.stringMatching(/^[A-Z]{2}$/),
    currency: fc.stringMatching(/^[A-Z]{3}$/),
    latitude: optionalAmount(-90, 90),
    longitude: optionalAmount(-180, 180),
    investment_amount: optionalAmount(0, MAX_MONEY),
    roi_expected: optionalAmount(0, 100),
    revenue: optionalAmount(0, MAX_MONEY),
    progress: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    start_date: fc.option(day, { nil: null }),
    completion_date: fc.option(day, { nil: null }),
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
  .map(({ units: [total, available], prices, areas, ...rest }) => ({
    ...rest,
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
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  }));

/** What the browser does to a number field: it shows the value as text, and the form reads the text back. */
function throughInputs<T extends Record<string, unknown>>(values: T): T {
  const typed = PROJECT_NUMBER_FIELDS.map((name) => {
    const shown = values[name] == null ? '' : String(values[name]);
    return [name, toOptionalNumber(shown)];
  });
  return { ...values, ...Object.fromEntries(typed) };
}

describe('project form definition', () => {
  it('gives back any valid project: entity → form values → request body', () => {
    fc.assert(
      fc.property(projectArb, (project) => {
        const request = projectToRequest(
          ProjectFormSchema.parse(throughInputs(projectToFormValues(project)))
        );
        const keys = Object.keys(request) as (keyof typeof request)[];
        expect(keys.sort()).toEqual(Object.keys(ProjectFormSchema.shape).sort());
        const { nearby_places, ...rest } = request;
        expect(rest).toEqual(
          Object.fromEntries(keys.filter((k) => k !== 'nearby_places').map((k) => [k, project[k]]))
        );
        expect(nearby_places).toEqual(
          project.nearby_places.map(({ name, type, distance }) => ({ name, type, distance }))
        );
      })
    );
  });

  it('keeps every digit typed into a number field', () => {
    fc.assert(
      fc.property(amount(-Number.MAX_VALUE, Number.MAX_VALUE), (n) => {
        expect(toOptionalNumber(String(n))).toBe(n);
      })
    );
    expect(toOptionalNumber('2420')).toBe(2420);
    expect(toOptionalNumber('980000000')).toBe(980_000_000);
    expect(toOptionalNumber('14.5')).toBe(14.5);
  });

  it('starts a new project with the spec’s defaults, and sends blanks as null', () => {
    const values = projectToFormValues(null);
    expect(values).toMatchObject({ status: 'DRAFT', country_code: 'CO', currency: 'COP', image_urls: [] });
    expect(
      projectToRequest(
        ProjectFormSchema.parse({
          ...values,
          name: ' Torres ',
          location: 'Medellín',
          address: 'Calle 10',
          total_units: 10,
        })
      )
    ).toMatchObject({
      name: 'Torres',
      description: null,
      city: null,
      start_date: null,
      available_units: null,
      price_range_max: null,
      nearby_places: [],
      amenity_ids: [],
    });
  });
});

describe('number inputs', () => {
  it('turn blank and NaN into null', () => {
    expect(toOptionalNumber('')).toBeNull();
    expect(toOptionalNumber(Number.NaN)).toBeNull();
    expect(toOptionalNumber('12,5')).toBe(12.5);
    expect(toOptionalNumber('450000000')).toBe(450_000_000);
  });
});

describe('unit schemas', () => {
  it('require a model and refuse inherited fields at creation', () => {
    expect(messages(UnitCreateSchema.safeParse({ name: 'Apto 1' }))).toEqual({
      property_model_id: 'Debes seleccionar un modelo de propiedad',
    });
    expect(UnitCreateSchema.safeParse({ name: 'Apto 1', property_model_id: 3, bedrooms: 2 }).success).toBe(
      false
    );
  });

  it('let an edit change price, status and images only, naming the version read', () => {
    expect(UnitUpdateSchema.safeParse({ status: 'SOLD', version: 2 }).success).toBe(true);
    expect(UnitUpdateSchema.safeParse({ status: 'SOLD', version: 2, name: 'x' }).success).toBe(false);
    expect(UnitUpdateSchema.safeParse({ status: 'SOLD' }).success).toBe(false);
  });
});

describe('property search', () => {
  it('matches name, description or address, ignoring case', () => {
    const p = { name: 'Apto 101', description: 'Vista al parque', address: 'Calle 10 # 43' };
    expect(matchesPropertySearch(p, 'APTO')).toBe(true);
    expect(matchesPropertySearch(p, 'parque')).toBe(true);
    expect(matchesPropertySearch(p, 'calle 10')).toBe(true);
    expect(matchesPropertySearch(p, 'casa')).toBe(false);
    expect(matchesPropertySearch(p, '  ')).toBe(true);
  });
});
