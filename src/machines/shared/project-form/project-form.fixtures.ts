import type { Amenity } from '#domain/amenity';
import type { ProjectFormValues } from '#domain/project-form';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import type { ProjectFormData } from './project-form.actors';

export const catalogue: Amenity[] = [
  { id: 1, code: 'balcon', name: 'Balcón', category: 'Privada' },
  { id: 5, code: 'ascensor', name: 'Ascensor', category: 'Comunal' },
  { id: 13, code: 'piscina', name: 'Piscina', category: 'Comunal' },
];

export const createData: ProjectFormData = { project: null, amenities: catalogue, amenitiesError: null };
export const editData: ProjectFormData = { project: torres, amenities: catalogue, amenitiesError: null };

/** A valid submission of the project form. */
export const formValues: ProjectFormValues = {
  name: 'Altos de Envigado',
  description: null,
  status: 'DRAFT',
  type: 'residential',
  location: 'Envigado',
  address: 'Carrera 43A # 38 Sur-50',
  country_code: 'CO',
  total_units: 24,
  available_units: 24,
  price_range_min: 320_000_000,
  price_range_max: 320_000_000,
  currency: 'COP',
  nearby_places: [],
  amenity_ids: [13],
  image_urls: [],
  documents: [],
};
