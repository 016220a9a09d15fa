import type { Db } from '#server/db/client';
import {
  amenities,
  nearbyPlaces,
  projectAmenities,
  projects,
  properties,
  propertyModelAmenities,
  propertyModels,
} from '#server/db/schema';
import type { DemoCompanyKey } from '#server/demo/demo-companies';
import type { LeadTarget } from '#server/demo/plan-leads';
import type { PlannedProject } from '#server/demo/plan-projects';

type CompanyIds = Record<DemoCompanyKey, number>;

async function amenityIds(tx: Db): Promise<Map<string, number>> {
  const rows = await tx.select({ id: amenities.id, code: amenities.code }).from(amenities);
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Inserts the planned projects with their places, amenities, models and units; returns what leads may ask about. */
export async function insertProjects(
  tx: Db,
  planned: PlannedProject[],
  companyIds: CompanyIds
): Promise<LeadTarget[]> {
  const amenityByCode = await amenityIds(tx);
  const amenityId = (code: string) => {
    const id = amenityByCode.get(code);
    if (id === undefined) throw new Error(`Unknown amenity code in seed: ${code}`);
    return id;
  };

  const projectRows = await tx
    .insert(projects)
    .values(planned.map((p) => ({ ...p.row, companyId: companyIds[p.company] })))
    .returning({ id: projects.id, name: projects.name });
  const projectId = new Map(projectRows.map((r) => [r.name, r.id]));
  const idOf = (p: PlannedProject) => projectId.get(p.row.name) as number;

  await tx
    .insert(nearbyPlaces)
    .values(planned.flatMap((p) => p.nearbyPlaces.map((n) => ({ ...n, projectId: idOf(p) }))));
  await tx
    .insert(projectAmenities)
    .values(
      planned.flatMap((p) =>
        p.amenityCodes.map((code) => ({ projectId: idOf(p), amenityId: amenityId(code) }))
      )
    );

  const modelRows = await tx
    .insert(propertyModels)
    .values(planned.flatMap((p) => p.models.map((m) => ({ ...m.row, projectId: idOf(p) }))))
    .returning({ id: propertyModels.id, projectId: propertyModels.projectId, name: propertyModels.name });
  const modelId = new Map(modelRows.map((m) => [`${m.projectId}:${m.name}`, m.id]));
  const modelIdOf = (p: PlannedProject, index: number) =>
    modelId.get(`${idOf(p)}:${p.models[index]?.row.name}`) as number;

  await tx
    .insert(propertyModelAmenities)
    .values(
      planned.flatMap((p) =>
        p.models.flatMap((m, i) =>
          m.amenityCodes.map((code) => ({ propertyModelId: modelIdOf(p, i), amenityId: amenityId(code) }))
        )
      )
    );

  const unitRows = await tx
    .insert(properties)
    .values(
      planned.flatMap((p) =>
        p.units.map((u) => ({
          ...u.row,
          companyId: companyIds[p.company],
          projectId: idOf(p),
          propertyModelId: modelIdOf(p, u.modelIndex),
        }))
      )
    )
    .returning({
      id: properties.id,
      companyId: properties.companyId,
      projectId: properties.projectId,
      status: properties.status,
      propertyType: properties.propertyType,
      bedrooms: properties.bedrooms,
      price: properties.price,
      createdAt: properties.createdAt,
    });

  const byId = new Map(planned.map((p) => [idOf(p), p]));
  const targets: LeadTarget[] = [];
  for (const p of planned) {
    if (p.row.status === 'CANCELLED') continue;
    targets.push({
      company: p.company,
      companyId: companyIds[p.company],
      projectId: idOf(p),
      propertyId: null,
      projectType: p.row.type ?? null,
      propertyType: null,
      bedrooms: null,
      price: ((p.row.priceRangeMin ?? 0) + (p.row.priceRangeMax ?? 0)) / 2,
      createdAt: p.row.createdAt ?? new Date(0),
    });
  }
  for (const u of unitRows) {
    const project = u.projectId === null ? undefined : byId.get(u.projectId);
    if (!project || project.row.status === 'CANCELLED') continue;
    if (u.status !== 'AVAILABLE' && u.status !== 'RESERVED') continue;
    targets.push({
      company: project.company,
      companyId: u.companyId,
      projectId: u.projectId,
      propertyId: u.id,
      projectType: project.row.type ?? null,
      propertyType: u.propertyType,
      bedrooms: u.bedrooms,
      price: u.price ?? 0,
      createdAt: u.createdAt,
    });
  }
  return targets;
}
