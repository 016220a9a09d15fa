import { count, eq } from 'drizzle-orm';
import { colombiaDay } from '#domain/business-calendar';
import type { Db } from '#server/db/client';
import { leadEvents, leads, leadTasks, leadVisits, mailOutbox } from '#server/db/schema';
import { SWEEPS } from '#server/jobs/registry';
import { remindVisits } from '#server/services/lead-work';
import { callJson, people, setUpCompanies, type PersonKey } from '#tests/server/projects/support';
import { versionOf } from '#tests/server/support/fixtures';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { createProject } from '#tests/server/constructor/world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;
let userIds: Awaited<ReturnType<typeof setUpCompanies>>['userIds'];
let project: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign, userIds } = await setUpCompanies(db, api));
  project = (await createProject(api, own, { name: 'Torres del Poblado' })).id;
});
afterAll(() => close());

let serial = 0;
const addLead = async (companyId = own, assignedTo: number | null = null) =>
  (
    await db
      .insert(leads)
      .values({
        companyId,
        contactName: `Lucía ${++serial}`,
        contactEmail: `l${serial}@example.com`,
        assignedTo,
      })
      .returning()
  )[0]!.id;
const as = (who: PersonKey, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
  callJson(api, people[who], method, path, body);
const dayIn = (days: number) => colombiaDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const rowsOf = async (table: typeof leadTasks | typeof leadVisits) =>
  (await db.select({ n: count() }).from(table))[0]!.n;
const historyOf = async (lead: number) =>
  db.select().from(leadEvents).where(eq(leadEvents.leadId, lead)).orderBy(leadEvents.id);

describe('tasks', () => {
  it("adds 'Llamar' to a lead, due on a Colombian date, assigned to the lead's owner and in its history", async () => {
    const lead = await addLead(own, userIds.member);
    const { status, body } = await as('admin', 'POST', `/leads/${lead}/tasks`, {
      kind: 'call',
      due_date: '2099-03-10',
      due_time: '09:30',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      lead_id: lead,
      kind: 'call',
      title: 'Llamar',
      due_at: '2099-03-10T14:30:00.000Z',
      done_at: null,
      overdue: false,
      assigned_to: userIds.member,
    });
    expect((await historyOf(lead)).at(-1)).toMatchObject({ type: 'task' });
  });

  it("shows an overdue open task in 'Mis tareas' and among the overdue, until it is done", async () => {
    const lead = await addLead(own, userIds.member);
    const { body: task } = await as('member', 'POST', `/leads/${lead}/tasks`, {
      kind: 'other',
      title: 'Enviar planos del tipo B',
      due_date: dayIn(-2),
      due_time: '10:00',
    });
    const overdue = await as('owner', 'GET', `/tasks?company_id=${own}&overdue=true`);
    expect(overdue.body.tasks).toContainEqual(expect.objectContaining({ id: task.id, overdue: true }));
    const mine = await as('member', 'GET', `/tasks?company_id=${own}&mine=true`);
    expect(mine.body.tasks.map((t: { id: number }) => t.id)).toContain(task.id);
    const others = await as('admin', 'GET', `/tasks?company_id=${own}&mine=true`);
    expect(others.body.tasks.map((t: { id: number }) => t.id)).not.toContain(task.id);

    const done = await as('member', 'PATCH', `/tasks/${task.id}`, { done: true });
    expect(done.body).toMatchObject({ overdue: false, done_at: expect.any(String) });
    const after = await as('owner', 'GET', `/tasks?company_id=${own}&overdue=true`);
    expect(after.body.tasks.map((t: { id: number }) => t.id)).not.toContain(task.id);
  });

  it('refuses free text without words, and a task for another company’s lead, writing nothing', async () => {
    const lead = await addLead();
    const before = await rowsOf(leadTasks);
    const empty = await as('member', 'POST', `/leads/${lead}/tasks`, {
      kind: 'other',
      due_date: '2099-01-01',
    });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain('Describe la tarea');
    const theirs = await addLead(foreign);
    const foreignCall = await as('member', 'POST', `/leads/${theirs}/tasks`, {
      kind: 'call',
      due_date: '2099-01-01',
    });
    expect(foreignCall.status).toBe(404);
    expect(foreignCall.body.detail).toBe('Lead no encontrado.');
    expect(await rowsOf(leadTasks)).toBe(before);
  });

  it('lets a VIEWER read the tasks but not add one', async () => {
    const lead = await addLead();
    expect((await as('viewer', 'GET', `/tasks?company_id=${own}&lead_id=${lead}`)).status).toBe(200);
    const refused = await as('viewer', 'POST', `/leads/${lead}/tasks`, {
      kind: 'call',
      due_date: '2099-01-01',
    });
    expect(refused.status).toBe(403);
  });
});

describe('visits', () => {
  const visit = (overrides: Record<string, unknown> = {}) => ({
    date: dayIn(3),
    time: '10:00',
    project_id: project,
    salesperson_id: userIds.member,
    ...overrides,
  });

  it("'Agendar visita' puts the visit in the agenda and the lead's history", async () => {
    const lead = await addLead();
    const { status, body } = await as('member', 'POST', `/leads/${lead}/visits`, visit());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      lead_id: lead,
      project_name: 'Torres del Poblado',
      salesperson_id: userIds.member,
      status: 'scheduled',
    });
    const from = new Date(Date.now()).toISOString();
    const to = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const agenda = await as('viewer', 'GET', `/visits?company_id=${own}&from=${from}&to=${to}`);
    expect(agenda.body.visits).toContainEqual(expect.objectContaining({ id: body.id }));
    expect((await historyOf(lead)).at(-1)?.description).toMatch(/^Visita agendada para el /);
  });

  it("lists one lead's visits for its profile, whatever their date, and none of another lead", async () => {
    const lead = await addLead();
    const other = await addLead();
    const first = (await as('member', 'POST', `/leads/${lead}/visits`, visit({ date: dayIn(5) }))).body;
    const later = (await as('member', 'POST', `/leads/${lead}/visits`, visit({ date: dayIn(40) }))).body;
    await as('member', 'POST', `/leads/${other}/visits`, visit());
    const { status, body } = await as('viewer', 'GET', `/visits?company_id=${own}&lead_id=${lead}`);
    expect(status).toBe(200);
    expect(body.visits.map((v: { id: number }) => v.id)).toEqual([first.id, later.id]);
  });

  it('queues the confirmation with its .ics to the lead and the salesperson, and the reminder the day before', async () => {
    const lead = await addLead();
    const email = `l${serial}@example.com`;
    const v = (await as('member', 'POST', `/leads/${lead}/visits`, visit({ date: dayIn(1) }))).body;
    const mails = async (template: string) =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.template, template))).filter((m) =>
        [email, people.member.email].includes(m.recipient)
      );
    const confirmations = await mails('visit-confirmation');
    expect(confirmations.filter((m) => m.recipient === email)).toHaveLength(1);
    expect(confirmations.map((m) => m.recipient)).toContain(people.member.email);
    expect(confirmations[0]!.attachments[0]).toMatchObject({ filename: 'visita.ics' });
    const before = (await mails('visit-reminder')).length;
    await remindVisits(db, new Date(new Date(v.starts_at).getTime() - 60 * 60 * 1000));
    expect((await mails('visit-reminder')).length).toBe(before + 2);
  });

  it('refuses a visit in the past, a salesperson or project of another company, writing nothing', async () => {
    const lead = await addLead();
    const before = await rowsOf(leadVisits);
    const past = await as('member', 'POST', `/leads/${lead}/visits`, visit({ date: dayIn(-1) }));
    expect(past.status).toBe(422);
    expect(past.body.detail).toBe('La visita no puede agendarse en el pasado.');
    const stranger = await as(
      'member',
      'POST',
      `/leads/${lead}/visits`,
      visit({ salesperson_id: userIds.foreignOwner })
    );
    expect(stranger.body.detail).toBe('El asesor debe pertenecer a la empresa.');
    const theirProject = (await createProject(api, foreign, { name: 'Sabana Norte' }, people.foreignOwner))
      .id;
    const project422 = await as(
      'member',
      'POST',
      `/leads/${lead}/visits`,
      visit({ project_id: theirProject })
    );
    expect(project422.body.detail).toBe('El proyecto debe ser de la empresa del lead.');
    const bad = await as('member', 'POST', `/leads/${lead}/visits`, visit({ time: '25:00' }));
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('La hora no es válida');
    expect(await rowsOf(leadVisits)).toBe(before);
    expect(await historyOf(lead)).toHaveLength(0);
  });

  it('reminds once the visits of the next 24 hours, and a later one only when its day comes', async () => {
    const lead = await addLead();
    const soon = (await as('member', 'POST', `/leads/${lead}/visits`, visit({ date: dayIn(1) }))).body;
    const later = (await as('member', 'POST', `/leads/${lead}/visits`, visit({ date: dayIn(5) }))).body;
    const start = new Date(soon.starts_at);
    const dayBefore = new Date(start.getTime() - 20 * 60 * 60 * 1000);
    const reminded = await remindVisits(db, dayBefore);
    expect(reminded).toContain(soon.id);
    expect(reminded).not.toContain(later.id);
    expect(await remindVisits(db, dayBefore)).not.toContain(soon.id);
    const [row] = await db.select().from(leadVisits).where(eq(leadVisits.id, soon.id));
    expect(row).toMatchObject({ status: 'reminded', remindedAt: dayBefore });
  });

  it("runs as the queue's 'visit-reminders' sweep on the application's clock", async () => {
    const lead = await addLead();
    const soon = (await as('member', 'POST', `/leads/${lead}/visits`, visit({ date: dayIn(2) }))).body;
    const sweep = SWEEPS.find((s) => s.name === 'visit-reminders')!;
    const dayBefore = new Date(new Date(soon.starts_at).getTime() - 60 * 60 * 1000);
    const report = await sweep.run({ db, now: () => dayBefore, enqueue: async () => null });
    expect(report).toEqual({ reminded: 1 });
    const [row] = await db.select().from(leadVisits).where(eq(leadVisits.id, soon.id));
    expect(row!.status).toBe('reminded');
  });

  it("'Asistió' qualifies the lead; a recorded visit refuses a second outcome", async () => {
    const lead = await addLead();
    await db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, lead));
    const v = (await as('member', 'POST', `/leads/${lead}/visits`, visit())).body;
    const version = await versionOf(db, 'leads', lead);
    const done = await as('member', 'POST', `/visits/${v.id}/outcome`, { outcome: 'attended' });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('attended');
    const detail = await as('viewer', 'GET', `/leads/${lead}`);
    expect(detail.body.status).toBe('qualified');
    expect(detail.body.version).toBe(version + 1);
    expect(detail.body.history.at(-1)).toMatchObject({
      type: 'visit',
      from_status: 'contacted',
      to_status: 'qualified',
    });
    const again = await as('member', 'POST', `/visits/${v.id}/outcome`, { outcome: 'missed' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('La visita ya tiene resultado registrado.');
  });

  it("'Reprogramada' needs the new time, closes the visit and schedules its successor", async () => {
    const lead = await addLead();
    const v = (await as('member', 'POST', `/leads/${lead}/visits`, visit())).body;
    const missing = await as('member', 'POST', `/visits/${v.id}/outcome`, { outcome: 'rescheduled' });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('Indica la nueva fecha y hora de la visita');
    const moved = await as('member', 'POST', `/visits/${v.id}/outcome`, {
      outcome: 'rescheduled',
      date: dayIn(6),
      time: '15:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'scheduled',
      salesperson_id: userIds.member,
      project_id: project,
    });
    expect(moved.body.id).not.toBe(v.id);
    const [old] = await db.select().from(leadVisits).where(eq(leadVisits.id, v.id));
    expect(old!.status).toBe('rescheduled');
  });
});

describe("closing a lead as 'Descartado'", () => {
  it('requires a reason, keeps it on the lead and in its history', async () => {
    const lead = await addLead();
    const version = await versionOf(db, 'leads', lead);
    const refused = await as('member', 'PATCH', `/leads/${lead}`, { version, status: 'lost' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Indica el motivo por el que se descarta el lead');
    const closed = await as('member', 'PATCH', `/leads/${lead}`, {
      version,
      status: 'lost',
      lost_reason: 'Compró en otro proyecto',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.lost_reason).toBe('Compró en otro proyecto');
    expect(closed.body.history.at(-1).description).toContain('Motivo: Compró en otro proyecto');
  });
});
