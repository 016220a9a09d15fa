import { ApiError } from '#api/api-error';
import { activeReservation } from '#machines/sales/reservation/reservation.fixtures';
import type { SeparationStart } from './separation.types';

/** 'Separar' from the board: the unit, and the company's recent leads to choose from. */
export const fromUnit: SeparationStart = {
  unitId: 30,
  unitName: 'Apto 301',
  price: 450_000_000,
  quoteId: null,
  quoteAccepted: true,
  deposit: null,
  leads: [
    { id: 9, name: 'Lucía Fernández' },
    { id: 12, name: 'Jorge Pérez' },
  ],
};

/** 'Separar' from an accepted quote: its lead and its separación amount. */
export const fromQuote: SeparationStart = {
  ...fromUnit,
  quoteId: 41,
  deposit: 5_000_000,
  leads: [{ id: 9, name: 'Lucía Fernández' }],
};

export const held = { ...activeReservation, property_id: 30 };

export const DEPOSIT_ABOVE_PRICE = 'La separación no puede superar el precio de la unidad.';
export const ALREADY_HELD = 'La unidad ya está separada: libérala o véndela antes de separarla otra vez.';

/** The server's refusals: one about the deposit, one about no field. */
export const depositRefused = new ApiError(DEPOSIT_ABOVE_PRICE, 'http', 422, { detail: DEPOSIT_ABOVE_PRICE });
export const unitHeld = new ApiError(ALREADY_HELD, 'http', 409, { detail: ALREADY_HELD });
