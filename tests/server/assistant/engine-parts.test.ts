import { ReplyCache, replyCacheKey } from '#server/assistant/cache';
import { Gazetteer } from '#server/assistant/gazetteer';
import { keepsFacts } from '#server/assistant/llm';
import { digitsForNumberWords, parseNumberLiteral } from '#server/assistant/numbers';
import { fold } from '#server/assistant/text';
import { understand } from '#server/assistant/understand';
import { createUnderstandingMemo } from '#server/assistant/understanding-memo';

describe('text and numbers', () => {
  it('folds case, accents and the 400M shorthand', () => {
    expect(fold('¿Apartamento en MEDELLÍN por 400M?')).toBe('apartamento en medellin por 400 millones');
    expect(fold('80 m² y 120m2')).toBe('80 m2 y 120m2');
  });

  it('reads Colombian number formats', () => {
    expect(parseNumberLiteral('1.200')).toBe(1200);
    expect(parseNumberLiteral('450.000.000')).toBe(450_000_000);
    expect(parseNumberLiteral('2,5')).toBe(2.5);
    expect(parseNumberLiteral('1.234,5')).toBe(1234.5);
    expect(parseNumberLiteral('abc')).toBeNull();
  });

  it('turns spelled-out numbers into digits, leaving articles alone', () => {
    expect(digitsForNumberWords('dos alcobas y un apartamento')).toBe('2 alcobas y un apartamento');
    expect(digitsForNumberWords('mil doscientos millones')).toBe('1200 millones');
    expect(digitsForNumberWords('treinta y cinco metros')).toBe('35 metros');
    expect(digitsForNumberWords('100 mil dolares')).toBe('100 mil dolares');
  });
});

describe('reply cache', () => {
  const cali = new Gazetteer({ cities: ['Cali'], neighborhoods: [] });
  const fresh = { hasActiveSearch: false, hasAnalysis: false };

  it('keys on the understanding, state, inventory version and day', () => {
    const read = createUnderstandingMemo();
    const question = (message: string) => read(message, fresh, cali, 0).question;
    const base = { question: question('casas en cali'), state: '[]', inventory: '7', day: '2026-01-01' };
    expect(replyCacheKey(base)).toBe(replyCacheKey({ ...base, question: question('Casas en CALI') }));
    expect(replyCacheKey(base)).not.toBe(
      replyCacheKey({ ...base, question: question('casas en cali ID 3') })
    );
    expect(replyCacheKey(base)).not.toBe(replyCacheKey({ ...base, day: '2026-01-02' }));
    expect(replyCacheKey(base)).not.toBe(replyCacheKey({ ...base, inventory: '8' }));
    expect(replyCacheKey(base)).not.toBe(replyCacheKey({ ...base, state: '[1]' }));
  });

  it('reads a repeated message once, as the engine would read it afresh, and never lets it change', () => {
    const read = createUnderstandingMemo();
    const first = read('apartamentos en Cali de 2 habitaciones', fresh, cali, 0);
    expect(first.understanding).toEqual(understand('apartamentos en Cali de 2 habitaciones', fresh, cali));
    expect(read('apartamentos en Cali de 2 habitaciones', fresh, cali, 1)).toBe(first);
    expect(() => first.understanding.ops.push({ op: 'clear', slot: 'city' })).toThrow(TypeError);
    expect(Object.isFrozen(first.understanding.ops[0])).toBe(true);
  });

  it('reads the message again in another kind of conversation, with new places or another exchange rate', () => {
    const read = createUnderstandingMemo();
    const first = read('más barato', fresh, cali, 0);
    const refining = read('más barato', { hasActiveSearch: true, hasAnalysis: false }, cali, 0);
    expect(refining).not.toBe(first);
    expect(refining.understanding.intent).toBe('REFINE');

    // A neighbourhood listed for the first time is a place the next reading knows.
    const withHood = new Gazetteer({
      cities: ['Cali'],
      neighborhoods: [{ name: 'Ciudad Jardín', city: 'Cali' }],
    });
    const hood = expect.objectContaining({ slot: 'neighborhood', value: 'Ciudad Jardín' });
    expect(read('casas en Ciudad Jardín', fresh, cali, 0).understanding.ops).not.toContainEqual(hood);
    expect(read('casas en Ciudad Jardín', fresh, withHood, 0).understanding.ops).toContainEqual(hood);

    const inDollars = read('casas en Cali por menos de 100.000 dolares', fresh, cali, 0);
    vi.stubEnv('USD_COP_RATE', '5000');
    const atNewRate = read('casas en Cali por menos de 100.000 dolares', fresh, cali, 0);
    vi.unstubAllEnvs();
    expect(inDollars.understanding.conversions[0]?.cop).toBe(400_000_000);
    expect(atNewRate.understanding.conversions[0]?.cop).toBe(500_000_000);
  });

  it('forgets expired and least recently used entries', () => {
    const cache = new ReplyCache<number>(2, 1000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 10)).toBe(1);
    cache.set('c', 3, 10);
    expect(cache.get('b', 10)).toBeUndefined();
    expect(cache.get('a', 2000)).toBeUndefined();
  });
});

describe('optional rephrasing', () => {
  const original = '## Encontré 3 casas\nLa primera cuesta **$318.000.000** y tiene 58 m².';
  it('accepts a rewording that keeps every figure, heading and bold fact', () => {
    expect(
      keepsFacts(original, '## Encontré 3 casas\nTe cuento: la primera vale **$318.000.000**, con 58 m².')
    ).toBe(true);
  });
  it('rejects one that drops or invents a figure', () => {
    expect(keepsFacts(original, '## Encontré 3 casas\nLa primera cuesta **$318.000.000**.')).toBe(false);
    expect(
      keepsFacts(original, '## Encontré 3 casas\nLa primera cuesta **$318.000.000**, 58 m² y 2 baños.')
    ).toBe(false);
  });
});
