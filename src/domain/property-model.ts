import { z } from 'zod';
import { areaAmount, fitsInteger, idField, moneyAmount, text } from './input-limits';
import { AmenitySchema } from './amenity';
import { ListPageQuerySchema, listSearchParam } from './list-page';
import { blankToNull } from './form-values';
import { ImageUrlsSchema } from './project-form';
import { CHARACTERISTIC_FIELDS, type NumberFieldDef } from './property-form';
import { versionField, versionRead } from './versioned';

const timestamp = z.iso.datetime({ offset: true });

const money = (message: string) => moneyAmount(message).nullish();
const wholeAtLeastZero = (message: string) =>
  fitsInteger(
    z.number().int(message.replace('mayor o igual a 0', 'un número entero')).min(0, message)
  ).nullish();

/** A property model (unit template) of a project as the API returns it (spec §3). */
export const PropertyModelSchema = z
  .object({
    id: z.number().int(),
    project_id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    area: z.number().nullable().meta({ description: 'm²' }),
    bedrooms: z.number().int().nullable(),
    bathrooms: z.number().int().nullable(),
    parking_spaces: z.number().int().nullable(),
    floor_number: z.number().int().nullable(),
    price: z.number().nullable().meta({ description: 'Base price of the model.' }),
    currency: z.string(),
    properties_count: z.number().int().meta({ description: 'Properties built from this model.' }),
    images: z.array(z.object({ id: z.number().int(), image_url: z.string() })),
    image_urls: z.array(z.string()),
    amenities: z.array(AmenitySchema),
    amenity_ids: z.array(z.number().int()),
    version: versionRead(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'PropertyModel' });

/** Spec §5 "Property model form": the form, and the body of the create and update calls. */
export const PropertyModelFormSchema = z
  .object({
    name: text({ error: 'El nombre es requerido' })
      .trim()
      .min(1, 'El nombre es requerido')
      .max(255, 'El nombre no puede exceder 255 caracteres'),
    description: text().max(500, 'La descripción no puede exceder 500 caracteres').nullish(),
    area: areaAmount('El área debe ser mayor o igual a 0').nullish(),
    bedrooms: wholeAtLeastZero('Las habitaciones deben ser mayor o igual a 0'),
    bathrooms: wholeAtLeastZero('Los baños deben ser mayor o igual a 0'),
    parking_spaces: wholeAtLeastZero('Los parqueaderos deben ser mayor o igual a 0'),
    floor_number: wholeAtLeastZero('El piso debe ser mayor o igual a 0'),
    price: money('El precio debe ser mayor o igual a 0'),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'La moneda debe tener 3 caracteres')
      .default('COP'),
    image_urls: ImageUrlsSchema.default([]),
    amenity_ids: z.array(idField()).max(50).default([]),
  })
  .meta({ id: 'PropertyModelInput' });

/** The body of `PUT /property-models/models/{modelId}`: the form and the version read. */
export const PropertyModelUpdateSchema = PropertyModelFormSchema.extend({ version: versionField() }).meta({
  id: 'PropertyModelUpdate',
});
export type PropertyModelUpdate = z.output<typeof PropertyModelUpdateSchema>;

export type PropertyModel = z.infer<typeof PropertyModelSchema>;

/** The orders a project's models list offers; 'created' (the order they were added) is the default. */
export const MODEL_SORTS = ['created', 'name', 'price_asc', 'price_desc'] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
export const MODEL_SORT_LABELS: Record<ModelSort, string> = {
  created: 'Orden de creación',
  name: 'Nombre (A-Z)',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
};

/** Largest page of models the project page asks for. */
export const MODELS_PAGE_SIZE = 10;

/**
 * `GET /projects/{projectId}/models`: the page contract with the search box's text (name or description) and an
 * order. Without `page`, `limit`, `q` and `sort` the answer is every model (the property form's picker).
 */
export const ModelListQuerySchema = ListPageQuerySchema.extend({
  q: listSearchParam(),
  sort: z.enum(MODEL_SORTS, { error: `El orden no es válido: ${MODEL_SORTS.join(', ')}` }).optional(),
});

export type ModelListQuery = z.infer<typeof ModelListQuerySchema>;

/** One page of a project's models (`?page=…&limit=…`, docs in list-page.ts). */
export const PropertyModelPageSchema = z
  .object({
    models: z.array(PropertyModelSchema),
    total_pages: z.number().int(),
    total_items: z.number().int(),
  })
  .meta({ id: 'PropertyModelPage' });
export type PropertyModelPage = z.infer<typeof PropertyModelPageSchema>;
export type PropertyModelFormInput = z.input<typeof PropertyModelFormSchema>;
export type PropertyModelFormValues = z.output<typeof PropertyModelFormSchema>;

/** Spec §4: a model in use cannot be deleted; the warning names it and the number of properties using it. */
export function modelInUseMessage(name: string, count: number): string {
  const noun = count === 1 ? 'propiedad asociada' : 'propiedades asociadas';
  return `No se puede eliminar el modelo "${name}" porque tiene ${count} ${noun}. Elimina o reasigna esas propiedades primero.`;
}

/** The numeric fields of the model form in their order: the characteristics, then the base price. */
export const MODEL_NUMBER_FIELDS = [
  ...CHARACTERISTIC_FIELDS,
  { name: 'price', label: 'Precio base', min: 0, step: 1_000_000 },
] as const satisfies readonly NumberFieldDef<keyof PropertyModelFormInput>[];

/** The model form of a new model, or filled with an existing one. */
export function modelToFormValues(model: PropertyModel | null): PropertyModelFormInput {
  return {
    name: model?.name ?? '',
    description: model?.description ?? '',
    area: model?.area ?? null,
    bedrooms: model?.bedrooms ?? null,
    bathrooms: model?.bathrooms ?? null,
    parking_spaces: model?.parking_spaces ?? null,
    floor_number: model?.floor_number ?? null,
    price: model?.price ?? null,
    currency: model?.currency ?? 'COP',
    image_urls: model?.image_urls ?? [],
    amenity_ids: model?.amenity_ids ?? [],
  };
}

/** The body of the model create and update calls from the validated form. */
export function modelToRequest(values: PropertyModelFormValues): PropertyModelFormValues {
  return { ...values, description: blankToNull(values.description) };
}
