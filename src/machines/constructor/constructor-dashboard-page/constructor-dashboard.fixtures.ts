import type { Activity, ConstructorDashboard, ConstructorStats } from '#domain/constructor-workspace';

// One company's constructor figures as the server answers them, shared by the dashboard's and the statistics'
// tests. Round numbers so an assertion can name the formatted figure.

/** A recorded inspection, as the feed lists it. */
export const inspection: Activity = {
  id: 90,
  company_id: 1,
  project_id: 11,
  project_name: 'Torres del Poblado',
  type: 'inspection',
  title: 'Inspección de estructura piso 4',
  description: 'Sin observaciones',
  created_by: 7,
  created_by_name: 'Ana Gómez',
  created_at: '2026-11-20T15:00:00.000Z',
};

const delivery: Activity = {
  ...inspection,
  id: 89,
  type: 'material_delivery',
  title: 'Entrega de acero',
  description: null,
  created_at: '2026-11-19T15:00:00.000Z',
};

const stages = [
  { stage: 'planning', count: 1 },
  { stage: 'pre-sale', count: 0 },
  { stage: 'construction', count: 2 },
  { stage: 'completed', count: 1 },
  { stage: 'on-hold', count: 0 },
  { stage: 'cancelled', count: 0 },
  { stage: 'marketing', count: 0 },
] satisfies ConstructorStats['by_stage'];

const months = [
  { month: '2026-01', label: 'Ene', revenue: 300_000_000, target: 500_000_000 },
  { month: '2026-02', label: 'Feb', revenue: 0, target: 500_000_000 },
] satisfies ConstructorStats['revenue_by_month'];

const topProjects = [
  {
    project_id: 11,
    name: 'Torres del Poblado',
    units_sold: 17,
    total_units: 20,
    sales_percent: 85,
    sales_tone: 'green' as const,
    revenue: 3_400_000_000,
  },
  {
    project_id: 12,
    name: 'Mirador de Laureles',
    units_sold: 3,
    total_units: 10,
    sales_percent: 30,
    sales_tone: 'gray' as const,
    revenue: 600_000_000,
  },
] satisfies ConstructorStats['top_projects'];

/** The dashboard of company 1, with a target of 500 million a month and two entries in the feed. */
export const dashboard: ConstructorDashboard = {
  company_id: 1,
  kpis: { active_projects: 3, revenue_this_month: 300_000_000, qualified_leads: 4, average_progress: 42 },
  construction: {
    by_stage: stages,
    budget_total: 10_000_000_000,
    spent_total: 4_000_000_000,
    percent_spent: 40,
    units: { sold: 20, available: 10, total: 30 },
  },
  monthly_target: 500_000_000,
  revenue_by_month: months,
  project_performance: topProjects,
  construction_projects: [
    {
      project_id: 11,
      name: 'Torres del Poblado',
      stage: 'construction',
      display_status: 'construction',
      progress: 64,
      budget: 8_000_000_000,
      spent: 5_000_000_000,
      percent_spent: 63,
      manager: 'Carlos Restrepo',
      priority: 'high',
      currency: 'COP',
    },
    {
      project_id: 12,
      name: 'Mirador de Laureles',
      stage: 'planning',
      display_status: 'planning',
      progress: 0,
      budget: null,
      spent: null,
      percent_spent: null,
      manager: null,
      priority: 'low',
      currency: 'COP',
    },
  ],
  recent_activity: [delivery],
};

/** The same dashboard once the inspection is recorded: it heads the feed. */
export const dashboardWithInspection: ConstructorDashboard = {
  ...dashboard,
  recent_activity: [inspection, delivery],
};

/** The same company's statistics. */
export const stats: ConstructorStats = {
  company_id: 1,
  by_stage: stages,
  units: { sold: 20, available: 10, total: 30 },
  revenue_by_month: months,
  average_progress: 42,
  top_projects: topProjects,
};
