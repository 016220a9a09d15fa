import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { PG_ERROR } from '#server/db/errors';
import {
  companies,
  companyMembers,
  documentTypes,
  leads,
  projects,
  properties,
  propertyModels,
  users,
} from '#server/db/schema';
import { pgFailure } from '#tests/server/db/expect-pg-error';
import { createTestDb } from '#tests/server/support/test-db';

let db: Db;
let close: () => Promise<void>;
let nitTypeId: number;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  const [nit] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(and(eq(documentTypes.countryCode, 'CO'), eq(documentTypes.documentCode, 'NIT')));
  nitTypeId = nit?.id ?? 0;
});
afterAll(() => close());

let sequence = 0;
async function company(values: Partial<typeof companies.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(companies)
    .values({ name: `Constructora Prueba ${sequence} S.A.S.`, countryCode: 'CO', ...values })
    .returning();
  if (!row) throw new Error('company not inserted');
  return row;
}
async function project(companyId: number, values: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await db
    .insert(projects)
    .values({ companyId, name: 'Torre Prueba', totalUnits: 10, availableUnits: 10, ...values })
    .returning();
  if (!row) throw new Error('project not inserted');
  return row;
}

describe('company registration ids', () => {
  it('cannot repeat within a country and document type', async () => {
    await company({ registrationId: '900111222-3', registrationIdTypeId: nitTypeId });
    const failure = await pgFailure(
      db.insert(companies).values({
        name: 'Copia',
        countryCode: 'CO',
        registrationId: '900111222-3',
        registrationIdTypeId: nitTypeId,
      })
    );
    expect(failure).toMatchObject({
      code: PG_ERROR.uniqueViolation,
      constraint: 'companies_registration_key',
    });
  });

  it('treat a missing document type as one value, so the same number without type is also rejected', async () => {
    await company({ registrationId: '800555666-1' });
    const failure = await pgFailure(
      db.insert(companies).values({ name: 'Copia', countryCode: 'CO', registrationId: '800555666-1' })
    );
    expect(failure.code).toBe(PG_ERROR.uniqueViolation);
  });

  it('may repeat in another country, and many companies may have no registration id', async () => {
    await company({ registrationId: '123456789', countryCode: 'CO' });
    await expect(company({ registrationId: '123456789', countryCode: 'PE' })).resolves.toBeDefined();
    await company();
    await expect(company()).resolves.toBeDefined();
  });

  it('reject a country code that is not two capital letters', async () => {
    const failure = await pgFailure(db.insert(companies).values({ name: 'Mal país', countryCode: 'co' }));
    expect(failure).toMatchObject({
      code: PG_ERROR.checkViolation,
      constraint: 'companies_country_code_check',
    });
  });
});

describe('users', () => {
  it('cannot share an email, whatever its case', async () => {
    await db.insert(users).values({ email: 'ana.gomez@example.com' });
    const failure = await pgFailure(db.insert(users).values({ email: 'Ana.Gomez@Example.com' }));
    expect(failure).toMatchObject({ code: PG_ERROR.uniqueViolation, constraint: 'users_email_lower_key' });
  });

  it('may exist without an identity-provider subject until they sign in', async () => {
    const [invited] = await db.insert(users).values({ email: 'invitado@example.com' }).returning();
    expect(invited).toMatchObject({ auth0Sub: null, isActive: true, emailVerified: false });
  });
});

describe('company members', () => {
  it('reject a role outside OWNER, ADMIN, MEMBER, VIEWER', async () => {
    const { id: companyId } = await company();
    const [user] = await db.insert(users).values({ email: 'rol@example.com' }).returning();
    const failure = await pgFailure(
      db.execute(
        sql`insert into company_members (company_id, user_id, role) values (${companyId}, ${user?.id}, 'SUPERUSER')`
      )
    );
    expect(failure.code).toBe(PG_ERROR.invalidTextRepresentation);
  });

  it('join a company once, and leave with the company when it is deleted', async () => {
    const { id: companyId } = await company();
    const [user] = await db.insert(users).values({ email: 'miembro@example.com' }).returning();
    const userId = user?.id ?? 0;
    await db.insert(companyMembers).values({ companyId, userId, role: 'MEMBER' });
    const twice = await pgFailure(db.insert(companyMembers).values({ companyId, userId, role: 'ADMIN' }));
    expect(twice.code).toBe(PG_ERROR.uniqueViolation);

    await db.delete(companies).where(eq(companies.id, companyId));
    expect(await db.$count(companyMembers, eq(companyMembers.userId, userId))).toBe(0);
  });
});

describe('projects', () => {
  it('cannot have more available units than total units', async () => {
    const { id: companyId } = await company();
    const failure = await pgFailure(
      db.insert(projects).values({ companyId, name: 'Sobrevendido', totalUnits: 10, availableUnits: 11 })
    );
    expect(failure).toMatchObject({
      code: PG_ERROR.checkViolation,
      constraint: 'projects_available_units_total_check',
    });
  });

  it('reject a price range whose maximum is below its minimum', async () => {
    const { id: companyId } = await company();
    const failure = await pgFailure(
      project(companyId, { priceRangeMin: 500_000_000, priceRangeMax: 300_000_000 })
    );
    expect(failure.constraint).toBe('projects_price_range_check');
  });

  it('reject an expected ROI above 100 % and coordinates off the globe', async () => {
    const { id: companyId } = await company();
    expect((await pgFailure(project(companyId, { roiExpected: 120 }))).constraint).toBe(
      'projects_roi_expected_check'
    );
    expect((await pgFailure(project(companyId, { latitude: 95 }))).constraint).toBe(
      'projects_latitude_check'
    );
  });

  it('start as drafts in Colombian pesos and keep exact money amounts', async () => {
    const { id: companyId } = await company();
    const created = await project(companyId, { priceRangeMin: 350_000_000.5, priceRangeMax: 1_250_000_000 });
    expect(created).toMatchObject({ status: 'DRAFT', currency: 'COP', countryCode: 'CO' });
    expect(created.priceRangeMin).toBe(350_000_000.5);
    expect(created.priceRangeMax).toBe(1_250_000_000);
  });

  it('start in planning at medium priority, and reject a negative budget, spending or revenue target', async () => {
    const { id: companyId } = await company();
    expect(await project(companyId)).toMatchObject({ constructionStage: 'planning', priority: 'medium' });
    expect((await pgFailure(project(companyId, { budget: -1 }))).constraint).toBe('projects_budget_check');
    expect((await pgFailure(project(companyId, { spent: -1 }))).constraint).toBe('projects_spent_check');
    expect((await pgFailure(company({ monthlyRevenueTarget: -1 }))).constraint).toBe(
      'companies_monthly_revenue_target_check'
    );
  });

  it('block deleting their company', async () => {
    const { id: companyId } = await company();
    await project(companyId);
    const failure = await pgFailure(db.delete(companies).where(eq(companies.id, companyId)));
    expect(failure.stillReferenced).toBe(true);
  });
});

describe('property models and properties', () => {
  it('a model used by a property cannot be deleted; an unused one can', async () => {
    const { id: companyId } = await company();
    const { id: projectId } = await project(companyId);
    const [used, unused] = await db
      .insert(propertyModels)
      .values([
        { projectId, name: 'Tipo A', area: 52.5, bedrooms: 1, bathrooms: 1, price: 310_000_000 },
        { projectId, name: 'Tipo B', area: 68, bedrooms: 2, bathrooms: 2, price: 420_000_000 },
      ])
      .returning();
    await db.insert(properties).values({
      companyId,
      projectId,
      propertyModelId: used?.id,
      name: 'Apto 301',
      propertyType: 'apartment',
      price: 315_000_000,
    });

    const failure = await pgFailure(db.delete(propertyModels).where(eq(propertyModels.id, used?.id ?? 0)));
    expect(failure.stillReferenced).toBe(true);
    await expect(
      db.delete(propertyModels).where(eq(propertyModels.id, unused?.id ?? 0))
    ).resolves.toBeDefined();
  });

  it('start available, at version 1, with an empty amenity object, and reject negative prices', async () => {
    const { id: companyId } = await company();
    const [created] = await db
      .insert(properties)
      .values({ companyId, name: 'Casa independiente', propertyType: 'house' })
      .returning();
    expect(created).toMatchObject({
      status: 'AVAILABLE',
      version: 1,
      amenities: {},
      projectId: null,
      currency: 'COP',
    });

    const failure = await pgFailure(
      db.insert(properties).values({ companyId, name: 'Regalada', propertyType: 'land', price: -1 })
    );
    expect(failure.constraint).toBe('properties_price_check');
  });

  it('carry a sale date only while SOLD', async () => {
    const { id: companyId } = await company();
    const values = {
      companyId,
      name: 'Apto vendido',
      propertyType: 'apartment' as const,
      soldAt: new Date(),
    };
    await expect(db.insert(properties).values({ ...values, status: 'SOLD' })).resolves.toBeDefined();
    const failure = await pgFailure(db.insert(properties).values({ ...values, status: 'RESERVED' }));
    expect(failure.constraint).toBe('properties_sold_at_check');
  });

  it('reject amenities that are not an object of flags', async () => {
    const { id: companyId } = await company();
    const failure = await pgFailure(
      db.execute(
        sql`insert into properties (company_id, name, property_type, amenities) values (${companyId}, 'Lista', 'house', '["balcon"]'::jsonb)`
      )
    );
    expect(failure.constraint).toBe('properties_amenities_check');
  });
});

describe('leads', () => {
  it('keep the lead when the property it asked about is deleted', async () => {
    const { id: companyId } = await company();
    const [property] = await db
      .insert(properties)
      .values({ companyId, name: 'Local esquinero', propertyType: 'commercial' })
      .returning();
    const [lead] = await db
      .insert(leads)
      .values({ companyId, propertyId: property?.id, contactName: 'Laura Ríos' })
      .returning();
    await db.delete(properties).where(eq(properties.id, property?.id ?? 0));

    const [kept] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, lead?.id ?? 0));
    expect(kept).toMatchObject({ contactName: 'Laura Ríos', propertyId: null, status: 'new' });
  });
});
