import { UNIT_ACTIONS } from '#machines/constructor/unit-panel/unit-actions';
import { intentOf } from './sales-intent';

describe('the sales page’s intent', () => {
  it('reads a quote’s Separar and the board’s Separar and Vender, and ignores anything else', () => {
    expect(intentOf('?quote_id=41')).toEqual({ kind: 'quote', quoteId: 41 });
    for (const id of ['reserve', 'sell']) {
      const entry = UNIT_ACTIONS.find((a) => a.id === id)!;
      expect(entry.kind === 'navigate' && intentOf(entry.to(7).split('?')[1]!)).toEqual({
        kind: 'unit',
        unitId: 7,
      });
    }
    expect(intentOf('quote_id=abc')).toBeNull();
    expect(intentOf('unit_id=-3')).toBeNull();
    expect(intentOf('')).toBeNull();
  });
});
