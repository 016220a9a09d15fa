import { z } from 'zod';
import { PROPERTY_STATUSES, type PropertyStatus } from './property-statuses';
import { PROPERTY_TYPES, type PropertyType } from './property-types';

export { PROPERTY_STATUSES, type PropertyStatus } from './property-statuses';
export { PROPERTY_TYPES, type PropertyType } from './property-types';

// Spanish labels and badge tones of the project and property enums (spec §4). The tone names match the Badge
// component's colour families; domain/ knows nothing of React, so they are plain strings here.

/** A badge colour family. */
export type StatusTone = 'green' | 'gray' | 'blue' | 'red' | 'yellow' | 'purple';

/** What a status badge shows: its text and colour. */
export type StatusBadge = { label: string; tone: StatusTone };

export const PROJECT_STATUSES = ['DRAFT', 'ACTIVE', 'COMPLETED', 'CANCELLED'] as const;
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  DRAFT: 'Borrador',
  ACTIVE: 'Activo',
  COMPLETED: 'Completado',
  CANCELLED: 'Cancelado',
};

const PROJECT_STATUS_TONES: Record<ProjectStatus, StatusTone> = {
  DRAFT: 'gray',
  ACTIVE: 'green',
  COMPLETED: 'blue',
  CANCELLED: 'red',
};

const isProjectStatus = (value: string): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value);

/** A project's badge: a known status by its label, an unknown one as-is (grey), an empty one 'Sin estado'. */
export function projectStatusBadge(status: string | null | undefined): StatusBadge {
  if (!status) return { label: 'Sin estado', tone: 'gray' };
  if (isProjectStatus(status))
    return { label: PROJECT_STATUS_LABELS[status], tone: PROJECT_STATUS_TONES[status] };
  return { label: status, tone: 'gray' };
}

export const PROJECT_TYPES = ['residential', 'commercial', 'mixed', 'industrial', 'office', 'hotel'] as const;
export const ProjectTypeSchema = z.enum(PROJECT_TYPES);
export type ProjectType = z.infer<typeof ProjectTypeSchema>;

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  residential: 'Residencial',
  commercial: 'Comercial',
  mixed: 'Mixto',
  industrial: 'Industrial',
  office: 'Oficinas',
  hotel: 'Hotel',
};

// The detail screen also labels a few types the form does not offer (spec §4).
const EXTRA_PROJECT_TYPE_LABELS: Record<string, string> = {
  apartments: 'Apartamentos',
  houses: 'Casas',
  land: 'Lotes',
};

/** The Spanish name of a project type; unknown types are shown as stored, a missing one 'No especificado'. */
export function projectTypeLabel(type: string | null | undefined): string {
  if (!type) return 'No especificado';
  return PROJECT_TYPE_LABELS[type as ProjectType] ?? EXTRA_PROJECT_TYPE_LABELS[type] ?? type;
}

export const PropertyTypeSchema = z.enum(PROPERTY_TYPES);

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: 'Apartamento',
  house: 'Casa',
  office: 'Oficina',
  land: 'Lote',
  commercial: 'Local Comercial',
};

/** The Spanish name of a property type, or the stored value when unknown. */
export const propertyTypeLabel = (type: string | null | undefined): string =>
  type ? (PROPERTY_TYPE_LABELS[type as PropertyType] ?? type) : 'No especificado';

export const PropertyStatusSchema = z.enum(PROPERTY_STATUSES);

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  AVAILABLE: 'Disponible',
  RESERVED: 'Reservada',
  SOLD: 'Vendida',
  RENTED: 'Alquilada',
  BLOCKED: 'Bloqueada',
};

const PROPERTY_STATUS_TONES: Record<PropertyStatus, StatusTone> = {
  AVAILABLE: 'green',
  RESERVED: 'yellow',
  SOLD: 'blue',
  RENTED: 'purple',
  BLOCKED: 'gray',
};

/** A property's or unit's badge; an unknown status is shown as stored. */
export function propertyStatusBadge(status: string | null | undefined): StatusBadge {
  if (!status) return { label: 'Sin estado', tone: 'gray' };
  const known = (PROPERTY_STATUSES as readonly string[]).includes(status);
  return known
    ? {
        label: PROPERTY_STATUS_LABELS[status as PropertyStatus],
        tone: PROPERTY_STATUS_TONES[status as PropertyStatus],
      }
    : { label: status, tone: 'gray' };
}

/** Currencies the project, model and property forms offer; COP is the default. */
export const CURRENCIES = ['COP', 'USD', 'EUR'] as const;

/** Spec §4: units sold = total units minus available units (never negative). */
export const unitsSold = (totalUnits: number, availableUnits: number) =>
  Math.max(0, totalUnits - availableUnits);

/** The nearby-place types the project form offers (spec §9). */
export const NEARBY_PLACE_TYPES = [
  'Restaurante',
  'Café',
  'Supermercado',
  'Farmacia',
  'Hospital',
  'Escuela',
  'Universidad',
  'Parque',
  'Centro Comercial',
  'Estación de Transporte',
  'Banco',
  'Gimnasio',
  'Otro',
] as const;

/** Countries offered on the project form (spec §9), ISO 3166-1 alpha-2. */
export const PROJECT_COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'CO', name: 'Colombia' },
  { code: 'MX', name: 'México' },
  { code: 'US', name: 'Estados Unidos' },
  { code: 'AR', name: 'Argentina' },
  { code: 'BR', name: 'Brasil' },
  { code: 'CL', name: 'Chile' },
  { code: 'PE', name: 'Perú' },
  { code: 'EC', name: 'Ecuador' },
  { code: 'VE', name: 'Venezuela' },
  { code: 'UY', name: 'Uruguay' },
  { code: 'PY', name: 'Paraguay' },
  { code: 'BO', name: 'Bolivia' },
];
