import { fromPromise } from 'xstate';
import type { Amenity } from '#domain/amenity';
import type { Property } from '#domain/property';
import { api } from '#api/runtime';
import { fetchAmenities } from '#api/amenities.api';
import { fetchProperty } from '#api/properties.api';

export type PropertyDetailData = { property: Property; amenities: Amenity[] };

/** The property, and the catalogue that names its amenities (the page still shows codes without it). */
export const loadPropertyDetail = fromPromise<PropertyDetailData, { propertyId: number }>(
  async ({ input, signal }) => {
    const [property, amenities] = await Promise.all([
      fetchProperty(api, input.propertyId, signal),
      fetchAmenities(api, signal).catch((): Amenity[] => []),
    ]);
    return { property, amenities };
  }
);
