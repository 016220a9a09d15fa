import { stockImageFor } from './stock-images';

describe('stock images', () => {
  it('illustrates a property with a drawing of its own type, the same one for the same id', () => {
    const house = stockImageFor(7, 'house');
    expect(stockImageFor(8, 'house')).toBe(house);
    for (let id = 0; id < 6; id += 1) {
      expect(stockImageFor(id, 'apartment')).not.toBe(house);
      expect(stockImageFor(id, 'land')).not.toBe(house);
    }
    expect(stockImageFor(3, 'apartment')).toBe(stockImageFor(3, 'apartment'));
    expect(stockImageFor(3, null)).toMatch(/^data:image\/svg\+xml/);
  });
});
