import { fold } from './text';

/** A Colombian city the assistant knows by name, with its department and what people call it. */
export type KnownCity = { name: string; department: string; aliases: readonly string[] };

// The spec's ten cities first (§5), then other Colombian cities visitors ask about: those are understood too, so the
// assistant can say honestly that it has nothing there instead of ignoring the place.
export const KNOWN_CITIES: readonly KnownCity[] = [
  {
    name: 'Bogotá',
    department: 'Cundinamarca',
    aliases: ['bogota', 'bogota dc', 'bogota d c', 'santa fe de bogota', 'bta'],
  },
  { name: 'Medellín', department: 'Antioquia', aliases: ['medellin', 'medallo', 'mde'] },
  { name: 'Cali', department: 'Valle del Cauca', aliases: ['cali', 'santiago de cali'] },
  { name: 'Barranquilla', department: 'Atlántico', aliases: ['barranquilla', 'curramba', 'baq'] },
  { name: 'Bucaramanga', department: 'Santander', aliases: ['bucaramanga', 'bucara', 'bga'] },
  { name: 'Cartagena', department: 'Bolívar', aliases: ['cartagena', 'cartagena de indias', 'ctg'] },
  { name: 'Pereira', department: 'Risaralda', aliases: ['pereira'] },
  { name: 'Manizales', department: 'Caldas', aliases: ['manizales'] },
  { name: 'Ibagué', department: 'Tolima', aliases: ['ibague'] },
  { name: 'Villavicencio', department: 'Meta', aliases: ['villavicencio', 'villavo'] },
  { name: 'Santa Marta', department: 'Magdalena', aliases: ['santa marta'] },
  { name: 'Cúcuta', department: 'Norte de Santander', aliases: ['cucuta'] },
  { name: 'Armenia', department: 'Quindío', aliases: ['armenia'] },
  { name: 'Neiva', department: 'Huila', aliases: ['neiva'] },
  { name: 'Pasto', department: 'Nariño', aliases: ['pasto'] },
  { name: 'Montería', department: 'Córdoba', aliases: ['monteria'] },
  { name: 'Popayán', department: 'Cauca', aliases: ['popayan'] },
  { name: 'Tunja', department: 'Boyacá', aliases: ['tunja'] },
  { name: 'Valledupar', department: 'Cesar', aliases: ['valledupar'] },
  { name: 'Sincelejo', department: 'Sucre', aliases: ['sincelejo'] },
  { name: 'Rionegro', department: 'Antioquia', aliases: ['rionegro'] },
  { name: 'Sabaneta', department: 'Antioquia', aliases: ['sabaneta'] },
  { name: 'Itagüí', department: 'Antioquia', aliases: ['itagui'] },
  { name: 'Bello', department: 'Antioquia', aliases: ['bello'] },
  { name: 'Chía', department: 'Cundinamarca', aliases: ['chia'] },
  { name: 'Soacha', department: 'Cundinamarca', aliases: ['soacha'] },
  { name: 'Zipaquirá', department: 'Cundinamarca', aliases: ['zipaquira'] },
  { name: 'Girardot', department: 'Cundinamarca', aliases: ['girardot'] },
  { name: 'Palmira', department: 'Valle del Cauca', aliases: ['palmira'] },
  { name: 'Floridablanca', department: 'Santander', aliases: ['floridablanca'] },
  { name: 'San Andrés', department: 'San Andrés y Providencia', aliases: ['san andres'] },
];

/** Departments by name; 'valle' and 'meta' are everyday words, so they need a lead-in ('el valle', 'del meta'). */
export const KNOWN_DEPARTMENTS: readonly { name: string; aliases: readonly string[] }[] = [
  { name: 'Cundinamarca', aliases: ['cundinamarca'] },
  { name: 'Antioquia', aliases: ['antioquia'] },
  { name: 'Valle del Cauca', aliases: ['valle del cauca', 'el valle del cauca', 'el valle', 'del valle'] },
  { name: 'Atlántico', aliases: ['atlantico'] },
  { name: 'Santander', aliases: ['santander'] },
  { name: 'Bolívar', aliases: ['bolivar'] },
  { name: 'Risaralda', aliases: ['risaralda'] },
  { name: 'Caldas', aliases: ['caldas'] },
  { name: 'Tolima', aliases: ['tolima'] },
  { name: 'Meta', aliases: ['el meta', 'del meta', 'departamento del meta'] },
  { name: 'Magdalena', aliases: ['magdalena'] },
  { name: 'Quindío', aliases: ['quindio', 'eje cafetero'] },
  { name: 'Boyacá', aliases: ['boyaca'] },
  { name: 'Huila', aliases: ['huila'] },
  { name: 'Nariño', aliases: ['narino'] },
  { name: 'Córdoba', aliases: ['cordoba'] },
  { name: 'Cesar', aliases: ['departamento del cesar'] },
  { name: 'Norte de Santander', aliases: ['norte de santander'] },
];

/** Places outside the inventory's country: understood so the reply can say so. */
export const FOREIGN_PLACES: readonly { name: string; aliases: readonly string[] }[] = [
  { name: 'México', aliases: ['mexico', 'cdmx', 'ciudad de mexico', 'cancun'] },
  { name: 'Panamá', aliases: ['panama'] },
  { name: 'España', aliases: ['espana', 'madrid', 'barcelona'] },
  { name: 'Estados Unidos', aliases: ['estados unidos', 'usa', 'eeuu', 'miami', 'nueva york', 'new york'] },
  { name: 'Argentina', aliases: ['argentina', 'buenos aires'] },
  { name: 'Chile', aliases: ['chile', 'santiago de chile'] },
  { name: 'Perú', aliases: ['peru', 'lima'] },
  { name: 'Ecuador', aliases: ['ecuador', 'quito', 'guayaquil'] },
];

/** 'Colombia' and its synonyms mean no location filter at all. */
export const WHOLE_COUNTRY_ALIASES = [
  'colombia',
  'todo el pais',
  'toda colombia',
  'cualquier ciudad',
  'cualquier parte',
];

/** A neighbourhood present in the inventory, with its city. */
export type KnownNeighborhood = { name: string; city: string | null };

/** Every way a neighbourhood may be typed: with and without its article ('El Poblado' → 'poblado'). */
export function neighborhoodAliases(name: string): string[] {
  const folded = fold(name);
  const aliases = new Set([folded]);
  const bare = folded.replace(/^(el|la|los|las|barrio|sector)\s+/, '');
  if (bare.length >= 4) aliases.add(bare);
  return [...aliases];
}
