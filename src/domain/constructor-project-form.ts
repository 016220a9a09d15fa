import { z } from 'zod';
import { meaningful, text } from './input-limits';
import { offeredIfWellFormed, UNKNOWN_COUNTRY } from './countries';
import type { Project } from './project';
import { projectToFormValues, type ProjectFormInput } from './project-form';
import { checkRanges, projectFields, type Ranges } from './project-form-fields';
import type { NumberFieldDef } from './property-form';
import { ProjectStatusSchema } from './statuses';

// Spec §2 "Portal shell, constructor variant" (Formulario) and §5 "Constructor project form, messages on submit".
// The constructor form edits the same project as /projects/new and sends the same request, under stricter rules
// worded as the spec words them; every other rule (lengths, ranges, types) is the project form's.

/** Spec §9: the constructor form offers MXN and ARS besides the portal's COP, USD and EUR. */
export const CONSTRUCTOR_CURRENCIES = ['COP', 'USD', 'EUR', 'MXN', 'ARS'] as const;

const required = (message: string) => text({ error: message }).trim().min(1, message);

const constructorFields = {
  ...projectFields,
  name: meaningful(
    required('El nombre del proyecto es obligatorio')
      .min(3, 'El nombre debe tener al menos 3 caracteres')
      .max(255, 'El nombre no puede exceder 255 caracteres'),
    'El nombre del proyecto debe tener letras o números visibles'
  ),
  description: required('La descripción es obligatoria')
    .min(10, 'La descripción debe tener al menos 10 caracteres')
    .max(1000, 'La descripción no puede exceder 1000 caracteres'),
  city: required('La ciudad es obligatoria').max(100, 'La ciudad no puede exceder 100 caracteres'),
  location: required('La ubicación es obligatoria').max(255, 'La ubicación no puede exceder 255 caracteres'),
  address: required('La dirección es obligatoria').max(255, 'La dirección no puede exceder 255 caracteres'),
  country_code: required('El código del país es obligatorio')
    .length(2, 'El código del país debe tener exactamente 2 caracteres (ej: CO, US)')
    .regex(/^[A-Z]{2}$/, 'El código del país debe tener exactamente 2 letras mayúsculas (ej: CO, US)')
    .refine(offeredIfWellFormed, UNKNOWN_COUNTRY),
  total_units: z
    .number({ error: 'El número total de unidades es obligatorio' })
    .int('El número de unidades debe ser un número entero')
    .min(1, 'El número de unidades debe ser mayor a 0'),
  // Spec §4: the constructor form starts a project as Activo.
  status: ProjectStatusSchema.default('ACTIVE'),
};

/** Spec §5: the maximum price must be above the minimum (not equal) when both are given. */
function checkConstructorRanges(value: Ranges, ctx: z.RefinementCtx) {
  checkRanges({ ...value, price_range_min: null, price_range_max: null }, ctx);
  const { price_range_min: min, price_range_max: max } = value;
  if (typeof min === 'number' && typeof max === 'number' && max <= min) {
    ctx.addIssue({
      code: 'custom',
      path: ['price_range_max'],
      message: 'El precio máximo debe ser mayor al mínimo',
    });
  }
}

/** The constructor project form; what it submits is a valid `ProjectInput`, sent by the project form's own request. */
export const ConstructorProjectFormSchema = z.object(constructorFields).superRefine(checkConstructorRanges);

/**
 * The form's values: the project being edited, or a new one (Activo, CO, COP, Planificación, priority Media).
 * Every stored field has its input, so opening a project and saving it unchanged sends back what was loaded.
 */
export function constructorProjectToFormValues(project: Project | null): ProjectFormInput {
  const values = projectToFormValues(project);
  return {
    ...values,
    status: project?.status ?? 'ACTIVE',
    name: values.name,
    description: values.description ?? '',
    city: values.city ?? '',
    location: values.location,
    address: values.address,
    country_code: values.country_code ?? 'CO',
    total_units: values.total_units,
  };
}

/** 'Cronograma e Inversión' number inputs, after the two dates. */
export const CONSTRUCTOR_SCHEDULE_FIELDS = [
  { name: 'investment_amount', label: 'Inversión total', min: 0, step: 1_000_000 },
  { name: 'roi_expected', label: 'ROI esperado (%)', min: 0, step: 0.1 },
  { name: 'budget', label: 'Presupuesto de obra', min: 0, step: 1_000_000 },
  { name: 'spent', label: 'Gastado a la fecha', min: 0, step: 1_000_000 },
  { name: 'progress', label: 'Avance de obra (%)', min: 0, step: 1 },
  { name: 'revenue', label: 'Ingresos', min: 0, step: 1_000_000 },
] as const satisfies readonly NumberFieldDef<keyof ProjectFormInput>[];
