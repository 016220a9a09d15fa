import { z } from 'zod';
import type { StatusBadge, StatusTone } from './statuses';

// The constructor workspace's vocabulary (spec §4 "Second project status set", "Construction display status",
// "Sales bar colour"; §9 constructor constants). A project carries both status sets: `status` (DRAFT, ACTIVE, …)
// is its publication state, `construction_stage` is where the works are. The spec keeps them apart; so do we.

// ---------------------------------------------------------------------------------------------------------------
// Construction stage (the second project status set)

export const CONSTRUCTION_STAGES = [
  'planning',
  'pre-sale',
  'construction',
  'completed',
  'on-hold',
  'cancelled',
  'marketing',
] as const;
export const ConstructionStageSchema = z.enum(CONSTRUCTION_STAGES);
export type ConstructionStage = z.infer<typeof ConstructionStageSchema>;

export const CONSTRUCTION_STAGE_LABELS: Record<ConstructionStage, string> = {
  planning: 'Planificación',
  'pre-sale': 'Pre-venta',
  construction: 'En Construcción',
  completed: 'Finalizado',
  'on-hold': 'En Pausa',
  cancelled: 'Cancelado',
  marketing: 'Marketing',
};

// The spec names no colours for this set; these follow the first set's (finished blue, cancelled red).
const CONSTRUCTION_STAGE_TONES: Record<ConstructionStage, StatusTone> = {
  planning: 'gray',
  'pre-sale': 'purple',
  construction: 'yellow',
  completed: 'blue',
  'on-hold': 'gray',
  cancelled: 'red',
  marketing: 'green',
};

const isStage = (value: unknown): value is ConstructionStage =>
  typeof value === 'string' && (CONSTRUCTION_STAGES as readonly string[]).includes(value);

/** Spec §4: any value outside the set is read as 'planning'. */
export const constructionStageOf = (value: unknown): ConstructionStage =>
  isStage(value) ? value : 'planning';

/** The badge of a construction stage (unknown values as 'Planificación'). */
export function constructionStageBadge(value: unknown): StatusBadge {
  const stage = constructionStageOf(value);
  return { label: CONSTRUCTION_STAGE_LABELS[stage], tone: CONSTRUCTION_STAGE_TONES[stage] };
}

/**
 * Stages in which a project counts as active in the constructor workspace: every stage but the two that end it.
 * A paused project is still a commitment of the company, so 'on-hold' counts.
 */
export const ACTIVE_CONSTRUCTION_STAGES = CONSTRUCTION_STAGES.filter(
  (s) => s !== 'completed' && s !== 'cancelled'
);

// ---------------------------------------------------------------------------------------------------------------
// Construction display status (the dashboard table's badge)

export const CONSTRUCTION_DISPLAY_STATUSES = [
  'active',
  'pending',
  'completed',
  'delayed',
  'planning',
  'construction',
] as const;
export type ConstructionDisplayStatus = (typeof CONSTRUCTION_DISPLAY_STATUSES)[number];
export const ConstructionDisplayStatusSchema = z.enum(CONSTRUCTION_DISPLAY_STATUSES);

export const CONSTRUCTION_DISPLAY_STATUS_LABELS: Record<ConstructionDisplayStatus, string> = {
  active: 'Activo',
  pending: 'Pendiente',
  completed: 'Completado',
  delayed: 'Retrasado',
  planning: 'Planificación',
  construction: 'En Construcción',
};

const DISPLAY_TONES: Record<ConstructionDisplayStatus, StatusTone> = {
  active: 'green',
  pending: 'yellow',
  completed: 'blue',
  delayed: 'red',
  planning: 'gray',
  construction: 'purple',
};

/** Spec §4: the display status badge; an unknown value reads 'Pendiente'. */
export function constructionDisplayBadge(value: unknown): StatusBadge {
  const known = (CONSTRUCTION_DISPLAY_STATUSES as readonly unknown[]).includes(value);
  const status = known ? (value as ConstructionDisplayStatus) : 'pending';
  return { label: CONSTRUCTION_DISPLAY_STATUS_LABELS[status], tone: DISPLAY_TONES[status] };
}

/**
 * The display status of a project on the dashboard table, derived from its stage: works past their completion date
 * and not finished are 'delayed'; selling stages are 'active'; a pause or a cancellation waits ('pending').
 */
export function constructionDisplayStatus(
  project: { construction_stage: string; progress: number | null; completion_date: string | null },
  today: string
): ConstructionDisplayStatus {
  const stage = constructionStageOf(project.construction_stage);
  if (stage === 'completed') return 'completed';
  const late = project.completion_date !== null && project.completion_date < today;
  if (late && (project.progress ?? 0) < 100 && stage !== 'cancelled') return 'delayed';
  if (stage === 'construction') return 'construction';
  if (stage === 'planning') return 'planning';
  if (stage === 'pre-sale' || stage === 'marketing') return 'active';
  return 'pending';
}

// ---------------------------------------------------------------------------------------------------------------
// Priority

export const PROJECT_PRIORITIES = ['high', 'medium', 'low'] as const;
export const ProjectPrioritySchema = z.enum(PROJECT_PRIORITIES);
export type ProjectPriority = z.infer<typeof ProjectPrioritySchema>;

export const PROJECT_PRIORITY_LABELS: Record<ProjectPriority, string> = {
  high: 'Alta',
  medium: 'Media',
  low: 'Baja',
};

const PRIORITY_TONES: Record<ProjectPriority, StatusTone> = { high: 'red', medium: 'yellow', low: 'green' };

// The sample data spells priorities in Spanish too ('alta', 'media', 'baja').
const PRIORITY_ALIASES: Record<string, ProjectPriority> = { alta: 'high', media: 'medium', baja: 'low' };

/** A priority from either spelling (high/alta, …); anything else is 'medium'. */
export function projectPriorityOf(value: unknown): ProjectPriority {
  if (typeof value !== 'string') return 'medium';
  const key = value.trim().toLowerCase();
  if ((PROJECT_PRIORITIES as readonly string[]).includes(key)) return key as ProjectPriority;
  return PRIORITY_ALIASES[key] ?? 'medium';
}

/** The badge of a priority: Alta red, Media yellow, Baja green. */
export function projectPriorityBadge(value: unknown): StatusBadge {
  const priority = projectPriorityOf(value);
  return { label: PROJECT_PRIORITY_LABELS[priority], tone: PRIORITY_TONES[priority] };
}

// ---------------------------------------------------------------------------------------------------------------
// Activity log

export const ACTIVITY_TYPES = [
  'project_update',
  'new_lead',
  'material_delivery',
  'inspection',
  'contract_signed',
  'reservation_created',
  'reservation_released',
  'reservation_expired',
] as const;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

/** The activities a person records by hand; the others are written by the actions they describe. */
export const MANUAL_ACTIVITY_TYPES = ['inspection', 'material_delivery'] as const;
export const ManualActivityTypeSchema = z.enum(MANUAL_ACTIVITY_TYPES);

/** How the feed shows an activity: a Spanish name, an icon (named, drawn by the web) and a colour. */
export type ActivityLook = { label: string; icon: string; tone: StatusTone };

export const ACTIVITY_LOOKS: Record<ActivityType, ActivityLook> = {
  project_update: { label: 'Actualización de proyecto', icon: 'building', tone: 'blue' },
  new_lead: { label: 'Nuevo lead', icon: 'user-plus', tone: 'green' },
  material_delivery: { label: 'Entrega de materiales', icon: 'truck', tone: 'yellow' },
  inspection: { label: 'Inspección', icon: 'clipboard-check', tone: 'purple' },
  contract_signed: { label: 'Contrato firmado', icon: 'file-signature', tone: 'green' },
  reservation_created: { label: 'Separación', icon: 'key', tone: 'blue' },
  reservation_released: { label: 'Separación liberada', icon: 'unlock', tone: 'gray' },
  reservation_expired: { label: 'Separación vencida', icon: 'clock', tone: 'yellow' },
};

/** How many entries the dashboard's recent-activity feed shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

// ---------------------------------------------------------------------------------------------------------------
// Sales bar, list filters and card (spec §4, §9)

export const SALES_TONES = ['green', 'blue', 'yellow', 'gray', 'red'] as const;
export const SalesToneSchema = z.enum(SALES_TONES);
export type SalesTone = z.infer<typeof SalesToneSchema>;

/**
 * Spec §4: the sales bar's colour: >= 80 % green, >= 60 % blue, >= 40 % yellow, otherwise grey on the card and red
 * in the detail modal.
 */
export function salesBarTone(percent: number, where: 'card' | 'modal' = 'card'): SalesTone {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'blue';
  if (percent >= 40) return 'yellow';
  return where === 'modal' ? 'red' : 'gray';
}

/** A share as a whole percentage (0 when the whole is 0 or missing). */
export const percentOf = (part: number, whole: number | null | undefined): number =>
  whole ? Math.round((100 * part) / whole) : 0;

/** Spec §9: the cities of the constructor list's filter. */
export const CONSTRUCTOR_CITIES = [
  'Medellín',
  'Bogotá',
  'Cali',
  'Barranquilla',
  'Cartagena',
  'Bucaramanga',
  'Pereira',
  'Manizales',
] as const;

/** Spec §9: a card lists at most this many amenities, then '+N más'. */
export const CARD_MAX_AMENITIES = 4;

/** The '+N más' after a card's first amenities ('' when none are left out). */
export const moreAmenitiesLabel = (remaining: number) => (remaining > 0 ? `+${remaining} más` : '');
