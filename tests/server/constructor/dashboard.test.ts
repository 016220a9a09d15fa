import { and, count, eq, isNotNull } from 'drizzle-orm';
import { colombiaMonth } from '#domain/business-calendar';
import { CONSTRUCTION_STAGES } from '#domain/construction';
import type { Db } from '#server/db/client';
import { leads, projectActivities, projects, properties } from '#server/db/schema';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import { callJson, people, setUpCompanies } from '#tests/server/projects/support';
import { addLeadWithStatus, addUnits, createProject, midJanuary, setUnitStatus } from './world';

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;
const ids = {} as Record<'torres' | 'reserva' | 'altos' | 'parque' | 'mirador', number>;
let units: Record<string, number>;

// Five projects, one per interesting case; the foreign company sells too, and must never show.
beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign } = await setUpCompanies(db, api));
  const make = (name: string, extra: Record<string, unknown>) => createProject(api, own, { name, ...extra });
  ids.torres = (
    await make('Torres del Poblado', {
      construction_stage: 'construction',
      budget: 10_000_000_000,
      spent: 4_000_000_000,
      progress: 40,
      manager: 'Laura Restrepo',
      priority: 'high',
      total_units: 10,
      available_units: 10,
    })
  ).id;
  ids.reserva = (
    await make('Reserva del Río', {
      construction_stage: 'pre-sale',
      budget: 5_000_000_000,
      spent: 1_000_000_000,
      progress: 10,
      priority: 'low',
      total_units: 4,
      available_units: 4,
    })
  ).id;
  ids.altos = (
    await make('Altos del Lago', {
      construction_stage: 'completed',
      budget: 8_000_000_000,
      spent: 8_200_000_000,
      progress: 100,
      total_units: 6,
      available_units: 1,
    })
  ).id;
  ids.parque = (
    await make('Parque Central', { construction_stage: 'cancelled', total_units: 3, available_units: 3 })
  ).id;
  ids.mirador = (
    await make('Mirador', {
      construction_stage: 'on-hold',
      progress: null,
      total_units: 2,
      available_units: 2,
    })
  ).id;

  units = await addUnits(api, ids.torres, [
    { name: 'Apto 101', price: 450_000_000 },
    { name: 'Apto 102', price: 520_000_000 },
    { name: 'Apto 201', price: 610_000_000 },
    { name: 'Apto 202', price: 700_000_000 },
  ]);
  await setUnitStatus(api, ids.torres, units['Apto 101']!, 'SOLD');
  await setUnitStatus(api, ids.torres, units['Apto 102']!, 'SOLD');
  await setUnitStatus(api, ids.torres, units['Apto 201']!, 'RESERVED');
  // One sale dated in January, so the months differ.
  await db
    .update(properties)
    .set({ soldAt: midJanuary(new Date()) })
    .where(eq(properties.id, units['Apto 101']!));

  const sabana = await createProject(api, foreign, { name: 'Sabana Norte' }, people.foreignOwner);
  const sabanaUnits = await addUnits(
    api,
    sabana.id,
    [{ name: 'Casa 1', price: 800_000_000 }],
    people.foreignOwner
  );
  await setUnitStatus(api, sabana.id, sabanaUnits['Casa 1']!, 'SOLD', people.foreignOwner);
  await addLeadWithStatus(db, own, 'qualified');
  await addLeadWithStatus(db, own, 'qualified');
  await addLeadWithStatus(db, own, 'new');
  await addLeadWithStatus(db, foreign, 'qualified');
  await callJson(api, people.owner, 'PUT', `/companies/${own}/revenue-target`, {
    monthly_target: 3_000_000_000,
  });
});
afterAll(() => close());

const dashboard = async () =>
  (await callJson(api, people.viewer, 'GET', `/constructor/dashboard?company_id=${own}`)).body;

/** Revenue per Colombian month of this year, counted straight from the sold rows. */
async function soldByMonth(companyId: number) {
  const now = new Date();
  const { year, month } = colombiaMonth(now);
  const rows = await db
    .select({ price: properties.price, soldAt: properties.soldAt })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), isNotNull(properties.soldAt)));
  const totals = Array.from({ length: month }, () => 0);
  for (const r of rows) {
    const m = colombiaMonth(r.soldAt!);
    if (m.year === year) totals[m.month - 1]! += r.price ?? 0;
  }
  return totals;
}

describe('GET /constructor/dashboard', () => {
  it('counts the KPIs as the database does', async () => {
    const body = await dashboard();
    const rows = await db.select().from(projects).where(eq(projects.companyId, own));
    const active = rows.filter((r) => !['completed', 'cancelled'].includes(r.constructionStage));
    const withProgress = active.filter((r) => r.progress !== null).map((r) => r.progress!);
    const [qualified] = await db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.companyId, own), eq(leads.status, 'qualified')));
    const months = await soldByMonth(own);
    expect(body.kpis).toEqual({
      active_projects: active.length,
      revenue_this_month: months.at(-1),
      qualified_leads: qualified!.n,
      average_progress: Math.round(withProgress.reduce((a, b) => a + b, 0) / withProgress.length),
    });
    expect(body.kpis).toMatchObject({ active_projects: 3, qualified_leads: 2, average_progress: 25 });
  });

  it('sums the construction metrics and splits the units into sold and available', async () => {
    const body = await dashboard();
    const rows = await db.select().from(projects).where(eq(projects.companyId, own));
    expect(body.construction.by_stage).toEqual(
      CONSTRUCTION_STAGES.map((stage) => ({
        stage,
        count: rows.filter((r) => r.constructionStage === stage).length,
      }))
    );
    const total = rows.reduce((n, r) => n + r.totalUnits, 0);
    const available = rows.reduce((n, r) => n + r.availableUnits, 0);
    expect(body.construction).toMatchObject({
      budget_total: 23_000_000_000,
      spent_total: 13_200_000_000,
      percent_spent: 57,
      units: { sold: total - available, available, total },
    });
  });

  it('sets each month of this year against the target', async () => {
    const body = await dashboard();
    const months = await soldByMonth(own);
    const { year, month } = colombiaMonth(new Date());
    expect(body.monthly_target).toBe(3_000_000_000);
    expect(body.revenue_by_month).toHaveLength(month);
    expect(body.revenue_by_month[0]).toMatchObject({ month: `${year}-01`, label: 'Ene' });
    expect(body.revenue_by_month.map((m: { revenue: number }) => m.revenue)).toEqual(months);
    expect(body.revenue_by_month.every((m: { target: number }) => m.target === 3_000_000_000)).toBe(true);
    expect(months.reduce((a, b) => a + b, 0)).toBe(970_000_000);
  });

  it('ranks projects by sales and lists the construction table', async () => {
    const body = await dashboard();
    expect(body.project_performance[0]).toMatchObject({
      name: 'Altos del Lago',
      units_sold: 5,
      total_units: 6,
      sales_percent: 83,
      sales_tone: 'green',
    });
    expect(body.project_performance.find((p: { name: string }) => p.name === 'Torres del Poblado')).toEqual({
      project_id: ids.torres,
      name: 'Torres del Poblado',
      units_sold: 3,
      total_units: 10,
      sales_percent: 30,
      sales_tone: 'gray',
      revenue: 970_000_000,
    });
    const table = Object.fromEntries(body.construction_projects.map((r: { name: string }) => [r.name, r]));
    expect(table['Torres del Poblado']).toMatchObject({
      stage: 'construction',
      progress: 40,
      budget: 10_000_000_000,
      spent: 4_000_000_000,
      percent_spent: 40,
      manager: 'Laura Restrepo',
      priority: 'high',
    });
    expect(table['Altos del Lago']).toMatchObject({ percent_spent: 103, display_status: 'completed' });
    expect(table['Parque Central']).toMatchObject({ budget: null, percent_spent: null, priority: 'medium' });
    expect(body.construction_projects[0].name).toBe('Mirador');
  });

  it('shows the latest ten entries of the company’s own feed, newest first', async () => {
    const body = await dashboard();
    const [entries] = await db
      .select({ n: count() })
      .from(projectActivities)
      .where(eq(projectActivities.companyId, own));
    expect(body.recent_activity).toHaveLength(Math.min(10, entries!.n));
    expect(body.recent_activity.every((a: { company_id: number }) => a.company_id === own)).toBe(true);
    const times = body.recent_activity.map((a: { created_at: string }) => a.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.recent_activity[0]).toMatchObject({
      type: 'contract_signed',
      title: 'Contrato firmado: Apto 102',
    });
  });
});

describe('GET /constructor/stats', () => {
  it('gives the same figures as the dashboard, with the five best sellers', async () => {
    const [stats, board] = [
      (await callJson(api, people.member, 'GET', `/constructor/stats?company_id=${own}`)).body,
      await dashboard(),
    ];
    expect(stats.by_stage).toEqual(board.construction.by_stage);
    expect(stats.units).toEqual(board.construction.units);
    expect(stats.revenue_by_month).toEqual(board.revenue_by_month);
    expect(stats.average_progress).toBe(board.kpis.average_progress);
    expect(stats.top_projects).toEqual(board.project_performance.slice(0, 5));
    expect(stats.top_projects).toHaveLength(5);
  });

  it('counts each company apart', async () => {
    const { body } = await callJson(
      api,
      people.foreignOwner,
      'GET',
      `/constructor/stats?company_id=${foreign}`
    );
    expect(body.top_projects.map((p: { name: string }) => p.name)).toEqual(['Sabana Norte']);
    expect(body.revenue_by_month.at(-1).revenue).toBe((await soldByMonth(foreign)).at(-1));
    expect(body.revenue_by_month.at(-1).target).toBeNull();
  });
});
