import { z } from 'zod';
import { AmenityFlagsSchema } from './amenity';
import { ListPageQuerySchema, listSearchParam } from './list-page';
import { PropertyStatusSchema, PropertyTypeSchema } from './statuses';

const timestamp = z.iso.datetime({ offset: true });

export const PropertyImageSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    image_url: z.string(),
    is_primary: z.boolean(),
  })
  .meta({ id: 'PropertyImage' });

/** A property (a unit of a project, or an independent one) as the API returns it (spec §3). */
export const PropertySchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    project_id: z.number().int().nullable().meta({ description: 'Null for an independent property.' }),
    project_name: z.string().nullable(),
    property_model_id: z.number().int().nullable(),
    property_model_name: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    property_type: PropertyTypeSchema,
    status: PropertyStatusSchema,
    address: z.string().nullable(),
    city: z.string().nullable(),
    department: z.string().nullable(),
    neighborhood: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    area: z.number().nullable().meta({ description: 'm²' }),
    bedrooms: z.number().int().nullable(),
    bathrooms: z.number().int().nullable(),
    parking_spaces: z.number().int().nullable(),
    floor_number: z.number().int().nullable(),
    price: z.number().nullable(),
    currency: z.string(),
    monthly_rent: z.number().nullable(),
    amenities: AmenityFlagsSchema,
    images: z.array(PropertyImageSchema),
    image_urls: z.array(z.string()),
    model_images: z.array(z.string()).meta({ description: 'Images of the unit’s model, if any.' }),
    version: z.number().int().meta({
      description: 'Optimistic-concurrency version: send it back on update; it grows by one per change.',
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Property' });

export type Property = z.infer<typeof PropertySchema>;

/** Spec §8: the answer when another person changed the property since it was read. */
export const PROPERTY_CONFLICT_MESSAGE =
  'La propiedad fue modificada por otra persona. Recarga los datos e inténtalo de nuevo.';

/** The orders the company properties list offers; 'recent' (newest first) is the default. */
export const PROPERTY_SORTS = ['recent', 'name', 'price_asc', 'price_desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
export const PROPERTY_SORT_LABELS: Record<PropertySort, string> = {
  recent: 'Más recientes',
  name: 'Nombre (A-Z)',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
};

/** Largest page the web asks for: a company with 100 000 units is read a page at a time. */
export const PROPERTIES_PAGE_SIZE = 25;

/**
 * `GET /companies/{id}/properties` and `GET /projects/{projectId}/properties`: the page contract (`page`, `limit`)
 * with the search box's text and an order. Without `page`, `limit`, `q` and `sort` the answer is the whole list.
 */
export const PropertyListQuerySchema = ListPageQuerySchema.extend({
  q: listSearchParam(),
  sort: z
    .enum(PROPERTY_SORTS, {
      error: `El orden no es válido: ${PROPERTY_SORTS.join(', ')}`,
    })
    .optional(),
});

/** One page of a property list. */
export const PropertyPageSchema = z
  .object({
    properties: z.array(PropertySchema),
    total_pages: z.number().int(),
    total_items: z.number().int(),
  })
  .meta({ id: 'PropertyPage' });
export type PropertyPage = z.infer<typeof PropertyPageSchema>;
