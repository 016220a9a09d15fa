import { z } from 'zod';
import { countParam, idParam, MAX_INT } from './input-limits';
import { AmenitySchema } from './amenity';
import { ConstructionStageSchema, ProjectPrioritySchema } from './construction';
import { ProjectDocumentSchema } from './project-documents';
import { ProjectStatusSchema, ProjectTypeSchema } from './statuses';
import { versionRead } from './versioned';

const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date();

/** Spec §9: page size of the projects list and the admin projects screen. */
export const PROJECTS_PAGE_SIZE = 9;
/** Spec §7: defaults of `GET /projects?company_id&page&limit`. */
export const PROJECTS_DEFAULT_LIMIT = 10;
export const PROJECTS_MAX_LIMIT = 100;

/** A place near a project with its distance in km (null when unknown). */
export const NearbyPlaceSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    distance: z.number().nullable().meta({ description: 'Distance in km.' }),
  })
  .meta({ id: 'NearbyPlace' });

export const ProjectImageSchema = z
  .object({
    id: z.number().int(),
    image_url: z.string(),
    alt_text: z.string().nullable(),
    image_type: z.string().nullable(),
  })
  .meta({ id: 'ProjectImage' });

/** A project as the API returns it (spec §3). */
export const ProjectSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    status: ProjectStatusSchema,
    type: ProjectTypeSchema.nullable(),
    location: z.string().nullable(),
    neighborhood: z.string().nullable(),
    zone: z.string().nullable(),
    city: z.string().nullable(),
    department: z.string().nullable(),
    address: z.string().nullable(),
    country_code: z.string(),
    total_units: z.number().int(),
    available_units: z.number().int(),
    sold_units: z.number().int(),
    price_range_min: z.number().nullable(),
    price_range_max: z.number().nullable(),
    currency: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    investment_amount: z.number().nullable(),
    roi_expected: z.number().nullable(),
    revenue: z.number().nullable(),
    progress: z.number().int().nullable(),
    start_date: day.nullable(),
    completion_date: day.nullable(),
    delivery_date: day.nullable(),
    developer: z.string().nullable(),
    architect: z.string().nullable(),
    construction_company: z.string().nullable(),
    features: z.string().nullable(),
    area_min: z.number().nullable(),
    area_max: z.number().nullable(),
    construction_stage: ConstructionStageSchema,
    budget: z.number().nullable().meta({ description: 'Construction budget (COP).' }),
    spent: z.number().nullable().meta({ description: 'Spent so far on the works (COP).' }),
    manager: z.string().nullable().meta({ description: 'The person in charge of the works.' }),
    priority: ProjectPrioritySchema,
    documents: z.array(ProjectDocumentSchema),
    nearby_places: z.array(NearbyPlaceSchema),
    images: z.array(ProjectImageSchema),
    image_urls: z.array(z.string()),
    amenities: z.array(AmenitySchema),
    amenity_ids: z.array(z.number().int()),
    properties_count: z.number().int().meta({ description: 'Units registered in the project.' }),
    version: versionRead(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Project' });

/** One page of a company's projects. */
export const ProjectPageSchema = z
  .object({
    projects: z.array(ProjectSchema),
    total_pages: z.number().int(),
    total_items: z.number().int(),
  })
  .meta({ id: 'ProjectPage' });

/**
 * Query of `GET /projects`: without `company_id` the answer is the bare list of the caller's projects; with it,
 * one page of that company's projects.
 */
export const ProjectListQuerySchema = z.object({
  company_id: idParam().optional(),
  page: countParam(MAX_INT).default(1),
  limit: countParam(PROJECTS_MAX_LIMIT).default(PROJECTS_DEFAULT_LIMIT),
});

/** The answer of a delete: a Spanish confirmation. */
export const DeletedSchema = z
  .object({ message: z.string().meta({ example: 'Proyecto eliminado exitosamente' }) })
  .meta({ id: 'Deleted' });

/** The 409 of deleting a project that still has units sold or reserved. */
export const PROJECT_HAS_SALES = 'No se puede eliminar el proyecto: tiene unidades vendidas o reservadas.';

export type Project = z.infer<typeof ProjectSchema>;
export type ProjectPage = z.infer<typeof ProjectPageSchema>;
export type Deleted = z.infer<typeof DeletedSchema>;

/** Pages needed for `totalItems` at `limit` per page (0 for an empty list). */
export const totalPages = (totalItems: number, limit: number) => Math.ceil(totalItems / limit);

/** Spec §9: the pause between a project's create, update or delete notice and the move to the next page. */
export const REDIRECT_DELAY_MS = 1500;
