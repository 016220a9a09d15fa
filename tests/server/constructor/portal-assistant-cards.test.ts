import { colombiaMonth, MONTH_SHORT_LABELS, monthStart } from '#domain/business-calendar';
import { PORTAL_QUICK_ACTIONS } from '#domain/portal-assistant';
import type { Db } from '#server/db/client';
import { projects, properties } from '#server/db/schema';
import { createTestApi } from '#tests/server/support/test-app';
import { createTestDb } from '#tests/server/support/test-db';
import type { TestPerson } from '#tests/server/support/tokens';
import { callJson, people, setUpCompanies } from '#tests/server/projects/support';

// The workspace's three analysis cards ('Análisis de proyecto', 'Cálculo de ROI', 'Tendencias del mercado'),
// asked through the API over rows seeded here. Every expected figure is worked out by hand from those rows.

let db: Db;
let close: () => Promise<void>;
let api: Awaited<ReturnType<typeof createTestApi>>;
let own: number;
let foreign: number;

const question = (title: string) => PORTAL_QUICK_ACTIONS.find((a) => a.title === title)!.question;
const ask = async (message: string, companyId = own, person: TestPerson = people.viewer) => {
  const { status, body } = await callJson(api, person, 'POST', '/constructor/assistant', {
    company_id: companyId,
    message,
  });
  expect(status).toBe(200);
  return body as { topic: string; content: string };
};
/** The block of an answer under one '### ' heading. */
const section = (content: string, heading: string) => {
  const start = content.indexOf(`### ${heading}`);
  expect(start, `no section "${heading}" in:\n${content}`).toBeGreaterThanOrEqual(0);
  const end = content.indexOf('\n### ', start + 1);
  return content.slice(start, end === -1 ? undefined : end);
};

const now = new Date();
const { year, month } = colombiaMonth(now);
/** The middle of the Colombian month k months before this one: always in the past, never near a boundary. */
const monthsAgo = (k: number) => new Date(monthStart(year, month - k).getTime() + 14.5 * 86_400_000);
const label = (k: number) => {
  const { year: y, month: m } = colombiaMonth(monthsAgo(k));
  return `${MONTH_SHORT_LABELS[m - 1]} ${y}`;
};

async function addProject(values: Partial<typeof projects.$inferInsert> & { name: string }) {
  const [row] = await db
    .insert(projects)
    .values({ companyId: own, status: 'ACTIVE', ...values })
    .returning({ id: projects.id });
  return row!.id;
}

type Unit = {
  status: 'AVAILABLE' | 'SOLD' | 'RESERVED' | 'RENTED';
  area: number;
  price: number | null;
  soldAt?: Date;
  createdAt?: Date;
};
async function addUnits(projectId: number | null, units: Unit[], companyId = own, city?: string) {
  await db.insert(properties).values(
    units.map((u, i) => ({
      companyId,
      projectId,
      name: `U-${projectId ?? 'x'}-${i}`,
      propertyType: 'apartment' as const,
      city,
      ...u,
      createdAt: u.createdAt ?? monthsAgo(9),
    }))
  );
}

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  api = await createTestApi(db);
  ({ own, foreign } = await setUpCompanies(db, api));
});
afterAll(() => close());

describe('with no data', () => {
  it('each card says so in Spanish instead of inventing a figure', async () => {
    const analysis = await ask(question('Análisis de proyecto'));
    expect(analysis.topic).toBe('analysis');
    expect(analysis.content).toBe(
      '## Análisis de proyecto\nLa empresa no tiene proyectos registrados todavía.'
    );
    const roi = await ask(question('Cálculo de ROI'));
    expect(roi.topic).toBe('roi');
    expect(roi.content).toBe('## Cálculo de ROI\nLa empresa no tiene proyectos registrados todavía.');
    const trends = await ask(question('Tendencias del mercado'));
    expect(trends.topic).toBe('trends');
    expect(trends.content).toBe(
      `## Tendencias del mercado\nNo hay publicaciones ni ventas con precio y área registrados en la oferta pública entre ${label(5)} y ${label(0)}.`
    );
  });

  it.each([
    ['¿Qué rentabilidad tiene Torres del Poblado?', 'roi'],
    ['¿Cuál es el retorno de la inversión de mis proyectos?', 'roi'],
    ['Tendencias de precios en Medellín', 'trends'],
    ['¿Cuántos meses de inventario me quedan?', 'analysis'],
    ['¿Qué absorción tiene cada proyecto?', 'analysis'],
    ['¿Cuántas unidades vendimos este mes?', 'sales'],
    ['¿Qué disponibilidad y rangos de precio tiene cada proyecto?', 'availability'],
  ])('a typed question "%s" is answered by the %s topic', async (message, topic) => {
    expect((await ask(message)).topic).toBe(topic);
  });
});

describe('with the company’s projects and the platform’s public inventory', () => {
  beforeAll(async () => {
    // Torres del Poblado (Medellín): 12 planned units, 7 registered; 4 sold (3 of them in the last 6 months),
    // 1 reserved, so 12 − 5 = 7 available.
    const torres = await addProject({
      name: 'Torres del Poblado',
      city: 'Medellín',
      totalUnits: 12,
      availableUnits: 7,
      soldUnits: 4,
      investmentAmount: 1_000_000_000,
      roiExpected: 25,
    });
    await addUnits(torres, [
      { status: 'SOLD', area: 100, price: 500_000_000, soldAt: monthsAgo(1) },
      { status: 'SOLD', area: 100, price: 500_000_000, soldAt: monthsAgo(1) },
      { status: 'SOLD', area: 80, price: 400_000_000, soldAt: monthsAgo(3) },
      { status: 'SOLD', area: 100, price: 450_000_000, soldAt: monthsAgo(8) },
      { status: 'RESERVED', area: 100, price: 600_000_000 },
      { status: 'AVAILABLE', area: 100, price: 600_000_000, createdAt: monthsAgo(2) },
      { status: 'AVAILABLE', area: 50, price: null, createdAt: monthsAgo(2) },
    ]);
    // Altos del Río (written 'medellín': the same city): 2 units, 1 sold last month; no investment recorded.
    const altos = await addProject({
      name: 'Altos del Río',
      city: 'medellín',
      totalUnits: 2,
      availableUnits: 1,
      soldUnits: 1,
    });
    await addUnits(altos, [
      { status: 'AVAILABLE', area: 100, price: 400_000_000, createdAt: monthsAgo(2) },
      { status: 'SOLD', area: 50, price: 250_000_000, soldAt: monthsAgo(1) },
    ]);
    // Parque Central (Bogotá) is a draft: its unit is the company's, but not part of the public inventory.
    const parque = await addProject({
      name: 'Parque Central',
      city: 'Bogotá',
      status: 'DRAFT',
      totalUnits: 1,
      availableUnits: 1,
      investmentAmount: 500_000_000,
      roiExpected: 12.5,
    });
    await addUnits(parque, [{ status: 'AVAILABLE', area: 100, price: 700_000_000, createdAt: monthsAgo(2) }]);
    // Another company: a public listing in Medellín (counts in the market, never in the company's figures), a
    // cancelled project's sale (not public) and an independent listing in Cali.
    const ajeno = await addProject({
      name: 'Proyecto Ajeno',
      city: 'Medellín',
      companyId: foreign,
      totalUnits: 1,
      availableUnits: 1,
    });
    await addUnits(
      ajeno,
      [{ status: 'AVAILABLE', area: 100, price: 900_000_000, createdAt: monthsAgo(2) }],
      foreign
    );
    const cancelado = await addProject({
      name: 'Cancelado',
      city: 'Bogotá',
      companyId: foreign,
      status: 'CANCELLED',
      totalUnits: 1,
      soldUnits: 1,
    });
    await addUnits(
      cancelado,
      [{ status: 'SOLD', area: 100, price: 800_000_000, soldAt: monthsAgo(1) }],
      foreign
    );
    await addUnits(
      null,
      [{ status: 'AVAILABLE', area: 180, price: 900_000_000, createdAt: monthsAgo(1) }],
      foreign,
      'Cali'
    );
  });

  it('Análisis de proyecto: sales pace, absorption, months of stock and price per m² against the city', async () => {
    const { topic, content } = await ask(question('Análisis de proyecto'));
    expect(topic).toBe('analysis');
    expect(content).toMatch(/^## Análisis de proyecto\n/);
    expect(content).not.toContain('Proyecto Ajeno');
    // Torres: 3 sales in 6 months → 0,5 a month; 0,5 / 7 available = 7,14 %; 7 / 0,5 = 14 months. Per m² of its 6
    // units with price and area: (5 + 5 + 5 + 4,5 + 6 + 6) M / 6 = 5,25 M; Altos' units: (4 + 5) M / 2 = 4,5 M;
    // 5,25 / 4,5 − 1 = 16,67 % above.
    const torres = section(content, 'Torres del Poblado');
    expect(torres).toContain(
      'Ritmo de ventas: **0,5 unidades por mes** (3 unidades vendidas en los últimos 6 meses)'
    );
    expect(torres).toContain('Absorción mensual: 7,14 % del inventario (7 unidades disponibles)');
    expect(torres).toContain('Inventario: **14 meses** al ritmo actual');
    expect(torres).toContain('Vendidas: 4 de 12 unidades');
    expect(torres).toContain(
      'Precio por m²: $5.250.000, 16,67 % por encima de $4.500.000 de su otro proyecto en Medellín'
    );
    // Altos: 1 sale → 1/6 a month (0,2); 1/6 / 1 = 16,67 %; 1 / (1/6) = 6 months; 4,5 M against Torres' 5,25 M:
    // 4,5 / 5,25 − 1 = −14,29 %.
    const altos = section(content, 'Altos del Río');
    expect(altos).toContain(
      'Ritmo de ventas: **0,2 unidades por mes** (1 unidad vendida en los últimos 6 meses)'
    );
    expect(altos).toContain('Absorción mensual: 16,67 % del inventario (1 unidad disponible)');
    expect(altos).toContain('Inventario: **6 meses** al ritmo actual');
    expect(altos).toContain(
      'Precio por m²: $4.500.000, 14,29 % por debajo de $5.250.000 de su otro proyecto en medellín'
    );
    // Parque Central: no sales, alone in Bogotá.
    const parque = section(content, 'Parque Central');
    expect(parque).toContain('Vendidas: 0 de 1 unidad\n');
    expect(parque).toContain(
      'Ritmo de ventas: sin ventas en los últimos 6 meses, no se puede estimar la absorción ni cuánto dura el inventario (1 unidad disponible)'
    );
    expect(parque).toContain(
      'Precio por m²: $7.000.000; la empresa no tiene otros proyectos en Bogotá con precio y área para comparar'
    );
  });

  it('Análisis de proyecto of the project the question names only', async () => {
    const { topic, content } = await ask('Análisis de proyecto de Altos del Rio');
    expect(topic).toBe('analysis');
    expect(content).toContain('### Altos del Río');
    expect(content).not.toContain('Torres del Poblado');
    expect(content).not.toContain('Parque Central');
  });

  it('Cálculo de ROI: investment, revenue so far and at full sale, expected against realised', async () => {
    const { topic, content } = await ask(question('Cálculo de ROI'));
    expect(topic).toBe('roi');
    expect(content).not.toContain('Proyecto Ajeno');
    // Torres: sold 500 + 500 + 400 + 450 = 1.850 M; unsold with a price 600 + 600 = 1.200 M → 3.050 M at full
    // sale. ROI: (1.850 − 1.000) / 1.000 = 85 %; (3.050 − 1.000) / 1.000 = 205 %. One registered unit has no price
    // and 12 − 7 = 5 planned units are not registered.
    const torres = section(content, 'Torres del Poblado');
    expect(torres).toContain('Inversión: $1.000.000.000');
    expect(torres).toContain('Ingresos por ventas hasta hoy: $1.850.000.000 (4 unidades vendidas)');
    expect(torres).toContain('Ingresos con la venta completa: $3.050.000.000');
    expect(torres).toContain('ROI esperado: 25,00 %');
    expect(torres).toContain('ROI realizado hasta hoy: 85,00 %');
    expect(torres).toContain('ROI con la venta completa: 205,00 %');
    expect(torres).toContain(
      'No incluye 6 unidades sin precio (registradas sin precio: 1; planeadas sin registrar: 5)'
    );
    // Altos: 250 M sold, 400 M more at full sale; no investment, so no ROI.
    const altos = section(content, 'Altos del Río');
    expect(altos).toContain('Ingresos por ventas hasta hoy: $250.000.000 (1 unidad vendida)');
    expect(altos).toContain('Ingresos con la venta completa: $650.000.000');
    expect(altos).toContain('Inversión: sin registrar, no se puede calcular el ROI');
    expect(altos).toContain('ROI esperado: sin registrar');
    expect(altos).not.toContain('ROI realizado');
    // Parque: nothing sold of 500 M invested → −100 %; 700 M at full sale → 40 %.
    const parque = section(content, 'Parque Central');
    expect(parque).toContain('Ingresos por ventas hasta hoy: $0 (0 unidades vendidas)');
    expect(parque).toContain('ROI esperado: 12,50 %');
    expect(parque).toContain('ROI realizado hasta hoy: -100,00 %');
    expect(parque).toContain('ROI con la venta completa: 40,00 %');
  });

  it('Tendencias del mercado: price per m² of public listings and sales by city and month, with the period', async () => {
    const { topic, content } = await ask(question('Tendencias del mercado'));
    expect(topic).toBe('trends');
    expect(content).toContain(`de ${label(5)} a ${label(0)}`);
    // Medellín: sales last month 5 M, 5 M (Torres) and 5 M (Altos) → 5 M (3); listings two months ago: Torres 6 M,
    // Altos 4 M, the other company's 9 M → 19 / 3 M = 6.333.333 (3); three months ago one sale at 5 M. Torres' sale
    // 8 months ago is outside the period, its unpriced listing counts nowhere.
    const medellin = section(content, 'Medellín');
    expect(medellin).toContain(`- ${label(3)}: ventas $5.000.000 por m² (1)`);
    expect(medellin).toContain(`- ${label(2)}: publicaciones $6.333.333 por m² (3)`);
    expect(medellin).toContain(`- ${label(1)}: ventas $5.000.000 por m² (3)`);
    expect(medellin.indexOf(label(3))).toBeLessThan(medellin.indexOf(label(1)));
    expect(medellin).not.toContain(label(8));
    // Cali: one independent listing, 900 M / 180 m² = 5 M.
    expect(section(content, 'Cali')).toContain(`- ${label(1)}: publicaciones $5.000.000 por m² (1)`);
    // Bogotá has only a draft project's listing and a cancelled project's sale: neither is public.
    expect(content).not.toContain('Bogotá');
    expect(content.indexOf('### Medellín')).toBeLessThan(content.indexOf('### Cali'));
  });

  it('Tendencias del mercado of the city the question names only', async () => {
    const { topic, content } = await ask('Tendencias del mercado en Cali');
    expect(topic).toBe('trends');
    expect(content).toContain(`- ${label(1)}: publicaciones $5.000.000 por m² (1)`);
    expect(content).not.toContain('Medellín');
  });
});

describe('a company with many projects', () => {
  beforeAll(async () => {
    // With 'Proyecto Ajeno' and 'Cancelado' the other company holds 22 projects.
    await db.insert(projects).values(
      Array.from({ length: 20 }, (_, i) => ({
        companyId: foreign,
        name: `Lote ${String(i + 1).padStart(2, '0')}`,
      }))
    );
  });

  it('lists the first 20 by name, says how many are left, and answers for one of them when named', async () => {
    for (const title of ['Análisis de proyecto', 'Cálculo de ROI']) {
      const { content } = await ask(question(title), foreign, people.foreignOwner);
      expect(content.match(/^### /gm)).toHaveLength(20);
      expect(content).toContain('### Lote 19');
      expect(content).not.toContain('Lote 20');
      expect(content).toMatch(/\nY 2 proyectos más; nombra uno en la pregunta para verlo\.$/);
    }
    const { content } = await ask('Cálculo de ROI de Proyecto Ajeno', foreign, people.foreignOwner);
    expect(content.match(/^### /gm)).toEqual(['### ']);
    expect(content).toContain('### Proyecto Ajeno');
  });
});
