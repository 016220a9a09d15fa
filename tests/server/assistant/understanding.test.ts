import type { ChatSlots } from '#domain/chat';
import { CHAT_LANGUAGES } from '#domain/chat-constants';
import { AMENITY_PATTERNS } from '#server/assistant/lexicon';
import { EMPTY_SLOTS, slotChips } from '#domain/chat-slots';
import { detectLanguage } from '#server/assistant/language';
import { Gazetteer } from '#server/assistant/gazetteer';
import { applyOps } from '#server/assistant/slots';
import { understand } from '#server/assistant/understand';
import { CITY_DEPARTMENTS, NEIGHBORHOODS } from '#server/demo/demo-places';
import { ACTIVE_SEARCH, CORPUS, type CorpusCase } from './corpus';

// The places of the demo inventory, as the engine loads them from the database.
const gazetteer = new Gazetteer({
  cities: Object.keys(CITY_DEPARTMENTS),
  neighborhoods: Object.values(NEIGHBORHOODS).map((n) => ({ name: n.name, city: n.city })),
});

const activeSlots: ChatSlots = { ...EMPTY_SLOTS, amenities: [], ...ACTIVE_SEARCH };

function read(c: CorpusCase) {
  const base = c.after === 'search' ? activeSlots : { ...EMPTY_SLOTS, amenities: [] };
  const u = understand(
    c.message,
    { hasActiveSearch: c.after === 'search', hasAnalysis: c.after === 'analysis' },
    gazetteer
  );
  const slots = applyOps(u.reset ? { ...EMPTY_SLOTS, amenities: [] } : base, u.ops, gazetteer);
  return { u, slots };
}

describe('the understanding corpus', () => {
  it('holds at least 150 varied messages', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CORPUS.map((c) => c.message)).size).toBe(CORPUS.length);
    const intents = new Set(CORPUS.map((c) => c.intent));
    expect([...intents].sort()).toEqual(
      [
        'AFFIRMATION',
        'FINANCIAL_ANALYSIS',
        'GREETING',
        'HELP',
        'NEW_SEARCH',
        'OUT_OF_CONTEXT',
        'REFINE',
        'SEARCH',
      ].sort()
    );
  });

  it.each(CORPUS.map((c) => [c.message, c] as const))('%s', (_, c) => {
    const { u, slots } = read(c);
    expect(u.intent).toBe(c.intent);
    if (c.slots) expect(slots).toMatchObject(c.slots);
    if (c.relative) expect(u.relative).toEqual(c.relative);
    if (c.financing) expect(u.financing).toMatchObject(c.financing);
    if (c.ref) expect(u.propertyRef).toEqual(c.ref);
    if (c.reset !== undefined) expect(u.reset).toBe(c.reset);
    if (c.foreign) expect(u.foreignPlace).toBe(c.foreign);
    if (c.glossary) expect(u.glossaryTerm).toBe(c.glossary);
    // What a relevant message says is understood; the nonsense is not.
    if (c.intent === 'OUT_OF_CONTEXT') expect(u.ack).toBeLessThan(0.6);
    else expect(u.ack).toBeGreaterThanOrEqual(0.6);
  });
});

describe('understanding details', () => {
  const at = (message: string, active = false) =>
    understand(message, { hasActiveSearch: active, hasAnalysis: false }, gazetteer);

  it('scores the share of meaningful words understood', () => {
    expect(at('2 habitaciones en Medellín por menos de 400 millones').ack).toBe(1);
    expect(at('apartamento en Medellín cerca de mi tía Gertrudis').ack).toBeLessThan(1);
    expect(at('quién ganó el partido').ack).toBe(0);
  });

  it('keeps city, department and neighbourhood coherent when the city changes', () => {
    const poblado = applyOps(activeSlots, at('en El Poblado').ops, gazetteer);
    expect(poblado).toMatchObject({ neighborhood: 'El Poblado', city: 'Medellín' });
    const cali = applyOps(poblado, at('y en Cali?', true).ops, gazetteer);
    expect(cali).toMatchObject({ neighborhood: null, city: 'Cali' });
  });

  it('drops a minimum above a new maximum', () => {
    const withMin = applyOps(activeSlots, at('desde 300 millones').ops, gazetteer);
    const next = applyOps(withMin, at('hasta 250 millones', true).ops, gazetteer);
    expect(next).toMatchObject({ price_min: null, price_max: 250_000_000 });
  });

  it('never reads a year or an ID as a price', () => {
    expect(
      at('proyectos con entrega en 2027').ops.filter((o) => o.op === 'set' && o.slot.startsWith('price'))
    ).toEqual([]);
    const u = at('análisis de la propiedad (ID 1500)');
    expect(u.propertyRef).toEqual({ kind: 'id', id: 1500 });
    expect(u.ops).toEqual([]);
  });
});

describe('removing a chip', () => {
  const full: ChatSlots = {
    city: 'Medellín',
    department: 'Antioquia',
    neighborhood: 'Laureles',
    property_type: 'apartment',
    bedrooms_min: 2,
    bedrooms_max: 3,
    bathrooms_min: 2,
    price_min: 200_000_000,
    price_max: 400_000_000,
    area_min: 50,
    area_max: 90,
    parking_min: 1,
    amenities: ['piscina', 'gimnasio', 'custom_vista_al_mar', 'bbq', 'mascotas', 'seguridad'],
    purpose: 'invest',
    delivery: 'off_plan',
    cap_rate_min: 6,
    rank_by: 'cap_rate',
  };
  // Every amenity the assistant understands, so each one's chip is removed in both languages.
  const everyAmenity: ChatSlots = { ...full, amenities: AMENITY_PATTERNS.map(([code]) => code) };

  for (const language of CHAT_LANGUAGES)
    it(`clears exactly the filter of every chip the chat shows (${language})`, () => {
      for (const slots of [full, everyAmenity]) {
        const chips = slotChips(slots, language);
        expect(chips.length).toBe(13 + slots.amenities.length);
        for (const chip of chips) {
          const u = understand(chip.removeMessage, { hasActiveSearch: true, hasAnalysis: false }, gazetteer);
          expect(u.intent, chip.removeMessage).toBe('REFINE');
          const after = applyOps(slots, u.ops, gazetteer);
          // A neighbourhood lies in its city, so removing the city removes it too.
          const gone = chip.key === 'city' ? ['city', 'neighborhood'] : [chip.key];
          expect(
            slotChips(after).map((c) => c.key),
            chip.removeMessage
          ).toEqual(chips.map((c) => c.key).filter((k) => !gone.includes(k)));
          // The message is in the conversation's language: removing a filter never switches it.
          expect([language, null], chip.removeMessage).toContain(detectLanguage(chip.removeMessage));
        }
      }
    });

  it('names the chips of an English conversation in English', () => {
    expect(slotChips(full, 'en').map((c) => c.label)).toEqual([
      'Apartments',
      'Laureles',
      'Medellín',
      'Antioquia',
      '2 to 3 bedrooms',
      '2+ bathrooms',
      '$200.000.000 – $400.000.000',
      '50–90 m²',
      'With parking',
      'Pool',
      'Gym',
      'Sea view',
      'BBQ area',
      'Pets allowed',
      '24-hour security',
      'To invest',
      'Off plan',
      'Cap rate from 6 %',
      'Highest return',
    ]);
    expect(slotChips(full, 'en')[0]?.removeMessage).toBe('Remove filter: type');
    expect(slotChips(full)[0]?.removeMessage).toBe('Quitar filtro: tipo');
  });
});
