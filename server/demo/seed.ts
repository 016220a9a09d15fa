import { inArray, sql } from 'drizzle-orm';
import { insertSaleCycle } from './sale-cycle';
import { DEMO_USERS } from '#server/demo/demo-users';
import type { Db } from '#server/db/client';
import type { FileStorage } from '#server/storage/storage';
import {
  amenities,
  companies,
  companyMembers,
  documentTypes,
  leadEvents,
  leads,
  nearbyPlaces,
  projectActivities,
  projectAmenities,
  projects,
  properties,
  propertyModelAmenities,
  propertyModels,
  users,
} from '#server/db/schema';
import { daysBefore } from '#server/demo/dates';
import { attachDemoImages } from '#server/demo/demo-images';
import { DEMO_COMPANY_PROFILES } from '#server/demo/demo-company-profiles';
import {
  DEMO_COMPANIES,
  DEMO_MEMBERSHIPS,
  DEMO_STAFF,
  type DemoCompany,
  type DemoCompanyKey,
} from '#server/demo/demo-companies';
import { planIndependentProperties } from '#server/demo/plan-independent';
import { planLeads, type LeadTarget } from '#server/demo/plan-leads';
import { planMarketListings } from '#server/demo/plan-market-listings';
import { insertConstructorHistory } from '#server/demo/constructor-history';
import { insertProjects } from '#server/demo/insert-projects';
import { insertLeadHistory } from '#server/demo/lead-history';
import { dateSales, planConstruction } from '#server/demo/plan-construction';
import { planProjects } from '#server/demo/plan-projects';
import { createRandom, type Random } from '#server/demo/prng';

export type SeedResult = {
  /** False when the demo data was already there and nothing was written. */
  seeded: boolean;
  /** Rows per table after the run. */
  counts: Record<string, number>;
};

// Fixed seed: the same `now` always produces the same rows.
const RANDOM_SEED = 20_240_611;
// The constructor workspace's figures draw from their own source, so adding them changed no earlier row.
const CONSTRUCTION_SEED = 20_261_125;
// Serialises concurrent seeders on one PostgreSQL database (two processes starting together).
const SEED_LOCK_KEY = 7_263_012;

type CompanyIds = Record<DemoCompanyKey, number>;

/**
 * Fills an empty database with the Colombian demo data (companies, members, projects, models, units, leads).
 * Idempotent: when any demo company exists it writes nothing and reports `seeded: false`. Given a storage, the demo
 * projects, models and listings also get pictures (generated renders, stored as uploads are).
 */
export async function seedDemoData(
  db: Db,
  options: { now?: Date; storage?: FileStorage } = {}
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return false;
    const random = createRandom(RANDOM_SEED);
    const construction = createRandom(CONSTRUCTION_SEED);
    const userIds = await insertUsers(tx, now);
    const companyIds = await insertCompanies(tx, now);
    await insertMemberships(tx, userIds, companyIds, now);
    const plannedProjects = planProjects(random, now);
    planConstruction(construction, plannedProjects);
    dateSales(
      construction,
      plannedProjects.flatMap((p) => p.units.map((u) => u.row)),
      now
    );
    const targets = await insertProjects(tx, plannedProjects, companyIds);
    targets.push(...(await insertIndependentProperties(tx, random, construction, companyIds, now)));
    const planned = planLeads(random, targets, now);
    if (planned.length > 0) await tx.insert(leads).values(planned);
    await insertLeadHistory(tx, now);
    // Fixed listings last: they draw no random numbers, so every row above stays as it was.
    await tx
      .insert(properties)
      .values(planMarketListings(now).map((l) => ({ ...l.row, companyId: companyIds[l.company] })));
    await insertConstructorHistory(tx, construction, now);
    await insertSaleCycle(tx, now);
    if (options.storage) await attachDemoImages(tx, options.storage, Object.values(companyIds));
    return true;
  });
  return { seeded, counts: await countRows(db) };
}

/** Rows per table, for start-up logs and the seed command. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = {
    users,
    document_types: documentTypes,
    amenities,
    companies,
    company_members: companyMembers,
    projects,
    nearby_places: nearbyPlaces,
    project_amenities: projectAmenities,
    property_models: propertyModels,
    property_model_amenities: propertyModelAmenities,
    properties,
    leads,
    lead_events: leadEvents,
    project_activities: projectActivities,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await db.$count(table);
  return counts;
}

// Any demo company still present means an earlier run completed (an admin may since have deleted some of them).
async function isSeeded(tx: Db): Promise<boolean> {
  const registrations = Object.values(DEMO_COMPANIES).map((c) => c.registrationId);
  const found = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.registrationId, registrations))
    .limit(1);
  return found.length > 0;
}

// Accounts that already signed in (and were created by the API) are reused, never duplicated.
async function insertUsers(tx: Db, now: Date): Promise<Map<string, number>> {
  const wanted = [
    ...DEMO_USERS.map((u, i) => ({ email: u.email, fullName: u.name, emailVerified: true, age: 400 - i })),
    ...DEMO_STAFF.map((s, i) => ({
      email: s.email,
      fullName: s.fullName,
      emailVerified: i % 3 !== 2,
      age: 380 - i * 20,
    })),
  ];
  const emails = wanted.map((w) => w.email.toLowerCase());
  const existing = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const ids = new Map(existing.map((u) => [u.email.toLowerCase(), u.id]));
  const missing = wanted.filter((w) => !ids.has(w.email.toLowerCase()));
  if (missing.length > 0) {
    const created = await tx
      .insert(users)
      .values(
        missing.map((w) => ({
          email: w.email.toLowerCase(),
          fullName: w.fullName,
          emailVerified: w.emailVerified,
          createdAt: daysBefore(now, w.age),
          updatedAt: daysBefore(now, w.age),
        }))
      )
      .returning({ id: users.id, email: users.email });
    for (const u of created) ids.set(u.email, u.id);
  }
  return ids;
}

// The management screen's profile; contact mailboxes live on the company's reserved `.test` domain.
function profileOf(key: DemoCompanyKey, domain: string) {
  const { contactLocalPart, ...profile } = DEMO_COMPANY_PROFILES[key];
  return { ...profile, contactEmail: `${contactLocalPart}@${domain}` };
}

async function insertCompanies(tx: Db, now: Date): Promise<CompanyIds> {
  const types = await tx.select().from(documentTypes);
  const typeId = (country: string, code: string) =>
    types.find((t) => t.countryCode === country && t.documentCode === code)?.id ?? null;
  const entries = Object.entries(DEMO_COMPANIES) as [DemoCompanyKey, DemoCompany][];
  const rows = await tx
    .insert(companies)
    .values(
      entries.map(([key, c], i) => ({
        name: c.name,
        registrationId: c.registrationId,
        registrationIdTypeId: typeId(c.countryCode, c.documentCode),
        countryCode: c.countryCode,
        countryName: c.countryName,
        city: c.city,
        address: c.address,
        website: `https://${c.domain}`,
        phone: c.phone,
        email: `contacto@${c.domain}`,
        verified: c.verified,
        status: c.status,
        ...profileOf(key, c.domain),
        createdAt: daysBefore(now, 1300 - i * 60),
        updatedAt: daysBefore(now, 200 - i * 10),
      }))
    )
    .returning({ id: companies.id, registrationId: companies.registrationId });
  const byRegistration = new Map(rows.map((r) => [r.registrationId, r.id]));
  return Object.fromEntries(
    entries.map(([key, c]) => [key, byRegistration.get(c.registrationId) as number])
  ) as CompanyIds;
}

async function insertMemberships(tx: Db, userIds: Map<string, number>, companyIds: CompanyIds, now: Date) {
  const people = [
    ...DEMO_MEMBERSHIPS,
    ...DEMO_STAFF.map((s) => ({ email: s.email, company: s.company, role: s.role })),
  ];
  await tx.insert(companyMembers).values(
    // Listed order is joining order: a demo owner's first company is their personal company.
    people.map((p, i) => {
      const userId = userIds.get(p.email.toLowerCase());
      if (userId === undefined) throw new Error(`Seed user missing: ${p.email}`);
      const joined = daysBefore(now, 360 - i);
      return { companyId: companyIds[p.company], userId, role: p.role, createdAt: joined, updatedAt: joined };
    })
  );
}

async function insertIndependentProperties(
  tx: Db,
  random: Random,
  construction: Random,
  companyIds: CompanyIds,
  now: Date
): Promise<LeadTarget[]> {
  const planned = planIndependentProperties(random, now);
  dateSales(
    construction,
    planned.map((p) => p.row),
    now,
    0.5
  );
  const rows = await tx
    .insert(properties)
    .values(planned.map((p) => ({ ...p.row, companyId: companyIds[p.company] })))
    .returning({ id: properties.id, name: properties.name, companyId: properties.companyId });
  const idByKey = new Map(rows.map((r) => [`${r.companyId}:${r.name}`, r.id]));
  return planned
    .filter((p) => p.row.status === 'AVAILABLE' || p.row.status === 'RESERVED')
    .map((p) => ({
      company: p.company,
      companyId: companyIds[p.company],
      projectId: null,
      propertyId: idByKey.get(`${companyIds[p.company]}:${p.row.name}`) ?? null,
      projectType: null,
      propertyType: p.row.propertyType,
      bedrooms: p.row.bedrooms ?? null,
      price: p.row.price ?? 0,
      createdAt: p.row.createdAt ?? now,
    }));
}
