import type { ChatSlots } from './chat';
import {
  AMENITY_LABELS,
  DELIVERY_LABELS,
  PROPERTY_TYPE_PLURALS,
  PURPOSE_LABELS,
  RANKING_LABELS,
} from './chat-constants';
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

const formatPercentLabel = (percent: number) => `${String(percent).replace('.', ',')} %`;

const millionsLabel = (amount: number) => formatMoney(amount, 'COP');

/** The understood filters as chips, in reading order; removing one sends its `removeMessage` to the assistant. */
export function slotChips(slots: ChatSlots): SlotChip[] {
  const chips: SlotChip[] = [];
  const add = (key: string, label: string, what: string) =>
    chips.push({ key, label, removeMessage: `Quitar filtro: ${what}` });
  if (slots.property_type) add('property_type', PROPERTY_TYPE_PLURALS[slots.property_type], 'tipo');
  if (slots.neighborhood) add('neighborhood', slots.neighborhood, 'barrio');
  if (slots.city) add('city', slots.city, 'ciudad');
  if (slots.department) add('department', slots.department, 'departamento');
  const bedrooms = rangeLabel(slots.bedrooms_min, slots.bedrooms_max, 'habitación', 'habitaciones');
  if (bedrooms) add('bedrooms', bedrooms, 'habitaciones');
  if (slots.bathrooms_min !== null)
    add('bathrooms', `${slots.bathrooms_min}+ ${slots.bathrooms_min === 1 ? 'baño' : 'baños'}`, 'baños');
  if (slots.price_min !== null && slots.price_max !== null)
    add('price', `${millionsLabel(slots.price_min)} – ${millionsLabel(slots.price_max)}`, 'precio');
  else if (slots.price_max !== null) add('price', `Hasta ${millionsLabel(slots.price_max)}`, 'precio');
  else if (slots.price_min !== null) add('price', `Desde ${millionsLabel(slots.price_min)}`, 'precio');
  if (slots.area_min !== null && slots.area_max !== null)
    add('area', `${slots.area_min}–${slots.area_max} m²`, 'área');
  else if (slots.area_min !== null) add('area', `Desde ${slots.area_min} m²`, 'área');
  else if (slots.area_max !== null) add('area', `Hasta ${slots.area_max} m²`, 'área');
  if (slots.parking_min !== null)
    add(
      'parking',
      slots.parking_min > 1 ? `${slots.parking_min}+ parqueaderos` : 'Con parqueadero',
      'parqueadero'
    );
  for (const code of slots.amenities)
    add(`amenity:${code}`, AMENITY_LABELS[code] ?? code, AMENITY_LABELS[code] ?? code);
  if (slots.purpose) add('purpose', PURPOSE_LABELS[slots.purpose], 'propósito');
  if (slots.delivery) add('delivery', DELIVERY_LABELS[slots.delivery], 'entrega');
  if (slots.cap_rate_min !== null)
    add('cap_rate_min', `Cap rate desde ${formatPercentLabel(slots.cap_rate_min)}`, 'rentabilidad');
  if (slots.rank_by) add('rank_by', RANKING_LABELS[slots.rank_by], 'orden');
  return chips;
}

function rangeLabel(min: number | null, max: number | null, one: string, many: string): string | null {
  const noun = (n: number) => (n === 1 ? one : many);
  if (min !== null && max !== null) return min === max ? `${min} ${noun(min)}` : `${min} a ${max} ${many}`;
  if (min !== null) return `${min}+ ${noun(min)}`;
  if (max !== null) return `Hasta ${max} ${noun(max)}`;
  return null;
}
