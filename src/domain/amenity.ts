import { z } from 'zod';

/** Amenity sections of the picker (spec §9): communal areas of a project, private features of a unit. */
export const AMENITY_CATEGORIES = ['Comunal', 'Privada'] as const;
export const AmenityCategorySchema = z.enum(AMENITY_CATEGORIES);
export type AmenityCategory = z.infer<typeof AmenityCategorySchema>;

/** One entry of the amenity catalogue served by `GET /amenities`. */
export const AmenitySchema = z
  .object({
    id: z.number().int(),
    code: z
      .string()
      .meta({ description: 'Stable key, also the flag name in a property’s amenities object.' }),
    name: z.string(),
    category: AmenityCategorySchema,
  })
  .meta({ id: 'Amenity' });

export type Amenity = z.infer<typeof AmenitySchema>;

/** The 16 standard amenity ids of the spec (§3), in the catalogue's order. */
export const STANDARD_AMENITY_CODES = [
  'balcon',
  'terraza',
  'aire_acondicionado',
  'calefaccion',
  'ascensor',
  'parqueadero',
  'seguridad',
  'mascotas',
  'jardin',
  'bbq',
  'lavanderia',
  'gimnasio',
  'piscina',
  'spa',
  'sala_comun',
  'bicicletero',
] as const;

/** Prefix of a free-text amenity flag. */
export const CUSTOM_AMENITY_PREFIX = 'custom_';

// Flag names carry no spaces: custom texts have theirs turned into underscores.
const FLAG_NAME = /^\S+$/;

/**
 * A property's amenities as the API carries them: an object of flags keyed by catalogue code or
 * `custom_<text>` (spec §3), e.g. `{ "balcon": true, "custom_vista_al_mar": true }`.
 */
export const AmenityFlagsSchema = z
  .record(
    z
      .string()
      .max(120, 'El nombre de la amenidad no puede exceder 120 caracteres')
      .regex(FLAG_NAME, 'Nombre de amenidad no válido'),
    z.boolean()
  )
  .meta({ description: 'Flags keyed by amenity code or custom_<text>.' });

export type AmenityFlags = z.infer<typeof AmenityFlagsSchema>;

/** The flag a custom entry is sent as: 'custom_' plus the lowercased text with spaces turned into underscores. */
export function customAmenityFlag(text: string): string {
  return `${CUSTOM_AMENITY_PREFIX}${text.trim().toLowerCase().replace(/\s+/g, '_')}`;
}

/** Whether a flag name is a free-text entry. */
export const isCustomAmenityFlag = (flag: string) => flag.startsWith(CUSTOM_AMENITY_PREFIX);

/** The readable text of a custom flag ('custom_vista_al_mar' → 'Vista al mar'). */
export function customAmenityLabel(flag: string): string {
  const text = flag.slice(CUSTOM_AMENITY_PREFIX.length).replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The flags turned on, in a stable order: catalogue codes first, then custom entries. */
export function activeAmenityFlags(flags: AmenityFlags | null | undefined): string[] {
  const on = Object.entries(flags ?? {})
    .filter(([, value]) => value)
    .map(([flag]) => flag);
  return [...on.filter((f) => !isCustomAmenityFlag(f)), ...on.filter(isCustomAmenityFlag)];
}

/** Builds the flags object the API expects from chosen codes and custom texts (blank texts dropped). */
export function toAmenityFlags(codes: readonly string[], customTexts: readonly string[] = []): AmenityFlags {
  const flags: AmenityFlags = {};
  for (const code of codes) flags[code] = true;
  for (const text of customTexts) if (text.trim()) flags[customAmenityFlag(text)] = true;
  return flags;
}

/** The display name of a flag: the catalogue's name, a custom entry's text, or the code itself. */
export function amenityFlagLabel(flag: string, catalogue: readonly Amenity[]): string {
  if (isCustomAmenityFlag(flag)) return customAmenityLabel(flag);
  return catalogue.find((a) => a.code === flag)?.name ?? flag;
}
