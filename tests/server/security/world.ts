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
  token: 'firma',
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
