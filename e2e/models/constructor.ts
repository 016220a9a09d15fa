import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiGet } from '../support/api';

/** The part of `GET /constructor/dashboard` the journey compares with the screen. */
export type ConstructorFigures = {
  kpis: {
    active_projects: number;
    revenue_this_month: number;
    qualified_leads: number;
    average_progress: number;
  };
  monthly_target: number | null;
  construction_projects: { name: string }[];
};

/** The part of `GET /constructor/stats` Métricas shows as cards. */
export type ConstructorStatsFigures = {
  units: { sold: number; available: number; total: number };
  average_progress: number;
};

/** The constructor dashboard's figures as the API counts them for one company. */
export const constructorDashboard = (token: string, companyId: number) =>
  apiGet<ConstructorFigures>(`/constructor/dashboard?company_id=${companyId}`, token);

/** The statistics of Métricas and Estadísticas as the API counts them for one company. */
export const constructorStats = (token: string, companyId: number) =>
  apiGet<ConstructorStatsFigures>(`/constructor/stats?company_id=${companyId}`, token);

// A card's figure without its label: '$1.234.000' and '42%' both read as their digits.
const digitsOf = async (card: Locator, label: string) =>
  Number((await card.innerText()).replace(label, '').replace(/\D/g, ''));

/** The constructor workspace: its dashboard and the Métricas and Estadísticas views. */
export class ConstructorWorkspace {
  readonly feed: Locator;
  readonly activityForm: Locator;
  readonly projectsTable: Locator;

  constructor(readonly page: Page) {
    this.feed = page.getByRole('list', { name: 'Actividad reciente' });
    this.activityForm = page.getByRole('form', { name: 'Registrar actividad' });
    this.projectsTable = page.getByRole('table', { name: 'Proyectos en construcción' });
  }

  /** Opens the workspace from the sidebar entry. */
  async openFromSidebar(): Promise<void> {
    await this.page.getByRole('link', { name: 'Portal Constructor' }).click();
  }

  /** A KPI or stat card, by its label. */
  card(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  /** Waits until the four KPI cards show the API's figures. */
  async expectKpis(kpis: ConstructorFigures['kpis']): Promise<void> {
    const expected = {
      'Proyectos Activos': kpis.active_projects,
      'Ingresos del Mes': Math.round(kpis.revenue_this_month),
      'Leads Calificados': kpis.qualified_leads,
      'Progreso Promedio': kpis.average_progress,
    };
    for (const [label, value] of Object.entries(expected)) {
      await expect.poll(() => digitsOf(this.card(label), label)).toBe(value);
    }
  }

  /** Records an activity through the dashboard's form. */
  async recordActivity(type: 'Inspección' | 'Entrega de materiales', title: string): Promise<void> {
    await this.activityForm.getByLabel('Tipo').selectOption({ label: type });
    await this.activityForm.getByLabel(/Título/).fill(title);
    await this.activityForm.getByRole('button', { name: 'Registrar actividad' }).click();
  }

  /** The newest entry of the recent-activity feed. */
  firstActivity(): Locator {
    return this.feed.getByRole('listitem').first();
  }

  /** Sets the monthly revenue target through the dashboard's editor. */
  async setTarget(value: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Editar meta' }).click();
    await this.page.getByLabel('Meta mensual (COP)').fill(String(value));
    await this.page.getByRole('button', { name: 'Guardar meta' }).click();
  }

  /** Opens one of the project views' tabs. */
  async openView(name: 'Métricas' | 'Estadísticas'): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).click();
  }

  /** True when the page is wider than the window, i.e. it scrolls sideways. */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }
}
