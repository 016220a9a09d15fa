import { z } from 'zod';
import { blankToNull } from './form-values';
import { idField } from './input-limits';
import type { Project } from './project';
import { versionField } from './versioned';
import { checkRanges, projectFields, type NearbyPlaceInputSchema, type Ranges } from './project-form-fields';

// The field rules live in project-form-fields.ts (shared with the constructor form); these names stay importable here.
export { ImageUrlsSchema, NearbyPlaceInputSchema } from './project-form-fields';

/** The project form (create and edit screens) and the body of `PUT /projects/{id}`. */
export const ProjectFormSchema = z
  .object(projectFields)
  .superRefine(checkRanges)
  .meta({ id: 'ProjectInput' });

/** The body of `PUT /projects/{id}`: the form and the version read. */
export const ProjectUpdateSchema = z
  .object({ ...projectFields, version: versionField() })
  .superRefine(checkRanges)
  .meta({ id: 'ProjectUpdate' });
export type ProjectUpdate = z.output<typeof ProjectUpdateSchema>;

/** The body of `POST /projects`: the form plus the company the project belongs to. */
export const ProjectCreateSchema = z
  .object({
    ...projectFields,
    company_id: idField(
      'No hay una empresa seleccionada. Por favor, selecciona una empresa antes de crear un proyecto.'
    ),
  })
  .superRefine(checkRanges)
  .meta({ id: 'ProjectCreate' });

export type NearbyPlaceInput = z.infer<typeof NearbyPlaceInputSchema>;
/** What the project form holds while editing. */
export type ProjectFormInput = z.input<typeof ProjectFormSchema>;
/** What the project form submits once valid. */
export type ProjectFormValues = z.output<typeof ProjectFormSchema>;
export type ProjectCreate = z.output<typeof ProjectCreateSchema>;

/** The numeric inputs of the project form: the browser holds text, the form reads it back as a number or null. */
export const PROJECT_NUMBER_FIELDS = [
  'latitude',
  'longitude',
  'total_units',
  'available_units',
  'price_range_min',
  'price_range_max',
  'progress',
  'investment_amount',
  'roi_expected',
  'revenue',
  'area_min',
  'area_max',
  'budget',
  'spent',
] as const satisfies readonly (keyof ProjectFormInput)[];

// Free text the server stores trimmed, a blank one as null; blank dates are null too.
const PROJECT_TEXT_FIELDS = [
  'description',
  'neighborhood',
  'zone',
  'city',
  'department',
  'developer',
  'architect',
  'construction_company',
  'features',
  'manager',
] as const satisfies readonly (keyof ProjectFormInput)[];
const PROJECT_DATE_FIELDS = ['start_date', 'completion_date', 'delivery_date'] as const;

/**
 * The project form's values: an existing project as the edit screen shows it, or the spec's defaults for a new
 * one (Borrador, CO, COP, everything else empty). Inputs show null text as empty.
 */
export function projectToFormValues(project: Project | null): ProjectFormInput {
  return {
    name: project?.name ?? '',
    description: project?.description ?? '',
    status: project?.status ?? 'DRAFT',
    type: project?.type ?? null,
    location: project?.location ?? '',
    address: project?.address ?? '',
    country_code: project?.country_code ?? 'CO',
    neighborhood: project?.neighborhood ?? '',
    zone: project?.zone ?? '',
    city: project?.city ?? '',
    department: project?.department ?? '',
    // react-hook-form needs the key; the schema answers 'El número total de unidades es requerido' while empty.
    total_units: project?.total_units ?? (null as unknown as number),
    available_units: project?.available_units ?? null,
    price_range_min: project?.price_range_min ?? null,
    price_range_max: project?.price_range_max ?? null,
    currency: project?.currency ?? 'COP',
    latitude: project?.latitude ?? null,
    longitude: project?.longitude ?? null,
    investment_amount: project?.investment_amount ?? null,
    roi_expected: project?.roi_expected ?? null,
    revenue: project?.revenue ?? null,
    progress: project?.progress ?? null,
    start_date: project?.start_date ?? '',
    completion_date: project?.completion_date ?? '',
    delivery_date: project?.delivery_date ?? '',
    developer: project?.developer ?? '',
    architect: project?.architect ?? '',
    construction_company: project?.construction_company ?? '',
    features: project?.features ?? '',
    area_min: project?.area_min ?? null,
    area_max: project?.area_max ?? null,
    construction_stage: project?.construction_stage ?? 'planning',
    priority: project?.priority ?? 'medium',
    budget: project?.budget ?? null,
    spent: project?.spent ?? null,
    manager: project?.manager ?? '',
    documents: (project?.documents ?? []).map(({ url, name, kind }) => ({ url, name, kind })),
    nearby_places: (project?.nearby_places ?? []).map(({ name, type, distance }) => ({
      name,
      type,
      distance,
    })),
    amenity_ids: project?.amenity_ids ?? [],
    image_urls: project?.image_urls ?? [],
  };
}

/** The body of `POST /projects` (with the company added) and `PUT /projects/{id}` from the validated form. */
export function projectToRequest(values: ProjectFormValues): ProjectFormValues {
  const text = Object.fromEntries(PROJECT_TEXT_FIELDS.map((f) => [f, blankToNull(values[f])]));
  const dates = Object.fromEntries(PROJECT_DATE_FIELDS.map((f) => [f, values[f] || null]));
  return { ...values, ...text, ...dates };
}

type AutoFillValues = Pick<Ranges, 'total_units' | 'available_units' | 'price_range_min' | 'price_range_max'>;

/**
 * Spec §5 auto-fill ("fills … when empty"): leaving the total fills the available units, leaving the minimum price
 * fills the maximum — only when that field is empty and the user has not been in it (a field the user emptied on
 * purpose stays empty). Returns only the fields to change; the copy shows in the field before anything is saved.
 */
export function projectAutoFill(
  values: AutoFillValues,
  touched: Partial<Record<'available_units' | 'price_range_max', boolean>> = {}
) {
  const fill: { available_units?: number; price_range_max?: number } = {};
  const isEmpty = (v: number | null | undefined) => v === null || v === undefined || Number.isNaN(v);
  const total = values.total_units;
  if (
    typeof total === 'number' &&
    Number.isFinite(total) &&
    !touched.available_units &&
    isEmpty(values.available_units)
  ) {
    fill.available_units = total;
  }
  const min = values.price_range_min;
  if (
    typeof min === 'number' &&
    Number.isFinite(min) &&
    !touched.price_range_max &&
    isEmpty(values.price_range_max)
  ) {
    fill.price_range_max = min;
  }
  return fill;
}

/** Spec §2: the tips box of the create and edit screens. */
export const PROJECT_FORM_TIPS = [
  'Comienza con el estado Borrador y cámbialo a Activo cuando el proyecto esté listo.',
  'Agrega una descripción detallada del proyecto.',
  'Indica la ubicación exacta del proyecto.',
  'Actualiza las unidades disponibles a medida que se vendan.',
  'Define un rango de precios realista.',
] as const;
