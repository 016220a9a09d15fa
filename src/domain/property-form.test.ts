import fc from 'fast-check';
import { toOptionalNumber } from './form-values';
import { MAX_AREA, MAX_MONEY } from './input-limits';
import type { Property } from './property';
import {
  CHARACTERISTIC_FIELDS,
  PRICE_FIELD,
  PROPERTY_COORDINATE_FIELDS,
  PropertyFormSchema,
  UnitCreateSchema,
  UnitEditFormSchema,
  newPropertyFormValues,
  newUnitFormValues,
  propertyToFormValues,
  propertyToRequest,
  unitEditToRequest,
  unitToEditFormValues,
  unitToRequest,
} from './property-form';
import {
  MODEL_NUMBER_FIELDS,
  PropertyModelFormSchema,
  modelToFormValues,
  modelToRequest,
  type PropertyModel,
} from './property-model';
import { CURRENCIES, PROPERTY_STATUSES, PROPERTY_TYPES } from './statuses';

// What the server stores: trimmed text (a blank one is null), finite numbers within the schema's ranges.
const text = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
const optionalText = (max: number) => fc.option(text(max), { nil: null });
// `+ 0` turns -0 into 0: an input shows both as "0".
const amount = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => n + 0);
const optionalAmount = (min = 0, max = Number.MAX_VALUE) => fc.option(amount(min, max), { nil: null });
const optionalCount = fc.option(fc.nat(), { nil: null });
const imageUrls = fc.array(
  fc.stringMatching(/^[a-z0-9]{1,12}$/).map((s) => `/uploads/${s}.jpg`),
  { maxLength: 10 }
);

const propertyArb: fc.Arbitrary<Property> = fc.record({
  id: fc.nat(),
  company_id: fc.nat(),
  project_id: fc.constant(null),
  project_name: fc.constant(null),
  property_model_id: fc.constant(null),
  property_model_name: fc.constant(null),
  name: text(255),
  description: optionalText(1000),
  property_type: fc.constantFrom(...PROPERTY_TYPES),
  status: fc.constantFrom(...PROPERTY_STATUSES),
  address: optionalText(255),
  city: optionalText(100),
  department: optionalText(100),
  neighborhood: optionalText(255),
  latitude: optionalAmount(-90, 90),
  longitude: optionalAmount(-180, 180),
  area: optionalAmount(0, MAX_AREA),
  bedrooms: optionalCount,
  bathrooms: optionalCount,
  parking_spaces: optionalCount,
  floor_number: optionalCount,
  price: optionalAmount(0, MAX_MONEY),
  currency: fc.constantFrom(...CURRENCIES),
  monthly_rent: fc.constant(null),
  // zod drops a `__proto__` key on parsing (it could not be an own key of the result), so it cannot round-trip.
  amenities: fc.dictionary(
    fc.stringMatching(/^[a-z_]{1,12}$/).filter((k) => k !== '__proto__'),
    fc.constant(true),
    { maxKeys: 5 }
  ),
  images: fc.constant([]),
  image_urls: imageUrls,
  model_images: fc.constant([]),
  version: fc.integer({ min: 1 }),
  created_at: fc.constant('2025-01-01T00:00:00.000Z'),
  updated_at: fc.constant('2025-01-01T00:00:00.000Z'),
});

const modelArb: fc.Arbitrary<PropertyModel> = fc.record({
  id: fc.nat(),
  project_id: fc.nat(),
  name: text(255),
  description: optionalText(500),
  area: optionalAmount(0, MAX_AREA),
  bedrooms: optionalCount,
  bathrooms: optionalCount,
  parking_spaces: optionalCount,
  floor_number: optionalCount,
  price: optionalAmount(0, MAX_MONEY),
  currency: fc.stringMatching(/^[A-Z]{3}$/),
  properties_count: fc.nat(),
  images: fc.constant([]),
  image_urls: imageUrls,
  amenities: fc.constant([]),
  amenity_ids: fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 50 }),
  version: fc.integer({ min: 1 }),
  created_at: fc.constant('2025-01-01T00:00:00.000Z'),
  updated_at: fc.constant('2025-01-01T00:00:00.000Z'),
});

/** What the browser does to a number field: it shows the value as text, and the form reads the text back. */
function throughInputs<T extends Record<string, unknown>>(values: T, fields: readonly { name: string }[]): T {
  const typed = Object.fromEntries(
    fields.map(({ name }) => {
      const shown = values[name] == null ? '' : String(values[name]);
      return [name, toOptionalNumber(shown)];
    })
  );
  return { ...values, ...typed };
}

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

const PROPERTY_NUMBER_FIELDS = [...PROPERTY_COORDINATE_FIELDS, ...CHARACTERISTIC_FIELDS, PRICE_FIELD];

describe('property form definition', () => {
  it('gives back any valid independent property: entity → form → request', () => {
    fc.assert(
      fc.property(propertyArb, (property) => {
        const form = throughInputs(propertyToFormValues(property), PROPERTY_NUMBER_FIELDS);
        const request = propertyToRequest(PropertyFormSchema.parse(form));
        const keys = Object.keys(request) as (keyof typeof request)[];
        expect(request).toEqual(pick(property, keys));
        expect(keys.sort()).toEqual(Object.keys(PropertyFormSchema.shape).sort());
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
    expect(toOptionalNumber('0.000001')).toBe(0.000001);
    expect(toOptionalNumber('950000000.25')).toBe(950_000_000.25);
  });

  it('starts a new property with the first allowed type, available, in COP, and validates once named', () => {
    const values = newPropertyFormValues(['house', 'apartment']);
    expect(values).toMatchObject({ property_type: 'house', status: 'AVAILABLE', currency: 'COP' });
    expect(propertyToRequest(PropertyFormSchema.parse({ ...values, name: ' Casa ' }))).toMatchObject({
      name: 'Casa',
      description: null,
      address: null,
      area: null,
      amenities: {},
      image_urls: [],
    });
  });

  it('shows COP for a stored currency the form does not offer', () => {
    fc.assert(
      fc.property(propertyArb, (property) => {
        expect(propertyToFormValues({ ...property, currency: 'GBP' }).currency).toBe('COP');
      }),
      { numRuns: 10 }
    );
  });
});

describe('unit form definition', () => {
  it('gives back the price, status and images of any unit: entity → edit form → request', () => {
    fc.assert(
      fc.property(propertyArb, (unit) => {
        const form = throughInputs(unitToEditFormValues(unit), [PRICE_FIELD]);
        expect(unitEditToRequest(UnitEditFormSchema.parse(form))).toEqual(
          pick(unit, ['price', 'status', 'image_urls'])
        );
      })
    );
  });

  it('starts a new unit without a model, and sends what was typed once one is chosen', () => {
    const values = newUnitFormValues(['apartment', 'house']);
    expect(UnitCreateSchema.safeParse({ ...values, name: 'Apto 1' }).error?.issues[0]?.message).toBe(
      'Debes seleccionar un modelo de propiedad'
    );
    fc.assert(
      fc.property(
        text(255),
        fc.integer({ min: 1 }),
        optionalCount,
        optionalAmount(0, MAX_MONEY),
        fc.constantFrom(...PROPERTY_STATUSES),
        (name, modelId, floor, price, status) => {
          const form = throughInputs(
            { ...values, name, property_model_id: modelId, floor_number: floor, price, status },
            [{ name: 'floor_number' }, PRICE_FIELD]
          );
          expect(unitToRequest(UnitCreateSchema.parse(form))).toEqual({
            name,
            property_model_id: modelId,
            property_type: 'apartment',
            status,
            floor_number: floor,
            price,
            image_urls: [],
          });
        }
      )
    );
  });
});

describe('property model form definition', () => {
  it('gives back any valid model: entity → form → request', () => {
    fc.assert(
      fc.property(modelArb, (model) => {
        const form = throughInputs(modelToFormValues(model), MODEL_NUMBER_FIELDS);
        const request = modelToRequest(PropertyModelFormSchema.parse(form));
        const keys = Object.keys(request) as (keyof typeof request)[];
        expect(request).toEqual(pick(model, keys));
        expect(keys.sort()).toEqual(Object.keys(PropertyModelFormSchema.shape).sort());
      })
    );
  });

  it('starts a new model empty, in COP', () => {
    expect(PropertyModelFormSchema.safeParse(modelToFormValues(null)).error?.issues[0]?.message).toBe(
      'El nombre es requerido'
    );
    expect(
      modelToRequest(PropertyModelFormSchema.parse({ ...modelToFormValues(null), name: 'Tipo A' }))
    ).toEqual({
      name: 'Tipo A',
      description: null,
      area: null,
      bedrooms: null,
      bathrooms: null,
      parking_spaces: null,
      floor_number: null,
      price: null,
      currency: 'COP',
      image_urls: [],
      amenity_ids: [],
    });
  });
});
