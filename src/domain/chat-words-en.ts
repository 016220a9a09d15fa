import type { ChatPropertyType, Delivery, Purpose, Ranking } from './chat-constants';

// The understood filters' names in English, for an English conversation: the assistant's English replies and the
// chips above the results (the Spanish names are chat-constants.ts'). Only the results panel, loaded on demand, and
// the server read this file: /chat's first download does not carry it.

/** The amenities and features in English, lower case. */
export const AMENITY_NAMES_EN: Record<string, string> = {
  jardin: 'garden',
  lavanderia: 'laundry area',
  spa: 'spa',
  sala_comun: 'lounge',
  bicicletero: 'bike storage',
  zona_infantil: "children's area",
  salon_social: 'party room',
  cancha: 'sports court',
  coworking: 'coworking',
  parqueadero: 'private parking',
  parqueadero_visitantes: 'visitor parking',
  balcon: 'balcony',
  terraza: 'terrace',
  aire_acondicionado: 'air conditioning',
  calefaccion: 'heating',
  ascensor: 'elevator',
  seguridad: '24-hour security',
  piscina: 'pool',
  gimnasio: 'gym',
  bbq: 'BBQ area',
  mascotas: 'pets allowed',
  custom_vista_al_mar: 'sea view',
  zonas_verdes: 'green areas',
  salon_comunal: 'community room',
  parque_infantil: 'playground',
};

/** 'Apartments', as a chip names the property type. */
export const PROPERTY_TYPE_PLURALS_EN: Record<ChatPropertyType, string> = {
  apartment: 'Apartments',
  house: 'Houses',
  office: 'Offices',
  land: 'Lots',
  commercial: 'Commercial spaces',
};

export const PURPOSE_LABELS_EN: Record<Purpose, string> = {
  invest: 'To invest',
  live: 'To live in',
  rent: 'To rent out',
};

export const DELIVERY_LABELS_EN: Record<Delivery, string> = {
  off_plan: 'Off plan',
  immediate: 'Ready to move in',
};

export const RANKING_LABELS_EN: Record<Ranking, string> = {
  cap_rate: 'Highest return',
  rent: 'Highest rent',
};
