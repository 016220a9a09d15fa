import type { ProjectFormValues } from '#domain/project-form';
import type { Access } from '#domain/permissions';
import { catalogue } from '#machines/shared/project-form/project-form.fixtures';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';
import type { ProjectFormData } from '#machines/shared/project-form/project-form.actors';

/** OWNER of company 1, where the fixtures' project lives. */
export const ownerAccess: Access = { roles: { 1: 'OWNER' }, permissions: [] };
/** A VIEWER of company 1: reads projects, may not create or edit them. */
export const viewerAccess: Access = { roles: { 1: 'VIEWER' }, permissions: [] };

export const createData: ProjectFormData = { project: null, amenities: catalogue, amenitiesError: null };
export const editData: ProjectFormData = { project: torres, amenities: catalogue, amenitiesError: null };

/** A valid submission of the constructor form. */
export const constructorValues: ProjectFormValues = {
  name: 'Altos de Envigado',
  description: 'Torre de apartamentos junto al parque principal',
  status: 'ACTIVE',
  type: 'residential',
  location: 'Envigado',
  city: 'Envigado',
  address: 'Carrera 43A # 38 Sur-50',
  country_code: 'CO',
  total_units: 24,
  available_units: 24,
  price_range_min: 320_000_000,
  price_range_max: 540_000_000,
  currency: 'COP',
  construction_stage: 'construction',
  progress: 30,
  priority: 'high',
  nearby_places: [{ name: 'Parque de Envigado', type: 'Parque', distance: 0.4 }],
  amenity_ids: [13],
  image_urls: [],
  documents: [],
};
