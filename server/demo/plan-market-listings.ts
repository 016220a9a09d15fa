import type { AmenityFlags, NewProperty, PropertyStatus } from '#server/db/schema';
import { daysBefore } from '#server/demo/dates';
import type { DemoCompanyKey } from '#server/demo/demo-companies';
import { CITY_DEPARTMENTS, NEIGHBORHOODS, type Neighborhood } from '#server/demo/demo-places';

/**
 * Resale apartments in Medellín's mid-priced neighbourhoods, fixed rather than random: the two-bedroom market under
 * 400 million pesos that buyers and investors ask the assistant about most, plus rented units of the same kind so
 * rent estimates rest on real comparables. Planned without the random generator, so adding them changes no other row.
 */
type Listing = {
  name: string;
  hood: 'belen' | 'laureles' | 'envigado';
  status: PropertyStatus;
  area: number;
  bedrooms: number;
  bathrooms: number;
  parking: number;
  floor: number;
  price: number;
  rent?: number;
  address: string;
  amenities: readonly string[];
  description: string;
  age: number;
};

const LISTINGS: readonly Listing[] = [
  {
    name: 'Apartamento con balcón en Belén',
    hood: 'belen',
    status: 'AVAILABLE',
    area: 58,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    floor: 5,
    price: 318_000_000,
    address: 'Calle 30A # 76-41, Apto 502',
    amenities: ['balcon', 'lavanderia', 'ascensor', 'seguridad'],
    description:
      'Apartamento de 2 alcobas con balcón, cocina abierta y parqueadero cubierto, a dos cuadras del parque de Belén.',
    age: 12,
  },
  {
    name: 'Apartamento esquinero en Belén',
    hood: 'belen',
    status: 'AVAILABLE',
    area: 60,
    bedrooms: 2,
    bathrooms: 1,
    parking: 0,
    floor: 3,
    price: 335_000_000,
    address: 'Carrera 76 # 28-15, Apto 301',
    amenities: ['lavanderia', 'mascotas'],
    description:
      'Esquinero de 2 alcobas con buena iluminación natural, en edificio de cinco pisos sin parqueadero.',
    age: 20,
  },
  {
    name: 'Apartamento iluminado en Envigado',
    hood: 'envigado',
    status: 'AVAILABLE',
    area: 55,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    floor: 7,
    price: 347_000_000,
    address: 'Calle 37 Sur # 27-30, Apto 704',
    amenities: ['balcon', 'ascensor', 'piscina', 'gimnasio', 'seguridad'],
    description:
      'Apartamento de 2 alcobas en unidad con piscina y gimnasio, cerca al parque principal de Envigado.',
    age: 8,
  },
  {
    name: 'Apartamento remodelado en Laureles',
    hood: 'laureles',
    status: 'AVAILABLE',
    area: 56,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    floor: 4,
    price: 372_000_000,
    address: 'Circular 1 # 70-22, Apto 402',
    amenities: ['lavanderia', 'seguridad', 'mascotas'],
    description:
      'Remodelado en 2024: 2 alcobas, cocina integral nueva y parqueadero privado, a pasos del Primer Parque.',
    age: 15,
  },
  {
    name: 'Apartamento familiar en Belén',
    hood: 'belen',
    status: 'AVAILABLE',
    area: 64,
    bedrooms: 2,
    bathrooms: 2,
    parking: 0,
    floor: 2,
    price: 389_000_000,
    address: 'Calle 28 # 80-12, Apto 201',
    amenities: ['balcon', 'lavanderia', 'zona_infantil'],
    description:
      'Amplio apartamento de 2 alcobas con estudio, en conjunto con zona infantil; sin parqueadero propio.',
    age: 26,
  },
  {
    name: 'Apartamento cerca al estadio en Laureles',
    hood: 'laureles',
    status: 'AVAILABLE',
    area: 62,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    floor: 9,
    price: 396_000_000,
    address: 'Carrera 70 # 44-18, Apto 903',
    amenities: ['balcon', 'ascensor', 'gimnasio', 'seguridad'],
    description:
      'Apartamento de 2 alcobas con vista a la ciudad, a tres cuadras de la estación Estadio del metro.',
    age: 5,
  },
  {
    name: 'Apartamento de 3 alcobas en Belén',
    hood: 'belen',
    status: 'AVAILABLE',
    area: 72,
    bedrooms: 3,
    bathrooms: 2,
    parking: 1,
    floor: 6,
    price: 415_000_000,
    address: 'Calle 30A # 82-09, Apto 603',
    amenities: ['balcon', 'lavanderia', 'ascensor'],
    description: 'Tres alcobas y dos baños en Belén La Palma, con parqueadero y cuarto útil.',
    age: 18,
  },
  {
    name: 'Apartaestudio en Laureles',
    hood: 'laureles',
    status: 'AVAILABLE',
    area: 42,
    bedrooms: 1,
    bathrooms: 1,
    parking: 0,
    floor: 3,
    price: 279_000_000,
    address: 'Carrera 76 # 33-40, Apto 305',
    amenities: ['lavanderia', 'mascotas'],
    description: 'Apartaestudio de una alcoba, ideal para renta a estudiantes de la UPB.',
    age: 30,
  },
  {
    name: 'Apartamento arrendado en Belén',
    hood: 'belen',
    status: 'RENTED',
    area: 60,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    floor: 4,
    price: 330_000_000,
    rent: 1_850_000,
    address: 'Calle 29 # 77-20, Apto 401',
    amenities: ['balcon', 'lavanderia'],
    description: 'Apartamento de 2 alcobas arrendado a una familia con contrato vigente.',
    age: 200,
  },
  {
    name: 'Apartamento con inquilino en Belén',
    hood: 'belen',
    status: 'RENTED',
    area: 57,
    bedrooms: 2,
    bathrooms: 1,
    parking: 0,
    floor: 2,
    price: 322_000_000,
    rent: 1_750_000,
    address: 'Carrera 80 # 30-05, Apto 202',
    amenities: ['lavanderia'],
    description: 'Apartamento de 2 alcobas con arrendatario al día desde 2023.',
    age: 240,
  },
  {
    name: 'Apartamento rentando en Belén',
    hood: 'belen',
    status: 'RENTED',
    area: 63,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    floor: 8,
    price: 352_000_000,
    rent: 1_950_000,
    address: 'Calle 30A # 74-60, Apto 801',
    amenities: ['balcon', 'ascensor'],
    description: 'Apartamento de 2 alcobas arrendado a través de inmobiliaria.',
    age: 180,
  },
  {
    name: 'Apartamento arrendado en Laureles',
    hood: 'laureles',
    status: 'RENTED',
    area: 58,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    floor: 5,
    price: 385_000_000,
    rent: 2_150_000,
    address: 'Circular 3 # 70-15, Apto 502',
    amenities: ['balcon', 'seguridad'],
    description: 'Apartamento de 2 alcobas arrendado a una pareja de profesionales.',
    age: 210,
  },
  {
    name: 'Apartamento con renta en Laureles',
    hood: 'laureles',
    status: 'RENTED',
    area: 65,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    floor: 6,
    price: 420_000_000,
    rent: 2_350_000,
    address: 'Carrera 75 # 39-44, Apto 601',
    amenities: ['balcon', 'gimnasio', 'seguridad'],
    description: 'Apartamento de 2 alcobas con contrato de arriendo renovado en 2025.',
    age: 260,
  },
];

/** The fixed Medellín listings as property rows of a demo company. */
export function planMarketListings(
  now: Date
): { company: DemoCompanyKey; row: Omit<NewProperty, 'companyId'> }[] {
  return LISTINGS.map((l) => {
    const hood: Neighborhood = NEIGHBORHOODS[l.hood];
    const createdAt = daysBefore(now, l.age);
    const updatedAt = l.status === 'AVAILABLE' ? createdAt : daysBefore(now, Math.max(1, l.age - 120));
    const amenities: AmenityFlags = Object.fromEntries(l.amenities.map((code) => [code, true]));
    return {
      company: 'andina',
      row: {
        name: l.name,
        description: l.description,
        propertyType: 'apartment',
        status: l.status,
        address: l.address,
        city: hood.city,
        department: CITY_DEPARTMENTS[hood.city],
        neighborhood: hood.name,
        latitude: hood.latitude,
        longitude: hood.longitude,
        area: l.area,
        bedrooms: l.bedrooms,
        bathrooms: l.bathrooms,
        parkingSpaces: l.parking,
        floorNumber: l.floor,
        price: l.price,
        currency: 'COP',
        monthlyRent: l.rent ?? null,
        amenities,
        createdAt,
        updatedAt,
      },
    };
  });
}
