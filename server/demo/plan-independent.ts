import type { AmenityFlags, NewProperty, PropertyStatus, PropertyType } from '#server/db/schema';
import { daysBefore, notAfter, daysAfter } from '#server/demo/dates';
import type { DemoCompanyKey } from '#server/demo/demo-companies';
import { CITY_DEPARTMENTS, NEIGHBORHOODS, WARM_CITIES, type Neighborhood } from '#server/demo/demo-places';
import { PROJECT_SEEDS } from '#server/demo/demo-projects';
import { nearCoordinates, streetAddress } from '#server/demo/addresses';
import { monthlyRentFor, plausiblePricePerM2, roundTo } from '#server/demo/money';
import type { Random } from '#server/demo/prng';

/** A standalone property (no project, no model) before its company id is known. */
export type PlannedIndependent = {
  company: DemoCompanyKey;
  row: Omit<NewProperty, 'companyId' | 'projectId' | 'propertyModelId'>;
};

/** How many standalone listings each company with projects gets. */
const PER_COMPANY: Partial<Record<DemoCompanyKey, number>> = {
  andina: 8,
  caribe: 6,
  sabana: 7,
  pacifico: 6,
  santander: 4,
  cafetero: 5,
  bahia: 4,
};

const TYPE_WEIGHTS = {
  apartment: 40,
  house: 20,
  office: 12,
  commercial: 14,
  land: 14,
} as const satisfies Record<PropertyType, number>;
const STATUS_WEIGHTS = {
  AVAILABLE: 60,
  RESERVED: 8,
  SOLD: 12,
  RENTED: 20,
  BLOCKED: 0,
} as const satisfies Record<PropertyStatus, number>;

type Shape = {
  area: readonly [number, number];
  bedrooms: readonly [number, number];
  bathrooms: readonly [number, number];
  parking: readonly [number, number];
  floors: readonly [number, number] | null;
  /** Share of the neighbourhood's built price per m² (land sells far below built area). */
  priceShare: readonly [number, number];
  titles: readonly string[];
  amenities: readonly string[];
};

const SHAPES: Record<PropertyType, Shape> = {
  apartment: {
    area: [55, 140],
    bedrooms: [1, 4],
    bathrooms: [1, 3],
    parking: [0, 2],
    floors: [2, 20],
    priceShare: [0.88, 1],
    titles: [
      'Apartamento remodelado',
      'Apartamento iluminado',
      'Apartamento con balcón',
      'Apartamento amplio',
    ],
    amenities: ['balcon', 'lavanderia', 'parqueadero', 'ascensor', 'seguridad', 'mascotas'],
  },
  house: {
    area: [120, 320],
    bedrooms: [3, 5],
    bathrooms: [2, 5],
    parking: [1, 3],
    floors: [1, 1],
    priceShare: [0.7, 0.85],
    titles: ['Casa con jardín', 'Casa esquinera', 'Casa familiar', 'Casa campestre'],
    amenities: ['jardin', 'terraza', 'lavanderia', 'parqueadero', 'mascotas', 'bbq'],
  },
  office: {
    area: [40, 120],
    bedrooms: [0, 0],
    bathrooms: [1, 2],
    parking: [1, 3],
    floors: [2, 15],
    priceShare: [0.85, 1],
    titles: ['Oficina amoblada', 'Oficina con vista', 'Consultorio', 'Oficina esquinera'],
    amenities: ['aire_acondicionado', 'ascensor', 'seguridad', 'parqueadero'],
  },
  commercial: {
    area: [30, 150],
    bedrooms: [0, 0],
    bathrooms: [1, 2],
    parking: [0, 2],
    floors: [1, 1],
    priceShare: [0.9, 1.15],
    titles: ['Local comercial', 'Local esquinero', 'Local sobre avenida', 'Bodega comercial'],
    amenities: ['aire_acondicionado', 'seguridad'],
  },
  land: {
    area: [300, 2500],
    bedrooms: [0, 0],
    bathrooms: [0, 0],
    parking: [0, 0],
    floors: null,
    priceShare: [0.15, 0.3],
    titles: ['Lote urbanizable', 'Lote esquinero', 'Lote para bodega', 'Lote campestre'],
    amenities: [],
  },
};

const CUSTOM_FLAGS = ['custom_vista_a_la_ciudad', 'custom_chimenea', 'custom_estudio', 'custom_cuarto_util'];

/** Plans the standalone listings of the companies, in neighbourhoods where they build. */
export function planIndependentProperties(random: Random, now: Date): PlannedIndependent[] {
  const planned: PlannedIndependent[] = [];
  const usedNames = new Set<string>();
  for (const [company, count] of Object.entries(PER_COMPANY) as [DemoCompanyKey, number][]) {
    const places = [
      ...new Set(PROJECT_SEEDS.filter((p) => p.company === company).map((p) => p.neighborhood)),
    ];
    for (let i = 0; i < count; i++) {
      const neighborhood: Neighborhood = NEIGHBORHOODS[random.pick(places)];
      const type = random.weighted(TYPE_WEIGHTS);
      const shape = SHAPES[type];
      const title =
        shape.titles.find((t) => !usedNames.has(`${t} en ${neighborhood.name}`)) ?? shape.titles[0];
      const name = `${title} en ${neighborhood.name}`;
      usedNames.add(name);

      const area =
        type === 'land'
          ? roundTo(random.between(...shape.area), 10)
          : Math.round(random.between(...shape.area));
      const pricePerM2 =
        random.between(...neighborhood.pricePerM2) * 1_000_000 * random.between(...shape.priceShare);
      const price = roundTo(
        area * (type === 'land' ? pricePerM2 : plausiblePricePerM2(pricePerM2)),
        1_000_000
      );
      const status = type === 'land' && random.chance(0.8) ? 'AVAILABLE' : random.weighted(STATUS_WEIGHTS);
      const bedrooms = random.int(...shape.bedrooms);
      const flags = random.sample(shape.amenities, random.int(1, shape.amenities.length));
      if (WARM_CITIES.includes(neighborhood.city) && type !== 'land') flags.push('aire_acondicionado');
      if (type !== 'land' && random.chance(0.35)) flags.push(random.pick(CUSTOM_FLAGS));
      if (neighborhood.city === 'Cartagena' && type === 'apartment') flags.push('custom_vista_al_mar');
      const amenities: AmenityFlags = Object.fromEntries(flags.map((code) => [code, true]));
      const createdAt = daysBefore(now, random.int(10, 420));
      const address = streetAddress(random, neighborhood);
      const floor = shape.floors ? random.int(...shape.floors) : null;
      const doorLabel = type === 'apartment' ? 'Apto' : type === 'office' ? 'Oficina' : null;
      const door = doorLabel && floor !== null ? `${doorLabel} ${floor}0${random.int(1, 4)}` : null;

      planned.push({
        company,
        row: {
          name,
          description: `${title} en ${neighborhood.name}, ${neighborhood.city}. ${
            type === 'land'
              ? 'Uso de suelo mixto, con servicios públicos en el frente del lote.'
              : 'Listo para habitar o arrendar.'
          }`,
          propertyType: type,
          status,
          address: door ? `${address}, ${door}` : address,
          city: neighborhood.city,
          department: CITY_DEPARTMENTS[neighborhood.city],
          neighborhood: neighborhood.name,
          ...nearCoordinates(random, neighborhood),
          area,
          bedrooms: type === 'land' ? null : bedrooms,
          bathrooms:
            type === 'land' ? null : Math.max(1, Math.min(random.int(...shape.bathrooms), bedrooms + 1)),
          parkingSpaces: type === 'land' ? null : random.int(...shape.parking),
          floorNumber: floor,
          price,
          currency: 'COP',
          monthlyRent: status === 'RENTED' ? monthlyRentFor(random, price) : null,
          amenities,
          createdAt,
          updatedAt:
            status === 'AVAILABLE' ? createdAt : notAfter(now, daysAfter(createdAt, random.int(5, 60))),
        },
      });
    }
  }
  return planned;
}
