import { CONSTRUCTION_STAGE_LABELS, type ConstructionStage } from './construction';
import { formatMoney } from './format';

// The Spanish wording of the activity entries the product writes by itself. The server writes them as actions
// happen and the demo data as history; both word them here so the feed reads the same either way.

/** The title and description of one activity entry. */
export type ActivityText = { title: string; description: string | null };

/** A project was registered. */
export const projectCreatedText = (project: string): ActivityText => ({
  title: `Nuevo proyecto: ${project}`,
  description: 'Proyecto registrado en el portal.',
});

/** A project was saved without changing its stage. */
export const projectUpdatedText = (project: string): ActivityText => ({
  title: `Proyecto actualizado: ${project}`,
  description: 'Se actualizaron los datos del proyecto.',
});

/** A project moved to another construction stage: the new stage goes in the title. */
export const stageChangedText = (
  project: string,
  before: ConstructionStage,
  after: ConstructionStage
): ActivityText => ({
  title: `${project}: etapa ${CONSTRUCTION_STAGE_LABELS[after]}`,
  description: `La etapa pasó de ${CONSTRUCTION_STAGE_LABELS[before]} a ${CONSTRUCTION_STAGE_LABELS[after]}.`,
});

/** A unit or property was sold. */
export const saleText = (
  unit: string,
  project: string | null,
  price: number | null,
  currency: string
): ActivityText => ({
  title: `Contrato firmado: ${unit}`,
  description:
    [project, price === null ? null : formatMoney(price, currency)].filter(Boolean).join(' · ') || null,
});

/** A lead arrived asking about a project or a property. */
export const leadText = (contact: string | null, subject: string): ActivityText => ({
  title: `Nuevo lead: ${contact ?? 'Sin nombre'}`,
  description: `Interesado en ${subject}.`,
});

/** A unit was held for a lead (separación), until the day it expires. */
export const reservationText = (unit: string, lead: string | null, expires: string | null): ActivityText => ({
  title: `Separación: ${unit}`,
  description:
    [lead ? `Para ${lead}` : null, expires ? `vence el ${expires}` : null].filter(Boolean).join(' · ') ||
    null,
});

/** A separación was released by a person, with the reason they gave. */
export const reservationReleasedText = (unit: string, reason: string): ActivityText => ({
  title: `Separación liberada: ${unit}`,
  description: `Motivo: ${reason}`,
});

/** A separación reached its expiry without a sale: the unit is available again. */
export const reservationExpiredText = (unit: string): ActivityText => ({
  title: `Separación vencida: ${unit}`,
  description: 'La unidad volvió a estar disponible.',
});
