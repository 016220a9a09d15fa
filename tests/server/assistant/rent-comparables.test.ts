import { rentFromRatios, type RentedRatio } from '#server/assistant/inventory';
import { fold } from '#server/assistant/text';

// The rent of a listing is the median rent-to-price ratio of its rented comparables, in its neighbourhood when three
// exist, else in its city. One read of the comparables serves every listing of a question, so what one listing
// finds must never leak into another's estimate.

const comparable = (id: number, neighborhood: string | null, ratio: number): RentedRatio => ({
  id,
  place: neighborhood === null ? null : fold(neighborhood),
  ratio,
});

const ratios: readonly RentedRatio[] = [
  comparable(1, 'Laureles', 0.004),
  comparable(2, 'laureles', 0.005),
  comparable(3, 'LAURELES', 0.006),
  comparable(4, 'El Poblado', 0.003),
  comparable(5, 'El Poblado', 0.0035),
  comparable(6, null, 0.008),
];

describe('rent from rented comparables', () => {
  it('uses the neighbourhood whatever its spelling, and the city where fewer than three are there', () => {
    expect(rentFromRatios(ratios, { neighborhood: 'Laurelés', price: 400_000_000 })).toEqual({
      monthlyRent: 2_000_000,
      monthlyYield: 0.005,
      comparables: 3,
      scope: 'neighborhood',
    });
    expect(rentFromRatios(ratios, { neighborhood: 'el poblado', price: 400_000_000 })).toEqual({
      monthlyRent: 1_800_000,
      monthlyYield: expect.closeTo(0.0045, 12) as number,
      comparables: 6,
      scope: 'city',
    });
    expect(rentFromRatios(ratios, { neighborhood: null, price: 100_000_000 })?.monthlyRent).toBe(450_000);
  });

  it('gives each listing of one read its own estimate: another place, another price, or itself left out', () => {
    const laureles = rentFromRatios(ratios, { neighborhood: 'Laureles', price: 300_000_000 });
    expect(laureles?.monthlyRent).toBe(1_500_000);
    expect(rentFromRatios(ratios, { neighborhood: 'Laureles', price: 500_000_000 })?.monthlyRent).toBe(
      2_500_000
    );
    // A rented listing is not its own comparable: without it, Laureles has two and the city's median is used.
    expect(rentFromRatios(ratios, { neighborhood: 'Laureles', price: 300_000_000, excludeId: 2 })).toEqual({
      monthlyRent: 1_200_000,
      monthlyYield: 0.004,
      comparables: 5,
      scope: 'city',
    });
    expect(rentFromRatios(ratios, { neighborhood: 'Laureles', price: 300_000_000 })).toEqual(laureles);
  });

  it('has no estimate below three comparables or without a price', () => {
    expect(rentFromRatios(ratios.slice(0, 2), { neighborhood: 'Laureles', price: 300_000_000 })).toBeNull();
    expect(rentFromRatios(ratios, { neighborhood: 'Laureles', price: 0 })).toBeNull();
  });
});
