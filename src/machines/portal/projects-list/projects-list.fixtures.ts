import type { Project, ProjectPage } from '#domain/project';

/** A project as the API returns it, for list, detail and form tests. */
export const torres: Project = {
  id: 11,
  company_id: 1,
  name: 'Torres del Poblado',
  description: 'Apartamentos con vista al valle de Aburrá',
  status: 'ACTIVE',
  type: 'residential',
  location: 'Medellín',
  neighborhood: 'El Poblado',
  zone: 'Sur Oriental',
  city: 'Medellín',
  department: 'Antioquia',
  address: 'Calle 10 # 43-12',
  country_code: 'CO',
  total_units: 40,
  available_units: 28,
  sold_units: 9,
  price_range_min: 450_000_000,
  price_range_max: 980_000_000,
  currency: 'COP',
  latitude: 6.2087,
  longitude: -75.5671,
  investment_amount: 12_000_000_000,
  roi_expected: 14.5,
  revenue: 4_100_000_000,
  progress: 45,
  start_date: '2025-02-01',
  completion_date: '2027-06-30',
  delivery_date: '2027-09-30',
  developer: 'Constructora Andina S.A.S.',
  architect: 'Arquitectos Asociados',
  construction_company: 'Obras Civiles S.A.S.',
  features: 'Vista panorámica, Acabados de lujo',
  area_min: 48,
  area_max: 120,
  construction_stage: 'construction',
  budget: 9_500_000_000,
  spent: 4_200_000_000,
  manager: 'Laura Restrepo',
  priority: 'high',
  documents: [{ url: '/uploads/1/projects/plano.pdf', name: 'Plano general.pdf', kind: 'pdf' }],
  nearby_places: [
    { id: 1, name: 'Parque Lleras', type: 'Parque', distance: 0.8 },
    { id: 2, name: 'Clínica Las Vegas', type: 'Hospital', distance: null },
  ],
  images: [{ id: 1, image_url: 'https://images.example.test/torres.jpg', alt_text: null, image_type: null }],
  image_urls: ['https://images.example.test/torres.jpg'],
  amenities: [{ id: 13, code: 'piscina', name: 'Piscina', category: 'Comunal' }],
  amenity_ids: [13],
  properties_count: 3,
  version: 1,
  created_at: '2025-01-15T14:00:00.000Z',
  updated_at: '2025-06-01T10:30:00.000Z',
};

export const mirador: Project = {
  ...torres,
  id: 12,
  name: 'Mirador de Laureles',
  status: 'DRAFT',
  neighborhood: 'Laureles',
  price_range_min: null,
  price_range_max: null,
  images: [],
  image_urls: [],
};

/** First of two pages of a company's projects. */
export const firstPage: ProjectPage = { projects: [torres, mirador], total_pages: 2, total_items: 11 };
export const emptyPage: ProjectPage = { projects: [], total_pages: 0, total_items: 0 };
export const pastTheEnd: ProjectPage = { projects: [], total_pages: 2, total_items: 11 };
