import type { ChatSlots } from './chat';
import {
  AMENITY_LABELS,
  DELIVERY_LABELS,
  PROPERTY_TYPE_PLURALS,
  PURPOSE_LABELS,
  RANKING_LABELS,
  type ChatLanguage,
  type ChatPropertyType,
  type Delivery,
  type Purpose,
  type Ranking,
} from './chat-constants';
import {
  AMENITY_NAMES_EN,
  DELIVERY_LABELS_EN,
  PROPERTY_TYPE_PLURALS_EN,
  PURPOSE_LABELS_EN,
  RANKING_LABELS_EN,
} from './chat-words-en';
import { formatMoney } from './format';

// Rules over the understood filters, apart from the schemas in chat.ts so the chat screen needs no zod to run them.

/** No filters at all: a new conversation or a new search. */
export const EMPTY_SLOTS: ChatSlots = {
  city: null,
  department: null,
  neighborhood: null,
  property_type: null,
  bedrooms_min: null,
  bedrooms_max: null,
  bathrooms_min: null,
  price_min: null,
  price_max: null,
  area_min: null,
  area_max: null,
  parking_min: null,
  amenities: [],
  purpose: null,
  delivery: null,
  cap_rate_min: null,
  rank_by: null,
};

/** True when at least one filter is set. */
export const hasAnyFilter = (slots: ChatSlots) =>
  Object.entries(slots).some(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== null));

/** A filter shown as a removable chip, with the message that removes it. */
export type SlotChip = { key: string; label: string; removeMessage: string };

const millionsLabel = (amount: number) => formatMoney(amount, 'COP');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How a language names the chips and asks for one's removal (the assistant reads both). */
type ChipWords = {
  remove: (what: string) => string;
  /** The filter's name in the removal message. */
  names: Record<
    | 'type'
    | 'neighborhood'
    | 'city'
    | 'department'
    | 'bedrooms'
    | 'bathrooms'
    | 'price'
    | 'area'
    | 'parking'
    | 'purpose'
    | 'delivery'
    | 'return'
    | 'order',
    string
  >;
  types: Record<ChatPropertyType, string>;
  amenity: (code: string) => string;
  purposes: Record<Purpose, string>;
  deliveries: Record<Delivery, string>;
  rankings: Record<Ranking, string>;
  bedroom: [string, string];
  bathroom: [string, string];
  range: (min: number, max: number, many: string) => string;
  upTo: string;
  from: string;
  parkingSpaces: string;
  withParking: string;
  capRateFrom: (percent: number) => string;
};

const WORDS: Record<ChatLanguage, ChipWords> = {
  es: {
    remove: (what) => `Quitar filtro: ${what}`,
    names: {
      type: 'tipo',
      neighborhood: 'barrio',
      city: 'ciudad',
      department: 'departamento',
      bedrooms: 'habitaciones',
      bathrooms: 'baños',
      price: 'precio',
      area: 'área',
      parking: 'parqueadero',
      purpose: 'propósito',
      delivery: 'entrega',
      return: 'rentabilidad',
      order: 'orden',
    },
    types: PROPERTY_TYPE_PLURALS,
    amenity: (code) => AMENITY_LABELS[code] ?? code,
    purposes: PURPOSE_LABELS,
    deliveries: DELIVERY_LABELS,
    rankings: RANKING_LABELS,
    bedroom: ['habitación', 'habitaciones'],
    bathroom: ['baño', 'baños'],
    range: (min, max, many) => `${min} a ${max} ${many}`,
    upTo: 'Hasta',
    from: 'Desde',
    parkingSpaces: 'parqueaderos',
    withParking: 'Con parqueadero',
    capRateFrom: (percent) => `Cap rate desde ${String(percent).replace('.', ',')} %`,
  },
  en: {
    remove: (what) => `Remove filter: ${what}`,
    names: {
      type: 'type',
      neighborhood: 'neighbourhood',
      city: 'city',
      department: 'department',
      bedrooms: 'bedrooms',
      bathrooms: 'bathrooms',
      price: 'price',
      area: 'area',
      parking: 'parking',
      purpose: 'purpose',
      delivery: 'delivery',
      return: 'cap rate',
      order: 'order',
    },
    types: PROPERTY_TYPE_PLURALS_EN,
    amenity: (code) => capitalised(AMENITY_NAMES_EN[code] ?? code),
    purposes: PURPOSE_LABELS_EN,
    deliveries: DELIVERY_LABELS_EN,
    rankings: RANKING_LABELS_EN,
    bedroom: ['bedroom', 'bedrooms'],
    bathroom: ['bathroom', 'bathrooms'],
    range: (min, max, many) => `${min} to ${max} ${many}`,
    upTo: 'Up to',
    from: 'From',
    parkingSpaces: 'parking spaces',
    withParking: 'With parking',
    capRateFrom: (percent) => `Cap rate from ${percent} %`,
  },
};

/**
 * The understood filters as chips, in reading order and in the conversation's language; removing one sends its
 * `removeMessage` to the assistant, in that language too, so the conversation does not switch.
 */
export function slotChips(slots: ChatSlots, language: ChatLanguage = 'es'): SlotChip[] {
  const w = WORDS[language];
  const chips: SlotChip[] = [];
  const add = (key: string, label: string, what: string) =>
    chips.push({ key, label, removeMessage: w.remove(what) });
  if (slots.property_type) add('property_type', w.types[slots.property_type], w.names.type);
  if (slots.neighborhood) add('neighborhood', slots.neighborhood, w.names.neighborhood);
  if (slots.city) add('city', slots.city, w.names.city);
  if (slots.department) add('department', slots.department, w.names.department);
  const bedrooms = rangeLabel(slots.bedrooms_min, slots.bedrooms_max, w.bedroom, w);
  if (bedrooms) add('bedrooms', bedrooms, w.names.bedrooms);
  if (slots.bathrooms_min !== null)
    add(
      'bathrooms',
      `${slots.bathrooms_min}+ ${w.bathroom[slots.bathrooms_min === 1 ? 0 : 1]}`,
      w.names.bathrooms
    );
  if (slots.price_min !== null && slots.price_max !== null)
    add('price', `${millionsLabel(slots.price_min)} – ${millionsLabel(slots.price_max)}`, w.names.price);
  else if (slots.price_max !== null)
    add('price', `${w.upTo} ${millionsLabel(slots.price_max)}`, w.names.price);
  else if (slots.price_min !== null)
    add('price', `${w.from} ${millionsLabel(slots.price_min)}`, w.names.price);
  if (slots.area_min !== null && slots.area_max !== null)
    add('area', `${slots.area_min}–${slots.area_max} m²`, w.names.area);
  else if (slots.area_min !== null) add('area', `${w.from} ${slots.area_min} m²`, w.names.area);
  else if (slots.area_max !== null) add('area', `${w.upTo} ${slots.area_max} m²`, w.names.area);
  if (slots.parking_min !== null)
    add(
      'parking',
      slots.parking_min > 1 ? `${slots.parking_min}+ ${w.parkingSpaces}` : w.withParking,
      w.names.parking
    );
  for (const code of slots.amenities) add(`amenity:${code}`, w.amenity(code), w.amenity(code));
  if (slots.purpose) add('purpose', w.purposes[slots.purpose], w.names.purpose);
  if (slots.delivery) add('delivery', w.deliveries[slots.delivery], w.names.delivery);
  if (slots.cap_rate_min !== null) add('cap_rate_min', w.capRateFrom(slots.cap_rate_min), w.names.return);
  if (slots.rank_by) add('rank_by', w.rankings[slots.rank_by], w.names.order);
  return chips;
}

function rangeLabel(
  min: number | null,
  max: number | null,
  [one, many]: [string, string],
  w: ChipWords
): string | null {
  const noun = (n: number) => (n === 1 ? one : many);
  if (min !== null && max !== null) return min === max ? `${min} ${noun(min)}` : w.range(min, max, many);
  if (min !== null) return `${min}+ ${noun(min)}`;
  if (max !== null) return `${w.upTo} ${max} ${noun(max)}`;
  return null;
}
