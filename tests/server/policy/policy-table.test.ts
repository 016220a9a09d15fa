import { readFileSync } from 'node:fs';
import {
  ACTIONS,
  PERMISSION_MANAGE_ALL_COMPANIES,
  PERMISSION_READ_ALL_COMPANIES,
  POLICY,
  can,
  creatablePropertyStatuses,
  grantIn,
  type Access,
  type Action,
} from '#domain/permissions';
import { CompanyRoleSchema, type CompanyRole } from '#domain/roles';
import { PROPERTY_STATUSES } from '#domain/statuses';
import type { Db } from '#server/db/client';
import { leads } from '#server/db/schema';
import { QuoteCreateSchema } from '#domain/quote';
import { createQuote } from '#server/services/quotes';
import { privacySettings } from '#server/services/privacy';
import { PERMISSION_EXTENSION } from '#server/lib/openapi';
import { addCompany, addMember, addProject, addProperty, versionOf } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { createTestApi, json } from '#tests/server/support/test-app';
import type { TestPerson } from '#tests/server/support/tokens';
import { addModel, modelBody, projectBody, propertyBody } from '#tests/server/projects/support';
import { createTally } from '#tests/server/security/tally';
import {
  addBuyerLead,
  addReservation,
  addSale,
  addUnit,
  buyer,
  documentTypeId,
} from '#tests/server/sales/world';

// The web shows a control exactly when `can(access, action, companyId)` says so; this table proves the server
// answers 2xx exactly then, for every role and every company-scoped or platform action, with a real call.

const ROLES = CompanyRoleSchema.options;
type Actor = CompanyRole | 'NON_MEMBER' | 'PLATFORM_READER' | 'PLATFORM_MANAGER';
const ACTORS: readonly Actor[] = [...ROLES, 'NON_MEMBER', 'PLATFORM_READER', 'PLATFORM_MANAGER'];

const PERMISSIONS: Record<Actor, string[]> = {
  OWNER: [],
  ADMIN: [],
  MEMBER: [],
  VIEWER: [],
  NON_MEMBER: [],
  PLATFORM_READER: [PERMISSION_READ_ALL_COMPANIES],
  PLATFORM_MANAGER: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
};

const person = (actor: Actor): TestPerson => ({
  sub: `auth0|table-${actor.toLowerCase()}`,
  email: `${actor.toLowerCase()}@table.test`,
  permissions: PERMISSIONS[actor],
});

const isRole = (actor: Actor): actor is CompanyRole => (ROLES as readonly string[]).includes(actor);

/** What the web knows of an actor: their role in the company of the call (if they hold one) and permissions. */
const accessOf = (actor: Actor, companyId: number): Access => ({
  roles: isRole(actor) ? { [companyId]: actor } : {},
  permissions: PERMISSIONS[actor],
});

/**
 * The actions decided per company or by a platform permission: the ones whose answer differs by caller (the web's
 * advice is no operation's, so no call answers it).
 */
type Guarded = {
  [A in Action]: (typeof POLICY)[A] extends { kind: 'public' | 'signedIn' | 'advice' } ? never : A;
}[Action];

/** One real call: an operation of the contract, the company it touches, its path values and body. */
type Call = { companyId: number; params?: Record<string, number>; query?: string; body?: unknown };
type Case = {
  operation: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
  call(actor: Actor): Promise<Call>;
};

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let project: number;
let property: number;
let model: number;
const userIds = {} as Record<Actor, number>;
let serial = 0;
const tally = createTally('policy table');

// Destructive and creating calls get fresh entities, so every actor meets the same situation.
const freshProject = () => addProject(db, own, `Proyecto ${++serial}`, 'ACTIVE');
const freshProperty = () => addProperty(db, own, `Propiedad ${++serial}`, 'AVAILABLE');
const freshLead = async () =>
  (
    await db
      .insert(leads)
      .values({ companyId: own, contactName: `Lead ${++serial}` })
      .returning()
  )[0]!.id;

const quoteBody = (propertyId: number, leadId: number) => ({
  property_id: propertyId,
  lead_id: leadId,
  instalment_count: 12,
  instalment_day: 15,
  delivery_date: `${new Date().getUTCFullYear() + 2}-06-30`,
  financing: 'mortgage',
});

/** Every company-scoped and platform action, called through one operation that carries it. */
const CASES = {
  'company.read': {
    operation: 'GET /companies/{id}',
    call: async () => ({ companyId: own, params: { id: own } }),
  },
  'company.update': {
    operation: 'PUT /companies/{id}',
    call: async () => ({
      companyId: own,
      params: { id: own },
      body: {
        name: 'Tabla S.A.S.',
        country_code: 'CO',
        country_name: 'Colombia',
        city: 'Medellín',
        version: await versionOf(db, 'companies', own),
      },
    }),
  },
  'company.delete': {
    operation: 'DELETE /companies/{id}',
    // A company with nobody else in it: the only company a manager may delete (ADR 0011).
    call: async (actor) => {
      const id = await addCompany(db, `Sola ${++serial} S.A.S.`);
      if (isRole(actor)) await addMember(db, id, userIds[actor], actor);
      return { companyId: id, params: { id } };
    },
  },
  'member.read': {
    operation: 'GET /companies/{id}/members',
    call: async () => ({ companyId: own, params: { id: own } }),
  },
  'member.manage': {
    operation: 'POST /companies/{id}/members',
    call: async () => ({
      companyId: own,
      params: { id: own },
      body: { email: `invitado-${++serial}@table.test`, role: 'VIEWER' },
    }),
  },
  'dashboard.read': {
    operation: 'GET /dashboard/summary',
    call: async () => ({ companyId: own, query: `company_id=${own}` }),
  },
  'project.read': {
    operation: 'GET /projects/{id}',
    call: async () => ({ companyId: own, params: { id: project } }),
  },
  'project.create': {
    operation: 'POST /projects',
    call: async () => ({ companyId: own, body: projectBody({ company_id: own, name: `Nuevo ${++serial}` }) }),
  },
  'project.update': {
    operation: 'PUT /projects/{id}',
    // A fresh row is at version 1.
    call: async () => ({
      companyId: own,
      params: { id: await freshProject() },
      body: projectBody({ version: 1 }),
    }),
  },
  'project.delete': {
    operation: 'DELETE /projects/{id}',
    call: async () => ({ companyId: own, params: { id: await freshProject() } }),
  },
  'model.read': {
    operation: 'GET /projects/{projectId}/models',
    call: async () => ({ companyId: own, params: { projectId: project } }),
  },
  'model.create': {
    operation: 'POST /property-models/projects/{projectId}/models',
    call: async () => ({
      companyId: own,
      params: { projectId: await freshProject() },
      body: modelBody(),
    }),
  },
  'model.update': {
    operation: 'PUT /property-models/models/{modelId}',
    call: async () => ({
      companyId: own,
      params: { modelId: await addModel(db, await freshProject()) },
      body: modelBody({ name: 'Tipo B', version: 1 }),
    }),
  },
  'model.delete': {
    operation: 'DELETE /property-models/models/{modelId}',
    call: async () => ({ companyId: own, params: { modelId: await addModel(db, await freshProject()) } }),
  },
  'property.read': {
    operation: 'GET /properties/{id}',
    call: async () => ({ companyId: own, params: { id: property } }),
  },
  'property.create': {
    operation: 'POST /properties',
    // An apartment: every role the action admits may create one, so the table tests the action, not the type.
    call: async () => ({
      companyId: own,
      body: propertyBody({ company_id: own, property_type: 'apartment' }),
    }),
  },
  'property.update': {
    operation: 'PUT /properties/{id}',
    // A fresh row is at version 1.
    call: async () => ({
      companyId: own,
      params: { id: await freshProperty() },
      body: { ...propertyBody(), version: 1 },
    }),
  },
  'property.delete': {
    operation: 'DELETE /properties/{id}',
    call: async () => ({ companyId: own, params: { id: await freshProperty() } }),
  },
  'unit.block': {
    operation: 'POST /properties/{id}/block',
    // A fresh available unit of the project, so each allowed call has something to block.
    call: async () => ({
      companyId: own,
      params: { id: await addProperty(db, own, `Unidad ${++serial}`, 'AVAILABLE', project) },
      body: { reason: 'Reservada para la sala de ventas' },
    }),
  },
  'upload.create': {
    operation: 'POST /uploads/generate-s3-url',
    call: async () => ({
      companyId: own,
      body: { filename: 'plano.png', filetype: 'image/png', company_id: own },
    }),
  },
  'activity.create': {
    operation: 'POST /constructor/activities',
    call: async () => ({
      companyId: own,
      body: { company_id: own, project_id: project, type: 'inspection', title: 'Inspección de estructura' },
    }),
  },
  'lead.read': {
    operation: 'GET /leads',
    call: async () => ({ companyId: own, query: `company_id=${own}` }),
  },
  'lead.create': {
    operation: 'POST /leads',
    call: async () => ({
      companyId: own,
      body: { company_id: own, contact_name: 'Lina Prieto', contact_email: `lina${++serial}@example.com` },
    }),
  },
  'lead.update': {
    operation: 'PATCH /leads/{id}',
    call: async () => ({
      companyId: own,
      params: { id: await freshLead() },
      body: { status: 'qualified', version: 1 },
    }),
  },
  'quote.read': {
    operation: 'GET /quotes',
    call: async () => ({ companyId: own, query: `company_id=${own}` }),
  },
  'quote.create': {
    operation: 'POST /quotes',
    call: async () => ({ companyId: own, body: quoteBody(await freshProperty(), await freshLead()) }),
  },
  'quote.approve': {
    operation: 'POST /quotes/{id}/approval',
    // A MEMBER's quote with a discount above the default 5 % cap waits for this decision.
    call: async () => {
      const quote = await createQuote(
        db,
        own,
        QuoteCreateSchema.parse({
          ...quoteBody(await freshProperty(), await freshLead()),
          discount_value: 10,
        }),
        { role: 'MEMBER', permissions: [] },
        null,
        new Date()
      );
      return { companyId: own, params: { id: quote.id }, body: { decision: 'approve' } };
    },
  },
  'lead.assign': {
    operation: 'PUT /leads/{id}/assignee',
    call: async () => ({
      companyId: own,
      params: { id: await freshLead() },
      body: { assigned_to: userIds.MEMBER, version: 1 },
    }),
  },
  'lead_capture.manage': {
    operation: 'GET /companies/{id}/lead-capture',
    call: async () => ({ companyId: own, params: { id: own } }),
  },
  'task.manage': {
    operation: 'POST /leads/{id}/tasks',
    call: async () => ({
      companyId: own,
      params: { id: await freshLead() },
      body: { kind: 'call', due_date: '2099-01-15', due_time: '10:00' },
    }),
  },
  'visit.manage': {
    operation: 'POST /leads/{id}/visits',
    call: async () => ({
      companyId: own,
      params: { id: await freshLead() },
      body: { date: '2099-01-15', time: '10:00', salesperson_id: userIds.OWNER },
    }),
  },
  'revenueTarget.update': {
    operation: 'PUT /companies/{id}/revenue-target',
    call: async () => ({ companyId: own, params: { id: own }, body: { monthly_target: 2_500_000_000 } }),
  },
  'privacy.manage': {
    operation: 'PUT /companies/{id}/privacy',
    call: async () => ({
      companyId: own,
      params: { id: own },
      body: {
        body: `Política de prueba ${++serial}. ${'Finalidades y derechos del titular. '.repeat(8)}`,
        retention_months: 24,
        // The version the editor read: each allowed role's save publishes the next one.
        version: (await privacySettings(db, own)).policy.version,
      },
    }),
  },
  'sale.read': {
    operation: 'GET /sales',
    call: async () => ({ companyId: own, query: `company_id=${own}` }),
  },
  'reservation.create': {
    operation: 'POST /reservations',
    call: async () => ({
      companyId: own,
      body: {
        property_id: await addUnit(db, own, `Unidad ${++serial}`),
        lead_id: await addBuyerLead(db, own),
        deposit: 5_000_000,
        deposit_method: 'transfer',
      },
    }),
  },
  'reservation.release': {
    operation: 'POST /reservations/{id}/release',
    call: async () => ({
      companyId: own,
      params: { id: await addReservation(db, own, `Unidad ${++serial}`) },
      body: { reason: 'El cliente desistió' },
    }),
  },
  'sale.create': {
    operation: 'POST /reservations/{id}/sale',
    call: async () => ({
      companyId: own,
      params: { id: await addReservation(db, own, `Unidad ${++serial}`) },
      body: buyer(await documentTypeId(db, 'CO', 'CC')),
    }),
  },
  'payment.record': {
    operation: 'POST /sales/{id}/payments',
    call: async () => {
      const { saleId, instalmentId } = await addSale(db, own, `Unidad ${++serial}`);
      return {
        companyId: own,
        params: { id: saleId },
        body: { instalment_id: instalmentId, paid_on: '2026-01-10', amount: 1_000_000, method: 'cash' },
      };
    },
  },
  'platform.read': {
    operation: 'GET /admin/companies/{id}',
    call: async () => ({ companyId: own, params: { id: own } }),
  },
  'platform.delete': {
    operation: 'DELETE /admin/companies/{id}',
    call: async () => {
      const id = await addCompany(db, `Vacía ${++serial} S.A.S.`);
      return { companyId: id, params: { id } };
    },
  },
} satisfies Record<Guarded, Case>;

type Document = { paths: Record<string, Record<string, Record<string, unknown>>> };
const contract = JSON.parse(
  readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')
) as Document;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  for (const actor of ACTORS) userIds[actor] = (await json(await api.as(person(actor)).get('/users/me'))).id;
  own = await addCompany(db, 'Tabla S.A.S.');
  for (const role of ROLES) await addMember(db, own, userIds[role], role);
  project = await addProject(db, own, 'Proyecto de lectura', 'ACTIVE');
  property = await addProperty(db, own, 'Propiedad de lectura', 'AVAILABLE');
  model = await addModel(db, project);
});
afterAll(async () => {
  tally.report();
  await close();
});

describe('the table covers the policy', () => {
  it('has a case for every company-scoped and platform action', () => {
    const guarded = ACTIONS.filter((a) => POLICY[a].kind === 'company' || POLICY[a].kind === 'platform');
    expect(Object.keys(CASES).sort()).toEqual(guarded.sort());
  });

  it.each(Object.entries(CASES))(
    '%s is called through an operation that declares it',
    (action, { operation }) => {
      const [method, path] = operation.split(' ') as [string, string];
      expect(contract.paths[path]?.[method.toLowerCase()]?.[PERMISSION_EXTENSION]).toBe(action);
    }
  );
});

const rows = Object.entries(CASES).flatMap(([action, testCase]) =>
  ACTORS.map((actor) => ({ action: action as Guarded, actor, testCase: testCase as Case }))
);

describe('the server answers 2xx exactly when the web’s can() allows, else 403 or, outside the company, 404', () => {
  it.each(rows)('$action as $actor', async ({ action, actor, testCase }) => {
    const { companyId, params = {}, query, body } = await testCase.call(actor);
    const [method, template] = testCase.operation.split(' ') as [string, string];
    const path = template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]));
    const token = await api.issuer.tokenFor(person(actor));
    const res = await tally.measure(db, () =>
      api.app.request(query ? `${path}?${query}` : path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    );
    const allowed = can(accessOf(actor, companyId), action, companyId);
    if (allowed) expect(res.status, await res.text()).toBeGreaterThanOrEqual(200);
    if (allowed) expect(res.status).toBeLessThan(300);
    // Someone who may not even read the company gets the missing entity's 404; whoever sees it, a 403.
    else if (POLICY[action].kind === 'company' && !can(accessOf(actor, companyId), 'company.read', companyId))
      expect(res.status, await res.text()).toBe(404);
    else expect(res.status, await res.text()).toBe(403);
  });
});

// Creating is editing's back door: a role creates only in the statuses it may set by editing (a MEMBER's sold unit
// would be a sale it can neither record nor undo otherwise). Both creating operations, every status, every actor.
const statusRows = PROPERTY_STATUSES.flatMap((status) =>
  ACTORS.flatMap((actor) =>
    (['POST /properties', 'POST /projects/{projectId}/properties'] as const).map((operation) => ({
      operation,
      status,
      actor,
    }))
  )
);

describe('a property is created only in a status the creator may set by editing', () => {
  it.each(statusRows)('$operation $status as $actor', async ({ operation, status, actor }) => {
    const name = `Estado ${++serial}`;
    const [path, body] =
      operation === 'POST /properties'
        ? ['/properties', propertyBody({ company_id: own, property_type: 'apartment', status, name })]
        : [
            `/projects/${project}/properties`,
            { name, property_model_id: model, property_type: 'apartment', status },
          ];
    const token = await api.issuer.tokenFor(person(actor));
    const res = await tally.measure(db, () =>
      api.app.request(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    );
    const access = accessOf(actor, own);
    const allowed = creatablePropertyStatuses(grantIn(access, own)).includes(status);
    if (allowed) expect(res.status, await res.text()).toBe(201);
    else if (!can(access, 'company.read', own)) expect(res.status, await res.text()).toBe(404);
    else expect(res.status, await res.text()).toBe(403);
  });
});
