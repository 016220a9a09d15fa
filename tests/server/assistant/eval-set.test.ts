import type { ChatSlots } from '#domain/chat';
import { EMPTY_SLOTS } from '#domain/chat-slots';
import { Gazetteer } from '#server/assistant/gazetteer';
import { applyOps } from '#server/assistant/slots';
import { understand } from '#server/assistant/understand';
import { CITY_DEPARTMENTS, NEIGHBORHOODS } from '#server/demo/demo-places';
import { COMPARE_SET, EVAL_SET } from './eval-set';

// The places of the demo inventory, as the engine loads them from the database.
const gazetteer = new Gazetteer({
  cities: Object.keys(CITY_DEPARTMENTS),
  neighborhoods: Object.values(NEIGHBORHOODS).map((n) => ({ name: n.name, city: n.city })),
});

beforeEach(() => {
  // The set's amounts assume the default reference rates.
  vi.stubEnv('USD_COP_RATE', '');
  vi.stubEnv('EUR_COP_RATE', '');
});
afterEach(() => vi.unstubAllEnvs());

/** Every filter a new search produces, purpose aside (it ranks, it does not filter). */
function filtersOf(message: string) {
  const u = understand(message, { hasActiveSearch: false, hasAnalysis: false }, gazetteer);
  const { purpose: _purpose, ...filters } = applyOps({ ...EMPTY_SLOTS, amenities: [] }, u.ops, gazetteer);
  return { u, filters };
}

describe('the comparison requests of the set', () => {
  it.each(COMPARE_SET.map((c) => [c.message, c] as const))('%s', (_, c) => {
    const u = understand(c.message, { hasActiveSearch: true, hasAnalysis: false }, gazetteer);
    expect(u.intent).toBe('FINANCIAL_ANALYSIS');
    expect(u.compare).toEqual({ kind: 'positions', indexes: c.positions });
  });
});

describe('the evaluation set (English, mixed, slang, typos, ranking)', () => {
  it('holds at least 60 distinct requests of every kind', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVAL_SET.map((c) => c.message)).size).toBe(EVAL_SET.length);
    expect(new Set(EVAL_SET.map((c) => c.kind))).toEqual(
      new Set(['english', 'mixed', 'slang', 'typo', 'ranking'])
    );
  });

  it.each(EVAL_SET.map((c) => [c.message, c] as const))('%s', (_, c) => {
    const { u, filters } = filtersOf(c.message);
    const { purpose: _purpose, ...empty } = EMPTY_SLOTS;
    const expected: Omit<ChatSlots, 'purpose'> = { ...empty, amenities: [], ...c.filters };
    expect(u.intent).toBe('SEARCH');
    expect({ ...filters, amenities: [...filters.amenities].sort() }).toEqual({
      ...expected,
      amenities: [...expected.amenities].sort(),
    });
    expect(u.excluded).toEqual({ property_types: [], cities: [], neighborhoods: [], ...c.excluded });
    // Whatever was not understood is named, and nothing else is; a request read whole scores as understood.
    expect(u.unread.join(' ').split(' ').filter(Boolean)).toEqual(c.unread ?? []);
    if (!c.unread) expect(u.ack).toBeGreaterThanOrEqual(0.6);
  });
});
