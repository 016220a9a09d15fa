import type { Neighborhood } from '#server/demo/demo-places';
import type { Random } from '#server/demo/prng';

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A Colombian street address on one of the neighbourhood's roads, e.g. "Calle 10 # 43A-25". */
export function streetAddress(random: Random, neighborhood: Neighborhood): string {
  const road = random.pick(neighborhood.roads);
  const letter = random.chance(0.3) ? random.pick(['A', 'B', 'C']) : '';
  return `${road} # ${random.int(2, 98)}${letter}-${String(random.int(1, 99)).padStart(2, '0')}`;
}

/** Coordinates a few hundred metres around the neighbourhood's centre (six decimals, as the columns store). */
export function nearCoordinates(random: Random, neighborhood: Neighborhood) {
  return {
    latitude: round6(neighborhood.latitude + random.between(-0.004, 0.004)),
    longitude: round6(neighborhood.longitude + random.between(-0.004, 0.004)),
  };
}
