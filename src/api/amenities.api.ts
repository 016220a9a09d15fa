import type { Amenity } from '#domain/amenity';
import { type ApiClient, dataOf } from './client';

/** `GET /amenities`: the public amenity catalogue (the form filters it by category). */
export const fetchAmenities = async (api: ApiClient, signal?: AbortSignal): Promise<Amenity[]> =>
  dataOf(await api.GET('/amenities', { signal }));
