/**
 * The relational schema of In-Best. TypeScript keys are camelCase; every column, constraint and index is named
 * explicitly in snake_case, so raw SQL, migrations and the TypeScript model read the same without a casing option.
 * drizzle-kit loads this file on its own: it may import only from drizzle-orm.
 */
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------------------------------------------
// Column helpers
// ---------------------------------------------------------------------------------------------------------------

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// The ORM stamps updated_at on every update it issues; raw SQL updates must set it themselves.
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
// Money in whole pesos reaches 10^13; numeric(16,2) keeps cents exact and `number` mode is exact below 2^53.
const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });
const area = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6, mode: 'number' });
const currency = () => char('currency', { length: 3 }).notNull().default('COP');

/** Amenity flags of a property, keyed by amenity code or `custom_<text>`. */
export type AmenityFlags = Record<string, boolean>;

// ---------------------------------------------------------------------------------------------------------------
// Enums
// ---------------------------------------------------------------------------------------------------------------

export const companyRole = pgEnum('company_role', ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER']);
export const projectStatus = pgEnum('project_status', ['DRAFT', 'ACTIVE', 'COMPLETED', 'CANCELLED']);
export const projectType = pgEnum('project_type', [
  'residential',
  'commercial',
  'mixed',
  'industrial',
  'office',
  'hotel',
]);
export const amenityCategory = pgEnum('amenity_category', ['Comunal', 'Privada']);
export const propertyType = pgEnum('property_type', ['apartment', 'house', 'office', 'land', 'commercial']);
export const propertyStatus = pgEnum('property_status', [
  'AVAILABLE',
  'RESERVED',
  'SOLD',
  'RENTED',
  'BLOCKED',
]);
// 'contacted' was 'following' before the leads pipeline; 'lost' closes a lead that will not buy; quoted, reserved and
// won follow the sale (quote, separación, signed sale).
export const leadStatus = pgEnum('lead_status', [
  'new',
  'contacted',
  'qualified',
  'quoted',
  'reserved',
  'won',
  'lost',
]);
export const leadOrigin = pgEnum('lead_origin', ['chat', 'manual', 'public_form', 'website']);
export const leadEventType = pgEnum('lead_event_type', [
  'created',
  'recontact',
  'contacted',
  'status_changed',
  'note',
  'assigned',
  'quote',
  'reservation',
  'sale',
  'task',
  'visit',
  'whatsapp',
]);
// The constructor workspace's second status set (spec §4), beside `project_status`.
export const constructionStage = pgEnum('construction_stage', [
  'planning',
  'pre-sale',
  'construction',
  'completed',
  'on-hold',
  'cancelled',
  'marketing',
]);
export const projectPriority = pgEnum('project_priority', ['high', 'medium', 'low']);
export const documentKind = pgEnum('document_kind', ['pdf', 'doc', 'docx', 'xls', 'xlsx']);
export const activityType = pgEnum('activity_type', [
  'project_update',
  'new_lead',
  'material_delivery',
  'inspection',
  'contract_signed',
  'reservation_created',
  'reservation_released',
  'reservation_expired',
]);
export const reservationStatus = pgEnum('reservation_status', ['active', 'expired', 'released', 'converted']);
export const paymentMethod = pgEnum('payment_method', ['transfer', 'deposit', 'cash', 'check', 'card']);

// ---------------------------------------------------------------------------------------------------------------
// People and companies
// ---------------------------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: id(),
    // Null until the person first signs in: invitations and seeded accounts are matched by email then.
    auth0Sub: varchar('auth0_sub', { length: 255 }).unique('users_auth0_sub_key'),
    email: varchar('email', { length: 255 }).notNull(),
    fullName: varchar('full_name', { length: 255 }),
    picture: text('picture'),
    emailVerified: boolean('email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)]
);

export const documentTypes = pgTable(
  'document_types',
  {
    id: id(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    documentCode: varchar('document_code', { length: 20 }).notNull(),
    documentName: varchar('document_name', { length: 100 }).notNull(),
  },
  (t) => [
    unique('document_types_country_code_document_code_key').on(t.countryCode, t.documentCode),
    check('document_types_country_code_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ]
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    registrationId: varchar('registration_id', { length: 50 }),
    registrationIdTypeId: integer('registration_id_type_id').references(() => documentTypes.id, {
      onDelete: 'restrict',
    }),
    countryCode: char('country_code', { length: 2 }).notNull(),
    countryName: varchar('country_name', { length: 100 }),
    city: varchar('city', { length: 100 }),
    address: text('address'),
    website: varchar('website', { length: 255 }),
    phone: varchar('phone', { length: 50 }),
    email: varchar('email', { length: 255 }),
    verified: boolean('verified').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    // The management screen's profile (spec §3 sample company fields); the NIT is registration_id.
    contactPerson: varchar('contact_person', { length: 255 }),
    contactEmail: varchar('contact_email', { length: 255 }),
    contactPhone: varchar('contact_phone', { length: 50 }),
    companyType: varchar('company_type', { length: 30 }),
    employeesCount: integer('employees_count'),
    foundedYear: integer('founded_year'),
    description: varchar('description', { length: 1000 }),
    department: varchar('department', { length: 100 }),
    // What the company means to sell each month; the constructor dashboard sets each month's revenue against it.
    monthlyRevenueTarget: money('monthly_revenue_target'),
    createdAt: createdAt(),
    // Optimistic concurrency (0014): an update names the version it read and bumps it by one.
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_version_check', sql`${t.version} >= 1`),
    check('companies_country_code_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check('companies_monthly_revenue_target_check', sql`${t.monthlyRevenueTarget} >= 0`),
    check('companies_status_check', sql`${t.status} in ('active', 'inactive', 'pending')`),
    check(
      'companies_company_type_check',
      sql`${t.companyType} in ('construction', 'development', 'architecture', 'engineering', 'consulting', 'urban_planning')`
    ),
    check('companies_employees_count_check', sql`${t.employeesCount} >= 0`),
    check('companies_founded_year_check', sql`${t.foundedYear} >= 1900`),
    // A missing document type counts as one value, so the same number cannot be registered twice without a type;
    // letter case does not make another number (an RFC typed in lower case is the same company).
    uniqueIndex('companies_registration_key')
      .on(t.countryCode, sql`coalesce(${t.registrationIdTypeId}, 0)`, sql`upper(${t.registrationId})`)
      .where(sql`${t.registrationId} is not null`),
    index('companies_name_idx').on(t.name),
  ]
);

/** The sale's settings of a company (0015); a company without a row uses the column defaults. */
export const companySaleSettings = pgTable(
  'company_sale_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quoteValidityDays: integer('quote_validity_days').notNull().default(15),
    memberMaxDiscountPct: numeric('member_max_discount_pct', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(5),
    reservationDays: integer('reservation_days').notNull().default(7),
    // The 'Ventas' form saves naming the version it read (0019).
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_sale_settings_version_check', sql`${t.version} >= 1`),
    check('company_sale_settings_quote_validity_days_check', sql`${t.quoteValidityDays} BETWEEN 1 AND 365`),
    check(
      'company_sale_settings_member_max_discount_pct_check',
      sql`${t.memberMaxDiscountPct} BETWEEN 0 AND 100`
    ),
    check('company_sale_settings_reservation_days_check', sql`${t.reservationDays} BETWEEN 1 AND 90`),
  ]
);

/**
 * How a company takes leads from its own website and hands them out (0021): the public capture key of its snippet,
 * the origins that may post with it, the members that take new leads in turn and the WhatsApp message template.
 */
export const leadCaptureSettings = pgTable(
  'lead_capture_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    captureKey: varchar('capture_key', { length: 64 })
      .notNull()
      .unique('lead_capture_settings_capture_key_unique'),
    allowedOrigins: text('allowed_origins')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // User ids, in the company's order; members who left or became VIEWER are skipped when the turn comes.
    rotation: integer('rotation')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lastAssignedTo: integer('last_assigned_to').references(() => users.id, { onDelete: 'set null' }),
    whatsappTemplate: varchar('whatsapp_template', { length: 500 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lead_capture_settings_allowed_origins_check', sql`cardinality(${t.allowedOrigins}) <= 20`),
    index('lead_capture_settings_allowed_origins_idx').using('gin', t.allowedOrigins),
  ]
);

export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: companyRole('role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('company_members_company_id_user_id_key').on(t.companyId, t.userId),
    index('company_members_user_id_idx').on(t.userId),
  ]
);

// Someone asked to join a company by e-mail. No membership exists until the addressee accepts it, so an invitation
// changes nothing for them and tells the inviter nothing about whether the address has an account (ADR 0020).
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Stored in lower case: it is matched against the signed-in user's address, letter case ignored.
    email: varchar('email', { length: 255 }).notNull(),
    role: companyRole('role').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('company_invitations_company_id_email_key').on(t.companyId, t.email),
    index('company_invitations_email_idx').on(t.email),
    check('company_invitations_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ]
);

// ---------------------------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------------------------

export const projects = pgTable(
  'projects',
  {
    id: id(),
    // Restrict: a company with projects must have them removed first (the admin screen says so).
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1000 }),
    status: projectStatus('status').notNull().default('DRAFT'),
    type: projectType('type'),
    location: varchar('location', { length: 255 }),
    neighborhood: varchar('neighborhood', { length: 255 }),
    zone: varchar('zone', { length: 255 }),
    city: varchar('city', { length: 100 }),
    department: varchar('department', { length: 100 }),
    address: varchar('address', { length: 255 }),
    countryCode: char('country_code', { length: 2 }).notNull().default('CO'),
    totalUnits: integer('total_units').notNull().default(0),
    availableUnits: integer('available_units').notNull().default(0),
    soldUnits: integer('sold_units').notNull().default(0),
    priceRangeMin: money('price_range_min'),
    priceRangeMax: money('price_range_max'),
    currency: currency(),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    investmentAmount: money('investment_amount'),
    roiExpected: numeric('roi_expected', { precision: 5, scale: 2, mode: 'number' }),
    revenue: money('revenue'),
    progress: integer('progress'),
    startDate: date('start_date', { mode: 'string' }),
    completionDate: date('completion_date', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    developer: varchar('developer', { length: 255 }),
    architect: varchar('architect', { length: 255 }),
    constructionCompany: varchar('construction_company', { length: 255 }),
    features: text('features'),
    areaMin: area('area_min'),
    areaMax: area('area_max'),
    constructionStage: constructionStage('construction_stage').notNull().default('planning'),
    budget: money('budget'),
    spent: money('spent'),
    manager: varchar('manager', { length: 255 }),
    priority: projectPriority('priority').notNull().default('medium'),
    createdAt: createdAt(),
    // Optimistic concurrency (0014): an update names the version it read and bumps it by one.
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('projects_version_check', sql`${t.version} >= 1`),
    check('projects_country_code_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check('projects_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('projects_total_units_check', sql`${t.totalUnits} >= 0`),
    check('projects_available_units_check', sql`${t.availableUnits} >= 0`),
    check('projects_sold_units_check', sql`${t.soldUnits} >= 0`),
    check('projects_available_units_total_check', sql`${t.availableUnits} <= ${t.totalUnits}`),
    // A unit is either available or sold (or reserved/rented), never both.
    check('projects_units_total_check', sql`${t.availableUnits} + ${t.soldUnits} <= ${t.totalUnits}`),
    check('projects_price_range_min_check', sql`${t.priceRangeMin} >= 0`),
    check('projects_price_range_max_check', sql`${t.priceRangeMax} >= 0`),
    check('projects_price_range_check', sql`${t.priceRangeMax} >= ${t.priceRangeMin}`),
    check('projects_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('projects_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('projects_roi_expected_check', sql`${t.roiExpected} between 0 and 100`),
    check('projects_progress_check', sql`${t.progress} between 0 and 100`),
    check('projects_investment_amount_check', sql`${t.investmentAmount} >= 0`),
    check('projects_revenue_check', sql`${t.revenue} >= 0`),
    check('projects_area_min_check', sql`${t.areaMin} >= 0`),
    check('projects_area_range_check', sql`${t.areaMax} >= ${t.areaMin}`),
    check('projects_budget_check', sql`${t.budget} >= 0`),
    check('projects_spent_check', sql`${t.spent} >= 0`),
    // A company's projects page reads newest first with the id as tie-breaker: with the id in the index the page is
    // read from it (nine entries) instead of fetching and sorting every project of the company.
    index('projects_company_id_created_at_id_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst()
    ),
    // The dashboard counts a company's active projects from the index alone.
    index('projects_company_id_status_idx').on(t.companyId, t.status),
    // The assistant reads the distinct places with a skip scan (server/assistant/inventory.ts).
    index('projects_places_idx').on(
      sql`coalesce(${t.city}, '')`,
      sql`coalesce(${t.department}, '')`,
      sql`coalesce(${t.neighborhood}, '')`
    ),
    index('projects_city_idx').on(t.city),
  ]
);

export const nearbyPlaces = pgTable(
  'nearby_places',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    distanceKm: numeric('distance_km', { precision: 6, scale: 2, mode: 'number' }),
  },
  (t) => [
    check('nearby_places_distance_km_check', sql`${t.distanceKm} >= 0`),
    index('nearby_places_project_id_idx').on(t.projectId),
  ]
);

export const projectImages = pgTable(
  'project_images',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    altText: varchar('alt_text', { length: 255 }),
    imageType: varchar('image_type', { length: 50 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('project_images_project_id_idx').on(t.projectId, t.position)]
);

/** Plans, permits and budgets uploaded with a project (the constructor form's documents). */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    kind: documentKind('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('project_documents_project_id_idx').on(t.projectId, t.position)]
);

/**
 * The constructor dashboard's activity feed: written by the actions it describes (a project saved, a unit sold, a
 * lead received) in their own transaction, or recorded by hand (inspections, deliveries).
 */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // The entry outlives its project: the title already names it.
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    type: activityType('type').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    description: varchar('description', { length: 1000 }),
    // Null for entries no person wrote (a lead from the public chat).
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_activities_company_id_created_at_idx').on(t.companyId, t.createdAt.desc()),
    index('project_activities_project_id_idx').on(t.projectId),
  ]
);

// ---------------------------------------------------------------------------------------------------------------
// Amenities (reference data inserted by a migration)
// ---------------------------------------------------------------------------------------------------------------

export const amenities = pgTable('amenities', {
  id: id(),
  code: text('code').notNull().unique('amenities_code_key'),
  name: varchar('name', { length: 100 }).notNull(),
  category: amenityCategory('category').notNull(),
});

export const projectAmenities = pgTable(
  'project_amenities',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ name: 'project_amenities_pkey', columns: [t.projectId, t.amenityId] }),
    index('project_amenities_amenity_id_idx').on(t.amenityId),
  ]
);

// ---------------------------------------------------------------------------------------------------------------
// Property models (unit templates of a project)
// ---------------------------------------------------------------------------------------------------------------

export const propertyModels = pgTable(
  'property_models',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 500 }),
    area: area('area'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    parkingSpaces: integer('parking_spaces'),
    floorNumber: integer('floor_number'),
    price: money('price'),
    currency: currency(),
    createdAt: createdAt(),
    // Optimistic concurrency (0014): an update names the version it read and bumps it by one.
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('property_models_version_check', sql`${t.version} >= 1`),
    check('property_models_area_check', sql`${t.area} >= 0`),
    check('property_models_bedrooms_check', sql`${t.bedrooms} >= 0`),
    check('property_models_bathrooms_check', sql`${t.bathrooms} >= 0`),
    check('property_models_parking_spaces_check', sql`${t.parkingSpaces} >= 0`),
    check('property_models_floor_number_check', sql`${t.floorNumber} >= 0`),
    check('property_models_price_check', sql`${t.price} >= 0`),
    check('property_models_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    index('property_models_project_id_idx').on(t.projectId),
  ]
);

export const propertyModelImages = pgTable(
  'property_model_images',
  {
    id: id(),
    propertyModelId: integer('property_model_id')
      .notNull()
      .references(() => propertyModels.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('property_model_images_property_model_id_idx').on(t.propertyModelId, t.position)]
);

export const propertyModelAmenities = pgTable(
  'property_model_amenities',
  {
    propertyModelId: integer('property_model_id')
      .notNull()
      .references(() => propertyModels.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ name: 'property_model_amenities_pkey', columns: [t.propertyModelId, t.amenityId] }),
    index('property_model_amenities_amenity_id_idx').on(t.amenityId),
  ]
);

// ---------------------------------------------------------------------------------------------------------------
// Properties (units of a project, or standalone)
// ---------------------------------------------------------------------------------------------------------------

export const properties = pgTable(
  'properties',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    // Null for an independent property.
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    // Restrict: a model in use cannot be deleted (the UI warns with the number of properties using it).
    propertyModelId: integer('property_model_id').references(() => propertyModels.id, {
      onDelete: 'restrict',
    }),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1000 }),
    propertyType: propertyType('property_type').notNull(),
    status: propertyStatus('status').notNull().default('AVAILABLE'),
    address: varchar('address', { length: 255 }),
    city: varchar('city', { length: 100 }),
    department: varchar('department', { length: 100 }),
    neighborhood: varchar('neighborhood', { length: 255 }),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    area: area('area'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    parkingSpaces: integer('parking_spaces'),
    floorNumber: integer('floor_number'),
    // The tower or block of a project's unit, as the availability board groups them; null when there is none.
    tower: varchar('tower', { length: 60 }),
    price: money('price'),
    currency: currency(),
    // Rent charged while the unit is RENTED; investors' cap-rate figures read it.
    monthlyRent: money('monthly_rent'),
    amenities: jsonb('amenities').$type<AmenityFlags>().notNull().default({}),
    // Optimistic concurrency: an update must name the version it read and bumps it by one.
    version: integer('version').notNull().default(1),
    // When the unit became SOLD: a month's revenue is the prices of the units sold in it. Cleared when it leaves SOLD.
    soldAt: timestamp('sold_at', { withTimezone: true }),
    // Whether the public chat may show it (server/assistant/visibility.ts, PUBLIC_LISTING), kept by the triggers of
    // migration 0029 from its status and its project's (ADR 0057): whatever is written here is recomputed.
    publicListing: boolean('public_listing').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('properties_sold_at_check', sql`${t.soldAt} is null or ${t.status} = 'SOLD'`),
    check('properties_area_check', sql`${t.area} >= 0`),
    check('properties_bedrooms_check', sql`${t.bedrooms} >= 0`),
    check('properties_bathrooms_check', sql`${t.bathrooms} >= 0`),
    check('properties_parking_spaces_check', sql`${t.parkingSpaces} >= 0`),
    check('properties_floor_number_check', sql`${t.floorNumber} >= 0`),
    check('properties_price_check', sql`${t.price} >= 0`),
    check('properties_monthly_rent_check', sql`${t.monthlyRent} >= 0`),
    check('properties_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('properties_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('properties_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('properties_amenities_check', sql`jsonb_typeof(${t.amenities}) = 'object'`),
    check('properties_version_check', sql`${t.version} >= 1`),
    // A company's list and its pages read newest first (GET /companies/{id}/properties?page=…): the page is read
    // from the index instead of sorting every property of the company; the dashboard counts by status.
    index('properties_company_id_created_at_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst()
    ),
    index('properties_company_id_status_idx').on(t.companyId, t.status),
    // Revenue per month reads a company's sales by date.
    index('properties_company_id_sold_at_idx')
      .on(t.companyId, t.soldAt)
      .where(sql`${t.soldAt} is not null`),
    // A project's units are listed (and paged) by name.
    index('properties_project_id_name_idx').on(t.projectId, t.name, t.id),
    // The availability board reads a project's units by tower and floor.
    index('properties_project_id_tower_floor_idx').on(t.projectId, t.tower, t.floorNumber),
    index('properties_property_model_id_idx').on(t.propertyModelId),
    // The investor assistant filters on these, most selective first.
    index('properties_search_idx').on(t.status, t.city, t.propertyType, t.price),
    // The assistant chooses public listings newest first, in all the country, one city or one neighbourhood, from
    // these indexes alone: after the order they hold every column the usual filters read (ADR 0063), and it counts
    // a question's matches from the last index alone (ADR 0057).
    index('properties_public_updated_idx')
      .on(
        t.updatedAt.desc(),
        t.id.desc().nullsFirst(),
        t.city,
        t.department,
        t.neighborhood,
        t.propertyType,
        t.bedrooms,
        t.bathrooms,
        t.price,
        t.area,
        t.parkingSpaces
      )
      .where(sql`${t.publicListing}`),
    index('properties_public_city_updated_idx')
      .on(
        t.city,
        t.updatedAt.desc(),
        t.id.desc().nullsFirst(),
        t.department,
        t.neighborhood,
        t.propertyType,
        t.bedrooms,
        t.bathrooms,
        t.price,
        t.area,
        t.parkingSpaces
      )
      .where(sql`${t.publicListing}`),
    index('properties_public_neighborhood_updated_idx')
      .on(
        t.neighborhood,
        t.updatedAt.desc(),
        t.id.desc().nullsFirst(),
        t.city,
        t.department,
        t.propertyType,
        t.bedrooms,
        t.bathrooms,
        t.price,
        t.area,
        t.parkingSpaces
      )
      .where(sql`${t.publicListing}`),
    // A question's matches, up to the count's cap, with the order after the filters: when they are few, the pool
    // is the newest of them, sorted from this index alone (ADR 0071).
    index('properties_public_search_idx')
      .on(t.city, t.propertyType, t.bedrooms, t.price, t.updatedAt.desc(), t.id.desc().nullsFirst())
      .where(sql`${t.publicListing}`),
    // The assistant reads the distinct places with a skip scan (server/assistant/inventory.ts).
    index('properties_places_idx').on(
      sql`coalesce(${t.city}, '')`,
      sql`coalesce(${t.department}, '')`,
      sql`coalesce(${t.neighborhood}, '')`
    ),
    // Amenity filters ('con piscina') are jsonb containment tests.
    index('properties_amenities_idx').using('gin', t.amenities.op('jsonb_path_ops')),
    // Rent comparables of the financial analysis and the ranking: every column they read is in the index, so they
    // are read from it alone (server/assistant/inventory.ts, rentedRatios).
    index('properties_rented_comparables_idx')
      .on(t.city, t.propertyType, t.neighborhood, t.id, t.projectId, t.monthlyRent, t.price)
      .where(sql`${t.status} = 'RENTED' and ${t.monthlyRent} is not null`),
  ]
);

/**
 * Every change of a unit's status, by whom, when and why (the availability board's history). Written by the trigger
 * `properties_status_event` (migration 0018), which reads the writer and the reason from the transaction's settings
 * (server/services/status-history.ts), so no writer can change a status without leaving its entry.
 */
export const propertyStatusEvents = pgTable(
  'property_status_events',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fromStatus: propertyStatus('from_status'),
    toStatus: propertyStatus('to_status').notNull(),
    reason: varchar('reason', { length: 500 }),
    // Null for a change nobody signed in made (an expiry run by the job queue).
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_status_events_property_id_idx').on(
      t.propertyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst()
    ),
  ]
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: id(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('property_images_property_id_idx').on(t.propertyId, t.position)]
);

// ---------------------------------------------------------------------------------------------------------------
// Leads and chat
// ---------------------------------------------------------------------------------------------------------------

export const leads = pgTable(
  'leads',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // A lead outlives the project or unit it asked about.
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    contactName: varchar('contact_name', { length: 255 }),
    contactEmail: varchar('contact_email', { length: 255 }),
    contactPhone: varchar('contact_phone', { length: 50 }),
    status: leadStatus('status').notNull().default('new'),
    origin: leadOrigin('origin').notNull().default('manual'),
    // The channel in the team's words ('Instagram', 'Feria inmobiliaria', 'Asistente de inversión').
    source: varchar('source', { length: 100 }),
    budget: money('budget'),
    interests: text('interests'),
    interestTypes: propertyType('interest_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    interestCities: text('interest_cities')
      .array()
      .notNull()
      .default(sql`'{}'`),
    notes: text('notes'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    // Why a lead closed as 'Descartado' will not buy (0022); required by the API when it closes.
    lostReason: varchar('lost_reason', { length: 500 }),
    createdAt: createdAt(),
    // Optimistic concurrency (0014): an update names the version it read and bumps it by one.
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
    // Set when the person's data was anonymised (0024): the lead keeps its status, dates and figures.
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    check('leads_version_check', sql`${t.version} >= 1`),
    check('leads_budget_check', sql`${t.budget} >= 0`),
    index('leads_company_id_created_at_idx').on(t.companyId, t.createdAt.desc()),
    index('leads_assigned_to_created_at_idx').on(t.assignedTo, t.createdAt.desc()),
    index('leads_project_id_idx').on(t.projectId),
    index('leads_property_id_idx').on(t.propertyId),
    // Deduplication looks a contact up by e-mail (any case) or by the phone's digits.
    index('leads_company_id_email_idx').on(t.companyId, sql`lower(${t.contactEmail})`),
    // The last 10 digits: '+57 300 123 4567' and '3001234567' are the same Colombian mobile.
    index('leads_company_id_phone_idx').on(
      t.companyId,
      sql`right(regexp_replace(${t.contactPhone}, '\\D', '', 'g'), 10)`
    ),
  ]
);

/** What happened to a lead: created, contacted again, called, moved between statuses, annotated, assigned. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: id(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: leadEventType('type').notNull(),
    fromStatus: leadStatus('from_status'),
    toStatus: leadStatus('to_status'),
    description: varchar('description', { length: 1000 }),
    // Null for what no signed-in person did (a contact through the public chat).
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // What an anonymous visitor wrote about a lead the company already had: shown, never trusted (0014).
    unverified: boolean('unverified').notNull().default(false),
    // The quote an entry is about (0030): its page reads its history by it, not by the entry's words.
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_events_lead_id_created_at_idx').on(t.leadId, t.createdAt),
    index('lead_events_quote_id_idx')
      .on(t.quoteId)
      .where(sql`${t.quoteId} is not null`),
  ]
);

/** A follow-up task on a lead (0022): what to do, by when, and when it was done. */
export const leadTasks = pgTable(
  'lead_tasks',
  {
    id: id(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20, enum: ['call', 'quote', 'follow_up', 'other'] }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('lead_tasks_kind_check', sql`${t.kind} IN ('call', 'quote', 'follow_up', 'other')`),
    index('lead_tasks_lead_id_idx').on(t.leadId),
    index('lead_tasks_open_due_at_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} IS NULL`),
  ]
);

/** A visit to the sales room (0022): when, which project, who attends the buyer, and how it went. */
export const leadVisits = pgTable(
  'lead_visits',
  {
    id: id(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    salespersonId: integer('salesperson_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: varchar('status', {
      length: 20,
      enum: ['scheduled', 'reminded', 'attended', 'missed', 'rescheduled'],
    })
      .notNull()
      .default('scheduled'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'lead_visits_status_check',
      sql`${t.status} IN ('scheduled', 'reminded', 'attended', 'missed', 'rescheduled')`
    ),
    index('lead_visits_lead_id_idx').on(t.leadId),
    index('lead_visits_starts_at_idx').on(t.startsAt),
  ]
);

// ---------------------------------------------------------------------------------------------------------------
// Quotes (0019)
// ---------------------------------------------------------------------------------------------------------------

export const quoteStatus = pgEnum('quote_status', [
  'draft',
  'pending_approval',
  'sent',
  'accepted',
  'rejected',
  'expired',
]);
export const quoteFinancing = pgEnum('quote_financing', ['mortgage', 'leasing', 'own_funds']);
export const quotePlanRowKind = pgEnum('quote_plan_row_kind', [
  'separation',
  'instalment',
  'subsidy',
  'balance',
]);

// Whole pesos up to 10^13 fit a bigint read as an exact `number`.
const pesos = (name: string) => bigint(name, { mode: 'number' });

/** A unit's price, discount and payment plan for one lead; the figures are the server's (src/domain/quote-plan.ts). */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: quoteStatus('status').notNull().default('draft'),
    listPrice: pesos('list_price').notNull(),
    discountKind: varchar('discount_kind', { length: 6 }).$type<'pct' | 'amount'>().notNull(),
    discountValue: numeric('discount_value', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    discountAmount: pesos('discount_amount').notNull(),
    discountPct: numeric('discount_pct', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    finalPrice: pesos('final_price').notNull(),
    separationAmount: pesos('separation_amount').notNull(),
    initialPct: numeric('initial_pct', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    initialTotal: pesos('initial_total').notNull(),
    instalmentCount: integer('instalment_count').notNull(),
    instalmentDay: integer('instalment_day').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    financing: quoteFinancing('financing').notNull(),
    subsidyAmount: pesos('subsidy_amount').notNull().default(0),
    balance: pesos('balance').notNull(),
    notes: varchar('notes', { length: 1000 }),
    // The last day the quote may be accepted; the expiry sweep marks it 'expired' the day after.
    validUntil: date('valid_until').notNull(),
    // The buyer's link to the PDF: 32 random bytes, base64url; dead once the quote expires.
    publicToken: varchar('public_token', { length: 43 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // Who approved or rejected a discount above the cap.
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: varchar('decision_reason', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('quotes_public_token_key').on(t.publicToken),
    check('quotes_discount_kind_check', sql`${t.discountKind} in ('pct', 'amount')`),
    check(
      'quotes_amounts_check',
      sql`${t.listPrice} > 0 and ${t.discountAmount} >= 0 and ${t.discountAmount} < ${t.listPrice} and ${t.finalPrice} = ${t.listPrice} - ${t.discountAmount}`
    ),
    check(
      'quotes_initial_check',
      sql`${t.separationAmount} >= 0 and ${t.separationAmount} <= ${t.initialTotal} and ${t.balance} = ${t.finalPrice} - ${t.initialTotal}`
    ),
    check('quotes_subsidy_check', sql`${t.subsidyAmount} between 0 and ${t.balance}`),
    check('quotes_instalment_count_check', sql`${t.instalmentCount} between 1 and 120`),
    check('quotes_instalment_day_check', sql`${t.instalmentDay} between 1 and 31`),
    index('quotes_company_id_created_at_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst()
    ),
    index('quotes_company_id_status_idx').on(t.companyId, t.status),
    index('quotes_open_valid_until_idx')
      .on(t.validUntil)
      .where(sql`${t.status} in ('draft', 'pending_approval', 'sent')`),
    index('quotes_lead_id_idx').on(t.leadId),
    index('quotes_property_id_idx').on(t.propertyId),
  ]
);

/** The plan's payments in the order the buyer makes them; they add up to the quote's final price. */
export const quoteInstalments = pgTable(
  'quote_instalments',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: quotePlanRowKind('kind').notNull(),
    number: integer('number').notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    dueDate: date('due_date'),
    amount: pesos('amount').notNull(),
  },
  (t) => [
    primaryKey({ name: 'quote_instalments_pkey', columns: [t.quoteId, t.position] }),
    check('quote_instalments_amount_check', sql`${t.amount} >= 0`),
  ]
);

/**
 * A company's treatment policy (Habeas Data, 0024), one row per version; a version is never changed once written, so
 * a consent points at the exact text the person accepted.
 */
export const privacyPolicies = pgTable(
  'privacy_policies',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    bodySha256: char('body_sha256', { length: 64 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('privacy_policies_version_check', sql`${t.version} >= 1`),
    uniqueIndex('privacy_policies_company_id_version_key').on(t.companyId, t.version),
  ]
);

/** The proof of a holder's authorisation: when, which policy version, the channel and the address seen. */
export const leadConsents = pgTable(
  'lead_consents',
  {
    id: id(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => privacyPolicies.id, { onDelete: 'restrict' }),
    channel: varchar('channel', { length: 30 }).notNull(),
    // Removed when the lead is anonymised.
    ipAddress: varchar('ip_address', { length: 64 }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lead_consents_lead_id_idx').on(t.leadId)]
);

/** How long a lead without activity keeps the person's data (0024); a company without a row keeps it 24 months. */
export const companyPrivacySettings = pgTable(
  'company_privacy_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    retentionMonths: integer('retention_months').notNull().default(24),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_privacy_settings_retention_months_check', sql`${t.retentionMonths} BETWEEN 1 AND 240`),
  ]
);

/** A holder's request from /privacidad; only the hash of the e-mailed token is kept, and it works once. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    tokenSha256: char('token_sha256', { length: 64 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('privacy_requests_kind_check', sql`${t.kind} IN ('export', 'delete')`),
    uniqueIndex('privacy_requests_token_sha256_key').on(t.tokenSha256),
    index('privacy_requests_expires_at_idx').on(t.expiresAt),
  ]
);

/**
 * A search saved from the public chat (0028): the understood filters, confirmed from an e-mailed link before any
 * alert; only the links' token hashes are kept. The holder's authorisation (Habeas Data) is proven in the row.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    email: varchar('email', { length: 255 }).notNull(),
    slots: jsonb('slots').notNull(),
    excluded: jsonb('excluded').notNull(),
    summary: varchar('summary', { length: 500 }).notNull(),
    language: varchar('language', { length: 2 }).notNull().default('es'),
    confirmTokenSha256: char('confirm_token_sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // The database's time at confirmation: listings created after it are new to the search.
    watchFrom: timestamp('watch_from', { withTimezone: true }),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }).notNull(),
    consentChannel: varchar('consent_channel', { length: 30 }).notNull(),
    consentIpAddress: varchar('consent_ip_address', { length: 64 }),
    consentPolicyVersion: integer('consent_policy_version').notNull(),
    consentPolicySha256: char('consent_policy_sha256', { length: 64 }).notNull(),
  },
  (t) => [
    check('saved_searches_language_check', sql`${t.language} IN ('es', 'en')`),
    uniqueIndex('saved_searches_confirm_token_sha256_key').on(t.confirmTokenSha256),
    index('saved_searches_email_idx').using('btree', sql`lower(${t.email})`),
    index('saved_searches_active_idx')
      .on(t.lastAlertAt)
      .where(sql`${t.confirmedAt} IS NOT NULL AND ${t.unsubscribedAt} IS NULL`),
  ]
);

/** One alert e-mail of a saved search, with the hash of its unsubscribe link's token (each mail's link works). */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: id(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    unsubscribeTokenSha256: char('unsubscribe_token_sha256', { length: 64 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('saved_search_alerts_unsubscribe_token_sha256_key').on(t.unsubscribeTokenSha256),
    index('saved_search_alerts_saved_search_id_idx').on(t.savedSearchId),
  ]
);

/** The listings a saved search was already told about. */
export const savedSearchListings = pgTable(
  'saved_search_listings',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'saved_search_listings_pkey', columns: [t.savedSearchId, t.propertyId] })]
);

// ---------------------------------------------------------------------------------------------------------------
// Separaciones, sales and cartera (0020)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A unit held for a lead. One made by editing the unit's status has no lead, deposit nor expiry: it holds until the
 * status changes again. `quoteId` names the accepted quote it came from, when there is one.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    quoteId: integer('quote_id'),
    deposit: money('deposit'),
    depositMethod: paymentMethod('deposit_method'),
    currency: currency(),
    status: reservationStatus('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    releaseReason: varchar('release_reason', { length: 500 }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reservations_deposit_check', sql`${t.deposit} > 0`),
    check('reservations_closed_check', sql`(${t.status} = 'active') = (${t.closedAt} is null)`),
    check('reservations_release_reason_check', sql`${t.releaseReason} is null or ${t.status} = 'released'`),
    // One active reservation per unit, whatever the application does: concurrent attempts leave one winner.
    uniqueIndex('reservations_one_active_per_property_idx')
      .on(t.propertyId)
      .where(sql`${t.status} = 'active'`),
    // The expiry sweep reads the active reservations whose time has passed.
    index('reservations_active_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active' and ${t.expiresAt} is not null`),
    index('reservations_company_id_created_at_idx').on(t.companyId, t.createdAt),
  ]
);

/** A signed sale. No buyer name means it was recorded by editing the unit's status ('Sin comprador registrado'). */
export const sales = pgTable(
  'sales',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    quoteId: integer('quote_id'),
    buyerName: varchar('buyer_name', { length: 255 }),
    buyerDocumentTypeId: integer('buyer_document_type_id').references(() => documentTypes.id, {
      onDelete: 'restrict',
    }),
    buyerDocumentNumber: varchar('buyer_document_number', { length: 30 }),
    buyerEmail: varchar('buyer_email', { length: 255 }),
    buyerPhone: varchar('buyer_phone', { length: 50 }),
    price: money('price').notNull(),
    currency: currency(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('sales_price_check', sql`${t.price} >= 0`),
    check('sales_buyer_check', sql`(${t.buyerName} is null) = (${t.buyerDocumentNumber} is null)`),
    unique('sales_reservation_id_key').on(t.reservationId),
    // One standing sale per unit; a sale undone by editing the unit's status keeps its row, cancelled.
    uniqueIndex('sales_one_standing_per_property_idx')
      .on(t.propertyId)
      .where(sql`${t.cancelledAt} is null`),
    // Cartera pages a company's sales newest first.
    index('sales_company_id_sold_at_idx').on(t.companyId, t.soldAt, t.id),
  ]
);

/** What the buyer owes and when: the separación, the cuota inicial's instalments and the balance. */
export const saleInstalments = pgTable(
  'sale_instalments',
  {
    id: id(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    label: varchar('label', { length: 60 }).notNull(),
    dueOn: date('due_on').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    check('sale_instalments_amount_check', sql`${t.amount} > 0`),
    unique('sale_instalments_sale_id_number_key').on(t.saleId, t.number),
  ]
);

/** A payment the company received against one instalment. */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: id(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    instalmentId: integer('instalment_id')
      .notNull()
      .references(() => saleInstalments.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on').notNull(),
    amount: money('amount').notNull(),
    method: paymentMethod('method').notNull(),
    note: varchar('note', { length: 500 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('sale_payments_amount_check', sql`${t.amount} > 0`),
    index('sale_payments_instalment_id_idx').on(t.instalmentId),
    index('sale_payments_sale_id_idx').on(t.saleId),
  ]
);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    // The session id the browser generated and keeps in its storage.
    id: text('id').primaryKey(),
    slots: jsonb('slots').$type<Record<string, unknown>>().notNull().default({}),
    messages: jsonb('messages').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('chat_sessions_slots_check', sql`jsonb_typeof(${t.slots}) = 'object'`),
    check('chat_sessions_messages_check', sql`jsonb_typeof(${t.messages}) = 'array'`),
    // Old anonymous sessions are purged by age.
    index('chat_sessions_updated_at_idx').on(t.updatedAt),
  ]
);

/**
 * Who did what, when, in which company and to which entity: admin and destructive actions, written in the
 * transaction of the action itself (ADR 0020). Ids and names are copied, not referenced, so an entry outlives the
 * company, user or entity it speaks of.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorEmail: varchar('actor_email', { length: 255 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    companyId: integer('company_id'),
    companyName: varchar('company_name', { length: 255 }),
    entityType: varchar('entity_type', { length: 30 }).notNull(),
    entityId: integer('entity_id'),
    entityName: varchar('entity_name', { length: 255 }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_occurred_at_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_log_company_id_idx').on(t.companyId),
  ]
);

/**
 * Per-client request budgets of the public endpoints (chat messages, 'Me interesa'), one token bucket per scope and
 * client address. They live here, not in a process, so every API instance draws from the same bucket.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    scope: text('scope').notNull(),
    client: text('client').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    // Whether the last take found a token: returned by the same upsert that decides it.
    allowed: boolean('allowed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_buckets_pkey', columns: [t.scope, t.client] }),
    // The sweep deletes buckets untouched for a whole window (full again, so they carry no information).
    index('rate_limit_buckets_scope_updated_at_idx').on(t.scope, t.updatedAt),
  ]
);

/** The three states of an outgoing e-mail: waiting for (another) delivery attempt, delivered, or given up on. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** A file sent with an e-mail, its content in base64 so the row stays JSON. */
export type MailAttachmentRow = { filename: string; contentType: string; contentBase64: string };

/**
 * Every e-mail the platform sends (migration 0017_mail-outbox), written with the act that causes it and delivered
 * by the job queue, so a mail server that is down fails no request and loses nothing. `data` is what the template
 * renders from; the rendered bodies are not kept.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    template: varchar('template', { length: 60 }).notNull(),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    attachments: jsonb('attachments').$type<MailAttachmentRow[]>().notNull().default([]),
    status: varchar('status', { length: 10, enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_company_id_idx').on(t.companyId),
    index('mail_outbox_status_created_at_idx').on(t.status, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ]
);

/**
 * The platform's figures on the admin companies page, kept by statement triggers on companies and projects (migration
 * 0012_platform-totals), so reading them costs the same with 100 companies or 100 000: counting every row grew with
 * the platform (20 000 companies and 200 000 projects: 45 ms a page). One row.
 */
export const platformTotals = pgTable(
  'platform_totals',
  {
    id: boolean('id').primaryKey().default(true),
    companies: bigint('companies', { mode: 'number' }).notNull(),
    verifiedCompanies: bigint('verified_companies', { mode: 'number' }).notNull(),
    projects: bigint('projects', { mode: 'number' }).notNull(),
  },
  (t) => [check('platform_totals_one_row_check', sql`${t.id}`)]
);

/**
 * A company's own figures that its pages show with every view (the properties page's total, the dashboard's available
 * properties and active projects), kept by statement triggers on properties and projects (migration 0013) so they
 * cost the same for a company of 100 listings or 200 000. No row: all zero.
 */
export const companyTotals = pgTable('company_totals', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  properties: bigint('properties', { mode: 'number' }).notNull().default(0),
  availableProperties: bigint('available_properties', { mode: 'number' }).notNull().default(0),
  activeProjects: bigint('active_projects', { mode: 'number' }).notNull().default(0),
});

/** Companies per country, kept with {@link platformTotals}: the number of countries is its rows with companies. */
export const platformCountryTotals = pgTable('platform_country_totals', {
  countryCode: char('country_code', { length: 2 }).primaryKey(),
  companies: bigint('companies', { mode: 'number' }).notNull(),
});

/**
 * Bumped by triggers on every write to properties, projects, their images and companies (migration
 * 0003_inventory-version-triggers): the assistant keys its reply cache on it.
 */
export const inventoryVersionSeq = pgSequence('inventory_version_seq');

// ---------------------------------------------------------------------------------------------------------------
// Relations (for db.query.* with nested `with`)
// ---------------------------------------------------------------------------------------------------------------

export const usersRelations = relations(users, ({ many }) => ({ memberships: many(companyMembers) }));

export const documentTypesRelations = relations(documentTypes, ({ many }) => ({
  companies: many(companies),
}));

export const companiesRelations = relations(companies, ({ one, many }) => ({
  registrationIdType: one(documentTypes, {
    fields: [companies.registrationIdTypeId],
    references: [documentTypes.id],
  }),
  members: many(companyMembers),
  projects: many(projects),
  properties: many(properties),
  leads: many(leads),
  activities: many(projectActivities),
}));

export const companyMembersRelations = relations(companyMembers, ({ one }) => ({
  company: one(companies, { fields: [companyMembers.companyId], references: [companies.id] }),
  user: one(users, { fields: [companyMembers.userId], references: [users.id] }),
}));

export const projectsRelations = relations(projects, ({ one, many }) => ({
  company: one(companies, { fields: [projects.companyId], references: [companies.id] }),
  nearbyPlaces: many(nearbyPlaces),
  images: many(projectImages),
  documents: many(projectDocuments),
  activities: many(projectActivities),
  amenities: many(projectAmenities),
  propertyModels: many(propertyModels),
  properties: many(properties),
  leads: many(leads),
}));

export const nearbyPlacesRelations = relations(nearbyPlaces, ({ one }) => ({
  project: one(projects, { fields: [nearbyPlaces.projectId], references: [projects.id] }),
}));

export const projectImagesRelations = relations(projectImages, ({ one }) => ({
  project: one(projects, { fields: [projectImages.projectId], references: [projects.id] }),
}));

export const projectDocumentsRelations = relations(projectDocuments, ({ one }) => ({
  project: one(projects, { fields: [projectDocuments.projectId], references: [projects.id] }),
}));

export const projectActivitiesRelations = relations(projectActivities, ({ one }) => ({
  company: one(companies, { fields: [projectActivities.companyId], references: [companies.id] }),
  project: one(projects, { fields: [projectActivities.projectId], references: [projects.id] }),
  author: one(users, { fields: [projectActivities.createdBy], references: [users.id] }),
}));

export const amenitiesRelations = relations(amenities, ({ many }) => ({
  projects: many(projectAmenities),
  propertyModels: many(propertyModelAmenities),
}));

export const projectAmenitiesRelations = relations(projectAmenities, ({ one }) => ({
  project: one(projects, { fields: [projectAmenities.projectId], references: [projects.id] }),
  amenity: one(amenities, { fields: [projectAmenities.amenityId], references: [amenities.id] }),
}));

export const propertyModelsRelations = relations(propertyModels, ({ one, many }) => ({
  project: one(projects, { fields: [propertyModels.projectId], references: [projects.id] }),
  images: many(propertyModelImages),
  amenities: many(propertyModelAmenities),
  properties: many(properties),
}));

export const propertyModelImagesRelations = relations(propertyModelImages, ({ one }) => ({
  propertyModel: one(propertyModels, {
    fields: [propertyModelImages.propertyModelId],
    references: [propertyModels.id],
  }),
}));

export const propertyModelAmenitiesRelations = relations(propertyModelAmenities, ({ one }) => ({
  propertyModel: one(propertyModels, {
    fields: [propertyModelAmenities.propertyModelId],
    references: [propertyModels.id],
  }),
  amenity: one(amenities, { fields: [propertyModelAmenities.amenityId], references: [amenities.id] }),
}));

export const propertiesRelations = relations(properties, ({ one, many }) => ({
  company: one(companies, { fields: [properties.companyId], references: [companies.id] }),
  project: one(projects, { fields: [properties.projectId], references: [projects.id] }),
  propertyModel: one(propertyModels, {
    fields: [properties.propertyModelId],
    references: [propertyModels.id],
  }),
  images: many(propertyImages),
  leads: many(leads),
}));

export const propertyImagesRelations = relations(propertyImages, ({ one }) => ({
  property: one(properties, { fields: [propertyImages.propertyId], references: [properties.id] }),
}));

export const leadsRelations = relations(leads, ({ one, many }) => ({
  company: one(companies, { fields: [leads.companyId], references: [companies.id] }),
  project: one(projects, { fields: [leads.projectId], references: [projects.id] }),
  property: one(properties, { fields: [leads.propertyId], references: [properties.id] }),
  assignee: one(users, { fields: [leads.assignedTo], references: [users.id] }),
  events: many(leadEvents),
}));

export const leadEventsRelations = relations(leadEvents, ({ one }) => ({
  lead: one(leads, { fields: [leadEvents.leadId], references: [leads.id] }),
  author: one(users, { fields: [leadEvents.createdBy], references: [users.id] }),
}));

// ---------------------------------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------------------------------

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type DocumentType = typeof documentTypes.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type CompanyMember = typeof companyMembers.$inferSelect;
export type CompanyInvitation = typeof companyInvitations.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type CompanyRole = (typeof companyRole.enumValues)[number];
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectStatus = (typeof projectStatus.enumValues)[number];
export type ProjectType = (typeof projectType.enumValues)[number];
export type NearbyPlace = typeof nearbyPlaces.$inferSelect;
export type ProjectImage = typeof projectImages.$inferSelect;
export type Amenity = typeof amenities.$inferSelect;
export type AmenityCategory = (typeof amenityCategory.enumValues)[number];
export type PropertyModel = typeof propertyModels.$inferSelect;
export type NewPropertyModel = typeof propertyModels.$inferInsert;
export type PropertyModelImage = typeof propertyModelImages.$inferSelect;
export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type PropertyType = (typeof propertyType.enumValues)[number];
export type PropertyStatus = (typeof propertyStatus.enumValues)[number];
export type PropertyImage = typeof propertyImages.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type LeadStatus = (typeof leadStatus.enumValues)[number];
export type LeadOrigin = (typeof leadOrigin.enumValues)[number];
export type NewLeadEvent = typeof leadEvents.$inferInsert;
export type ChatSession = typeof chatSessions.$inferSelect;
export type ProjectActivity = typeof projectActivities.$inferSelect;
export type NewProjectActivity = typeof projectActivities.$inferInsert;
