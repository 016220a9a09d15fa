import { RECENT_ACTIVITY_LIMIT } from '#domain/construction';
import { NEW_LEADS_WINDOW_DAYS, RECENT_LEADS_LIMIT } from '#domain/dashboard';
import { HISTORY_LIMIT } from '#server/assistant/session-store';
import { isoText } from '#server/db/json-shape';
import { PROJECT_JSON_TEXT as PROJECT_JSON } from '#server/services/project-details';
import { PROPERTY_JSON_TEXT as PROPERTY_JSON } from '#server/services/property-details';
import type { Query } from './api-process';

// The limit of a hot call in `npm run bench:api`: the same response body, built by PostgreSQL in one statement
// (JSON aggregation), served by the raw node:http server under `/one` + the call's path. Each statement answers one
// row with one column, the body as text; tests/tools/bench-one-statement.test.ts checks it equals the API's body
// for the same request, so the API is measured against the same answer, not a smaller one. A project's and a
// property's shape are the services' own, so the limit differs from the API only in its round trips.

const PROPERTY_DETAIL = `select ${PROPERTY_JSON}::text as body from properties p where p.id = $1`;

const COMPANY_PROPERTIES_PAGE = `select json_build_object(
  'properties', coalesce((select json_agg(${PROPERTY_JSON} order by p.created_at desc, p.id desc)
    from (select * from properties where company_id = $1 order by created_at desc, id desc limit $2 offset $3) p),
    '[]'),
  'total_pages', ceil(coalesce(t.properties, 0)::numeric / $2)::int,
  'total_items', coalesce(t.properties, 0))::text as body
  from (select 1) one left join company_totals t on t.company_id = $1`;

const DASHBOARD_SUMMARY = `select json_build_object(
  'total_projects', coalesce(t.active_projects, 0),
  'properties_available', coalesce(t.available_properties, 0),
  'new_leads_last_30_days',
    (select count(*) from leads l where l.company_id = $1 and l.created_at >= now() - interval '${NEW_LEADS_WINDOW_DAYS} days'),
  'recent_leads', coalesce((select json_agg(json_build_object('id', r.id, 'contact_name', r.contact_name,
      'property_title', r.title, 'created_at', ${isoText('r.created_at')}) order by r.created_at desc, r.id desc)
    from (select l.id, l.contact_name, coalesce(p.name, pr.name) as title, l.created_at from leads l
      left join properties p on p.id = l.property_id left join projects pr on pr.id = l.project_id
      where l.company_id = $1 order by l.created_at desc, l.id desc limit ${RECENT_LEADS_LIMIT}) r), '[]'))::text as body
  from (select 1) one left join company_totals t on t.company_id = $1`;

const PROJECTS_PAGE = `select json_build_object(
  'projects', coalesce((select json_agg(${PROJECT_JSON} order by p.created_at desc, p.id desc)
    from (select * from projects where company_id = $1 order by created_at desc, id desc limit $2 offset $3) p),
    '[]'),
  'total_pages', ceil(n.total::numeric / $2)::int,
  'total_items', n.total)::text as body
  from (select count(*) as total from projects where company_id = $1) n`;

/** A company in its admin shape (server/services/admin-companies.ts), over `companies c`. */
const ADMIN_COMPANY_JSON = `json_build_object(
  'id', c.id, 'name', c.name, 'registration_id', c.registration_id,
  'registration_id_type_id', c.registration_id_type_id, 'country_code', c.country_code,
  'country_name', c.country_name, 'city', c.city, 'address', c.address, 'website', c.website, 'phone', c.phone,
  'email', c.email, 'verified', c.verified, 'status', c.status, 'contact_person', c.contact_person,
  'contact_email', c.contact_email, 'contact_phone', c.contact_phone, 'company_type', c.company_type,
  'employees_count', c.employees_count, 'founded_year', c.founded_year, 'description', c.description,
  'department', c.department, 'version', c.version, 'created_at', ${isoText('c.created_at')},
  'updated_at', ${isoText('c.updated_at')},
  'members', coalesce(m.list, '[]'), 'member_count', coalesce(m.n, 0),
  'project_count', (select count(*) from projects pr where pr.company_id = c.id))`;

const ADMIN_COMPANIES_PAGE = `select json_build_object(
  'companies', coalesce((select json_agg(${ADMIN_COMPANY_JSON} order by c.name, c.id)
    from (select * from companies order by name, id limit $1 offset $2) c
    left join lateral (select count(*) as n, json_agg(json_build_object('id', cm.id, 'user_id', cm.user_id,
        'email', u.email, 'full_name', u.full_name, 'role', cm.role, 'created_at', ${isoText('cm.created_at')})
        order by case cm.role when 'OWNER' then 0 when 'ADMIN' then 1 when 'MEMBER' then 2 else 3 end,
          cm.created_at, cm.id) as list
      from company_members cm join users u on u.id = cm.user_id where cm.company_id = c.id) m on true), '[]'),
  'total_items', t.companies,
  'total_pages', ceil(t.companies::numeric / $1)::int,
  'stats', json_build_object('verified_companies', t.verified_companies,
    'unique_countries', (select count(*) from platform_country_totals where companies > 0),
    'total_projects', t.projects))::text as body
  from platform_totals t`;

/** The leads page (server/services/leads.ts): one page newest first and the counts per status for the tabs. */
const LEADS_PAGE = `select json_build_object(
  'leads', coalesce((select json_agg(json_build_object(
      'id', l.id, 'company_id', l.company_id, 'contact_name', l.contact_name, 'contact_email', l.contact_email,
      'contact_phone', l.contact_phone, 'status', l.status, 'origin', l.origin, 'source', l.source,
      'budget', l.budget, 'interests', l.interests, 'interest_types', l.interest_types,
      'interest_cities', l.interest_cities, 'project_id', l.project_id,
      'project_name', (select pr.name from projects pr where pr.id = l.project_id),
      'property_id', l.property_id, 'property_name', (select p.name from properties p where p.id = l.property_id),
      'notes', l.notes, 'assigned_to', l.assigned_to,
      'assigned_to_name', (select coalesce(u.full_name, u.email) from users u where u.id = l.assigned_to),
      'lost_reason', l.lost_reason, 'version', l.version, 'created_at', ${isoText('l.created_at')},
      'updated_at', ${isoText('l.updated_at')}) order by l.created_at desc, l.id desc)
    from (select * from leads where company_id = $1 order by created_at desc, id desc limit $2 offset $3) l), '[]'),
  'total_items', c.all,
  'total_pages', ceil(c.all::numeric / $2)::int,
  'page', $4::int,
  'counts', json_build_object('all', c.all, 'new', c.new, 'contacted', c.contacted, 'qualified', c.qualified,
    'quoted', c.quoted, 'reserved', c.reserved, 'won', c.won, 'lost', c.lost))::text as body
  from (select count(*) as all, count(*) filter (where status = 'new') as new,
      count(*) filter (where status = 'contacted') as contacted,
      count(*) filter (where status = 'qualified') as qualified, count(*) filter (where status = 'quoted') as quoted,
      count(*) filter (where status = 'reserved') as reserved, count(*) filter (where status = 'won') as won,
      count(*) filter (where status = 'lost') as lost
    from leads where company_id = $1) c`;

/** A project's availability board, unfiltered (server/services/availability.ts). */
const AVAILABILITY_BOARD = `select json_build_object(
  'project', json_build_object('id', pr.id, 'name', pr.name, 'company_id', pr.company_id),
  'counts', json_build_object(
    'AVAILABLE', (select count(*) from properties where project_id = pr.id and status = 'AVAILABLE'),
    'RESERVED', (select count(*) from properties where project_id = pr.id and status = 'RESERVED'),
    'SOLD', (select count(*) from properties where project_id = pr.id and status = 'SOLD'),
    'RENTED', (select count(*) from properties where project_id = pr.id and status = 'RENTED'),
    'BLOCKED', (select count(*) from properties where project_id = pr.id and status = 'BLOCKED')),
  'total', (select count(*) from properties where project_id = pr.id),
  'models', coalesce((select json_agg(json_build_object('id', pm.id, 'name', pm.name) order by pm.name, pm.id)
    from property_models pm where pm.project_id = pr.id), '[]'),
  'bedrooms', coalesce((select json_agg(b.bedrooms order by b.bedrooms)
    from (select distinct bedrooms from properties where project_id = pr.id and bedrooms is not null) b), '[]'),
  'units', coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'tower', u.tower,
      'floor_number', u.floor_number, 'status', u.status, 'price', u.price, 'currency', u.currency, 'area', u.area,
      'bedrooms', u.bedrooms, 'property_model_id', u.property_model_id, 'property_model_name', m.name)
      order by u.tower nulls last, u.floor_number desc nulls last, u.name, u.id)
    from properties u left join property_models m on m.id = u.property_model_id where u.project_id = pr.id), '[]')
  )::text as body
  from projects pr where pr.id = $1`;

// The constructor dashboard (server/services/constructor-dashboard.ts) at the database's now(), in Colombia (UTC-5).
const LOCAL_NOW = `(now() at time zone 'UTC' - interval '5 hours')`;
const ACTIVE_STAGE = `r.construction_stage not in ('completed', 'cancelled')`;
const SOLD_UNITS = `greatest(0, r.total_units - r.available_units)`;
const SALES_PERCENT = `case when r.total_units > 0 then round(100.0 * ${SOLD_UNITS} / r.total_units)::int else 0 end`;
const CONSTRUCTOR_DASHBOARD = `with r as (select * from projects where company_id = $1),
  sold as (select project_id, sum(price) as revenue from properties
    where company_id = $1 and status = 'SOLD' and project_id is not null group by project_id),
  months as (select m, (select coalesce(sum(s.price), 0) from properties s where s.company_id = $1
      and s.status = 'SOLD' and s.sold_at is not null
      and date_trunc('month', s.sold_at at time zone 'UTC' - interval '5 hours')
        = make_date(extract(year from ${LOCAL_NOW})::int, m, 1)) as revenue
    from generate_series(1, extract(month from ${LOCAL_NOW})::int) m),
  target as (select monthly_revenue_target as t from companies where id = $1),
  totals as (select coalesce(sum(budget), 0) as budget, coalesce(sum(spent), 0) as spent,
    coalesce(sum(total_units), 0) as units, coalesce(sum(greatest(0, total_units - available_units)), 0) as sold
    from projects r where company_id = $1)
  select json_build_object(
  'company_id', $1::int,
  'kpis', json_build_object(
    'active_projects', (select count(*) from r where ${ACTIVE_STAGE}),
    'revenue_this_month', (select revenue from months order by m desc limit 1),
    'qualified_leads', (select count(*) from leads where company_id = $1 and status = 'qualified'),
    'average_progress', coalesce((select round(avg(r.progress))::int from r where ${ACTIVE_STAGE}
      and r.progress is not null), 0)),
  'construction', json_build_object(
    'by_stage', (select json_agg(json_build_object('stage', s.stage, 'count',
        (select count(*) from r where r.construction_stage::text = s.stage)) order by s.n)
      from unnest(array['planning', 'pre-sale', 'construction', 'completed', 'on-hold', 'cancelled', 'marketing'])
        with ordinality s(stage, n)),
    'budget_total', totals.budget, 'spent_total', totals.spent,
    'percent_spent', case when totals.budget > 0 then round(100 * totals.spent / totals.budget)::int end,
    'units', json_build_object('sold', totals.sold, 'available', totals.units - totals.sold, 'total', totals.units)),
  'monthly_target', (select t from target),
  'revenue_by_month', (select json_agg(json_build_object('month', to_char(make_date(2000, m, 1), '"' ||
      extract(year from ${LOCAL_NOW})::int || '-"MM'), 'label', (array['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun',
      'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'])[m], 'revenue', revenue, 'target', (select t from target))
      order by m) from months),
  'project_performance', coalesce((select json_agg(json_build_object('project_id', r.id, 'name', r.name,
      'units_sold', ${SOLD_UNITS}, 'total_units', r.total_units, 'sales_percent', ${SALES_PERCENT},
      'sales_tone', case when ${SALES_PERCENT} >= 80 then 'green' when ${SALES_PERCENT} >= 60 then 'blue'
        when ${SALES_PERCENT} >= 40 then 'yellow' else 'gray' end,
      'revenue', coalesce(sold.revenue, 0)) order by ${SALES_PERCENT} desc, r.name)
    from r left join sold on sold.project_id = r.id), '[]'),
  'construction_projects', coalesce((select json_agg(json_build_object('project_id', r.id, 'name', r.name,
      'stage', r.construction_stage,
      'display_status', case when r.construction_stage = 'completed' then 'completed'
        when r.completion_date < ${LOCAL_NOW}::date and coalesce(r.progress, 0) < 100
          and r.construction_stage <> 'cancelled' then 'delayed'
        when r.construction_stage = 'construction' then 'construction'
        when r.construction_stage = 'planning' then 'planning'
        when r.construction_stage in ('pre-sale', 'marketing') then 'active' else 'pending' end,
      'progress', coalesce(r.progress, 0), 'budget', r.budget, 'spent', r.spent,
      'percent_spent', case when r.budget > 0 then round(100 * coalesce(r.spent, 0) / r.budget)::int end,
      'manager', r.manager, 'priority', r.priority, 'currency', r.currency) order by r.created_at desc, r.id desc)
    from r), '[]'),
  'recent_activity', coalesce((select json_agg(json_build_object('id', a.id, 'company_id', a.company_id,
      'project_id', a.project_id, 'project_name', pr.name, 'type', a.type, 'title', a.title,
      'description', a.description, 'created_by', a.created_by, 'created_by_name', u.full_name,
      'created_at', ${isoText('a.created_at')}) order by a.created_at desc, a.id desc)
    from (select * from project_activities where company_id = $1 order by created_at desc, id desc
      limit ${RECENT_ACTIVITY_LIMIT}) a
    left join projects pr on pr.id = a.project_id left join users u on u.id = a.created_by), '[]'))::text as body
  from totals`;

/**
 * A chat message answered from the reply cache, in a session that exists: the least the database must do is record
 * the turn, so the limit is that turn recorded and the reply answered in one statement. The reply's text is the
 * cached one (`reply`, the API's own answer to the same message), as the API holds it in memory.
 */
const CHAT_TURN = `update chat_sessions set slots = $2::jsonb, updated_at = now(),
    messages = (select coalesce(jsonb_agg(m.entry order by m.n), '[]'::jsonb)
      from jsonb_array_elements(chat_sessions.messages || $3::jsonb) with ordinality as m(entry, n)
      where m.n > jsonb_array_length(chat_sessions.messages || $3::jsonb) - ${HISTORY_LIMIT})
  where id = $1
  returning $4::text as body`;

/** What the one-statement versions are built for: the demo company's first property and project. */
export type Targets = { propertyId: number; projectId: number };

/** The chat's cached answer and the session it was given in, learned from the API (see {@link CHAT_TURN}). */
export type ChatTurn = { sessionId: string; slots: unknown; messages: unknown[]; reply: string };

/** The one-statement version of each hot call that has one, by the call's name (bench/api-scenarios.ts). */
export function oneStatements(targets: Targets, chat?: ChatTurn): Record<string, Query> {
  return {
    'projects page': { sql: PROJECTS_PAGE, params: [1, 9, 0] },
    'company properties page': { sql: COMPANY_PROPERTIES_PAGE, params: [1, 10, 0] },
    'property detail': { sql: PROPERTY_DETAIL, params: [targets.propertyId] },
    'dashboard summary': { sql: DASHBOARD_SUMMARY, params: [1] },
    'admin companies page': { sql: ADMIN_COMPANIES_PAGE, params: [10, 0] },
    ...(chat
      ? {
          'chat search': {
            sql: CHAT_TURN,
            params: [chat.sessionId, JSON.stringify(chat.slots), JSON.stringify(chat.messages), chat.reply],
          },
        }
      : {}),
    'constructor dashboard': { sql: CONSTRUCTOR_DASHBOARD, params: [1] },
    'leads page': { sql: LEADS_PAGE, params: [1, 12, 0, 1] },
    'availability board': { sql: AVAILABILITY_BOARD, params: [targets.projectId] },
  };
}

/** Where the raw server answers a call's one-statement version. */
export const ONE_STATEMENT_PREFIX = '/one';
/** The same statement as a named prepared statement, planned once per connection like the API's (ADR 0069). */
export const ONE_PREPARED_PREFIX = '/one-prepared';
