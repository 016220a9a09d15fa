import fc from 'fast-check';
import { ConstructorProjectFormSchema, constructorProjectToFormValues } from './constructor-project-form';
import type { Project } from './project';
import { ProjectFormSchema, projectToRequest } from './project-form';
import { projectArb, text, throughInputs } from './project-form.test-support';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  // The form shows the first message of each field.
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

const valid = {
  ...constructorProjectToFormValues(null),
  name: 'Torres del Río',
  description: 'Apartamentos frente al río',
  city: 'Medellín',
  location: 'El Poblado',
  address: 'Calle 10 # 43-12',
  total_units: 20,
};

describe('constructor project form schema', () => {
  it('starts a new project Activo, in CO and COP, planning, medium priority', () => {
    expect(constructorProjectToFormValues(null)).toMatchObject({
      status: 'ACTIVE',
      country_code: 'CO',
      currency: 'COP',
      construction_stage: 'planning',
      priority: 'medium',
      nearby_places: [],
      documents: [],
    });
    expect(ConstructorProjectFormSchema.safeParse(valid).success).toBe(true);
  });

  it('words every message on submit as spec §5 does', () => {
    const empty = constructorProjectToFormValues(null);
    expect(messages(ConstructorProjectFormSchema.safeParse({ ...empty, country_code: '' }))).toEqual({
      name: 'El nombre del proyecto es obligatorio',
      description: 'La descripción es obligatoria',
      city: 'La ciudad es obligatoria',
      location: 'La ubicación es obligatoria',
      address: 'La dirección es obligatoria',
      country_code: 'El código del país es obligatorio',
      total_units: 'El número total de unidades es obligatorio',
    });
    expect(
      messages(
        ConstructorProjectFormSchema.safeParse({
          ...valid,
          name: 'To',
          description: 'Corta',
          country_code: 'COL',
          total_units: 0,
          available_units: 3,
          roi_expected: 100.5,
        })
      )
    ).toEqual({
      name: 'El nombre debe tener al menos 3 caracteres',
      description: 'La descripción debe tener al menos 10 caracteres',
      country_code: 'El código del país debe tener exactamente 2 caracteres (ej: CO, US)',
      total_units: 'El número de unidades debe ser mayor a 0',
      available_units: 'Las unidades disponibles no pueden ser más que el total',
      roi_expected: 'El ROI debe estar entre 0% y 100%',
    });
  });

  it('wants the maximum price above the minimum, when both are given', () => {
    const prices = (min: number | null, max: number | null) =>
      messages(
        ConstructorProjectFormSchema.safeParse({ ...valid, price_range_min: min, price_range_max: max })
      );
    expect(prices(5, 5)).toEqual({ price_range_max: 'El precio máximo debe ser mayor al mínimo' });
    expect(prices(5, 4)).toEqual({ price_range_max: 'El precio máximo debe ser mayor al mínimo' });
    expect(prices(5, 6)).toEqual({});
    expect(prices(null, 6)).toEqual({});
  });

  it('sends what the API accepts, blanks as null', () => {
    const request = projectToRequest(
      ConstructorProjectFormSchema.parse({ ...valid, zone: '  ', manager: ' Laura ' })
    );
    expect(ProjectFormSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({ status: 'ACTIVE', zone: null, manager: 'Laura', start_date: null });
  });
});

// The projects the constructor form accepts unchanged: the spec's stricter rules hold for them.
const constructorProjectArb: fc.Arbitrary<Project> = fc
  .tuple(
    projectArb,
    text(255).filter((t) => t.length >= 3),
    text(1000).filter((t) => t.length >= 10),
    text(100)
  )
  .map(([project, name, description, city]) => {
    const { price_range_min: min, price_range_max: max } = project;
    const above = min === null || max === null || max > min;
    return { ...project, name, description, city, price_range_max: above ? max : null };
  });

describe('constructor project form definition', () => {
  it('gives back any project it accepts: entity → form values → request body', () => {
    fc.assert(
      fc.property(constructorProjectArb, (project) => {
        const values = throughInputs(constructorProjectToFormValues(project));
        const request = projectToRequest(ConstructorProjectFormSchema.parse(values));
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
});
