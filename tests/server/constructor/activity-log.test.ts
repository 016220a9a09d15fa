import { asc, eq } from 'drizzle-orm';
import { PROJECT_HAS_SALES } from '#domain/project';
import type { Db } from '#server/db/client';
import { projectActivities, properties } from '#server/db/schema';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { versionOf } from '#tests/server/support/fixtures';
import { postJson } from '#tests/server/assistant/chat-support';
import {
  callJson,
  people,
  projectBody,
  propertyBody,
  setUpCompanies,
  type PersonKey,
} from '#tests/server/projects/support';
import { addUnits, createProject, setUnitStatus } from './world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let userIds: Record<PersonKey, number>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, userIds } = await setUpCompanies(db, api));
});
afterAll(() => close());

const entriesOf = (projectId: number) =>
  db
    .select()
    .from(projectActivities)
    .where(eq(projectActivities.projectId, projectId))
    .orderBy(asc(projectActivities.id));
const lastEntry = async () =>
  (await db.select().from(projectActivities).orderBy(asc(projectActivities.id))).at(-1)!;
const soldAt = async (id: number) =>
  (await db.select({ soldAt: properties.soldAt }).from(properties).where(eq(properties.id, id)))[0]!.soldAt;

describe('projects write the feed', () => {
  it('logs a creation, an update and a stage change, each with its author', async () => {
    const project = await createProject(api, own, { name: 'Bosque de Niquía' });
    expect(project.construction_stage).toBe('planning');
    const put = async (body: Record<string, unknown>) =>
      callJson(
        api,
        people.admin,
        'PUT',
        `/projects/${project.id}`,
        projectBody({
          name: 'Bosque de Niquía',
          ...body,
          version: await versionOf(db, 'projects', project.id),
        })
      );

    expect((await put({ priority: 'high' })).body).toMatchObject({
      construction_stage: 'planning',
      priority: 'high',
    });
    expect((await put({ construction_stage: 'construction' })).body.construction_stage).toBe('construction');
    // Omitted, the stage and the priority stay as they were.
    expect((await put({})).body).toMatchObject({ construction_stage: 'construction', priority: 'high' });

    const entries = await entriesOf(project.id);
    expect(entries.map((e) => [e.type, e.title, e.createdBy])).toEqual([
      ['project_update', 'Nuevo proyecto: Bosque de Niquía', userIds.owner],
      ['project_update', 'Proyecto actualizado: Bosque de Niquía', userIds.admin],
      ['project_update', 'Bosque de Niquía: etapa En Construcción', userIds.admin],
      ['project_update', 'Proyecto actualizado: Bosque de Niquía', userIds.admin],
    ]);
    expect(entries[2]!.description).toBe('La etapa pasó de Planificación a En Construcción.');
  });

  it('keeps the construction fields and documents of a project', async () => {
    const documents = [
      { url: '/uploads/1/projects/plano.pdf', name: 'Plano general.pdf', kind: 'pdf' },
      { url: '/uploads/1/projects/presupuesto.xlsx', name: 'Presupuesto.xlsx', kind: 'xlsx' },
    ];
    const created = await createProject(api, own, {
      name: 'Torre Ejecutiva',
      budget: 7_000_000_000,
      spent: 0,
      manager: '  Laura Restrepo ',
      documents,
    });
    const read = await callJson(api, people.viewer, 'GET', `/projects/${created.id}`);
    expect(read.body).toMatchObject({
      budget: 7_000_000_000,
      spent: 0,
      manager: 'Laura Restrepo',
      documents,
    });
    const cleared = await callJson(
      api,
      people.owner,
      'PUT',
      `/projects/${created.id}`,
      projectBody({ version: 1 })
    );
    expect(cleared.body).toMatchObject({ documents: [], budget: null, manager: null });
    const bad = await callJson(
      api,
      people.owner,
      'PUT',
      `/projects/${created.id}`,
      projectBody({ spent: -1, version: 2 })
    );
    expect(bad.status).toBe(422);
  });
});

describe('sales are dated and logged', () => {
  it('stamps sold_at when a unit becomes SOLD, keeps it on other edits and clears it when it leaves', async () => {
    const project = await createProject(api, own, { name: 'Altos de Sabaneta' });
    const units = await addUnits(api, project.id, [{ name: 'Apto 301', price: 520_000_000 }]);
    const unit = units['Apto 301']!;
    expect(await soldAt(unit)).toBeNull();

    await setUnitStatus(api, project.id, unit, 'SOLD', people.admin);
    const first = await soldAt(unit);
    expect(first).toBeInstanceOf(Date);
    expect(await lastEntry()).toMatchObject({
      type: 'contract_signed',
      title: 'Contrato firmado: Apto 301',
      description: 'Altos de Sabaneta · $520.000.000',
      projectId: project.id,
      createdBy: userIds.admin,
    });

    await setUnitStatus(api, project.id, unit, 'SOLD', people.owner, { price: 530_000_000 });
    expect(await soldAt(unit)).toEqual(first);
    expect((await entriesOf(project.id)).filter((e) => e.type === 'contract_signed')).toHaveLength(1);

    await setUnitStatus(api, project.id, unit, 'AVAILABLE');
    expect(await soldAt(unit)).toBeNull();
    await setUnitStatus(api, project.id, unit, 'SOLD');
    expect(await soldAt(unit)).not.toBeNull();
    expect((await entriesOf(project.id)).filter((e) => e.type === 'contract_signed')).toHaveLength(2);
  });

  it('dates and logs an independent property created SOLD', async () => {
    const { status, body } = await callJson(api, people.owner, 'POST', '/properties', {
      ...propertyBody({ name: 'Casa Llanogrande', status: 'SOLD' }),
      company_id: own,
    });
    expect(status).toBe(201);
    expect(await soldAt(body.id)).not.toBeNull();
    expect(await lastEntry()).toMatchObject({
      type: 'contract_signed',
      title: 'Contrato firmado: Casa Llanogrande',
      projectId: null,
      description: '$950.000.000',
    });
  });

  it('dates and logs an independent property edited to SOLD', async () => {
    const { body: created } = await callJson(api, people.owner, 'POST', '/properties', {
      ...propertyBody({ name: 'Lote El Retiro', property_type: 'land' }),
      company_id: own,
    });
    expect(await soldAt(created.id)).toBeNull();
    const { status } = await callJson(api, people.admin, 'PUT', `/properties/${created.id}`, {
      ...propertyBody({ name: 'Lote El Retiro', property_type: 'land', status: 'SOLD' }),
      version: created.version,
    });
    expect(status).toBe(200);
    expect(await soldAt(created.id)).not.toBeNull();
    expect(await lastEntry()).toMatchObject({
      type: 'contract_signed',
      title: 'Contrato firmado: Lote El Retiro',
      createdBy: userIds.admin,
    });
  });

  it('logs a lead from the public chat, written by nobody in particular', async () => {
    const { body: property } = await callJson(api, people.owner, 'POST', '/properties', {
      ...propertyBody({ name: 'Apartaestudio Laureles' }),
      company_id: own,
    });
    const res = await postJson(api.app, '/api/chat/leads', {
      property_id: property.id,
      consent: true,
      contact_name: 'Valentina Ríos',
      contact_email: 'valentina@example.co',
    });
    expect(res.status).toBe(201);
    expect(await lastEntry()).toMatchObject({
      companyId: own,
      type: 'new_lead',
      title: 'Nuevo lead: Valentina Ríos',
      description: 'Interesado en Apartaestudio Laureles.',
      createdBy: null,
    });
  });
});

describe('DELETE /projects/{id}', () => {
  it('is refused while units are sold or reserved, and allowed once they are released', async () => {
    const project = await createProject(api, own, { name: 'Mirador de Belén' });
    const units = await addUnits(api, project.id, [
      { name: 'Apto 101', price: 400_000_000 },
      { name: 'Apto 102', price: 410_000_000 },
    ]);
    await setUnitStatus(api, project.id, units['Apto 101']!, 'SOLD');
    await setUnitStatus(api, project.id, units['Apto 102']!, 'RESERVED');
    const remove = () => callJson(api, people.owner, 'DELETE', `/projects/${project.id}`);
    expect(await remove()).toMatchObject({ status: 409, body: { detail: PROJECT_HAS_SALES } });

    await setUnitStatus(api, project.id, units['Apto 101']!, 'AVAILABLE');
    expect((await remove()).status).toBe(409);
    await setUnitStatus(api, project.id, units['Apto 102']!, 'RENTED');
    expect((await remove()).status).toBe(200);

    // The feed keeps the project's history, unlinked.
    const history = await db
      .select()
      .from(projectActivities)
      .where(eq(projectActivities.title, 'Nuevo proyecto: Mirador de Belén'));
    expect(history).toHaveLength(1);
    expect(history[0]!.projectId).toBeNull();
  });
});
