import type { LeadDetail, LeadList } from '#domain/lead';

/** A lead as the API answers it, for machine and view tests. */
export const lucia: LeadDetail = {
  id: 7,
  company_id: 1,
  contact_name: 'Lucía Fernández',
  contact_email: 'lucia@example.com',
  contact_phone: '+57 300 123 4567',
  status: 'new',
  origin: 'manual',
  source: null,
  budget: 450_000_000,
  interests: 'Dos alcobas cerca del metro.',
  interest_types: ['apartment'],
  interest_cities: ['Medellín'],
  project_id: null,
  project_name: null,
  property_id: null,
  property_name: null,
  notes: null,
  assigned_to: null,
  assigned_to_name: null,
  lost_reason: null,
  version: 1,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  whatsapp: {
    url: 'https://wa.me/573001234567?text=Hola%20Luc%C3%ADa',
    reason: null,
  },
  history: [
    {
      id: 1,
      type: 'created',
      from_status: null,
      to_status: 'new',
      description: 'Lead recibido.',
      created_by_name: 'Mateo',
      unverified: false,
      created_at: '2026-11-20T15:00:00.000Z',
    },
  ],
};

const { history: _history, ...luciaLead } = lucia;

/** One page holding Lucía. */
export const oneLead: LeadList = {
  leads: [luciaLead],
  total_items: 1,
  total_pages: 1,
  page: 1,
  counts: { all: 1, new: 1, contacted: 0, qualified: 0, quoted: 0, reserved: 0, won: 0, lost: 0 },
};

/** A company without leads. */
export const noLeads: LeadList = {
  leads: [],
  total_items: 0,
  total_pages: 0,
  page: 1,
  counts: { all: 0, new: 0, contacted: 0, qualified: 0, quoted: 0, reserved: 0, won: 0, lost: 0 },
};

/** Lucía after 'Contactar'. */
export const luciaContacted: LeadDetail = {
  ...lucia,
  status: 'contacted',
  history: [
    ...lucia.history,
    {
      id: 2,
      type: 'contacted',
      from_status: 'new',
      to_status: 'contacted',
      description: 'Contactado por correo electrónico (lucia@example.com).',
      created_by_name: 'Mateo',
      unverified: false,
      created_at: '2026-11-21T15:00:00.000Z',
    },
  ],
};
