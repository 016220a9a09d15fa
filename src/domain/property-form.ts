import { z } from 'zod';
import { areaAmount, fitsInteger, idField, MAX_INT, moneyAmount, text } from './input-limits';
import { AmenityFlagsSchema } from './amenity';
import { blankToNull } from './form-values';
import type { Property } from './property';
import { ImageUrlsSchema } from './project-form';
import { CURRENCIES, PropertyStatusSchema, PropertyTypeSchema, type PropertyType } from './statuses';

// Spec §5 "Property form": the independent property form, the unit form of a project in create mode (model
// required, inherited fields read-only) and in edit mode (only price, status and images change).

const NAME_REQUIRED = 'El nombre de la propiedad es requerido';
/** Spec §5: the message when a unit is created without a model. */
export const MODEL_REQUIRED = 'Debes seleccionar un modelo de propiedad';

const name = text({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(255, 'El nombre no puede exceder 255 caracteres');
const description = text().max(1000, 'La descripción no puede exceder 1000 caracteres').nullish();
const wholeAtLeastZero = (message: string) =>
  fitsInteger(z.number().int('Debe ser un número entero').min(0, message)).nullish();
const price = moneyAmount('El precio debe ser mayor o igual a 0').nullish();
const status = PropertyStatusSchema.default('AVAILABLE');
const floorNumber = wholeAtLeastZero('El piso debe ser mayor o igual a 0');

const propertyFields = {
  name,
  description,
  property_type: PropertyTypeSchema,
  status,
  address: text().max(255, 'La dirección no puede exceder 255 caracteres').nullish(),
  city: text().max(100, 'La ciudad no puede exceder 100 caracteres').nullish(),
  department: text().max(100, 'El departamento no puede exceder 100 caracteres').nullish(),
  neighborhood: text().max(255, 'El barrio no puede exceder 255 caracteres').nullish(),
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
  area: areaAmount('El área debe ser mayor o igual a 0').nullish(),
  bedrooms: wholeAtLeastZero('Las habitaciones deben ser mayor o igual a 0'),
  bathrooms: wholeAtLeastZero('Los baños deben ser mayor o igual a 0'),
  parking_spaces: wholeAtLeastZero('Los parqueaderos deben ser mayor o igual a 0'),
  floor_number: floorNumber,
  price,
  currency: z.enum(CURRENCIES, { error: 'La moneda debe ser COP, USD o EUR' }).default('COP'),
  amenities: AmenityFlagsSchema.default({}),
  image_urls: ImageUrlsSchema.default([]),
};

const version = z
  .number({ error: 'Falta la versión de la propiedad: recarga los datos' })
  .int('Falta la versión de la propiedad: recarga los datos')
  .min(1, 'Falta la versión de la propiedad: recarga los datos')
  .max(MAX_INT, 'Falta la versión de la propiedad: recarga los datos')
  .meta({ description: 'The version read; a stale one answers 409.' });

/** The independent property form (create and edit screens). */
export const PropertyFormSchema = z.object(propertyFields).meta({ id: 'PropertyInput' });

/** The body of `POST /properties`: an independent property of a company. */
export const PropertyCreateSchema = z
  .object({
    ...propertyFields,
    company_id: idField(
      'No se pudo determinar la empresa asociada a tu cuenta. Contacta al administrador del sistema.'
    ),
  })
  .meta({ id: 'PropertyCreate' });

/** The body of `PUT /properties/{id}` for an independent property. */
export const PropertyUpdateSchema = z.object({ ...propertyFields, version }).meta({ id: 'PropertyUpdate' });

const onlyFields = (allowed: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `No se puede modificar ${issue.keys?.join(', ')}: ${allowed}`
    : undefined;

/**
 * The unit form of a project in create mode and the body of `POST /projects/{id}/properties`. Area, bedrooms,
 * bathrooms and parking come from the model and are refused here; address and coordinates come from the project.
 */
export const UnitCreateSchema = z
  .strictObject(
    {
      name,
      description,
      property_model_id: idField(MODEL_REQUIRED),
      property_type: PropertyTypeSchema.optional().meta({
        description: 'Defaults to the type of the model’s other units, else apartment.',
      }),
      status,
      floor_number: floorNumber,
      price: price.meta({ description: 'Defaults to the model’s base price.' }),
      amenities: AmenityFlagsSchema.optional().meta({ description: 'Defaults to the model’s amenities.' }),
      image_urls: ImageUrlsSchema.default([]),
    },
    { error: onlyFields('el área, las habitaciones, los baños y los parqueaderos se heredan del modelo') }
  )
  .meta({ id: 'UnitCreate' });

/** Spec §4: in edit mode a project's unit changes only its price, status and images. */
export const UnitUpdateSchema = z
  .strictObject(
    {
      price: price.meta({ description: 'Omitted keeps the price; null clears it.' }),
      status: PropertyStatusSchema,
      image_urls: ImageUrlsSchema.optional().meta({ description: 'Omitted keeps the images.' }),
      version,
    },
    { error: onlyFields('en una unidad de proyecto solo se editan precio, estado e imágenes') }
  )
  .meta({ id: 'UnitUpdate' });

export type PropertyFormInput = z.input<typeof PropertyFormSchema>;
export type PropertyFormValues = z.output<typeof PropertyFormSchema>;
export type PropertyCreate = z.output<typeof PropertyCreateSchema>;
export type PropertyUpdate = z.output<typeof PropertyUpdateSchema>;
export type UnitCreateInput = z.input<typeof UnitCreateSchema>;
export type UnitCreate = z.output<typeof UnitCreateSchema>;
export type UnitUpdate = z.output<typeof UnitUpdateSchema>;

/** Spec §6: what a role without create rights (VIEWER) sees on the create-property screens. */
export const INSUFFICIENT_PERMISSIONS = {
  title: 'Permisos insuficientes',
  message: (role: string | null) =>
    `Tu rol (${role ?? 'sin rol'}) no permite crear propiedades independientes. Contacta al administrador de la empresa para solicitar permisos.`,
} as const;

/** Spec §2: what non-managers see on the edit-property screen. */
export const EDIT_DENIED_MESSAGE = 'Acceso denegado: Solo los OWNER y ADMIN pueden editar propiedades';

/** The unit edit form: what `UnitUpdateSchema` takes, without the version the form machine adds. */
export const UnitEditFormSchema = UnitUpdateSchema.omit({ version: true });
export type UnitEditFormInput = z.input<typeof UnitEditFormSchema>;
export type UnitEditFormValues = z.output<typeof UnitEditFormSchema>;

/** A numeric input of the property, unit and model forms: its label and the steps the browser offers. */
export type NumberFieldDef<N extends string = string> = {
  name: N;
  label: string;
  step: number;
  /** Absent for coordinates, which may be negative. */
  min?: number;
  /** Marks the field required (the schema says why when it is empty). */
  required?: boolean;
};

/** The coordinates of an independent property ("Ubicación"). */
export const PROPERTY_COORDINATE_FIELDS = [
  { name: 'latitude', label: 'Latitud', step: 0.000001 },
  { name: 'longitude', label: 'Longitud', step: 0.000001 },
] as const satisfies readonly NumberFieldDef<keyof PropertyFormInput>[];

/** The characteristics of a property or model in the order the forms show them ("Características y Precio"). */
export const CHARACTERISTIC_FIELDS = [
  { name: 'area', label: 'Área (m²)', min: 0, step: 0.01 },
  { name: 'bedrooms', label: 'Habitaciones', min: 0, step: 1 },
  { name: 'bathrooms', label: 'Baños', min: 0, step: 1 },
  { name: 'parking_spaces', label: 'Parqueaderos', min: 0, step: 1 },
  { name: 'floor_number', label: 'Piso', min: 0, step: 1 },
] as const satisfies readonly NumberFieldDef<keyof PropertyFormInput>[];

/** The price of a property or unit. */
export const PRICE_FIELD = {
  name: 'price',
  label: 'Precio',
  min: 0,
  step: 0.01,
} as const satisfies NumberFieldDef<keyof PropertyFormInput>;

/** The floor of a unit. */
export const FLOOR_FIELD = CHARACTERISTIC_FIELDS[4];

// The free-text fields the server stores trimmed, a blank one as null.
const PROPERTY_TEXT_FIELDS = ['description', 'address', 'city', 'department', 'neighborhood'] as const;

const isCurrency = (value: string): value is (typeof CURRENCIES)[number] =>
  (CURRENCIES as readonly string[]).includes(value);

/** The independent property form of a new property: the first type the user may create, available, in COP. */
export function newPropertyFormValues(allowedTypes: readonly PropertyType[]): PropertyFormInput {
  return {
    name: '',
    description: '',
    property_type: allowedTypes[0] ?? 'apartment',
    status: 'AVAILABLE',
    address: '',
    city: '',
    department: '',
    neighborhood: '',
    latitude: null,
    longitude: null,
    area: null,
    bedrooms: null,
    bathrooms: null,
    parking_spaces: null,
    floor_number: null,
    price: null,
    currency: 'COP',
    amenities: {},
    image_urls: [],
  };
}

/** The independent property form filled with an existing property (a currency outside the list shows COP). */
export function propertyToFormValues(property: Property): PropertyFormInput {
  return {
    name: property.name,
    description: property.description ?? '',
    property_type: property.property_type,
    status: property.status,
    address: property.address ?? '',
    city: property.city ?? '',
    department: property.department ?? '',
    neighborhood: property.neighborhood ?? '',
    latitude: property.latitude,
    longitude: property.longitude,
    area: property.area,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    parking_spaces: property.parking_spaces,
    floor_number: property.floor_number,
    price: property.price,
    currency: isCurrency(property.currency) ? property.currency : 'COP',
    amenities: property.amenities,
    image_urls: property.image_urls,
  };
}

/** The body of the create and update calls (without company or version) from the validated form. */
export function propertyToRequest(values: PropertyFormValues): PropertyFormValues {
  const text = Object.fromEntries(PROPERTY_TEXT_FIELDS.map((f) => [f, blankToNull(values[f])]));
  return { ...values, ...text };
}

/** The unit form of a new unit: no model chosen yet, the first type the user may create, available. */
export function newUnitFormValues(allowedTypes: readonly PropertyType[]): UnitCreateInput {
  return {
    name: '',
    // react-hook-form needs the key; the schema answers MODEL_REQUIRED while it is empty.
    property_model_id: undefined as unknown as number,
    property_type: allowedTypes[0],
    status: 'AVAILABLE',
    floor_number: null,
    price: null,
    image_urls: [],
  };
}

/** The body of `POST /projects/{id}/properties` from the validated unit form. */
export function unitToRequest(values: UnitCreate): UnitCreate {
  return values;
}

/** The unit edit form filled with a unit: only what may change. */
export function unitToEditFormValues(
  unit: Pick<Property, 'price' | 'status' | 'image_urls'>
): UnitEditFormInput {
  return { price: unit.price, status: unit.status, image_urls: unit.image_urls };
}

/** The body of `PUT /projects/{id}/properties/{id}` (without version) from the validated unit edit form. */
export function unitEditToRequest(values: UnitEditFormValues): UnitEditFormValues {
  return { price: values.price, status: values.status, image_urls: values.image_urls };
}
