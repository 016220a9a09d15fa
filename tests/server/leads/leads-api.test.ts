import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { leadEvents, leads, mailOutbox, projectActivities } from '#server/db/schema';
import { call, callJson, people, setUpCompanies, type PersonKey } from '#tests/server/projects/support';
import { addCompany, addMember, versionOf } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { createProject } from '#tests/server/constructor/world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;
let userIds: Record<PersonKey, number>;
let project: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign, userIds } = await setUpCompanies(db, api));
  project = (await createProject(api, own, { name: 'Torres del Poblado' })).id;
});
afterAll(() => close());

let serial = 0;
const lead = (overrides: Record<string, unknown> = {}) => ({
  company_id: own,
  contact_name: 'Lucía Fernández',
  contact_email: `lucia${++serial}@example.com`,
  contact_phone: '',
  budget: 450_000_000,
  interest_types: ['apartment'],
  interest_cities: ['Medellín'],
  interests: 'Apartamento de 2 alcobas cerca del metro.',
  ...overrides,
});
const create = (who: PersonKey, body: unknown) => callJson(api, people[who], 'POST', '/leads', body);
const list = (who: PersonKey, query: string) => callJson(api, people[who], 'GET', `/leads?${query}`);
const detail = (who: PersonKey, id: number) => callJson(api, people[who], 'GET', `/leads/${id}`);
// A change made on the lead as it is stored now (the version is checked by tests/server/api/edit-versions).
const patch = async (who: PersonKey, id: number, body: Record<string, unknown>) =>
  callJson(api, people[who], 'PATCH', `/leads/${id}`, { version: await versionOf(db, 'leads', id), ...body });
const assign = async (who: PersonKey, id: number, assignedTo: number | null) =>
  callJson(api, people[who], 'PUT', `/leads/${id}/assignee`, {
    version: await versionOf(db, 'leads', id),
    assigned_to: assignedTo,
  });
const contact = (who: PersonKey, id: number, channel: string) =>
  callJson(api, people[who], 'POST', `/leads/${id}/contact`, { channel });

describe('POST /leads', () => {
  it('creates a Nuevo lead with its first history entry and a new_lead activity', async () => {
    const { status, body } = await create(
      'member',
      lead({ contact_name: 'Pedro Salas', project_id: project })
    );
    expect(status).toBe(201);
    expect(body.duplicate).toBe(false);
    expect(body.lead).toMatchObject({
      company_id: own,
      contact_name: 'Pedro Salas',
      status: 'new',
      origin: 'manual',
      budget: 450_000_000,
      interest_types: ['apartment'],
      interest_cities: ['Medellín'],
      project_id: project,
      project_name: 'Torres del Poblado',
    });
    const history = (await detail('viewer', body.lead.id)).body.history;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ type: 'created', to_status: 'new', created_by_name: 'Mateo' });
    const feed = await db.select().from(projectActivities).where(eq(projectActivities.companyId, own));
    expect(feed.some((a) => a.type === 'new_lead' && a.title === 'Nuevo lead: Pedro Salas')).toBe(true);
  });

  it('adds a second contact by the same e-mail (any case) to the history instead of a new lead', async () => {
    const first = await create('owner', lead({ contact_email: 'ana.rios@example.com', contact_phone: '' }));
    const again = await create(
      'admin',
      lead({
        contact_name: 'Ana Ríos',
        contact_email: 'ANA.Rios@Example.com',
        contact_phone: '+57 311 555 0101',
      })
    );
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect(again.body.lead.id).toBe(first.body.lead.id);
    // The missing phone is learnt from the new contact.
    expect(again.body.lead.contact_phone).toBe('+57 311 555 0101');
    const history = (await detail('owner', first.body.lead.id)).body.history;
    expect(history.map((e: { type: string }) => e.type)).toEqual(['created', 'recontact']);
    const rows = await db.select().from(leads).where(eq(leads.contactName, 'Ana Ríos'));
    expect(rows).toHaveLength(0);
  });

  it('recognises the same phone written differently and reopens a closed lead', async () => {
    const first = await create('owner', lead({ contact_email: '', contact_phone: '+57 300 123 4567' }));
    await patch('owner', first.body.lead.id, { status: 'lost', lost_reason: 'Sin presupuesto' });
    const again = await create('member', lead({ contact_email: '', contact_phone: '300-123-4567' }));
    expect(again.body).toMatchObject({ duplicate: true, lead: { id: first.body.lead.id, status: 'new' } });
  });

  it('keeps the same contact apart in another company', async () => {
    const mine = await create('owner', lead({ contact_email: 'compartido@example.com' }));
    const theirs = await create(
      'foreignOwner',
      lead({ company_id: foreign, contact_email: 'compartido@example.com' })
    );
    expect(theirs.status).toBe(201);
    expect(theirs.body.lead.id).not.toBe(mine.body.lead.id);
  });

  it('refuses bad input with Spanish messages', async () => {
    const { status, body } = await create('owner', {
      company_id: own,
      contact_name: 'A',
      contact_email: 'no-es-correo',
      budget: -1,
    });
    expect(status).toBe(422);
    const text = JSON.stringify(body);
    expect(text).toContain('El nombre debe tener al menos 2 caracteres');
    expect(text).toContain('Escribe un correo electrónico válido');
    expect(text).toContain('El presupuesto no puede ser negativo');
    const noContact = await create('owner', { company_id: own, contact_name: 'Sin Datos' });
    expect(JSON.stringify(noContact.body)).toContain('Indica un correo electrónico o un teléfono');
  });

  it("refuses another company's project", async () => {
    const theirs = (await createProject(api, foreign, { name: 'Sabana Norte' }, people.foreignOwner)).id;
    const { status, body } = await create('owner', lead({ project_id: theirs }));
    expect({ status, body }).toMatchObject({
      status: 422,
      body: { detail: 'El proyecto no pertenece a la empresa.' },
    });
  });

  it('lets a VIEWER read but not create; an outsider or another company gets the missing company', async () => {
    expect((await create('viewer', lead())).status).toBe(403);
    const missing = { status: 404, body: { detail: 'Empresa no encontrada.' } };
    expect(await create('outsider', lead())).toMatchObject(missing);
    expect(await create('foreignOwner', lead())).toMatchObject(missing);
  });
});

describe('GET /leads', () => {
  let company: number;
  beforeAll(async () => {
    company = await addCompany(db, 'Leads Ordenados S.A.S.');
    await addMember(db, company, userIds.owner, 'OWNER');
    const at = (minutes: number) => new Date(Date.UTC(2026, 9, 1, 12, minutes));
    const rows = [
      { contactName: 'José Gómez', status: 'new', interests: 'Local comercial' },
      { contactName: 'María López', status: 'contacted', interests: 'Casa campestre' },
      { contactName: 'Carlos Ruiz', status: 'qualified', interests: 'Oficina' },
      { contactName: 'Laura Gómez', status: 'new', interests: 'Apartamento' },
      { contactName: 'Pablo Díaz', status: 'lost', interests: 'Lote' },
    ] as const;
    for (const [i, row] of rows.entries())
      await db.insert(leads).values({ companyId: company, ...row, createdAt: at(i), updatedAt: at(i) });
  });
  const names = (body: { leads: { contact_name: string }[] }) => body.leads.map((l) => l.contact_name);

  it('lists newest first with counts per status', async () => {
    const { status, body } = await list('owner', `company_id=${company}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Pablo Díaz', 'Laura Gómez', 'Carlos Ruiz', 'María López', 'José Gómez']);
    expect(body.counts).toEqual({
      all: 5,
      new: 2,
      contacted: 1,
      qualified: 1,
      quoted: 0,
      reserved: 0,
      won: 0,
      lost: 1,
    });
    expect(body).toMatchObject({ total_items: 5, total_pages: 1, page: 1 });
  });

  it('filters by status and pages', async () => {
    const byStatus = await list('owner', `company_id=${company}&status=new`);
    expect(names(byStatus.body)).toEqual(['Laura Gómez', 'José Gómez']);
    expect(byStatus.body.total_items).toBe(2);
    const page2 = await list('owner', `company_id=${company}&limit=2&page=2`);
    expect(names(page2.body)).toEqual(['Carlos Ruiz', 'María López']);
    expect(page2.body).toMatchObject({ total_items: 5, total_pages: 3, page: 2 });
  });

  it('searches ignoring case and accents, and counts within the search', async () => {
    const { body } = await list('owner', `company_id=${company}&q=GOMEZ`);
    expect(names(body)).toEqual(['Laura Gómez', 'José Gómez']);
    expect(body.counts).toEqual({
      all: 2,
      new: 2,
      contacted: 0,
      qualified: 0,
      quoted: 0,
      reserved: 0,
      won: 0,
      lost: 0,
    });
    const byInterest = await list('owner', `company_id=${company}&q=campestre`);
    expect(names(byInterest.body)).toEqual(['María López']);
  });

  it('answers another company exactly as a missing one, and refuses a bad status in Spanish', async () => {
    expect(await list('foreignOwner', `company_id=${own}`)).toMatchObject({
      status: 404,
      body: { detail: 'Empresa no encontrada.' },
    });
    const bad = await list('owner', `company_id=${own}&status=cerrado`);
    expect(bad.status).toBe(422);
  });
});

describe('GET and PATCH /leads/{id}, POST /leads/{id}/contact', () => {
  it('changes status and notes, each with its history entry', async () => {
    const id = (await create('owner', lead())).body.lead.id;
    const { status, body } = await patch('member', id, {
      status: 'qualified',
      notes: 'Tiene crédito preaprobado.',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'qualified', notes: 'Tiene crédito preaprobado.' });
    expect(body.history.map((e: { type: string }) => e.type)).toEqual(['created', 'status_changed', 'note']);
    expect(body.history[1]).toMatchObject({ from_status: 'new', to_status: 'qualified' });
  });

  it("changes no assignee: that is the managers' own operation", async () => {
    const id = (await create('owner', lead())).body.lead.id;
    const { status } = await patch('member', id, { assigned_to: userIds.member });
    expect(status).toBe(422);
  });
});

describe("PUT /leads/{id}/assignee ('Asignar a')", () => {
  it('gives the lead to a member and keeps every reassignment in the history', async () => {
    const id = (await create('owner', lead())).body.lead.id;
    expect(await assign('admin', id, userIds.member)).toMatchObject({
      status: 200,
      body: { assigned_to: userIds.member, assigned_to_name: 'Mateo' },
    });
    const { body } = await assign('owner', id, userIds.admin);
    expect(body.assigned_to_name).toBe('Ana');
    const entries = body.history.filter((e: { type: string }) => e.type === 'assigned');
    expect(entries.map((e: { description: string }) => e.description)).toEqual([
      'Asignado a Mateo.',
      'Asignado a Ana (antes: Mateo).',
    ]);
    expect((await assign('owner', id, null)).body.assigned_to).toBeNull();
  });

  it('e-mails the new assignee, naming who assigned the lead', async () => {
    const id = (await create('owner', lead())).body.lead.id;
    await assign('admin', id, userIds.member);
    const queued = await db.select().from(mailOutbox).where(eq(mailOutbox.template, 'lead-assigned'));
    const mine = queued.filter((m) => (m.data as { leadId: number }).leadId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'pending',
      data: { assigneeName: 'Mateo', assignedByName: 'Ana' },
    });
    expect(mine[0]!.subject).toBeTruthy();
  });

  it('refuses a VIEWER and someone from outside the company, in Spanish', async () => {
    const id = (await create('owner', lead())).body.lead.id;
    expect(await assign('owner', id, userIds.viewer)).toMatchObject({
      status: 422,
      body: { detail: 'Un VIEWER no puede ser responsable de un lead: elige un miembro con otro rol.' },
    });
    expect(await assign('owner', id, userIds.foreignOwner)).toMatchObject({
      status: 422,
      body: { detail: 'El responsable debe pertenecer a la empresa.' },
    });
  });

  it('is refused to a MEMBER', async () => {
    const id = (await create('owner', lead())).body.lead.id;
    expect((await assign('member', id, userIds.member)).status).toBe(403);
  });
});

describe("'Mis leads'", () => {
  it("lists only the caller's leads, counts included", async () => {
    const mine = (await create('owner', lead({ contact_name: 'Para Mateo' }))).body.lead.id;
    await create('owner', lead({ contact_name: 'Para nadie' }));
    await assign('owner', mine, userIds.member);
    const { body } = await list('member', `company_id=${own}&assigned=me`);
    expect(body.leads.map((l: { id: number }) => l.id)).toContain(mine);
    expect(body.leads.every((l: { assigned_to: number }) => l.assigned_to === userIds.member)).toBe(true);
    expect(body.counts.all).toBe(body.leads.length);
    expect((await list('member', `company_id=${own}&assigned=otro`)).status).toBe(422);
  });
});

describe("'WhatsApp'", () => {
  it('links a valid mobile with the company template and records the contact', async () => {
    await callJson(api, people.owner, 'PUT', `/companies/${own}/lead-capture`, {
      allowed_origins: [],
      rotation: [],
      whatsapp_template: 'Hola {nombre}, soy de {empresa}. ¿Te interesa {interes}?',
    });
    const id = (
      await create(
        'owner',
        lead({ contact_name: 'Pedro', contact_phone: '301 765 4321', project_id: project })
      )
    ).body.lead.id;
    const { body } = await detail('member', id);
    expect(body.whatsapp.reason).toBeNull();
    expect(body.whatsapp.url).toBe(
      `https://wa.me/573017654321?text=${encodeURIComponent(
        'Hola Pedro, soy de Constructora Andina S.A.S.. ¿Te interesa Torres del Poblado?'
      )}`
    );
    const after = await callJson(api, people.member, 'POST', `/leads/${id}/whatsapp`);
    expect(after.status).toBe(200);
    expect(after.body.status).toBe('contacted');
    expect(after.body.history.at(-1)).toMatchObject({ type: 'whatsapp', to_status: 'contacted' });
  });

  it('is disabled with the reason for a landline or no phone', async () => {
    const landline = (await create('owner', lead({ contact_phone: '(604) 444 1234' }))).body.lead.id;
    expect((await detail('owner', landline)).body.whatsapp).toEqual({
      url: null,
      reason: 'El teléfono del lead no es un celular válido.',
    });
    const refused = await callJson(api, people.member, 'POST', `/leads/${landline}/whatsapp`);
    expect(refused).toMatchObject({
      status: 422,
      body: { detail: 'El teléfono del lead no es un celular válido.' },
    });
    const none = (await create('owner', lead())).body.lead.id;
    expect((await detail('owner', none)).body.whatsapp.reason).toBe('El lead no tiene teléfono.');
  });

  it("'Contactar' moves a Nuevo lead to En seguimiento with the channel in its history", async () => {
    const id = (await create('owner', lead({ contact_email: 'contacto@example.com' }))).body.lead.id;
    const { status, body } = await contact('member', id, 'email');
    expect(status).toBe(200);
    expect(body.status).toBe('contacted');
    expect(body.history.at(-1)).toMatchObject({
      type: 'contacted',
      from_status: 'new',
      to_status: 'contacted',
      description: 'Contactado por correo electrónico (contacto@example.com).',
    });
    // A lead without a phone cannot be called.
    expect(await contact('member', id, 'phone')).toMatchObject({
      status: 422,
      body: { detail: 'El lead no tiene teléfono.' },
    });
  });

  it('lets a VIEWER read but not change; another company’s lead is a 404', async () => {
    const id = (await create('owner', lead())).body.lead.id;
    expect((await detail('viewer', id)).status).toBe(200);
    expect((await patch('viewer', id, { status: 'qualified' })).status).toBe(403);
    expect((await contact('viewer', id, 'email')).status).toBe(403);
    const missing = { status: 404, body: { detail: 'Lead no encontrado.' } };
    expect(await detail('foreignOwner', id)).toMatchObject(missing);
    expect(await patch('foreignOwner', id, { status: 'lost', lost_reason: 'Sin presupuesto' })).toMatchObject(
      missing
    );
    expect(await contact('outsider', id, 'email')).toMatchObject(missing);
    expect(await detail('owner', 999_999)).toMatchObject(missing);
  });

  it('refuses an empty change', async () => {
    const id = (await create('owner', lead())).body.lead.id;
    const { status, body } = await patch('owner', id, {});
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain('No hay cambios que guardar');
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toHaveLength(1);
  });
});

describe('GET /leads/export.csv', () => {
  it('exports the filtered leads as UTF-8 with BOM, ; separated, formula-safe', async () => {
    const id = await addCompany(db, 'Exporta S.A.S.');
    await addMember(db, id, userIds.viewer, 'VIEWER');
    await db.insert(leads).values([
      {
        companyId: id,
        contactName: '=HYPERLINK("http://x")',
        contactEmail: 'a@example.com',
        status: 'new',
        budget: 300_000_000,
        interests: 'Dos alcobas; balcón',
        interestTypes: ['apartment', 'house'],
        interestCities: ['Bogotá'],
        createdAt: new Date('2026-10-01T15:30:00Z'),
      },
      {
        companyId: id,
        contactName: 'Ñoño Pérez',
        status: 'qualified',
        createdAt: new Date('2026-10-02T00:00:00Z'),
      },
    ]);
    const res = await call(api, people.viewer, 'GET', `/leads/export.csv?company_id=${id}&status=new`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'ID;Nombre;Correo;Teléfono;Estado;Origen;Fuente;Fecha (hora de Colombia);Presupuesto (COP);' +
        'Tipos de inmueble;Ciudades;Proyecto;Propiedad;Intereses;Notas;Responsable'
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^\d+;"'=HYPERLINK\(""http:\/\/x""\)";a@example.com;;Nuevo;Manual;;2026-10-01 10:30;300000000;Apartamento, Casa;Bogotá;;;"Dos alcobas; balcón";;$/
    );
    const all = await call(api, people.viewer, 'GET', `/leads/export.csv?company_id=${id}`);
    expect(await all.text()).toContain('Ñoño Pérez;;;Calificado');
  });

  it("answers another company's export as a missing company", async () => {
    expect((await call(api, people.foreignOwner, 'GET', `/leads/export.csv?company_id=${own}`)).status).toBe(
      404
    );
  });
});
