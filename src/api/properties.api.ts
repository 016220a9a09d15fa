import type { Deleted } from '#domain/project';
import type { Property, PropertyPage, PropertySort } from '#domain/property';
import type { PropertyCreate, PropertyUpdate, UnitCreate, UnitUpdate } from '#domain/property-form';
import { type ApiClient, dataOf } from './client';

/** What the /properties screen asks for: one page of the company's properties matching a search, in an order. */
export type CompanyPropertiesQuery = {
  companyId: number;
  page: number;
  limit: number;
  q: string;
  sort: PropertySort;
};

/** `GET /companies/{id}/properties?page&limit&q&sort`: one page, searched and sorted by the server. */
export const fetchCompanyPropertiesPage = async (
  api: ApiClient,
  { companyId, page, limit, q, sort }: CompanyPropertiesQuery,
  signal?: AbortSignal
): Promise<PropertyPage> => {
  const query = { page, limit, sort, ...(q ? { q } : {}) };
  const body = dataOf(
    await api.GET('/companies/{id}/properties', { params: { path: { id: companyId }, query }, signal })
  );
  // Asked with a page, the server answers the page shape; the array is the unpaged answer.
  return Array.isArray(body) ? { properties: body, total_pages: 1, total_items: body.length } : body;
};

/** What the project page asks for: one page of a project's units matching a search, in an order. */
export type ProjectUnitsQuery = {
  projectId: number;
  page: number;
  limit: number;
  q: string;
  sort: PropertySort;
};

/** `GET /projects/{projectId}/properties?page&limit&q&sort`: one page of a project's units, searched and sorted. */
export const fetchProjectUnitsPage = async (
  api: ApiClient,
  { projectId, page, limit, q, sort }: ProjectUnitsQuery,
  signal?: AbortSignal
): Promise<PropertyPage> => {
  const query = { page, limit, sort, ...(q ? { q } : {}) };
  const body = dataOf(
    await api.GET('/projects/{projectId}/properties', { params: { path: { projectId }, query }, signal })
  );
  // Asked with a page, the server answers the page shape; the array is the unpaged answer.
  return Array.isArray(body) ? { properties: body, total_pages: 1, total_items: body.length } : body;
};

/** `GET /properties/{id}`. */
export const fetchProperty = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<Property> =>
  dataOf(await api.GET('/properties/{id}', { params: { path: { id } }, signal }));

/** `POST /properties`: an independent property. */
export const createProperty = async (
  api: ApiClient,
  body: PropertyCreate,
  signal?: AbortSignal
): Promise<Property> => dataOf(await api.POST('/properties', { body, signal }));

/** `PUT /properties/{id}` with the version read (409 when someone changed it meanwhile). */
export const updateProperty = async (
  api: ApiClient,
  id: number,
  body: PropertyUpdate,
  signal?: AbortSignal
): Promise<Property> => dataOf(await api.PUT('/properties/{id}', { params: { path: { id } }, body, signal }));

/** `DELETE /properties/{id}`. */
export const deleteProperty = async (api: ApiClient, id: number, signal?: AbortSignal): Promise<Deleted> =>
  dataOf(await api.DELETE('/properties/{id}', { params: { path: { id } }, signal }));

/** `POST /projects/{projectId}/properties`: a unit built from one of the project's models. */
export const createUnit = async (
  api: ApiClient,
  projectId: number,
  body: UnitCreate,
  signal?: AbortSignal
): Promise<Property> =>
  dataOf(
    await api.POST('/projects/{projectId}/properties', { params: { path: { projectId } }, body, signal })
  );

/** `GET /projects/{projectId}/properties/{propertyId}`. */
export const fetchUnit = async (
  api: ApiClient,
  projectId: number,
  propertyId: number,
  signal?: AbortSignal
): Promise<Property> =>
  dataOf(
    await api.GET('/projects/{projectId}/properties/{propertyId}', {
      params: { path: { projectId, propertyId } },
      signal,
    })
  );

/** `PUT /projects/{projectId}/properties/{propertyId}`: price, status and images, with the version read. */
export const updateUnit = async (
  api: ApiClient,
  projectId: number,
  propertyId: number,
  body: UnitUpdate,
  signal?: AbortSignal
): Promise<Property> =>
  dataOf(
    await api.PUT('/projects/{projectId}/properties/{propertyId}', {
      params: { path: { projectId, propertyId } },
      body,
      signal,
    })
  );

/** `DELETE /projects/{projectId}/properties/{propertyId}`. */
export const deleteUnit = async (
  api: ApiClient,
  projectId: number,
  propertyId: number,
  signal?: AbortSignal
): Promise<Deleted> =>
  dataOf(
    await api.DELETE('/projects/{projectId}/properties/{propertyId}', {
      params: { path: { projectId, propertyId } },
      signal,
    })
  );
