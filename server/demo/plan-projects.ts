import type {
  AmenityFlags,
  NewProject,
  NewProperty,
  NewPropertyModel,
  PropertyStatus,
} from '#server/db/schema';
import { daysAfter, daysBefore, daysBetween, isoDate, notAfter } from '#server/demo/dates';
import { DEMO_COMPANIES, type DemoCompanyKey } from '#server/demo/demo-companies';
import { CITY_DEPARTMENTS, NEIGHBORHOODS, WARM_CITIES, type Neighborhood } from '#server/demo/demo-places';
import { MODEL_LINES, PROJECT_SEEDS, type ModelTemplate, type ProjectSeed } from '#server/demo/demo-projects';
import { nearCoordinates, streetAddress } from '#server/demo/addresses';
import { monthlyRentFor, plausiblePricePerM2, roundTo } from '#server/demo/money';
import type { Random } from '#server/demo/prng';

/** A project row before its company id is known, with everything that hangs off it. */
export type PlannedProject = {
  company: DemoCompanyKey;
  row: Omit<NewProject, 'companyId'>;
  nearbyPlaces: { name: string; type: string; distanceKm: number | null }[];
  amenityCodes: readonly string[];
  models: { row: Omit<NewPropertyModel, 'projectId'>; amenityCodes: readonly string[] }[];
  units: { modelIndex: number; row: Omit<NewProperty, 'companyId' | 'projectId' | 'propertyModelId'> }[];
};

const UNIT_STATUS_WEIGHTS = {
  ACTIVE: { AVAILABLE: 62, RESERVED: 14, SOLD: 20, RENTED: 4, BLOCKED: 0 },
  HOTEL: { AVAILABLE: 55, RESERVED: 10, SOLD: 20, RENTED: 15, BLOCKED: 0 },
  COMPLETED: { AVAILABLE: 15, RESERVED: 0, SOLD: 55, RENTED: 30, BLOCKED: 0 },
} as const satisfies Record<string, Record<PropertyStatus, number>>;

const UNIT_LABEL = {
  apartment: 'Apto',
  house: 'Casa',
  office: 'Oficina',
  commercial: 'Local',
  land: 'Lote',
} as const;
const TYPE_NOUN = {
  apartment: 'Apartamento',
  house: 'Casa',
  office: 'Oficina',
  commercial: 'Local comercial',
  land: 'Lote',
} as const;

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

function pickModels(random: Random, seed: ProjectSeed): readonly ModelTemplate[] {
  if (seed.line === 'mixed') {
    const [studio, twoBedrooms] = MODEL_LINES.apartments;
    const [shop] = MODEL_LINES.retail;
    return [studio, twoBedrooms, shop];
  }
  const line: readonly ModelTemplate[] = MODEL_LINES[seed.line];
  return random.sample(line, random.int(2, Math.min(4, line.length)));
}

function projectSchedule(random: Random, seed: ProjectSeed, now: Date) {
  const createdDaysAgo = {
    DRAFT: random.int(5, 60),
    ACTIVE: random.int(90, 540),
    COMPLETED: random.int(950, 1200),
    CANCELLED: random.int(300, 500),
  }[seed.status];
  const createdAt = daysBefore(now, createdDaysAgo);
  const start =
    seed.status === 'DRAFT' ? daysAfter(now, random.int(60, 200)) : daysAfter(createdAt, random.int(20, 60));
  const completion = daysAfter(
    start,
    seed.status === 'COMPLETED' ? random.int(540, 720) : random.int(600, 900)
  );
  const delivery = daysAfter(completion, random.int(30, 90));
  const elapsed = Math.round((100 * daysBetween(start, now)) / daysBetween(start, completion));
  const progress = {
    DRAFT: 0,
    ACTIVE: Math.min(95, Math.max(5, elapsed)),
    COMPLETED: 100,
    CANCELLED: random.int(8, 20),
  }[seed.status];
  return { createdAt, start, completion, delivery, progress };
}

function unitStatus(random: Random, seed: ProjectSeed): PropertyStatus {
  if (seed.status === 'DRAFT' || seed.status === 'CANCELLED') return 'AVAILABLE';
  if (seed.status === 'COMPLETED') return random.weighted(UNIT_STATUS_WEIGHTS.COMPLETED);
  return random.weighted(seed.type === 'hotel' ? UNIT_STATUS_WEIGHTS.HOTEL : UNIT_STATUS_WEIGHTS.ACTIVE);
}

function unitDescription(template: ModelTemplate, floor: number, projectName: string): string {
  const noun = TYPE_NOUN[template.propertyType];
  const where =
    template.propertyType === 'house' ? `en ${projectName}` : `en el piso ${floor} de ${projectName}`;
  const rooms =
    template.bedrooms > 0 ? ` de ${template.bedrooms} alcoba${template.bedrooms > 1 ? 's' : ''}` : '';
  return `${noun}${rooms} ${where}. ${template.description}`;
}

/**
 * The tower (or block) of a project's unit, for the availability board: a larger building is split into two
 * towers, houses and commercial units have none. It follows from the unit's place in the list, never from a draw,
 * so every other value the demo draws stays as it was.
 */
function towerOf(type: ModelTemplate['propertyType'], index: number, unitCount: number): string | null {
  if (type === 'house' || type === 'commercial') return null;
  return unitCount >= 14 ? `Torre ${(index % 2) + 1}` : 'Torre 1';
}

function planProject(random: Random, seed: ProjectSeed, now: Date): PlannedProject {
  const neighborhood: Neighborhood = NEIGHBORHOODS[seed.neighborhood];
  const warm = WARM_CITIES.includes(neighborhood.city);
  const pricePerM2 = random.between(...neighborhood.pricePerM2) * 1_000_000;
  const schedule = projectSchedule(random, seed, now);
  const address = streetAddress(random, neighborhood);
  const coordinates = nearCoordinates(random, neighborhood);
  const currency = 'COP';

  const templates = pickModels(random, seed);
  const models = templates.map((template) => {
    const area = Math.round(random.between(...template.area) * 2) / 2;
    const withClimate =
      warm && template.propertyType !== 'commercial' && template.propertyType !== 'office'
        ? [...new Set([...template.privateAmenities, 'aire_acondicionado'])]
        : template.privateAmenities;
    return {
      template,
      amenityCodes: withClimate,
      row: {
        name: template.name,
        description: template.description,
        area,
        bedrooms: template.bedrooms,
        bathrooms: template.bathrooms,
        parkingSpaces: template.parkingSpaces,
        floorNumber: template.floors[0],
        price: roundTo(area * plausiblePricePerM2(pricePerM2 * template.priceFactor), 100_000),
        currency,
        createdAt: schedule.createdAt,
        updatedAt: schedule.createdAt,
      },
    };
  });

  const unitCount = random.int(...seed.units);
  const usedNames = new Set<string>();
  let houseNumber = 0;
  const units = Array.from({ length: unitCount }, (_, i) => {
    // Every model gets at least one unit; the rest are spread at random.
    const modelIndex = i < models.length ? i : random.int(0, models.length - 1);
    const model = models[modelIndex] as (typeof models)[number];
    const { template } = model;
    const area = model.row.area;
    let floor = random.int(...template.floors);
    let door = 1;
    const label = UNIT_LABEL[template.propertyType];
    const doorName = () => `${label} ${floor}${String(door).padStart(2, '0')}`;
    while (template.propertyType !== 'house' && usedNames.has(doorName())) {
      door += 1;
      if (door > 8) [floor, door] = [floor + 1, 1];
    }
    const name = template.propertyType === 'house' ? `Casa ${++houseNumber}` : doorName();
    usedNames.add(name);
    // Higher floors sell for a little more (0.5 % per floor above the model's lowest).
    const floorPremium = 1 + 0.005 * (floor - template.floors[0]);
    const price = roundTo(
      area * plausiblePricePerM2(pricePerM2 * template.priceFactor * floorPremium),
      100_000
    );
    const status = unitStatus(random, seed);
    const amenities: AmenityFlags = Object.fromEntries(
      [...model.amenityCodes, ...seed.communalAmenities].map((code) => [code, true])
    );
    const createdAt = notAfter(now, daysAfter(schedule.createdAt, random.int(1, 20)));
    return {
      modelIndex,
      row: {
        name,
        description: unitDescription(template, floor, seed.name),
        propertyType: template.propertyType,
        status,
        address: `${address}, ${name}`,
        city: neighborhood.city,
        department: CITY_DEPARTMENTS[neighborhood.city],
        neighborhood: neighborhood.name,
        latitude: coordinates.latitude,
        longitude: coordinates.longitude,
        area,
        bedrooms: template.bedrooms,
        bathrooms: template.bathrooms,
        parkingSpaces: template.parkingSpaces,
        floorNumber: floor,
        tower: towerOf(template.propertyType, i, unitCount),
        price,
        currency,
        monthlyRent: status === 'RENTED' ? monthlyRentFor(random, price) : null,
        amenities,
        createdAt,
        updatedAt:
          status === 'AVAILABLE' ? createdAt : notAfter(now, daysAfter(createdAt, random.int(1, 30))),
      },
    };
  });

  const prices = units.map((u) => u.row.price ?? 0);
  const areas = models.map((m) => m.row.area ?? 0);
  const soldPrices = units.filter((u) => u.row.status === 'SOLD').map((u) => u.row.price ?? 0);
  const company = DEMO_COMPANIES[seed.company];

  return {
    company: seed.company,
    amenityCodes: seed.communalAmenities,
    nearbyPlaces: neighborhood.nearby.map(([name, type, distanceKm]) => ({ name, type, distanceKm })),
    models: models.map(({ row, amenityCodes }) => ({ row, amenityCodes })),
    units,
    row: {
      name: seed.name,
      description: seed.description,
      status: seed.status,
      type: seed.type,
      location: neighborhood.city,
      neighborhood: neighborhood.name,
      zone: neighborhood.zone,
      city: neighborhood.city,
      department: CITY_DEPARTMENTS[neighborhood.city],
      address,
      countryCode: 'CO',
      totalUnits: units.length,
      availableUnits: units.filter((u) => u.row.status === 'AVAILABLE').length,
      soldUnits: soldPrices.length,
      priceRangeMin: Math.min(...prices),
      priceRangeMax: Math.max(...prices),
      currency,
      ...coordinates,
      investmentAmount: roundTo(sum(prices) * random.between(0.62, 0.75), 1_000_000),
      roiExpected: Math.round(random.between(9, 24) * 10) / 10,
      revenue: sum(soldPrices),
      progress: schedule.progress,
      startDate: isoDate(schedule.start),
      completionDate: isoDate(schedule.completion),
      deliveryDate: isoDate(schedule.delivery),
      developer: company.name,
      architect: seed.architect,
      constructionCompany: seed.constructionCompany,
      features: seed.features.join(', '),
      areaMin: Math.min(...areas),
      areaMax: Math.max(...areas),
      createdAt: schedule.createdAt,
      updatedAt: units.reduce(
        (latest, u) => (u.row.updatedAt > latest ? u.row.updatedAt : latest),
        schedule.createdAt
      ),
    },
  };
}

/** Plans every demo project with its models and units; unit counters and price ranges come from the units. */
export function planProjects(random: Random, now: Date): PlannedProject[] {
  return PROJECT_SEEDS.map((seed) => planProject(random, seed, now));
}
