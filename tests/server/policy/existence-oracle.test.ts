import { readFileSync } from 'node:fs';
import { POLICY, type Action } from '#domain/permissions';
import type { Db } from '#server/db/client';
import { QuoteCreateSchema } from '#domain/quote';
import { createQuote } from '#server/services/quotes';
import { companyInvitations, leads, leadTasks, leadVisits } from '#server/db/schema';
import { addCompany, addMember, addProject, addProperty, addUser } from '#tests/server/support/fixtures';
import { createTestDb } from '#tests/server/support/test-db';
import { addReservation, addSale } from '#tests/server/sales/world';
import { createTestApi, json } from '#tests/server/support/test-app';
import {
  addModel,
  addUnit,
  callJson,
  modelBody,
  projectBody,
  propertyBody,
  type Method,
} from '#tests/server/projects/support';
import { createTally } from '#tests/server/security/tally';
import { fingerprint } from '#tests/server/security/world';

// Another company's id must answer exactly like an id that does not exist: a different status or body would let a
// signed-in user of one company enumerate the others' companies, projects, models, listings and members.

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
const prober = { sub: 'auth0|sonda', email: 'sonda@oracle.test' };
const MISSING = 999_999;
let ids: Record<
  | 'company'
  | 'project'
  | 'model'
  | 'unit'
  | 'property'
  | 'member'
  | 'lead'
  | 'invitation'
  | 'quote'
  | 'task'
  | 'visit'
  | 'reservation'
  | 'sale',
  number
>;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  // The prober owns a company of their own: a real tenant, not an anonymous stranger.
  const proberId = (await json(await api.as(prober).get('/users/me'))).id;
  await addMember(db, await addCompany(db, 'Sonda S.A.S.'), proberId, 'OWNER');

  const company = await addCompany(db, 'Objetivo S.A.S.');
  const owner = await addUser(db, 'dueno@objetivo.test');
  await addMember(db, company, owner, 'OWNER');
  const project = await addProject(db, company, 'Torre Objetivo', 'DRAFT');
  const model = await addModel(db, project);
  const quotedUnit = await addProperty(db, company, 'Casa Cotizada', 'AVAILABLE');
  const members = (await json(
    await api.as({ ...prober, permissions: ['read:all_companies'] }).get(`/companies/${company}/members`)
  )) as { id: number }[];
  ids = {
    company,
    project,
    model,
    unit: await addUnit(db, company, project, model, 'Unidad 101'),
    property: await addProperty(db, company, 'Casa Objetivo', 'AVAILABLE'),
    member: members[0]!.id,
    lead: (
      await db
        .insert(leads)
        .values({ companyId: company, contactName: 'Lucía Objetivo', contactEmail: 'lucia@objetivo.test' })
        .returning({ id: leads.id })
    )[0]!.id,
    invitation: (
      await db
        .insert(companyInvitations)
        .values({ companyId: company, email: 'invitada@objetivo.test', role: 'MEMBER' })
        .returning({ id: companyInvitations.id })
    )[0]!.id,
    quote: (
      await createQuote(
        db,
        company,
        QuoteCreateSchema.parse(quoteBody(quotedUnit)),
        { role: 'OWNER', permissions: [] },
        owner,
        new Date()
      )
    ).id,
    task: 0,
    visit: 0,
    reservation: await addReservation(db, company, 'Unidad Separada'),
    sale: (await addSale(db, company, 'Unidad Vendida')).saleId,
  };
  const dueAt = new Date('2099-01-15T15:00:00Z');
  ids.task = (
    await db
      .insert(leadTasks)
      .values({ leadId: ids.lead, kind: 'call', title: 'Llamar', dueAt })
      .returning({ id: leadTasks.id })
  )[0]!.id;
  ids.visit = (
    await db.insert(leadVisits).values({ leadId: ids.lead, startsAt: dueAt }).returning({ id: leadVisits.id })
  )[0]!.id;
});
const tally = createTally('existence oracle');
afterAll(async () => {
  tally.report();
  await close();
});

const quoteBody = (propertyId: number) => ({
  property_id: propertyId,
  contact: { name: 'Lucía Objetivo', email: 'lucia@objetivo.test' },
  instalment_count: 12,
  instalment_day: 15,
  delivery_date: `${new Date().getUTCFullYear() + 2}-06-30`,
  financing: 'mortgage',
});

type Probe = [Method, string, ((companyId: number) => unknown)?];

const PROBES: Probe[] = [
  ['GET', '/companies/{company}'],
  [
    'PUT',
    '/companies/{company}',
    () => ({ name: 'X S.A.S.', country_code: 'CO', country_name: 'Colombia', version: 1 }),
  ],
  ['DELETE', '/companies/{company}'],
  ['GET', '/companies/{company}/stats'],
  ['GET', '/companies/{company}/properties'],
  ['GET', '/dashboard/summary?company_id={company}'],
  ['GET', '/companies/{company}/members'],
  ['POST', '/companies/{company}/members', () => ({ email: 'dueno@objetivo.test', role: 'OWNER' })],
  ['PUT', '/companies/{company}/members/{member}', () => ({ role: 'VIEWER' })],
  ['DELETE', '/companies/{company}/members/{member}'],
  ['PUT', '/companies/{company}/revenue-target', () => ({ monthly_target: 1 })],
  ['GET', '/projects?company_id={company}'],
  ['POST', '/projects', (companyId) => projectBody({ company_id: companyId })],
  ['GET', '/projects/{project}'],
  ['PUT', '/projects/{project}', () => projectBody({ version: 1 })],
  ['DELETE', '/projects/{project}'],
  ['GET', '/projects/{project}/models'],
  ['GET', '/property-models/projects/{project}/models'],
  ['POST', '/property-models/projects/{project}/models', () => modelBody()],
  ['GET', '/property-models/projects/{project}/models/{model}'],
  ['PUT', '/property-models/models/{model}', () => modelBody({ version: 1 })],
  ['DELETE', '/property-models/models/{model}'],
  ['GET', '/projects/{project}/properties'],
  ['GET', '/projects/{project}/properties/{unit}'],
  ['DELETE', '/projects/{project}/properties/{unit}'],
  ['GET', '/properties/{property}'],
  ['PUT', '/properties/{property}', () => propertyBody({ version: 1 })],
  ['DELETE', '/properties/{property}'],
  ['POST', '/properties', (companyId) => propertyBody({ company_id: companyId })],
  ['GET', '/constructor/dashboard?company_id={company}'],
  ['GET', '/constructor/projects?company_id={company}'],
  ['GET', '/constructor/stats?company_id={company}'],
  [
    'POST',
    '/uploads/generate-s3-url',
    (companyId) => ({ filename: 'a.jpg', filetype: 'image/jpeg', company_id: companyId }),
  ],
  // Added since the first list: invitations, units' create and edit, the constructor's writes, leads.
  ['GET', '/companies/{company}/invitations'],
  ['DELETE', '/companies/{company}/invitations/{invitation}'],
  ['POST', '/projects/{project}/properties', () => ({ name: 'Apto 999', property_model_id: 1 })],
  ['PUT', '/projects/{project}/properties/{unit}', () => ({ status: 'SOLD', version: 1 })],
  [
    'POST',
    '/constructor/activities',
    (companyId) => ({ company_id: companyId, project_id: 1, type: 'inspection', title: 'Visita' }),
  ],
  [
    'POST',
    '/constructor/assistant',
    (companyId) => ({ company_id: companyId, message: '¿Cuánto vendimos?' }),
  ],
  ['GET', '/leads?company_id={company}'],
  [
    'POST',
    '/leads',
    (companyId) => ({ company_id: companyId, contact_name: 'Mario', contact_phone: '3001112233' }),
  ],
  ['GET', '/leads/export.csv?company_id={company}'],
  ['GET', '/leads/{lead}'],
  ['PATCH', '/leads/{lead}', () => ({ status: 'lost', lost_reason: 'Sin presupuesto', version: 1 })],
  ['POST', '/leads/{lead}/contact', () => ({ channel: 'email' })],
  // Habeas Data: the company's treatment policy and retention, a lead's person exported or anonymised.
  ['GET', '/companies/{company}/privacy'],
  [
    'PUT',
    '/companies/{company}/privacy',
    () => ({ body: 'Política. '.repeat(30), retention_months: 24, version: 1 }),
  ],
  ['GET', '/leads/{lead}/personal-data'],
  ['POST', '/leads/{lead}/anonymise'],
  // The sale cycle: quotes and the sale settings.
  ['GET', '/companies/{company}/sale-settings'],
  [
    'PUT',
    '/companies/{company}/sale-settings',
    () => ({ quote_validity_days: 10, member_max_discount_pct: 5, reservation_days: 7, version: 1 }),
  ],
  ['GET', '/quotes?company_id={company}'],
  ['POST', '/quotes', (companyId) => quoteBody(companyId === MISSING ? MISSING : ids.property)],
  ['GET', '/quotes/{quote}'],
  ['GET', '/quotes/{quote}/pdf'],
  ['POST', '/quotes/{quote}/approval', () => ({ decision: 'approve' })],
  ['POST', '/quotes/{quote}/send'],
  ['POST', '/quotes/{quote}/accept'],
  ['POST', '/quotes/{quote}/reject', () => ({ reason: 'Compró en otro proyecto' })],
  ['PUT', '/leads/{lead}/assignee', () => ({ assigned_to: null, version: 1 })],
  ['POST', '/leads/{lead}/whatsapp'],
  ['GET', '/companies/{company}/lead-capture'],
  [
    'PUT',
    '/companies/{company}/lead-capture',
    () => ({ allowed_origins: [], rotation: [], whatsapp_template: null }),
  ],
  ['POST', '/companies/{company}/lead-capture/key'],
  ['GET', '/tasks?company_id={company}'],
  ['POST', '/leads/{lead}/tasks', () => ({ kind: 'call', due_date: '2099-01-15' })],
  ['PATCH', '/tasks/{task}', () => ({ done: true })],
  ['GET', '/visits?company_id={company}&from=2099-01-01T00:00:00Z&to=2099-02-01T00:00:00Z'],
  ['POST', '/leads/{lead}/visits', () => ({ date: '2099-01-15', time: '10:00', salesperson_id: 1 })],
  ['POST', '/visits/{visit}/outcome', () => ({ outcome: 'missed' })],
  // The availability board and a unit's holds.
  ['GET', '/projects/{project}/availability'],
  ['GET', '/properties/{property}/status-history'],
  ['POST', '/properties/{property}/block', () => ({ reason: 'Reservada para la gerencia' })],
  ['POST', '/properties/{property}/unblock', () => ({ reason: 'Vuelve a la venta' })],
  // Separaciones, sales and cartera.
  ['GET', '/reservations?company_id={company}'],
  [
    'POST',
    '/reservations',
    (companyId) => ({
      property_id: companyId === MISSING ? MISSING : ids.property,
      lead_id: companyId === MISSING ? MISSING : ids.lead,
      deposit: 5_000_000,
      deposit_method: 'transfer',
    }),
  ],
  ['POST', '/reservations/{reservation}/release', () => ({ reason: 'El cliente desistió' })],
  [
    'POST',
    '/reservations/{reservation}/sale',
    () => ({
      buyer_name: 'Jorge Pérez',
      buyer_document_type_id: 1,
      buyer_document_number: '1020304050',
      buyer_email: 'jorge@objetivo.test',
      buyer_phone: '3001112233',
    }),
  ],
  ['GET', '/sales?company_id={company}'],
  ['GET', '/sales/export.csv?company_id={company}'],
  ['GET', '/sales-funnel?company_id={company}'],
  ['GET', '/sales-funnel/export.csv?company_id={company}'],
  ['GET', '/sales-collection?company_id={company}'],
  ['GET', '/sales/{sale}'],
  [
    'POST',
    '/sales/{sale}/payments',
    () => ({ instalment_id: 1, paid_on: '2026-01-10', amount: 1_000_000, method: 'cash' }),
  ],
];

// Company-scoped operations this table does not probe, each with the reason another company's id cannot reach it.
const NOT_PROBED: Record<string, string> = {
  'POST /uploads/upload-file': 'multipart; its company is checked like generate-s3-url, which is probed',
  'POST /uploads/complete': 'names no id: the company is inside the signed upload token',
};

type Contract = { paths: Record<string, Record<string, { 'x-permission': Action }>> };
const contract = JSON.parse(
  readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')
) as Contract;
const companyScoped = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => POLICY[op['x-permission']].kind === 'company')
    .map(([method]) => `${method.toUpperCase()} ${path}`)
);
const probedOperation = ([method, template]: Probe) =>
  `${method} ${template
    .split('?')[0]!
    .replace(/^\/projects\/\{project\}(\/availability)?$/, '/projects/{id}$1')
    .replace('{company}', '{id}')
    .replace('{project}', '{projectId}')
    .replace('{model}', '{modelId}')
    .replace('{unit}', '{propertyId}')
    .replace('{member}', '{memberId}')
    .replace('{invitation}', '{invitationId}')
    .replace(/\{(property|lead|quote|task|visit|reservation|sale)\}/, '{id}')}`;

describe('the probes cover the contract', () => {
  it('probe every company-scoped operation, or say why not', () => {
    const probed = new Set(PROBES.map(probedOperation));
    const missing = companyScoped.filter((op) => !probed.has(op) && !(op in NOT_PROBED));
    expect(missing).toEqual([]);
    expect(PROBES.map(probedOperation).filter((op) => !companyScoped.includes(op))).toEqual([]);
  });
});

describe('another company’s id answers exactly like a missing one', () => {
  it.each(PROBES)('%s %s', async (method, template, body) => {
    const ask = async (pick: (key: keyof typeof ids) => number) => {
      const before = await fingerprint(db);
      const answer = await callJson(
        api,
        prober,
        method,
        template.replace(/\{(\w+)\}/g, (_, key: keyof typeof ids) => String(pick(key))),
        body?.(pick('company'))
      );
      tally.record(answer.status, (await fingerprint(db)) !== before);
      return answer;
    };
    const foreign = await ask((key) => ids[key]);
    const missing = await ask(() => MISSING);
    expect(foreign.status).toBe(404);
    // Each answer carries its own request id; everything else must be the same.
    const anonymous = (a: typeof foreign) => ({ ...a, body: { ...a.body, request_id: undefined } });
    expect(anonymous(foreign)).toEqual(anonymous(missing));
    expect(foreign.body.detail).toMatch(/no encontrad[oa]/i);
  });

  it('left the other company’s data as it was', async () => {
    const reader = { ...prober, permissions: ['read:all_companies'] };
    expect((await callJson(api, reader, 'GET', `/projects/${ids.project}`)).status).toBe(200);
    expect((await callJson(api, reader, 'GET', `/properties/${ids.property}`)).status).toBe(200);
    const members = await callJson(api, reader, 'GET', `/companies/${ids.company}/members`);
    expect(members.body).toHaveLength(1);
  });
});
