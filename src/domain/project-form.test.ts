import fc from 'fast-check';
import { toOptionalNumber } from './form-values';
import { ProjectFormSchema, projectAutoFill, projectToFormValues, projectToRequest } from './project-form';
import { amount, projectArb, throughInputs } from './project-form.test-support';
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
