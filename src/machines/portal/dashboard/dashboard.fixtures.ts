import type { DashboardSummary } from '#domain/dashboard';

/** A company's figures as the API returns them, for dashboard tests. */
export const andinaSummary: DashboardSummary = {
  total_projects: 4,
  properties_available: 57,
  new_leads_last_30_days: 12,
  recent_leads: [
    {
      id: 1,
      contact_name: 'Camila Torres',
      property_title: 'Apto 101 - Torres del Poblado',
      created_at: '2026-11-05T19:30:00.000Z',
    },
    { id: 2, contact_name: null, property_title: null, created_at: null },
  ],
};
