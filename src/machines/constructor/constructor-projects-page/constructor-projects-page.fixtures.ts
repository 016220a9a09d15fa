import type { ConstructorProjectCard, ConstructorProjectList } from '#domain/constructor-workspace';
import { torres } from '#machines/portal/projects-list/projects-list.fixtures';

/** The card the server builds for Torres del Poblado: 12 of 40 units sold, five amenities (one left out). */
export const torresCard: ConstructorProjectCard = {
  id: torres.id,
  name: torres.name,
  description: torres.description,
  status: torres.status,
  construction_stage: 'construction',
  priority: 'high',
  type: torres.type,
  image_url: torres.image_urls[0] ?? null,
  location: torres.location,
  neighborhood: torres.neighborhood,
  zone: torres.zone,
  city: torres.city,
  total_units: 40,
  available_units: 28,
  units_sold: 12,
  sales_percent: 30,
  sales_tone: 'gray',
  price_range_min: torres.price_range_min,
  price_range_max: torres.price_range_max,
  currency: 'COP',
  progress: 45,
  investment_amount: torres.investment_amount,
  roi_expected: torres.roi_expected,
  revenue: torres.revenue,
  team: {
    developer: torres.developer,
    architect: torres.architect,
    construction_company: torres.construction_company,
    manager: torres.manager,
  },
  amenities: [
    { id: 1, name: 'Balcón' },
    { id: 5, name: 'Ascensor' },
    { id: 7, name: 'Seguridad' },
    { id: 13, name: 'Piscina' },
  ],
  more_amenities: 1,
  start_date: torres.start_date,
  completion_date: torres.completion_date,
  created_at: torres.created_at,
};

/** A project in pre-sale in Bogotá that has sold nothing yet. */
export const bosqueCard: ConstructorProjectCard = {
  ...torresCard,
  id: 14,
  name: 'Bosque de Usaquén',
  construction_stage: 'pre-sale',
  location: 'Bogotá',
  city: 'Bogotá',
  neighborhood: 'Usaquén',
  zone: 'Norte',
  available_units: 40,
  units_sold: 0,
  sales_percent: 0,
  progress: 0,
  amenities: [],
  more_amenities: 0,
};

export const bothCards: ConstructorProjectList = {
  projects: [torresCard, bosqueCard],
  total_pages: 1,
  total_items: 2,
};
export const noCards: ConstructorProjectList = { projects: [], total_pages: 0, total_items: 0 };

/** The first of two pages: the company has more projects than a page holds. */
export const twoPagesOfCards: ConstructorProjectList = { ...bothCards, total_pages: 2, total_items: 14 };
