import { sql, type SQL } from 'drizzle-orm';
import type { ChatPropertyType, ChatSlots } from '#domain/chat';
import { PROPERTY_TYPES } from '#domain/property-types';
import type { Db } from '#server/db/client';
import { namedExecute } from '#server/db/named-statement';
import type { Exclusions } from './slots';
import { STORED_PUBLIC_LISTING } from './visibility';

/** How the filters' place names are spelt in the database (accents and case may differ from the canonical name). */
export type Spellings = {
  city(name: string): readonly string[];
  department(name: string): readonly string[];
  neighborhood(name: string): readonly string[];
};

/** One available property or unit, as read for ranking. */
export type CandidateRow = {
  id: number;
  name: string;
  /** Filled for the listings that are shown (see {@link enrich}); the pool only knows its length. */
  description: string | null;
  descriptionLength: number;
  propertyType: ChatPropertyType;
  city: string | null;
  department: string | null;
  neighborhood: string | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parkingSpaces: number | null;
  price: number | null;
  currency: string;
  monthlyRent: number | null;
  amenities: Record<string, boolean>;
  companyId: number;
  projectId: number | null;
  propertyModelId: number | null;
  projectName: string | null;
  projectStatus: string | null;
  deliveryDate: string | null;
  updatedAt: Date;
};

/**
 * What ranking reads of a listing: its filters' columns, how complete it is and how fresh. The pool holds only
 * these; the shown listings' other columns (name, owner, project) are read for them alone ({@link details}).
 */
export type PoolRow = Pick<
  CandidateRow,
  | 'id'
  | 'descriptionLength'
  | 'propertyType'
  | 'city'
  | 'department'
  | 'neighborhood'
  | 'area'
  | 'bedrooms'
  | 'bathrooms'
  | 'parkingSpaces'
  | 'price'
  | 'amenities'
  | 'projectId'
  | 'deliveryDate'
  | 'updatedAt'
>;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const pad2 = (n: number) => String(n).padStart(2, '0');
/** A date column as 'YYYY-MM-DD', whether the driver returns text or a local-midnight Date. */
const isoDay = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return `${v.getFullYear()}-${pad2(v.getMonth() + 1)}-${pad2(v.getDate())}`;
  return String(v).slice(0, 10);
};

/** Most candidates read per query; ranking happens in memory over them (see docs/decisions on the assistant). */
export const CANDIDATE_POOL = 150;
/** Counting stops here: beyond it the reply says "más de 1.000". */
export const COUNT_CAP = 1000;

type QueryOptions = {
  spellings: Spellings;
  now: Date;
  excluded?: Exclusions;
  /**
   * Only listings created at or after this moment (the database's clock): what is new to a saved search. "At" counts
   * too: the moment arrives here cut to milliseconds, and the embedded database stamps in milliseconds, so a listing
   * published in the confirmation's millisecond would otherwise never be news.
   */
  createdAfter?: Date;
};

// Units carry their project's location (the projects API copies it), so place filters read the listing's columns
// and can use its indexes.
const COLUMNS = sql`p.id, p.name, length(coalesce(p.description, '')) as description_length, p.property_type,
  p.city, p.department, p.neighborhood, p.area, p.bedrooms, p.bathrooms, p.parking_spaces, p.price, p.currency,
  p.monthly_rent, p.amenities, p.company_id, p.project_id, p.property_model_id, pr.name as project_name,
  pr.status as project_status, pr.delivery_date, p.updated_at`;

/**
 * Reads up to `limit` available properties and units (standalone, or of an active or completed project) that meet
 * the filters, most recently updated first: the candidate pool the ranking orders.
 *
 * The public listings' indexes hold, after their order, every column the usual filters read (ADR 0063): the scan
 * tests the filters on the index entries and reads from the table only the listings that meet them, so a question
 * costs about as many pages whichever filters it sets and however many listings there are.
 */
export async function findCandidates(
  db: Db,
  slots: ChatSlots,
  options: QueryOptions & { limit?: number }
): Promise<CandidateRow[]> {
  const where = filterConditions(slots, options.spellings, options.now, options.excluded);
  if (options.createdAfter)
    where.push(sql`p.created_at >= ${options.createdAfter.toISOString()}::timestamptz`);
  const result = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS}
    from properties p
    left join projects pr on pr.id = p.project_id
    where ${sql.join(where, sql` and `)}
    order by p.updated_at desc nulls last, p.id desc
    limit ${options.limit ?? CANDIDATE_POOL}`);
  return result.rows.map(toCandidate);
}

const POOL_COLUMNS = sql`p.id, length(coalesce(p.description, '')) as description_length, p.property_type, p.city,
  p.department, p.neighborhood, p.area, p.bedrooms, p.bathrooms, p.parking_spaces, p.price, p.amenities,
  p.project_id, p.updated_at`;

// A pool row's values in the order toPoolRow reads them.
const POOL_FIELDS = sql.raw(
  [
    'id',
    'description_length',
    'property_type',
    'city',
    'department',
    'neighborhood',
    'area',
    'bedrooms',
    'bathrooms',
    'parking_spaces',
    'price',
    'amenities',
    'project_id',
    'updated_at',
    'delivery_date',
  ]
    .map((field) => `pool.${field}`)
    .join(', ')
);

/** The candidate pool and how many listings meet the filters, counted up to the cap (+1, to tell "more than"). */
export type Pool = { rows: PoolRow[]; matches: number };

// Named per shape (which filters, how many values each): PostgreSQL then parses a shape once per server connection,
// and after five runs may keep a generic plan, which is the custom plan's shape since the count alone picks the
// branch (ADR 0072). Planning was about a millisecond of every question's; the shapes are many, so more may be named.
const POOL_SHAPES = 64;
const poolStatement = namedExecute<{ matches: number; pool: unknown[][] }>(
  'assistant-search.pool',
  POOL_SHAPES
);
const looseningStatement = namedExecute<{ found: number | null }>('assistant-search.loosening', POOL_SHAPES);

/**
 * {@link findCandidates} for ranking: the same listings in the same order, with only the columns ranking reads, and
 * the count of every match ({@link countMatches}'s) in the same statement: one round trip for both. The projects are
 * joined only when a delivery date is filtered or ranked on (`delivery`): otherwise no project is read per listing,
 * and a listing's delivery date is left unknown (null) since nothing asks it.
 *
 * The plan follows the count (ADR 0071). The matches are first collected, at most the cap + 1, from the search
 * index (place, type, rooms, price, then the order): when they are all there, the pool is the newest of them, read
 * by id; only when there are more does the pool scan the listings newest first, where matches are then common
 * enough to fill it soon. Scanning newest first for a rare match read a whole city's listings.
 */
export async function findPool(
  db: Db,
  slots: ChatSlots,
  options: QueryOptions & { limit: number; delivery: boolean }
): Promise<Pool> {
  const where = sql.join(
    filterConditions(slots, options.spellings, options.now, options.excluded),
    sql` and `
  );
  const withProject = options.delivery || slots.delivery !== null;
  const from = withProject
    ? sql`properties p left join projects pr on pr.id = p.project_id`
    : sql`properties p`;
  const columns = sql`${POOL_COLUMNS}, ${withProject ? sql`pr.delivery_date` : sql`null::date as delivery_date`}`;
  // Branches gated by a condition on the count alone: PostgreSQL runs only the one whose condition holds. The pool
  // comes back as one JSON array of arrays: parsing it is a fraction of the driver's work on 150 rows of 15 columns,
  // and without a key per value PostgreSQL writes it faster.
  const result = await poolStatement(
    db,
    sql`
    with matched as materialized (
      select p.id, p.updated_at from ${matchesOf(slots)} where ${where} limit ${COUNT_CAP + 1}
    ), counted as (select count(*)::int as n from matched)
    select (select n from counted) as matches,
      coalesce(json_agg(json_build_array(${POOL_FIELDS}) order by pool.updated_at desc nulls last, pool.id desc), '[]')
        as pool
    from (
      select ${columns} from ${from}
      where p.id in (select m.id from matched m order by m.updated_at desc nulls last, m.id desc
        limit ${options.limit})
        and (select n from counted) <= ${COUNT_CAP}
      union all (
        select ${columns} from ${from}
        where ${where} and (select n from counted) > ${COUNT_CAP}
        order by p.updated_at desc nulls last, p.id desc limit ${options.limit})
    ) as pool`
  );
  const row = result.rows[0];
  return { rows: (row?.pool ?? []).map(toPoolRow), matches: Number(row?.matches ?? 0) };
}

function toPoolRow(values: unknown[]): PoolRow {
  const [
    id,
    descriptionLength,
    propertyType,
    city,
    department,
    neighborhood,
    area,
    bedrooms,
    bathrooms,
    parkingSpaces,
    price,
    amenities,
    projectId,
    updatedAt,
    deliveryDate,
  ] = values;
  return {
    id: Number(id),
    descriptionLength: Number(descriptionLength ?? 0),
    propertyType: propertyType as ChatPropertyType,
    city: (city as string | null) ?? null,
    department: (department as string | null) ?? null,
    neighborhood: (neighborhood as string | null) ?? null,
    area: num(area),
    bedrooms: num(bedrooms),
    bathrooms: num(bathrooms),
    parkingSpaces: num(parkingSpaces),
    price: num(price),
    amenities: (amenities as Record<string, boolean> | null) ?? {},
    projectId: num(projectId),
    deliveryDate: isoDay(deliveryDate),
    updatedAt: updatedAt instanceof Date ? updatedAt : new Date(String(updatedAt)),
  };
}

/**
 * How many available properties meet the filters, counting at most `cap` (+1 to tell "more than" apart): the reply
 * says "más de 1.000" beyond it. The usual filters are counted from an index alone, without the table.
 */
export async function countMatches(
  db: Db,
  slots: ChatSlots,
  options: QueryOptions & { cap?: number }
): Promise<number> {
  const where = filterConditions(slots, options.spellings, options.now, options.excluded);
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from ${matchesOf(slots)} where ${sql.join(where, sql` and `)} limit ${(options.cap ?? COUNT_CAP) + 1}
    ) as matches`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Where a question's matches are counted: the listings, and their projects only when a filter reads them (delivery).
 * A project joined for nothing is dropped by PostgreSQL, but the listing's project key still counts as a column the
 * count needs, which no index of the public listings holds: the count then read a page of the table per match.
 */
const matchesOf = (slots: ChatSlots) =>
  slots.delivery ? sql`properties p left join projects pr on pr.id = p.project_id` : sql`properties p`;

/**
 * Ways a search that found nothing may be loosened, in order: the first branch whose `when` (a place that must
 * have inventory; null: always) holds is taken, and in it the first of the `tried` searches that has a match.
 */
export type LooseningBranch = { when: ChatSlots | null; tried: readonly ChatSlots[] };

/**
 * Which loosened search first has a match, asked in one statement: a CASE over uncorrelated EXISTS, which
 * PostgreSQL evaluates lazily and in order, so it probes exactly the searches a probe per round trip would (each
 * stops at its first match). `tried` is null when the taken branch has none; null for no branch taken.
 */
export async function firstMatching(
  db: Db,
  branches: readonly LooseningBranch[],
  options: QueryOptions
): Promise<{ branch: number; tried: number | null } | null> {
  const exists = (slots: ChatSlots) =>
    sql`exists (select 1 from ${matchesOf(slots)}
      where ${sql.join(filterConditions(slots, options.spellings, options.now, options.excluded), sql` and `)})`;
  // `branch * STRIDE + tried` in one integer; `branch * STRIDE + NONE` when the taken branch has no match.
  const STRIDE = 1000;
  const NONE = STRIDE - 1;
  const within = (b: number, tried: readonly ChatSlots[]) =>
    tried.length === 0
      ? sql`${b * STRIDE + NONE}`
      : sql`case ${sql.join(
          tried.map((slots, i) => sql`when ${exists(slots)} then ${b * STRIDE + i}`),
          sql` `
        )} else ${b * STRIDE + NONE} end`;
  const always = branches.findIndex((branch) => branch.when === null);
  const guarded = (always < 0 ? branches : branches.slice(0, always)).map(
    (branch, b) => sql`when ${exists(branch.when as ChatSlots)} then ${within(b, branch.tried)}`
  );
  const otherwise = always < 0 ? sql`null` : within(always, branches[always]!.tried);
  const result = await looseningStatement(
    db,
    guarded.length === 0
      ? sql`select (${otherwise})::int as found`
      : sql`select (case ${sql.join(guarded, sql` `)} else ${otherwise} end)::int as found`
  );
  const found = result.rows[0]?.found;
  if (found === null || found === undefined) return null;
  const code = Number(found);
  const tried = code % STRIDE;
  return { branch: Math.floor(code / STRIDE), tried: tried === NONE ? null : tried };
}

/** One listing by id with its description, when search could list it; null for any other id. */
export async function findPublicListing(db: Db, id: number): Promise<CandidateRow | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS}, p.description
    from properties p left join projects pr on pr.id = p.project_id
    where p.id = ${id} and ${STORED_PUBLIC_LISTING}`);
  const row = result.rows[0];
  return row ? { ...toCandidate(row), description: (row.description as string | null) ?? null } : null;
}

function toCandidate(r: Record<string, unknown>): CandidateRow {
  return {
    id: Number(r.id),
    name: String(r.name),
    description: null,
    descriptionLength: Number(r.description_length ?? 0),
    propertyType: r.property_type as ChatPropertyType,
    city: (r.city as string | null) ?? null,
    department: (r.department as string | null) ?? null,
    neighborhood: (r.neighborhood as string | null) ?? null,
    area: num(r.area),
    bedrooms: num(r.bedrooms),
    bathrooms: num(r.bathrooms),
    parkingSpaces: num(r.parking_spaces),
    price: num(r.price),
    currency: String(r.currency ?? 'COP'),
    monthlyRent: num(r.monthly_rent),
    amenities: (r.amenities as Record<string, boolean> | null) ?? {},
    companyId: Number(r.company_id),
    projectId: num(r.project_id),
    propertyModelId: num(r.property_model_id),
    projectName: (r.project_name as string | null) ?? null,
    projectStatus: (r.project_status as string | null) ?? null,
    deliveryDate: isoDay(r.delivery_date),
    updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(String(r.updated_at)),
  };
}

/** Widest range of rooms asked as a list of numbers rather than a range (see {@link filterConditions}). */
const ROOM_COUNTS_LISTED = 10;

/** SQL conditions for the filters and the exclusions (purpose ranks, it does not filter). */
export function filterConditions(
  slots: ChatSlots,
  spellings: Spellings,
  now: Date,
  excluded?: Exclusions
): SQL[] {
  const today = now.toISOString().slice(0, 10);
  // The stored flag, not the rule over the project: without a delivery filter no condition names the project, so
  // the matches are found on the public listings' indexes.
  const c: SQL[] = [STORED_PUBLIC_LISTING];
  const place = (column: 'city' | 'department' | 'neighborhood', names: readonly string[]) =>
    sql`p.${sql.raw(column)} in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `
    )})`;
  if (slots.city) c.push(place('city', spellings.city(slots.city)));
  if (slots.department) c.push(place('department', spellings.department(slots.department)));
  if (slots.neighborhood) c.push(place('neighborhood', spellings.neighborhood(slots.neighborhood)));
  // Every type when none is asked (the column holds no other): the search index, (place, type, rooms, price), is
  // then read at each type for the rooms and price asked, instead of testing every listing of the place.
  c.push(
    slots.property_type
      ? sql`p.property_type = ${slots.property_type}`
      : sql`p.property_type in (${sql.join(
          PROPERTY_TYPES.map((type) => sql`${type}`),
          sql`, `
        )})`
  );
  const { bedrooms_min: fewest, bedrooms_max: most } = slots;
  if (fewest !== null && most !== null && fewest <= most && most - fewest <= ROOM_COUNTS_LISTED) {
    // '2 o 3 habitaciones' as a list: the count's index, (city, type, bedrooms, price), is then read at each number
    // of rooms for the price range only. As a range, every listing of the city and type with 1 to 3 rooms was
    // tested against the price, and a question matching none read them all (the loosening steps ask such ones).
    c.push(
      sql`p.bedrooms in (${sql.join(
        Array.from({ length: most - fewest + 1 }, (_, i) => sql`${fewest + i}`),
        sql`, `
      )})`
    );
  } else {
    if (fewest !== null) c.push(sql`p.bedrooms >= ${fewest}`);
    if (most !== null) c.push(sql`p.bedrooms <= ${most}`);
  }
  if (slots.bathrooms_min !== null) c.push(sql`p.bathrooms >= ${slots.bathrooms_min}`);
  if (slots.price_min !== null) c.push(sql`p.price >= ${slots.price_min}`);
  if (slots.price_max !== null) c.push(sql`p.price <= ${slots.price_max}`);
  if (slots.area_min !== null) c.push(sql`p.area >= ${slots.area_min}`);
  if (slots.area_max !== null) c.push(sql`p.area <= ${slots.area_max}`);
  if (slots.parking_min !== null) {
    c.push(
      slots.parking_min <= 1
        ? sql`(p.parking_spaces >= 1 or (p.parking_spaces is null and p.amenities @> '{"parqueadero": true}'::jsonb))`
        : sql`p.parking_spaces >= ${slots.parking_min}`
    );
  }
  if (slots.amenities.length > 0) {
    const flags = JSON.stringify(Object.fromEntries(slots.amenities.map((code) => [code, true])));
    c.push(sql`p.amenities @> ${flags}::jsonb`);
  }
  if (slots.delivery === 'off_plan')
    c.push(sql`(p.project_id is not null and pr.delivery_date > ${today}::date)`);
  if (slots.delivery === 'immediate') {
    c.push(sql`(p.project_id is null or pr.status = 'COMPLETED' or pr.delivery_date <= ${today}::date)`);
  }
  if (excluded) c.push(...exclusionConditions(excluded, spellings));
  return c;
}

function exclusionConditions(excluded: Exclusions, spellings: Spellings): SQL[] {
  const c: SQL[] = [];
  const list = (names: readonly string[]) =>
    sql.join(
      names.map((n) => sql`${n}`),
      sql`, `
    );
  if (excluded.property_types.length > 0)
    c.push(sql`p.property_type not in (${list(excluded.property_types)})`);
  // A listing without a city or neighbourhood is not in the excluded one.
  const cities = excluded.cities.flatMap((name) => spellings.city(name));
  if (cities.length > 0) c.push(sql`(p.city is null or p.city not in (${list(cities)}))`);
  const hoods = excluded.neighborhoods.flatMap((name) => spellings.neighborhood(name));
  if (hoods.length > 0) c.push(sql`(p.neighborhood is null or p.neighborhood not in (${list(hoods)}))`);
  return c;
}

/** What a shown listing needs beyond the pool's columns: its other columns, description, owner and first picture. */
export type Details = Omit<CandidateRow, keyof PoolRow | 'description'> & {
  description: string | null;
  companyName: string;
  image: string | null;
  /** The project's delivery date (the pool leaves it unknown unless a delivery was asked). */
  deliveryDate: string | null;
};

// Named (server/db/named-statement.ts): planned once per server connection, where planning its joins and picture
// look-ups cost PostgreSQL about as much as running it. Written as text, its rows come back as the driver reads them,
// without the query builder's mapping of each value.
const detailsStatement = namedExecute<{
  id: number;
  name: string;
  currency: string | null;
  monthly_rent: unknown;
  company_id: number;
  property_model_id: number | null;
  project_name: string | null;
  project_status: string | null;
  delivery_date: unknown;
  description: string | null;
  company_name: string;
  image: string | null;
}>('assistant-search.details', 1);

/**
 * Reads, for the listings about to be shown, what the pool did not: name, price currency and rent, owner, model,
 * project, description, company name and picture — their own (primary first), else their project's, else their
 * model's — in one query.
 */
export async function details(db: Db, ids: readonly number[]): Promise<Map<number, Details>> {
  if (ids.length === 0) return new Map();
  const { rows } = await detailsStatement(
    db,
    sql`select p.id, p.name, p.currency, p.monthly_rent, p.company_id, p.property_model_id, pr.name as project_name,
      pr.status as project_status, pr.delivery_date, p.description, c.name as company_name,
      coalesce(
        (select i.image_url from property_images i where i.property_id = p.id
          order by i.is_primary desc, i.position, i.id limit 1),
        (select j.image_url from project_images j where j.project_id = p.project_id order by j.position, j.id limit 1),
        (select m.image_url from property_model_images m where m.property_model_id = p.property_model_id
          order by m.position, m.id limit 1)) as image
    from properties p join companies c on c.id = p.company_id left join projects pr on pr.id = p.project_id
    where p.id = any(${sql.param([...ids])})`
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        name: String(r.name),
        currency: String(r.currency ?? 'COP'),
        monthlyRent: num(r.monthly_rent),
        companyId: Number(r.company_id),
        propertyModelId: num(r.property_model_id),
        projectName: r.project_name ?? null,
        projectStatus: r.project_status ?? null,
        deliveryDate: isoDay(r.delivery_date),
        description: r.description ?? null,
        companyName: String(r.company_name),
        image: r.image ?? null,
      },
    ])
  );
}
