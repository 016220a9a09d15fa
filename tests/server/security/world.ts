import { sql } from 'drizzle-orm';
import { PERMISSION_MANAGE_ALL_COMPANIES, PERMISSION_READ_ALL_COMPANIES } from '#domain/permissions';
import type { Db } from '#server/db/client';
import { companyMembers, leads } from '#server/db/schema';
import { addCompany, addMember, addProject, addProperty, addUser } from '#tests/server/support/fixtures';
import type { createTestApi } from '#tests/server/support/test-app';
import { json } from '#tests/server/support/test-app';
import type { TestPerson } from '#tests/server/support/tokens';
import { addModel, addUnit, modelBody, projectBody, propertyBody } from '#tests/server/projects/support';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** A caller allowed every operation: OWNER of the company and platform manager. */
export const caller: TestPerson = {
  sub: 'auth0|security-owner',
  email: 'owner@seguridad.test',
  name: 'Sofía',
  permissions: [PERMISSION_READ_ALL_COMPANIES, PERMISSION_MANAGE_ALL_COMPANIES],
};

/** One of each entity an operation can address, all in the caller's company. */
export async function buildWorld(db: Db, api: TestApi) {
  await json(await api.as(caller).get('/users/me'));
  const [me] = (await db.execute<{ id: number }>(sql`select id from users where email = ${caller.email}`))
    .rows;
  const company = await addCompany(db, 'Constructora Segura S.A.S.');
  await addMember(db, company, me!.id, 'OWNER');
  const colleague = await addUser(db, 'colega@seguridad.test');
  await addMember(db, company, colleague, 'MEMBER');
  const [membership] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(sql`${companyMembers.userId} = ${colleague}`);
  const project = await addProject(db, company, 'Torres Seguras', 'ACTIVE');
  const model = await addModel(db, project);
  const unit = await addUnit(db, company, project, model, 'Apto 101');
  const property = await addProperty(db, company, 'Casa Segura', 'AVAILABLE');
  const [lead] = await db
    .insert(leads)
    .values({ companyId: company, contactName: 'Lucía', contactEmail: 'lucia@seguridad.test' })
    .returning({ id: leads.id });
  return { company, project, model, unit, property, member: membership!.id, lead: lead!.id };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** A value each path parameter accepts: the id of the entity its path names. */
export function pathValue(world: World, path: string, name: string): string {
  const byName: Record<string, string | number> = {
    projectId: world.project,
    modelId: world.model,
    propertyId: world.unit,
    memberId: world.member,
    company_id: world.company,
    folder: 'projects',
    name: '3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b.jpg',
    country: 'CO',
    // Well-formed links that lead nowhere: a quote's PDF and a privacy request's confirmation.
    token: 'x'.repeat(43),
  };
  if (name === 'id')
    return String(
      path.startsWith('/projects')
        ? world.project
        : path.startsWith('/properties')
          ? world.property
          : path.startsWith('/leads')
            ? world.lead
            : world.company
    );
  return String(byName[name] ?? 1);
}

/** A query every operation accepts: its required parameters filled. */
export const queryValues = (world: World): Record<string, string> => ({
  company_id: String(world.company),
  // A signed upload's signature, and the shape of a saved search's e-mailed link (one that leads nowhere).
  token: 'firma_de_prueba_1234567890',
  from: '2099-01-01T00:00:00Z',
  to: '2099-02-01T00:00:00Z',
});

/** A valid body for each request schema of the contract, by component name. */
export function validBodies(world: World): Record<string, Record<string, unknown>> {
  return {
    ProjectCreate: { ...projectBody(), company_id: world.company },
    ProjectInput: projectBody(),
    ProjectUpdate: projectBody({ version: 1 }),
    PropertyModelInput: modelBody(),
    PropertyModelUpdate: modelBody({ version: 1 }),
    PropertyCreate: { ...propertyBody(), company_id: world.company },
    PropertyUpdate: { ...propertyBody(), version: 1 },
    UnitCreate: { name: 'Apto 202', property_model_id: world.model },
    UnitUpdate: { status: 'AVAILABLE', price: 1, version: 1 },
    CompanyInput: { name: 'Empresa Nueva', country_code: 'CO' },
    CompanyUpdate: { name: 'Empresa Nueva', country_code: 'CO', version: 1 },
    MemberInvite: { email: 'nuevo@seguridad.test', role: 'MEMBER' },
    MemberRoleUpdate: { role: 'VIEWER' },
    ChatRequest: { message: 'Busco apartamento en Medellín' },
    ChatLeadRequest: {
      contact_name: 'Lucía',
      contact_email: 'lucia@seguridad.test',
      property_id: world.property,
      consent: true,
    },
    ActivityCreate: {
      company_id: world.company,
      project_id: world.project,
      type: 'inspection',
      title: 'Visita',
    },
    RevenueTargetInput: { monthly_target: 1_000_000 },
    LeadCreate: { company_id: world.company, contact_name: 'Mario', contact_phone: '3001112233' },
    LeadUpdate: { status: 'contacted', version: 1 },
    LeadContact: { channel: 'email' },
    PortalAssistantRequest: { company_id: world.company, message: '¿Cuántas unidades vendimos este mes?' },
    UploadUrlRequest: { filename: 'plano.jpg', filetype: 'image/jpeg', company_id: world.company, size: 10 },
    CompleteUploadRequest: { upload_token: 'token' },
    UploadFileForm: { company_id: String(world.company), folder: 'projects', policy: 'images' },
    PrivacyRequest: { email: 'lucia@seguridad.test', kind: 'export' },
    SavedSearchRequest: { email: 'lucia@seguridad.test', session_id: 'sesion_segura_1', consent: true },
    AnalysisPdfRequest: { property_id: world.property },
    PrivacySettingsInput: {
      body: `Política de tratamiento. ${'Finalidades y derechos. '.repeat(10)}`,
      retention_months: 24,
      version: 1,
    },
    PublicLead: {
      key: 'clave-de-captura',
      contact_name: 'Lucía',
      contact_email: 'lucia@seguridad.test',
      consent: true,
    },
    UnitHold: { reason: 'Reservada para la gerencia' },
    LeadAssign: { assigned_to: null, version: 1 },
    ReservationCreate: {
      property_id: world.unit,
      lead_id: world.lead,
      deposit: 5_000_000,
      deposit_method: 'transfer',
    },
    ReservationRelease: { reason: 'El cliente desistió' },
    SaleCreate: {
      buyer_name: 'Lucía Gómez',
      buyer_document_type_id: 1,
      buyer_document_number: '1020304050',
      buyer_email: 'lucia@seguridad.test',
      buyer_phone: '3001112233',
    },
    PaymentCreate: { instalment_id: 1, paid_on: '2026-01-10', amount: 1_000_000, method: 'cash' },
    QuoteCreate: {
      property_id: world.unit,
      lead_id: world.lead,
      instalment_count: 12,
      instalment_day: 15,
      delivery_date: `${new Date().getUTCFullYear() + 2}-06-30`,
      financing: 'mortgage',
    },
    QuoteApproval: { decision: 'approve' },
    QuoteDecline: { reason: 'Compró en otro proyecto' },
    SaleSettingsUpdate: {
      quote_validity_days: 15,
      member_max_discount_pct: 5,
      reservation_days: 7,
      version: 1,
    },
    LeadCaptureUpdate: {
      allowed_origins: ['https://constructora.example'],
      rotation: [],
      whatsapp_template: null,
    },
    TaskCreate: { kind: 'call', due_date: '2099-01-15', due_time: '10:00' },
    TaskUpdate: { done: true },
    VisitCreate: { date: '2099-01-15', time: '10:00', salesperson_id: 1 },
    VisitOutcomeRequest: { outcome: 'attended' },
  };
}

/** A digest of every row of every table: equal before and after a call means the call changed nothing. */
export async function fingerprint(db: Db): Promise<string> {
  const tables = (
    await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`
    )
  ).rows.map((r) => r.name);
  const parts = tables.map(
    (t) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from "${t}" x)`
  );
  const [row] = (
    await db.execute<{ digest: string }>(sql.raw(`select concat_ws(',', ${parts.join(', ')}) as digest`))
  ).rows;
  return row!.digest;
}
