import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AgendaPage } from './models/agenda';
import { LeadsPage } from './models/leads';
import { companiesOf, passwordGrantToken } from './support/api';
import { E2E } from './support/env';
import { expect, fullNameOf, test } from './support/fixtures';
import { mailTo } from './support/inbox';

const OWNER = 'owner@inbest.test';
const MEMBER = 'member@inbest.test';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Capture = {
  allowed_origins: string[];
  rotation: number[];
  whatsapp_template: string | null;
  snippet: string;
};
type Attachment = { contentType: string; generatedFileName?: string; fileName?: string };

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${E2E.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The application's clock, which earlier journeys may have moved forward. */
async function appNow(): Promise<number> {
  const res = await fetch(`${E2E.apiUrl}/__test__/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ms: 1 }),
  });
  const { now } = (await res.json()) as { now: string };
  return Date.parse(now);
}

/** The application's day, `offsetDays` from today, as a Colombian date (UTC−5). */
async function appDay(offsetDays: number): Promise<string> {
  return new Date((await appNow()) + offsetDays * DAY - 5 * HOUR).toISOString().slice(0, 10);
}

const testHook = (path: string, body: unknown) =>
  fetch(`${E2E.apiUrl}/__test__/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The company's own website: another origin, serving the pasted capture snippet. */
async function companyWebsite(snippet: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="es"><head><title>Constructora</title></head><body>${snippet}</body></html>`
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

for (const size of [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
]) {
  test(`a website lead is assigned, visited and qualified (${size.name} px)`, async ({
    page,
    signIn,
    shell,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const stamp = Date.now();
    const name = `Camila Web ${stamp}`;
    const email = `camila.${stamp}@example.com`;

    // The company allows its website and gives new leads to the member in turn.
    const ownerToken = await passwordGrantToken(OWNER);
    const [company] = await companiesOf(await passwordGrantToken(MEMBER));
    const members = await api<{ user_id: number; email: string }[]>(
      ownerToken,
      'GET',
      `/companies/${company!.id}/members`
    );
    const memberId = members.find((m) => m.email === MEMBER)!.user_id;
    const before = await api<Capture>(ownerToken, 'GET', `/companies/${company!.id}/lead-capture`);
    const site = await companyWebsite(before.snippet);
    try {
      await api(ownerToken, 'PUT', `/companies/${company!.id}/lead-capture`, {
        allowed_origins: [site.origin],
        rotation: [memberId],
        whatsapp_template: before.whatsapp_template,
      });

      // A visitor fills the pasted form on the company's website: a cross-origin post the API's CORS allows.
      await page.goto(site.origin);
      await page.getByLabel('Nombre').fill(name);
      await page.getByLabel('Correo').fill(email);
      // Its own phone: a contact the company already knows would only add to that lead's history.
      await page.getByLabel('Teléfono').fill(`+57 310 ${String(stamp).slice(-7)}`);
      // Ley 1581: the holder's authorisation, unticked until the visitor ticks it.
      await page.getByLabel('Autorizo el tratamiento de mis datos personales').check();
      await page.getByRole('button', { name: 'Quiero que me contacten' }).click();
      await expect(page.getByRole('status')).toHaveText(
        '¡Gracias! Recibimos tus datos y te contactaremos pronto.'
      );
      // The assignee hears of it in the development inbox.
      await mailTo(MEMBER, `Nuevo lead desde el sitio web: ${name}`);

      // The member finds the lead assigned to them, adds a task and schedules the visit from its profile.
      await signIn(MEMBER);
      const leads = new LeadsPage(page);
      await leads.goto('/constructor/leads');
      await leads.search.fill(String(stamp));
      await leads.card(name).getByRole('button', { name: 'Ver perfil' }).click();
      const profile = page.getByRole('dialog', { name });
      await expect(profile.getByText(fullNameOf(MEMBER), { exact: true })).toBeVisible();
      const taskForm = profile.getByRole('form', { name: 'Añadir tarea' });
      await taskForm.getByLabel('Tipo de tarea').selectOption({ label: 'Llamar' });
      await taskForm.getByLabel('Fecha límite').fill(await appDay(0));
      await taskForm.getByLabel('Hora límite').fill('00:00');
      await taskForm.getByRole('button', { name: 'Añadir tarea' }).click();
      await expect(profile.getByRole('checkbox', { name: 'Hecha: Llamar' })).toBeVisible();

      await profile.getByRole('button', { name: 'Agendar visita' }).click();
      const visitForm = profile.getByRole('form', { name: 'Agendar visita' });
      // A date in the past is refused in Spanish and nothing is lost.
      await visitForm.getByLabel('Fecha').fill('2020-01-01');
      await visitForm.getByLabel('Asesor').selectOption({ label: fullNameOf(MEMBER) });
      await visitForm.getByRole('button', { name: 'Agendar visita' }).click();
      await expect(visitForm.getByText('La visita no puede agendarse en el pasado.')).toBeVisible();
      const visitDay = await appDay(1);
      await visitForm.getByLabel('Fecha').fill(visitDay);
      await visitForm.getByLabel('Hora').fill('10:00');
      await visitForm.getByRole('button', { name: 'Agendar visita' }).click();
      await expect(visitForm).toBeHidden();
      await expect(profile.getByRole('region', { name: 'Visitas' }).getByText('Agendada')).toBeVisible();

      // The lead gets the confirmation with its calendar file.
      const confirmation = (await mailTo(email, 'Visita confirmada')) as unknown as {
        attachments?: Attachment[];
      };
      expect(confirmation.attachments?.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);

      // The reminder sweep runs once the visit is within its next 24 hours (10:00 in Colombia is 15:00 UTC): the
      // clock moves to 23 hours before it, whatever the hour the journey starts at, and never more than that, so
      // the journeys after this one see the app's clock moved as little as possible.
      const visitStarts = Date.parse(`${visitDay}T15:00:00Z`);
      await testHook('clock/advance', { ms: Math.max(1, visitStarts - 23 * HOUR - (await appNow())) });
      expect((await testHook('jobs/run', { name: 'visit-reminders' })).ok).toBe(true);
      await mailTo(email, 'Recordatorio: mañana visitas');

      // 'Mis tareas' shows the overdue call first, and it can be marked done.
      await page.goto('/constructor/tasks');
      const task = page.getByRole('list', { name: 'Tareas' }).getByRole('listitem').filter({ hasText: name });
      await expect(task).toContainText('Vencida');
      await task.getByRole('button', { name: 'Marcar hecha' }).click();
      await expect(shell.toast('Tarea completada')).toBeVisible();
      await expect(task).toHaveCount(0);

      // In the agenda the visit opens its panel; 'Asistió' is recorded.
      const agenda = new AgendaPage(page);
      await agenda.goto();
      await (await agenda.visit(name)).click();
      const panel = page.getByRole('dialog', { name: `Visita: ${name}` });
      await expect(panel.getByText('Recordada')).toBeVisible();
      await panel.getByRole('button', { name: 'Asistió', exact: true }).click();
      await expect(panel.getByText('Asistió', { exact: true })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'No asistió' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // The lead is now 'Calificado'.
      await leads.goto('/constructor/leads');
      await leads.search.fill(String(stamp));
      await expect(leads.card(name).getByText('Calificado', { exact: true })).toBeVisible();
    } finally {
      await api(ownerToken, 'PUT', `/companies/${company!.id}/lead-capture`, {
        allowed_origins: before.allowed_origins,
        rotation: before.rotation,
        whatsapp_template: before.whatsapp_template,
      });
      site.server.close();
    }
  });
}
