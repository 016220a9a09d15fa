import {
  leadText,
  projectCreatedText,
  saleText,
  stageChangedText,
  type ActivityText,
} from '#domain/activity-texts';
import type { ConstructionStage } from '#domain/construction';
import type { NewProjectActivity } from '#server/db/schema';
import { daysAfter, daysBefore, notAfter } from '#server/demo/dates';
import type { Random } from '#server/demo/prng';

// The demo feed: what the product would have written had the demo projects lived through the portal (created,
// moved from stage to stage, units sold, leads received), plus the inspections and deliveries site staff record.

export type HistoryProject = {
  id: number;
  companyId: number;
  name: string;
  stage: ConstructionStage;
  createdAt: Date;
  updatedAt: Date;
  startDate: string | null;
  completionDate: string | null;
};
export type HistorySale = {
  companyId: number;
  projectId: number | null;
  name: string;
  projectName: string | null;
  price: number | null;
  currency: string;
  soldAt: Date;
};
export type HistoryLead = {
  companyId: number;
  projectId: number | null;
  contactName: string | null;
  subject: string;
  createdAt: Date;
};
/** Who writes a company's entries: office staff (projects, sales) and site staff (inspections, deliveries). */
export type Authors = ReadonlyMap<number, { office: number | null; site: number | null }>;

const INSPECTIONS = [
  'Inspección de estructura',
  'Inspección de redes eléctricas',
  'Inspección de redes hidrosanitarias',
  'Visita de interventoría',
  'Inspección de seguridad en obra',
] as const;
const DELIVERIES = [
  ['Entrega de acero de refuerzo', 'toneladas de acero', [12, 40]],
  ['Entrega de concreto premezclado', 'm³ de concreto', [60, 180]],
  ['Entrega de bloque de arcilla', 'mil bloques', [8, 30]],
  ['Entrega de ventanería', 'ventanas', [24, 90]],
  ['Entrega de cerámica para acabados', 'm² de cerámica', [300, 1200]],
] as const;
const FINDINGS = ['Sin observaciones.', 'Se registraron observaciones menores, ya atendidas.'] as const;

// A calendar date of the plan read as midday in Colombia.
const noonOf = (day: string) => new Date(`${day}T17:00:00Z`);

type Step = { at: Date; before: ConstructionStage; after: ConstructionStage };

// The stage changes a project went through to reach its stage, each dated where the plan says it happened.
function stageSteps(random: Random, p: HistoryProject, now: Date): Step[] {
  const presale = daysAfter(p.createdAt, random.int(10, 30));
  const start = p.startDate ? noonOf(p.startDate) : presale;
  const built = [
    { at: presale, before: 'planning', after: 'pre-sale' },
    { at: start, before: 'pre-sale', after: 'construction' },
  ] as const;
  switch (p.stage) {
    case 'planning':
      return [];
    case 'pre-sale':
      return [built[0]];
    case 'construction':
      return [...built];
    case 'marketing':
      return [
        ...built,
        { at: daysBefore(now, random.int(10, 40)), before: 'construction', after: 'marketing' },
      ];
    case 'on-hold':
      return [
        ...built,
        { at: daysBefore(now, random.int(20, 60)), before: 'construction', after: 'on-hold' },
      ];
    case 'completed': {
      const done = p.completionDate ? noonOf(p.completionDate) : daysBefore(now, 30);
      return [...built, { at: done, before: 'construction', after: 'completed' }];
    }
    case 'cancelled':
      return [{ at: p.updatedAt, before: 'planning', after: 'cancelled' }];
  }
}

/** Every entry of the demo feed, oldest first, never later than `now` nor earlier than its project. */
export function planActivities(
  random: Random,
  data: { projects: HistoryProject[]; sales: HistorySale[]; leads: HistoryLead[] },
  authors: Authors,
  now: Date
): NewProjectActivity[] {
  const entries: NewProjectActivity[] = [];
  const add = (
    companyId: number,
    projectId: number | null,
    type: NewProjectActivity['type'],
    text: ActivityText,
    at: Date,
    createdBy: number | null
  ) => entries.push({ companyId, projectId, type, ...text, createdBy, createdAt: notAfter(now, at) });

  for (const p of data.projects) {
    const { office, site } = authors.get(p.companyId) ?? { office: null, site: null };
    add(p.companyId, p.id, 'project_update', projectCreatedText(p.name), p.createdAt, office);
    let last = p.createdAt;
    for (const step of stageSteps(random, p, now)) {
      // Steps keep their order even where the plan's dates would not (a start before the pre-sale).
      last = step.at > last ? step.at : daysAfter(last, 1);
      add(
        p.companyId,
        p.id,
        'project_update',
        stageChangedText(p.name, step.before, step.after),
        last,
        office
      );
    }
    if (!['construction', 'marketing', 'on-hold'].includes(p.stage)) continue;
    for (let i = random.int(2, 4); i > 0; i--) {
      const at = daysBefore(now, random.between(0.2, 45));
      if (at < last) continue;
      if (random.chance(0.5)) {
        const title = random.pick(INSPECTIONS);
        add(p.companyId, p.id, 'inspection', { title, description: random.pick(FINDINGS) }, at, site);
      } else {
        const [title, unit, [min, max]] = random.pick(DELIVERIES);
        const description = `${random.int(min, max)} ${unit} recibidos en obra.`;
        add(p.companyId, p.id, 'material_delivery', { title, description }, at, site);
      }
    }
  }
  for (const s of data.sales) {
    const office = authors.get(s.companyId)?.office ?? null;
    add(
      s.companyId,
      s.projectId,
      'contract_signed',
      saleText(s.name, s.projectName, s.price, s.currency),
      s.soldAt,
      office
    );
  }
  for (const l of data.leads) {
    add(l.companyId, l.projectId, 'new_lead', leadText(l.contactName, l.subject), l.createdAt, null);
  }
  return entries.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
}
