import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { insertListings, PLACE_COUNT, placesCte, roll } from '../generated-listings';
import {
  growth,
  MEASURED_EVERY,
  MODELS_PER_PROJECT,
  TIERS,
  UNITS_PER_PROJECT,
  type Range,
  type Tier,
} from './tiers';

// Generated companies are told apart from the demo ones by their NIT range (830 000 001-… onwards); the demo
// companies use 900… and 901….
const NIT_BASE = 830_000_000;
const GENERATED_NIT = `${String(NIT_BASE).slice(0, 2)}_______-_`;

const SURNAMES = [
  'Restrepo',
  'Gómez',
  'Rodríguez',
  'Martínez',
  'López',
  'González',
  'Ramírez',
  'Castro',
  'Vargas',
  'Ospina',
  'Jaramillo',
  'Londoño',
  'Mejía',
  'Salazar',
  'Zapata',
  'Cárdenas',
  'Rojas',
  'Herrera',
  'Arango',
  'Velásquez',
];
const FIRST_NAMES = [
  'Carolina',
  'Andrés',
  'Juliana',
  'Santiago',
  'Valentina',
  'Felipe',
  'Natalia',
  'Camilo',
  'Daniela',
  'Mauricio',
];
const COMPANY_PREFIXES = ['Constructora', 'Inversiones', 'Desarrollos', 'Urbanizadora', 'Promotora', 'Grupo'];
const COMPANY_SUFFIXES = ['S.A.S.', 'S.A.', 'Ltda.'];
const COMPANY_TYPES = [
  'construction',
  'development',
  'architecture',
  'engineering',
  'consulting',
  'urban_planning',
];
const PROJECT_PREFIXES = [
  'Torres de',
  'Reserva de',
  'Mirador de',
  'Altos de',
  'Parque',
  'Conjunto',
  'Portal de',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`);
/** One element of a text array, chosen by a roll of the seed. */
const pick = (values: readonly string[], n: ReturnType<typeof sql>, salt: string) =>
  sql`(${textArray(values)})[1 + ${roll(n, salt, values.length)}]`;

/** How many generated companies the database holds; 0 on the demo data alone. */
async function generatedCompanies(db: Db): Promise<{ count: number; firstId: number; lastId: number }> {
  const { rows } = await db.execute<{ count: number; first_id: number | null; last_id: number | null }>(sql`
    select count(*)::int as count, min(id) as first_id, max(id) as last_id
    from companies where registration_id like ${GENERATED_NIT}`);
  const row = rows[0]!;
  return { count: row.count, firstId: row.first_id ?? 0, lastId: row.last_id ?? 0 };
}

/** The tier the database was last grown to (null for the demo data alone); throws on a size no tier has. */
export async function currentTier(db: Db): Promise<Tier | null> {
  const { count } = await generatedCompanies(db);
  if (count === 0) return null;
  const tier = TIERS.find((t) => t.companies === count);
  if (!tier) throw new Error(`${count} generated companies match no tier: grow a fresh database`);
  return tier;
}

async function insertCompanies(db: Db, companies: Range): Promise<void> {
  const n = sql`n`;
  // The DIAN check digit of 83xxxxxxx, as server/demo/nit.ts computes it.
  const checkDigit = sql`(select case when r > 1 then 11 - r else r end from (
      select sum(substr((${NIT_BASE} + n)::text, 10 - i, 1)::int * (array[3, 7, 13, 17, 19, 23, 29, 37, 41])[i]) % 11 as r
      from generate_series(1, 9) as i) as weighted)`;
  await db.execute(sql`
    with ${placesCte}
    insert into companies (name, registration_id, registration_id_type_id, country_code, country_name, city,
      department, address, website, phone, email, verified, status, contact_person, contact_email, contact_phone,
      company_type, employees_count, founded_year, description, monthly_revenue_target, created_at)
    select
      ${pick(COMPANY_PREFIXES, n, 'cp')} || ' ' || ${pick(SURNAMES, n, 'c1')} || ' ' || ${pick(SURNAMES, n, 'c2')}
        || ' ' || ${pick(COMPANY_SUFFIXES, n, 'cs')},
      (${NIT_BASE} + n)::text || '-' || ${checkDigit},
      (select id from document_types where country_code = 'CO' and document_code = 'NIT'),
      'CO', 'Colombia', city, department,
      'Calle ' || (1 + ${roll(n, 'ca', 120)}) || ' # ' || (1 + ${roll(n, 'cb', 90)}) || '-' || lpad((1 + ${roll(n, 'cc', 99)})::text, 2, '0'),
      'https://www.empresa' || n || '.com.co',
      '+57 60' || (1 + ${roll(n, 'ph', 8)}) || ' ' || lpad(${roll(n, 'pn', 10_000_000)}::text, 7, '0'),
      'contacto@empresa' || n || '.com.co',
      ${roll(n, 'cv', 10)} < 7,
      case when ${roll(n, 'st', 20)} < 17 then 'active' when ${roll(n, 'st', 20)} < 19 then 'inactive' else 'pending' end,
      ${pick(FIRST_NAMES, n, 'pf')} || ' ' || ${pick(SURNAMES, n, 'pl')},
      'gerencia@empresa' || n || '.com.co',
      '+57 3' || lpad(${roll(n, 'mb', 1_000_000_000)}::text, 9, '0'),
      ${pick(COMPANY_TYPES, n, 'ct')},
      10 + ${roll(n, 'em', 490)},
      1975 + ${roll(n, 'fy', 46)},
      'Empresa del sector inmobiliario con proyectos en ' || city || '.',
      (500 + ${roll(n, 'rt', 4500)})::numeric * 1000000,
      now() - ((${roll(n, 'cd', 2000)}) || ' days')::interval
    from (
      select n, p.city, p.department
      from generate_series(${companies.first}::int, ${companies.last}::int) as n
      join places as p on p.i = ${roll(n, 'pc', PLACE_COUNT)} + 1
    ) as c`);
}

type Owners = { measured: number; firstId: number; count: number };

/** The owner of generated project or independent listing `n`: the measured company for every tenth, else a
 * generated one in turn. */
const ownerOf = (n: ReturnType<typeof sql>, owners: Owners) =>
  sql`case when ${n} % ${MEASURED_EVERY} = 0 then ${owners.measured}::int
    else ${owners.firstId}::int + (${n} - 1) % ${owners.count}::int end`;

/**
 * Projects with their models, units, nearby places and amenities, in one statement: each insert's RETURNING feeds
 * the next, so nothing travels back to Node and no id is guessed.
 */
async function insertProjects(db: Db, projects: Range, owners: Owners): Promise<void> {
  const n = sql`n`;
  const pid = sql`p.id`;
  await db.execute(
    insertListings(
      sql`
        select p.id * 100 + u as n,
          (1 + ${roll(sql`p.id * 100 + u`, 'fl', 20)})::text || lpad(u::text, 2, '0') as label,
          p.company_id, p.id as project_id, m.id as property_model_id, places.i as place,
          case p.type when 'commercial' then 82 + ${roll(sql`p.id * 100 + u`, 't', 10)}
                      when 'office' then 72 + ${roll(sql`p.id * 100 + u`, 't', 10)}
                      when 'mixed' then ${roll(sql`p.id * 100 + u`, 't', 92)}
                      else ${roll(sql`p.id * 100 + u`, 't', 72)} end as t
        from p cross join generate_series(1, ${UNITS_PER_PROJECT}::int) as u
        join places on places.city = p.city and places.neighborhood = p.neighborhood
        join m on m.project_id = p.id and m.name = 'Tipo ' || chr(65 + u % ${MODELS_PER_PROJECT}::int)`,
      sql`
        gp as (
          select n, ${ownerOf(n, owners)} as company_id, places.*,
            ${roll(n, 'pd', 730)} as d, ${roll(n, 'pg', 91)} as g,
            case when ${roll(n, 'ps', 100)} < 80 then 'ACTIVE' when ${roll(n, 'ps', 100)} < 90 then 'COMPLETED'
                 when ${roll(n, 'ps', 100)} < 97 then 'DRAFT' else 'CANCELLED' end as status,
            case when ${roll(n, 'pt', 100)} < 70 then 'residential' when ${roll(n, 'pt', 100)} < 85 then 'mixed'
                 when ${roll(n, 'pt', 100)} < 95 then 'commercial' else 'office' end as ptype,
            (20 + ${roll(n, 'iv', 380)})::numeric * 1000000000 as investment
          from generate_series(${projects.first}::int, ${projects.last}::int) as n
          join places on places.i = ${roll(n, 'pp', PLACE_COUNT)} + 1
        ),
        gs as (
          select gp.*,
            case status when 'ACTIVE' then 5 + g when 'COMPLETED' then 100 when 'DRAFT' then 0 else 10 + g % 30 end
              as progress
          from gp
        ),
        p as (
          insert into projects (company_id, name, description, status, type, location, neighborhood, zone, city,
            department, address, latitude, longitude, investment_amount, roi_expected, progress, start_date,
            delivery_date, construction_stage, budget, spent, manager, priority, created_at, updated_at)
          select company_id,
            ${pick(PROJECT_PREFIXES, n, 'pn')} || ' ' || neighborhood || ' ' || n,
            'Proyecto en ' || neighborhood || ', ' || city || ', con ' || ${UNITS_PER_PROJECT}::int
              || ' unidades en venta.',
            status::project_status, ptype::project_type, neighborhood || ', ' || city, neighborhood, zone, city,
            department,
            road || ' # ' || (2 + ${roll(n, 'ad', 96)}) || '-' || lpad((1 + ${roll(n, 'ae', 99)})::text, 2, '0'),
            round(latitude + (${roll(n, 'la', 800)} - 400) / 100000.0, 6),
            round(longitude + (${roll(n, 'lo', 800)} - 400) / 100000.0, 6),
            investment, 6 + ${roll(n, 'ro', 7)}, progress,
            (now() - (d || ' days')::interval)::date,
            (now() - (d || ' days')::interval + ((18 + ${roll(n, 'dl', 19)}) || ' months')::interval)::date,
            (case when status = 'DRAFT' then 'planning' when status = 'CANCELLED' then 'cancelled'
                  when status = 'COMPLETED' then 'completed' when progress < 15 then 'pre-sale'
                  when progress >= 85 then 'marketing' else 'construction' end)::construction_stage,
            round(investment * 0.85, -7), round(investment * 0.85 * progress / 100, -6),
            ${pick(FIRST_NAMES, n, 'mf')} || ' ' || ${pick(SURNAMES, n, 'ml')},
            (${textArray(['high', 'medium', 'low'])})[1 + ${roll(n, 'pr', 3)}]::project_priority,
            now() - (d || ' days')::interval, now() - ((d / 2) || ' days')::interval
          from gs
          returning id, company_id, city, neighborhood, type
        ),
        m as (
          insert into property_models (project_id, name, description, area, bedrooms, bathrooms, parking_spaces,
            price)
          select p.id, 'Tipo ' || chr(64 + k), 'Unidad tipo ' || chr(64 + k) || ' de ' || (35 + 30 * k) || ' m².',
            35 + 30 * k, k, 1 + k / 2, k - 1, round((35 + 30 * k) * places.ppm2 / 1000000) * 1000000
          from p cross join generate_series(1, ${MODELS_PER_PROJECT}::int) as k
          join places on places.city = p.city and places.neighborhood = p.neighborhood
          returning id, project_id, name
        ),
        nearby as (
          insert into nearby_places (project_id, name, type, distance_km)
          select p.id, v.prefix || p.neighborhood, v.type, round((3 + ${roll(pid, 'nd', 30)} * v.k) / 10.0, 2)
          from p cross join (values ('Parque de ', 'Parque', 1), ('Centro Comercial ', 'Centro Comercial', 2),
            ('Colegio de ', 'Colegio', 3)) as v(prefix, type, k)
          returning 1
        ),
        project_amenity as (
          insert into project_amenities (project_id, amenity_id)
          select p.id, a.id from p join amenities a
            on a.code in ('piscina', 'gimnasio', 'parqueadero', 'seguridad', 'bbq', 'sala_comun')
          where abs(hashtext(p.id::text || a.code)) % 2 = 0
          returning 1
        ),`
    )
  );
}

/** Listings of no project, owned as projects are. */
async function insertIndependent(db: Db, independent: Range, owners: Owners): Promise<void> {
  const n = sql`n`;
  await db.execute(
    insertListings(sql`
      select 10000000 + n as n, n::text as label, ${ownerOf(n, owners)} as company_id, null::int as project_id,
        null::int as property_model_id, ${roll(n, 'p', PLACE_COUNT)} + 1 as place, ${roll(n, 't', 100)} as t
      from generate_series(${independent.first}::int, ${independent.last}::int) as n`)
  );
}

/** The unit counters and price and area ranges of the projects after `afterId`, from their units. */
async function syncCounters(db: Db, afterId: number): Promise<void> {
  await db.execute(sql`
    update projects set total_units = s.total, available_units = s.available, sold_units = s.sold,
      price_range_min = s.price_min, price_range_max = s.price_max, area_min = s.area_min, area_max = s.area_max
    from (
      select project_id, count(*)::int as total, (count(*) filter (where status = 'AVAILABLE'))::int as available,
        (count(*) filter (where status = 'SOLD'))::int as sold, min(price) as price_min, max(price) as price_max,
        min(area) as area_min, max(area) as area_max
      from properties where project_id > ${afterId} group by project_id
    ) as s
    where projects.id = s.project_id`);
}

/** The share of the pages of properties and projects VACUUM marked all-visible (what index-only scans need). */
async function allVisibleShare(db: Db): Promise<number> {
  const { rows } = await db.execute<{ share: number }>(sql`
    select coalesce(min(relallvisible::float / nullif(relpages, 0)), 1) as share
    from pg_class where relname in ('properties', 'projects')`);
  return Number(rows[0]?.share ?? 1);
}

/** Seconds each step took. */
export type GrowthTimes = Record<'companies' | 'projects' | 'independent' | 'counters' | 'vacuum', number>;

/**
 * Grows a migrated, seeded database to `to`: adds the companies, projects (with models, units, nearby places and
 * amenities) and independent listings the tier holds beyond the current one, gives every tenth project and
 * listing to `measuredCompanyId`, then VACUUM ANALYZE (as autovacuum would settle a real database).
 */
export async function growInventory(db: Db, to: Tier, measuredCompanyId: number): Promise<GrowthTimes> {
  const from = await currentTier(db);
  const steps = growth(from, to);
  const times: Partial<GrowthTimes> = {};
  const timed = async (step: keyof GrowthTimes, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    times[step] = Math.round((performance.now() - started) / 100) / 10;
  };

  await timed('companies', () => insertCompanies(db, steps.companies));
  const generated = await generatedCompanies(db);
  // Owners are numbered by arithmetic over the generated ids, so they must be one unbroken run.
  if (generated.lastId - generated.firstId + 1 !== generated.count)
    throw new Error('generated companies do not have consecutive ids: grow a fresh database');
  const owners = { measured: measuredCompanyId, firstId: generated.firstId, count: generated.count };
  const { rows } = await db.execute<{ last: number }>(
    sql`select coalesce(max(id), 0)::int as last from projects`
  );
  const lastProjectBefore = rows[0]!.last;
  await timed('projects', () => insertProjects(db, steps.projects, owners));
  await timed('independent', () => insertIndependent(db, steps.independent, owners));
  await timed('counters', () => syncCounters(db, lastProjectBefore));
  await timed('vacuum', async () => {
    await db.execute(sql`vacuum (analyze) companies, projects, property_models, properties, nearby_places,
      project_amenities`);
    // A snapshot older than the inserts (an autovacuum that started during them) keeps VACUUM from marking pages
    // all-visible; counts then read the heap instead of the index alone, which a settled database would not do.
    for (let attempt = 0; attempt < 5 && (await allVisibleShare(db)) < 0.95; attempt++) {
      await new Promise((done) => setTimeout(done, 2000));
      await db.execute(sql`vacuum (analyze) projects, properties`);
    }
  });
  return times as GrowthTimes;
}
