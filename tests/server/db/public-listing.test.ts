import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { PUBLIC_LISTING, PUBLIC_LISTING_RULE } from '#server/assistant/visibility';
import { MIGRATIONS_FOLDER, type Db } from '#server/db/client';
import { companies, projects, properties } from '#server/db/schema';
import { createTestDb } from '#tests/server/support/test-db';

// Whether a listing is public is stored on it (migration 0029, ADR 0057) so the chat's search reads no project; the
// rule stays server/assistant/visibility.ts. Whatever writes listings and projects, the stored flag must be the
// rule's answer for every listing.

const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, '0029_public-listing-flag.sql'), 'utf8');
const statements = MIGRATION.split('--> statement-breakpoint');

let db: Db;
let close: () => Promise<void>;
let company: number;
let other: number;
const project: Record<'active' | 'draft' | 'completed' | 'cancelled', number> = {
  active: 0,
  draft: 0,
  completed: 0,
  cancelled: 0,
};

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  const rows = await db
    .insert(companies)
    .values([
      { name: 'Constructora Norte S.A.S.', countryCode: 'CO' },
      { name: 'Constructora Sur S.A.S.', countryCode: 'CO' },
    ])
    .returning({ id: companies.id });
  [company, other] = rows.map((r) => r.id) as [number, number];
  const made = await db
    .insert(projects)
    .values([
      { companyId: company, name: 'Torre Activa', status: 'ACTIVE' },
      { companyId: company, name: 'Torre Borrador', status: 'DRAFT' },
      { companyId: company, name: 'Torre Entregada', status: 'COMPLETED' },
      { companyId: other, name: 'Torre Cancelada', status: 'CANCELLED' },
    ])
    .returning({ id: projects.id });
  [project.active, project.draft, project.completed, project.cancelled] = made.map((r) => r.id) as [
    number,
    number,
    number,
    number,
  ];
});
afterAll(() => close());

/** Every listing whose stored flag differs from the rule, with both answers; [] when they agree everywhere. */
async function disagreements() {
  const { rows } = await db.execute<{ id: number; stored: boolean; rule: boolean }>(sql`
    select p.id, p.public_listing as stored, ${PUBLIC_LISTING} as rule
    from properties p left join projects pr on pr.id = p.project_id
    where p.public_listing is distinct from ${PUBLIC_LISTING}`);
  return rows;
}

async function publicCount() {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from properties where public_listing`
  );
  return rows[0]!.n;
}

const unitsOf = (projectId: number) =>
  db.select({ id: properties.id }).from(properties).where(eq(properties.projectId, projectId));

describe('the stored public flag', () => {
  it('is the rule for listings inserted one by one and in bulk, standalone and in every kind of project', async () => {
    await db.insert(properties).values([
      { companyId: company, name: 'Casa suelta', propertyType: 'house' },
      {
        companyId: company,
        name: 'Local vendido',
        propertyType: 'commercial',
        status: 'SOLD',
        soldAt: new Date(),
      },
      { companyId: company, projectId: project.draft, name: 'Apto 101', propertyType: 'apartment' },
    ]);
    await db.execute(sql`
      insert into properties (company_id, project_id, name, property_type, status)
      select ${company}::int,
        (array[${project.active}::int, ${project.draft}::int, ${project.completed}::int, ${project.cancelled}::int,
          null])[1 + g % 5],
        'Apto ' || (200 + g), 'apartment'::property_type,
        (array['AVAILABLE', 'AVAILABLE', 'RESERVED', 'RENTED']::property_status[])[1 + g % 4]
      from generate_series(1, 80) g`);
    expect(await disagreements()).toEqual([]);
    // Available (half of the 80) and in an active or completed project or none (3 of 5), plus the house.
    expect(await publicCount()).toBe(25);
  });

  it('is the rule for a unit inserted in the same statement as its project', async () => {
    await db.execute(sql`
      with made as (
        insert into projects (company_id, name, status) values (${company}, 'Torre Nueva', 'ACTIVE') returning id
      )
      insert into properties (company_id, project_id, name, property_type)
      select ${company}, made.id, 'Apto ' || g, 'apartment' from made, generate_series(1, 3) g`);
    expect(await disagreements()).toEqual([]);
  });

  it("follows a unit's status: sold, reserved and available again", async () => {
    const [unit] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.projectId, project.active))
      .limit(1);
    await db.update(properties).set({ status: 'RESERVED' }).where(eq(properties.id, unit!.id));
    expect(await disagreements()).toEqual([]);
    await db.update(properties).set({ status: 'AVAILABLE' }).where(eq(properties.id, unit!.id));
    expect(await disagreements()).toEqual([]);
    await db
      .update(properties)
      .set({ status: 'SOLD', soldAt: new Date() })
      .where(eq(properties.id, unit!.id));
    expect(await disagreements()).toEqual([]);
  });

  it("follows its project's status: published, drafted, cancelled and completed", async () => {
    const before = await publicCount();
    await db.update(projects).set({ status: 'ACTIVE' }).where(eq(projects.id, project.draft));
    expect(await disagreements()).toEqual([]);
    expect(await publicCount()).toBeGreaterThan(before);
    await db.update(projects).set({ status: 'CANCELLED' }).where(eq(projects.id, project.active));
    await db.update(projects).set({ status: 'DRAFT' }).where(eq(projects.id, project.completed));
    expect(await disagreements()).toEqual([]);
    await db.update(projects).set({ status: 'COMPLETED' }).where(eq(projects.id, project.cancelled));
    expect(await disagreements()).toEqual([]);
    // Several projects in one statement, and an edit that changes no status.
    await db
      .update(projects)
      .set({ status: 'ACTIVE' })
      .where(inArray(projects.id, [project.active, project.completed]));
    await db.update(projects).set({ name: 'Torre Activa II' }).where(eq(projects.id, project.active));
    expect(await disagreements()).toEqual([]);
  });

  it('follows a unit moved to another project, or out of any project', async () => {
    await db.update(projects).set({ status: 'DRAFT' }).where(eq(projects.id, project.draft));
    const [fromActive] = await unitsOf(project.active);
    const [fromDraft] = await unitsOf(project.draft);
    await db.update(properties).set({ projectId: project.draft }).where(eq(properties.id, fromActive!.id));
    await db.update(properties).set({ projectId: project.active }).where(eq(properties.id, fromDraft!.id));
    expect(await disagreements()).toEqual([]);
    const [another] = await unitsOf(project.draft);
    await db.update(properties).set({ projectId: null }).where(eq(properties.id, another!.id));
    expect(await disagreements()).toEqual([]);
  });

  it('cannot be set by hand against the rule', async () => {
    await db.update(properties).set({ publicListing: true }).where(eq(properties.projectId, project.draft));
    await db.execute(sql`update properties set public_listing = false where project_id is null`);
    expect(await disagreements()).toEqual([]);
  });

  it('is the rule after listings and a project are deleted', async () => {
    const units = await unitsOf(project.cancelled);
    await db.delete(properties).where(
      inArray(
        properties.id,
        units.map((u) => u.id)
      )
    );
    await db.delete(projects).where(eq(projects.id, project.cancelled));
    await db.delete(properties).where(eq(properties.status, 'RENTED'));
    expect(await disagreements()).toEqual([]);
  });

  it("is filled by the migration's backfill for listings written before it", async () => {
    await db.execute(sql`alter table properties disable trigger properties_public_listing`);
    await db.execute(sql`update properties set public_listing = false`);
    await db.execute(sql`alter table properties enable trigger properties_public_listing`);
    expect((await disagreements()).length).toBeGreaterThan(0);
    const backfill = statements.find((s) => /^\s*(--.*\n)*\s*UPDATE "properties" AS target/.test(s));
    await db.execute(sql.raw(backfill!));
    expect(await disagreements()).toEqual([]);
  });
});

describe('migration 0029', () => {
  it("states the rule with visibility.ts's very text wherever it decides a listing's flag", () => {
    const code = MIGRATION.replace(/^\s*--.*$/gm, '');
    // The backfill, the listing's trigger, and the project's trigger (its new value and its change test).
    expect(code.split(PUBLIC_LISTING_RULE).length - 1).toBe(4);
    // No other condition on a status: every one of them is inside the rule's text.
    expect(code.split("'AVAILABLE'").length - 1).toBe(4);
    expect(code.split("'ACTIVE'").length - 1).toBe(4);
  });
});
