import { fromPromise } from 'xstate';
import { errorMessage } from '#api/api-error';
import type { Amenity } from '#domain/amenity';
import type { Project } from '#domain/project';
import type { Property } from '#domain/property';
import type { PropertyFormValues, UnitCreate, UnitUpdate } from '#domain/property-form';
import type { PropertyModel } from '#domain/property-model';
import { api } from '#api/runtime';
import { fetchAmenities } from '#api/amenities.api';
import { fetchProject } from '#api/projects.api';
import {
  createProperty,
  createUnit,
  fetchProperty,
  fetchUnit,
  updateProperty,
  updateUnit,
} from '#api/properties.api';
import { fetchProjectModels } from '#api/property-models.api';

/** Which form: an independent property or a project's unit, new (propertyId null) or existing. */
export type PropertyFormTarget =
  | { kind: 'independent'; propertyId: number | null }
  | { kind: 'unit'; projectId: number; propertyId: number | null };

export type PropertyFormData = {
  property: Property | null;
  project: Project | null;
  models: PropertyModel[];
  amenities: Amenity[];
  amenitiesError: string | null;
};

/** What a form submits: the independent form, a new unit, or a unit's price/status/images. */
export type PropertySubmission = PropertyFormValues | UnitCreate | Omit<UnitUpdate, 'version'>;

/**
 * Everything the form needs: the property (edit), the project and its models (units; spec §8: models that fail to
 * load become an empty list) and the amenity catalogue.
 */
export const loadPropertyForm = fromPromise<PropertyFormData, PropertyFormTarget>(
  async ({ input, signal }) => {
    const catalogue = fetchAmenities(api, signal).then(
      (amenities) => ({ amenities, amenitiesError: null }),
      (error: unknown) => ({ amenities: [], amenitiesError: errorMessage(error) })
    );
    if (input.kind === 'independent') {
      const property = input.propertyId === null ? null : await fetchProperty(api, input.propertyId, signal);
      return { property, project: null, models: [], ...(await catalogue) };
    }
    const [project, property, models] = await Promise.all([
      fetchProject(api, input.projectId, signal),
      input.propertyId === null ? null : fetchUnit(api, input.projectId, input.propertyId, signal),
      input.propertyId === null
        ? fetchProjectModels(api, input.projectId, signal).catch((): PropertyModel[] => [])
        : ([] as PropertyModel[]),
    ]);
    return { project, property, models, ...(await catalogue) };
  }
);

export type SavePropertyInput = {
  target: PropertyFormTarget;
  companyId: number | null;
  version: number;
  values: PropertySubmission;
};

/** Sends the form through the call of its kind; updates name the version read. */
export const saveProperty = fromPromise<Property, SavePropertyInput>(({ input, signal }) => {
  const { target, version } = input;
  if (target.kind === 'independent') {
    const values = input.values as PropertyFormValues;
    return target.propertyId === null
      ? createProperty(api, { ...values, company_id: input.companyId! }, signal)
      : updateProperty(api, target.propertyId, { ...values, version }, signal);
  }
  return target.propertyId === null
    ? createUnit(api, target.projectId, input.values as UnitCreate, signal)
    : updateUnit(
        api,
        target.projectId,
        target.propertyId,
        { ...(input.values as Omit<UnitUpdate, 'version'>), version },
        signal
      );
});
