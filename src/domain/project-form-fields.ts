import { z } from 'zod';
import { areaAmount, fitsInteger, idField, meaningful, moneyAmount, text } from './input-limits';
import { offeredIfWellFormed, UNKNOWN_COUNTRY } from './countries';
import { IMAGE_URL_PATTERN, MAX_IMAGES } from './form-values';
import { ConstructionStageSchema, ProjectPrioritySchema } from './construction';
import { MAX_PROJECT_DOCUMENTS, ProjectDocumentSchema } from './project-documents';
import { ProjectStatusSchema, ProjectTypeSchema } from './statuses';

// Spec §5 "Project form (create/edit screens)": one schema for the form, the server's request validation and the
// OpenAPI component. Messages are the spec's where it words them, in the same voice where it does not.

const optionalText = (max: number, message: string) => text().max(max, message).nullish();
const optionalAmount = (message: string) => moneyAmount(message).nullish();
const optionalArea = (message: string) => areaAmount(message).nullish();
const optionalDate = z
  .union([z.iso.date('La fecha debe tener el formato AAAA-MM-DD'), z.literal('')])
  .nullish();

/** One nearby place as the form sends it: name and type required, distance in km optional (step 0.1). */
export const NearbyPlaceInputSchema = z
  .object({
    name: text()
      .trim()
      .min(1, 'El nombre del lugar es requerido')
      .max(255, 'El nombre del lugar no puede exceder 255 caracteres'),
    type: text()
      .trim()
      .min(1, 'El tipo de lugar es requerido')
      .max(100, 'El tipo de lugar no puede exceder 100 caracteres'),
    distance: z
      .number()
      .min(0, 'La distancia no puede ser negativa')
      .max(9999, 'Distancia no válida')
      .nullish(),
  })
  .meta({ id: 'NearbyPlaceInput' });

/** Image URLs of a project, model or property (uploads drop their URLs here). */
export const ImageUrlsSchema = z
  .array(text().max(2048, 'La URL es demasiado larga').regex(IMAGE_URL_PATTERN, 'URL de imagen no válida'))
  .max(MAX_IMAGES, `No puedes agregar más de ${MAX_IMAGES} imágenes`);

/** The fields of a project's form and request, each with its rule; the project and constructor forms share them. */
export const projectFields = {
  name: meaningful(
    text({ error: 'El nombre del proyecto es requerido' })
      .trim()
      .min(1, 'El nombre del proyecto es requerido')
      .max(255, 'El nombre no puede exceder 255 caracteres'),
    'El nombre del proyecto debe tener letras o números visibles'
  ),
  description: optionalText(1000, 'La descripción no puede exceder 1000 caracteres'),
  status: ProjectStatusSchema.default('DRAFT'),
  type: ProjectTypeSchema.nullish(),
  location: text({ error: 'La ubicación es requerida' })
    .trim()
    .min(1, 'La ubicación es requerida')
    .max(255, 'La ubicación no puede exceder 255 caracteres'),
  address: text({ error: 'La dirección es requerida' })
    .trim()
    .min(1, 'La dirección es requerida')
    .max(255, 'La dirección no puede exceder 255 caracteres'),
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/, 'El código del país debe tener exactamente 2 letras mayúsculas (ej: CO, US)')
    .refine(offeredIfWellFormed, UNKNOWN_COUNTRY)
    .default('CO'),
  neighborhood: optionalText(255, 'El barrio no puede exceder 255 caracteres'),
  zone: optionalText(255, 'La zona no puede exceder 255 caracteres'),
  city: optionalText(100, 'La ciudad no puede exceder 100 caracteres'),
  department: optionalText(100, 'El departamento no puede exceder 100 caracteres'),
  total_units: fitsInteger(
    z
      .number({ error: 'El número total de unidades es requerido' })
      .int('El número de unidades debe ser un número entero')
      .min(1, 'El número de unidades debe ser mayor a 0')
  ),
  available_units: fitsInteger(
    z
      .number()
      .int('Las unidades disponibles deben ser un número entero')
      .min(0, 'Las unidades disponibles no pueden ser negativas')
  )
    .nullish()
    .meta({ description: 'Defaults to total_units; recomputed from the units once the project has any.' }),
  price_range_min: optionalAmount('El precio mínimo no puede ser negativo'),
  price_range_max: optionalAmount('El precio máximo no puede ser negativo'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'La moneda debe tener 3 caracteres')
    .default('COP'),
  latitude: z
    .number()
    .min(-90, 'La latitud debe estar entre -90 y 90')
    .max(90, 'La latitud debe estar entre -90 y 90')
    .nullish(),
  longitude: z
    .number()
    .min(-180, 'La longitud debe estar entre -180 y 180')
    .max(180, 'La longitud debe estar entre -180 y 180')
    .nullish(),
  investment_amount: optionalAmount('La inversión no puede ser negativa'),
  roi_expected: z
    .number()
    .min(0, 'El ROI debe estar entre 0% y 100%')
    .max(100, 'El ROI debe estar entre 0% y 100%')
    .nullish(),
  revenue: optionalAmount('Los ingresos no pueden ser negativos'),
  progress: z
    .number()
    .int('El avance debe ser un número entero')
    .min(0, 'El avance debe estar entre 0% y 100%')
    .max(100, 'El avance debe estar entre 0% y 100%')
    .nullish(),
  start_date: optionalDate,
  completion_date: optionalDate,
  delivery_date: optionalDate,
  developer: optionalText(255, 'El desarrollador no puede exceder 255 caracteres'),
  architect: optionalText(255, 'El arquitecto no puede exceder 255 caracteres'),
  construction_company: optionalText(255, 'La constructora no puede exceder 255 caracteres'),
  features: optionalText(2000, 'Las características no pueden exceder 2000 caracteres'),
  area_min: optionalArea('El área mínima no puede ser negativa'),
  area_max: optionalArea('El área máxima no puede ser negativa'),
  // Omitted on an update, stage and priority keep what the project has (a stage change is logged as activity).
  construction_stage: ConstructionStageSchema.optional().meta({
    description: 'Where the works are; defaults to planning on create, kept when omitted on update.',
  }),
  priority: ProjectPrioritySchema.optional().meta({
    description: 'Defaults to medium on create, kept when omitted on update.',
  }),
  budget: optionalAmount('El presupuesto no puede ser negativo'),
  spent: optionalAmount('El gasto no puede ser negativo'),
  manager: optionalText(255, 'El responsable no puede exceder 255 caracteres'),
  documents: z
    .array(ProjectDocumentSchema)
    .max(MAX_PROJECT_DOCUMENTS, `No puedes agregar más de ${MAX_PROJECT_DOCUMENTS} documentos`)
    .default([]),
  nearby_places: z.array(NearbyPlaceInputSchema).max(30, 'Máximo 30 lugares cercanos').default([]),
  amenity_ids: z.array(idField()).max(50).default([]),
  image_urls: ImageUrlsSchema.default([]),
};

/** The numbers the cross-field rules compare. */
export type Ranges = {
  total_units?: number;
  available_units?: number | null;
  price_range_min?: number | null;
  price_range_max?: number | null;
  area_min?: number | null;
  area_max?: number | null;
  start_date?: string | null;
  completion_date?: string | null;
};

/** Cross-field rules: the same checks for the form and the server. */
export function checkRanges(value: Ranges, ctx: z.RefinementCtx) {
  const { total_units: total, available_units: available } = value;
  if (typeof total === 'number' && typeof available === 'number' && available > total) {
    ctx.addIssue({
      code: 'custom',
      path: ['available_units'],
      message: 'Las unidades disponibles no pueden ser más que el total',
    });
  }
  const { price_range_min: min, price_range_max: max } = value;
  if (typeof min === 'number' && typeof max === 'number' && max < min) {
    ctx.addIssue({
      code: 'custom',
      path: ['price_range_max'],
      message: 'El precio máximo debe ser mayor o igual al precio mínimo',
    });
  }
  if (
    typeof value.area_min === 'number' &&
    typeof value.area_max === 'number' &&
    value.area_max < value.area_min
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['area_max'],
      message: 'El área máxima debe ser mayor o igual al área mínima',
    });
  }
  // ISO dates (AAAA-MM-DD) order as text; '' is an empty date input.
  const { start_date: start, completion_date: completion } = value;
  if (start && completion && completion < start) {
    ctx.addIssue({
      code: 'custom',
      path: ['completion_date'],
      message: 'La fecha de finalización no puede ser anterior a la fecha de inicio',
    });
  }
}
