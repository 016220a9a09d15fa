import type { Access } from '#domain/permissions';
import type { Reservation, SaleCreate } from '#domain/sales';

/** A separación in force of company 1. */
export const activeReservation: Reservation = {
  id: 7,
  company_id: 1,
  property_id: 30,
  property_name: 'Apto 301',
  project_id: 4,
  project_name: 'Torres del Poblado',
  lead_id: 9,
  lead_name: 'Lucía Fernández',
  quote_id: null,
  deposit: 5_000_000,
  deposit_method: 'transfer',
  price: 450_000_000,
  currency: 'COP',
  status: 'active',
  expires_at: '2026-12-04T15:00:00.000Z',
  release_reason: null,
  closed_at: null,
  created_at: '2026-11-27T15:00:00.000Z',
};

export const asRole = (role: 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER'): Access => ({
  roles: { 1: role },
  permissions: [],
});

export const aBuyer: SaleCreate = {
  buyer_name: 'Jorge Pérez',
  buyer_document_type_id: 2,
  buyer_document_number: '1020304050',
  buyer_email: 'jorge.perez@example.com',
  buyer_phone: '+57 300 123 4567',
};
