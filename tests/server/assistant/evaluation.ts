import { sql } from 'drizzle-orm';
import type { ChatSlots } from '#domain/chat';
import { unescapeMarkup } from '#domain/chat-markup';
import { createAssistant } from '#server/assistant/engine';
import type { Db } from '#server/db/client';
import { COMPARE_SET, ENGLISH_SET, EVAL_SET, type EvalCase } from './eval-set';
import { spanishWords } from './spanish-words';

// The evaluation set replayed against the live seeded database: every listing the assistant shows is read back from
// the database and checked against the filters the request states (its expected filters, not the engine's own
// reading of it), so a constraint the engine missed shows up as a listing that contradicts the request.

type Listing = {
  id: number;
  property_type: string;
  city: string | null;
  department: string | null;
  neighborhood: string | null;
  area: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parking_spaces: number | null;
  price: string | null;
  amenities: Record<string, boolean> | null;
  project_id: number | null;
  project_status: string | null;
  delivery_date: string | Date | null;
};

const folded = (s: string | null) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const day = (v: string | Date | null) =>
  v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

/** The filters and exclusions of a request a listing breaks (empty when it meets them all). */
function broken(listing: Listing, c: EvalCase, today: string): string[] {
  const f: Partial<ChatSlots> = c.filters;
  const out: string[] = [];
  const ruledOut = c.excluded ?? {};
  if (ruledOut.property_types?.includes(listing.property_type as never)) out.push('excluded type');
  if (ruledOut.cities?.some((city) => folded(city) === folded(listing.city))) out.push('excluded city');
  if (ruledOut.neighborhoods?.some((n) => folded(n) === folded(listing.neighborhood)))
    out.push('excluded neighborhood');
  const n = (v: string | number | null) => (v === null ? null : Number(v));
  const area = n(listing.area);
  const price = n(listing.price);
  const outside = (value: number | null, min?: number | null, max?: number | null) =>
    (min != null && (value === null || value < min)) || (max != null && (value === null || value > max));
  if (f.property_type && listing.property_type !== f.property_type) out.push('property_type');
  if (f.city && folded(listing.city) !== folded(f.city)) out.push('city');
  if (f.department && folded(listing.department) !== folded(f.department)) out.push('department');
  if (f.neighborhood && folded(listing.neighborhood) !== folded(f.neighborhood)) out.push('neighborhood');
  if (outside(listing.bedrooms, f.bedrooms_min, f.bedrooms_max)) out.push('bedrooms');
  if (outside(listing.bathrooms, f.bathrooms_min, null)) out.push('bathrooms');
  if (outside(area, f.area_min, f.area_max)) out.push('area');
  if (outside(price, f.price_min, f.price_max)) out.push('price');
  if (f.parking_min != null) {
    const spaces = listing.parking_spaces ?? (listing.amenities?.parqueadero ? 1 : 0);
    if (spaces < f.parking_min) out.push('parking');
  }
  for (const code of f.amenities ?? []) if (!listing.amenities?.[code]) out.push(code);
  const delivery = day(listing.delivery_date);
  const future = listing.project_id !== null && delivery !== null && delivery > today;
  if (f.delivery === 'off_plan' && !future) out.push('delivery');
  if (f.delivery === 'immediate' && future && listing.project_status !== 'COMPLETED') out.push('delivery');
  return out;
}

async function readListings(db: Db, ids: readonly number[]): Promise<Map<number, Listing>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<Listing>(sql`
    select p.id, p.property_type, p.city, p.department, p.neighborhood, p.area, p.bedrooms, p.bathrooms,
      p.parking_spaces, p.price, p.amenities, p.project_id, pr.status as project_status, pr.delivery_date
    from properties p left join projects pr on pr.id = p.project_id
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `
    )})`);
  return new Map(result.rows.map((r) => [Number(r.id), r]));
}

export type EvaluationResult = {
  requests: number;
  answered: number;
  listings: number;
  precise: number;
  precision: number;
  answeredShare: number;
  latenciesMs: number[];
  /** Processor time of each reply, which the load of other processes does not inflate. */
  cpuMs: number[];
  misses: { message: string; listing: number; broken: string[] }[];
  unanswered: string[];
  /** Ranked requests whose listings are not in the order asked for (highest cap rate or rent first). */
  misordered: string[];
  /** English requests answered in another language, or with Spanish words in the reply or its analysis. */
  wrongLanguage: string[];
  /** English analysis and clarification conversations, and those answered with the kind of reply expected. */
  englishConversations: number;
  englishRight: number;
  /** English conversations answered with another kind of reply than expected, and how each began. */
  englishWrongKind: string[];
  /** Comparisons asked for after a search and how many put the right listings side by side. */
  comparisons: number;
  comparedRight: number;
};

type Shown = { id: number; cap_rate: number | null; estimated_rent: number | null };

/** The return filters of a request a shown listing breaks: the cap rate it must reach. */
const brokenReturn = (r: Shown, c: EvalCase) =>
  c.filters.cap_rate_min != null && (r.cap_rate === null || r.cap_rate < c.filters.cap_rate_min)
    ? ['cap_rate']
    : [];

function inOrder(shown: readonly Shown[], by: 'cap_rate' | 'rent'): boolean {
  const values = shown.map((r) => (by === 'cap_rate' ? r.cap_rate : r.estimated_rent) ?? -Infinity);
  return values.every((v, i) => i === 0 || v <= (values[i - 1] as number));
}

/** Sends every request of the set as the first message of its own session and checks what comes back. */
export async function evaluate(db: Db, now = new Date()): Promise<EvaluationResult> {
  const assistant = createAssistant();
  await assistant.reply(db, { message: 'hola', session_id: 'bench_eval_warm' });
  const today = now.toISOString().slice(0, 10);
  const result: EvaluationResult = {
    requests: 0,
    answered: 0,
    listings: 0,
    precise: 0,
    precision: 0,
    answeredShare: 0,
    latenciesMs: [],
    cpuMs: [],
    misses: [],
    unanswered: [],
    misordered: [],
    wrongLanguage: [],
    englishConversations: 0,
    englishRight: 0,
    englishWrongKind: [],
    comparisons: 0,
    comparedRight: 0,
  };
  for (const [i, c] of EVAL_SET.entries()) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const reply = await assistant.reply(db, { message: c.message, session_id: `bench_eval_${i}` });
    result.latenciesMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    result.cpuMs.push((used.user + used.system) / 1000);
    result.requests += 1;
    if (c.kind === 'english' && reply.language !== 'en') result.wrongLanguage.push(c.message);
    const ids = reply.recommendations.map((r) => r.id);
    if (ids.length === 0) {
      result.unanswered.push(c.message);
      continue;
    }
    result.answered += 1;
    if (c.filters.rank_by && !inOrder(reply.recommendations, c.filters.rank_by))
      result.misordered.push(c.message);
    const rows = await readListings(db, ids);
    for (const shown of reply.recommendations) {
      const id = shown.id;
      result.listings += 1;
      const row = rows.get(id);
      const why = row ? [...broken(row, c, today), ...brokenReturn(shown, c)] : ['missing'];
      if (why.length === 0) result.precise += 1;
      else result.misses.push({ message: c.message, listing: id, broken: why });
    }
  }
  for (const [i, c] of COMPARE_SET.entries()) {
    const session = `bench_compare_${i}`;
    const search = await assistant.reply(db, { message: c.search, session_id: session });
    const started = performance.now();
    const cpu = process.cpuUsage();
    const reply = await assistant.reply(db, { message: c.message, session_id: session });
    result.latenciesMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    result.cpuMs.push((used.user + used.system) / 1000);
    const shown = search.recommendations.map((r) => r.id);
    const expected = c.positions.map((p) => shown[p < 0 ? shown.length - 1 : p]);
    result.comparisons += 1;
    const compared = reply.comparison?.properties.map((p) => p.id) ?? [];
    if (JSON.stringify(compared) === JSON.stringify(expected)) result.comparedRight += 1;
  }
  for (const [i, c] of ENGLISH_SET.entries()) {
    const session = `bench_english_${i}`;
    for (const message of c.before) await assistant.reply(db, { message, session_id: session });
    const started = performance.now();
    const cpu = process.cpuUsage();
    const reply = await assistant.reply(db, { message: c.message, session_id: session });
    result.latenciesMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    result.cpuMs.push((used.user + used.system) / 1000);
    result.englishConversations += 1;
    const details = reply.analysis_details;
    const written = [
      reply.content,
      ...(details?.assumptions.flatMap((a) => [a.label, a.value]) ?? []),
      ...(details?.breakdown.map((b) => b.label) ?? []),
    ].join('\n');
    const spanish = spanishWords(unescapeMarkup(written));
    if (reply.language !== 'en' || spanish.length > 0)
      result.wrongLanguage.push(`${c.message} (${spanish.join(', ')})`);
    const isAnalysis = details !== null;
    const isQuestion = !isAnalysis && reply.recommendations.length === 0 && reply.comparison === null;
    if (c.expect === 'analysis' ? isAnalysis : isQuestion) result.englishRight += 1;
    else result.englishWrongKind.push(`${c.message}: ${reply.content.split('\n')[0]}`);
  }
  result.precision = result.listings === 0 ? 0 : result.precise / result.listings;
  result.answeredShare = result.answered / result.requests;
  return result;
}
