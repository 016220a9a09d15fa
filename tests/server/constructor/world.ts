import { colombiaMonth, monthStart } from '#domain/business-calendar';
import type { Db } from '#server/db/client';
import { leads } from '#server/db/schema';
import type { createTestApi } from '#tests/server/support/test-app';
import type { TestPerson } from '#tests/server/support/tokens';
import { callJson, modelBody, people, projectBody } from '#tests/server/projects/support';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** Creates a project through the API (as the owner by default) and returns it. */
export async function createProject(
  api: TestApi,
  companyId: number,
  overrides: Record<string, unknown>,
  person: TestPerson = people.owner
) {
  const { status, body } = await callJson(api, person, 'POST', '/projects', {
    ...projectBody(overrides),
    company_id: companyId,
  });
  if (status !== 201) throw new Error(`project not created: ${JSON.stringify(body)}`);
  return body as { id: number; name: string; construction_stage: string };
}

/** Adds a model and named units (through the API) to a project; returns the units' ids by name. */
export async function addUnits(
  api: TestApi,
  projectId: number,
  units: { name: string; price: number }[],
  person: TestPerson = people.owner
) {
  const model = await callJson(
    api,
    person,
    'POST',
    `/property-models/projects/${projectId}/models`,
    modelBody()
  );
  const ids: Record<string, number> = {};
  for (const unit of units) {
    const { status, body } = await callJson(api, person, 'POST', `/projects/${projectId}/properties`, {
      name: unit.name,
      property_model_id: model.body.id,
      status: 'AVAILABLE',
      price: unit.price,
    });
    if (status !== 201) throw new Error(`unit not created: ${JSON.stringify(body)}`);
    ids[unit.name] = body.id;
  }
  return ids;
}

/** Changes a unit's status through the API (reading its version first), as a person; returns the answer. */
export async function setUnitStatus(
  api: TestApi,
  projectId: number,
  unitId: number,
  status: string,
  person: TestPerson = people.owner,
  extra: Record<string, unknown> = {}
) {
  const path = `/projects/${projectId}/properties/${unitId}`;
  const current = await callJson(api, person, 'GET', path);
  return callJson(api, person, 'PUT', path, { status, version: current.body.version, ...extra });
}

/** Inserts a lead with a given status. */
export async function addLeadWithStatus(
  db: Db,
  companyId: number,
  status: 'new' | 'contacted' | 'qualified' | 'lost'
) {
  await db.insert(leads).values({ companyId, contactName: `Lead ${status}`, status });
}

/** Mid-January of the current year in Colombia: a sale date that is never in a month boundary. */
export function midJanuary(now: Date): Date {
  const { year } = colombiaMonth(now);
  return new Date(monthStart(year, 1).getTime() + 14 * 24 * 60 * 60 * 1000 + 12 * 60 * 60 * 1000);
}
