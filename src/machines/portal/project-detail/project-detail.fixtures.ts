import type { Property, PropertyPage } from '#domain/property';
import type { PropertyModel, PropertyModelPage } from '#domain/property-model';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import type { ProjectDetailData } from './project-detail.actors';

export const tipoA: PropertyModel = {
  id: 21,
  project_id: torres.id,
  name: 'Tipo A',
  description: 'Dos alcobas con balcón',
  area: 72.5,
  bedrooms: 2,
  bathrooms: 2,
  parking_spaces: 1,
  floor_number: 3,
  price: 480_000_000,
  currency: 'COP',
  properties_count: 2,
  images: [],
  image_urls: [],
  amenities: [{ id: 1, code: 'balcon', name: 'Balcón', category: 'Privada' }],
  amenity_ids: [1],
  version: 1,
  created_at: '2025-01-16T10:00:00.000Z',
  updated_at: '2025-01-16T10:00:00.000Z',
};

export const tipoB: PropertyModel = {
  ...tipoA,
  id: 22,
  name: 'Tipo B',
  area: 95,
  bedrooms: 3,
  properties_count: 0,
};

export const apto101: Property = {
  id: 31,
  company_id: torres.company_id,
  project_id: torres.id,
  project_name: torres.name,
  property_model_id: tipoA.id,
  property_model_name: tipoA.name,
  name: 'Apto 101',
  description: 'Apartamento de 2 alcobas en el piso 1',
  property_type: 'apartment',
  status: 'AVAILABLE',
  address: 'Calle 10 # 43-12, Apto 101',
  city: 'Medellín',
  department: 'Antioquia',
  neighborhood: 'El Poblado',
  latitude: 6.2087,
  longitude: -75.5671,
  area: 72.5,
  bedrooms: 2,
  bathrooms: 2,
  parking_spaces: 1,
  floor_number: 1,
  price: 480_000_000,
  currency: 'COP',
  monthly_rent: null,
  amenities: { balcon: true, piscina: true },
  images: [],
  image_urls: [],
  model_images: [],
  version: 1,
  created_at: '2025-01-20T10:00:00.000Z',
  updated_at: '2025-01-20T10:00:00.000Z',
};

export const apto102: Property = { ...apto101, id: 32, name: 'Apto 102', status: 'SOLD', price: 495_000_000 };

export const torresDetail: ProjectDetailData = { project: torres };

export const bareDetail: ProjectDetailData = { project: { ...torres, properties_count: 0 } };

/** The fixtures' project's models as the server pages them: both on one page. */
export const torresModels: PropertyModelPage = { models: [tipoA, tipoB], total_pages: 1, total_items: 2 };

/** The fixtures' project's units as the server pages them: both on one page. */
export const torresUnits: PropertyPage = { properties: [apto101, apto102], total_pages: 1, total_items: 2 };
