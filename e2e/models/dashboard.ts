import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { DashboardSummary } from '../support/api';

export const STAT_CARDS = {
  projects: 'Proyectos Activos',
  available: 'Propiedades Disponibles',
  newLeads: 'Leads Nuevos (30 días)',
  recentLeads: 'Leads Recientes',
} as const;

export type StatFigures = Record<keyof typeof STAT_CARDS, number | null>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The company dashboard at `/dashboard`. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  /** Opens the dashboard. */
  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
  }

  /** The greeting heading, which names the signed-in user. */
  greeting(fullName: string): Locator {
    return this.page.getByRole('heading', { name: new RegExp(escapeRegExp(fullName)) });
  }

  /** One of the four stat cards, found by its accessible name. */
  card(name: string): Locator {
    return this.page.getByRole('group', { name });
  }

  // The label itself may hold digits ('30 días'), so the figure is read from the card's text without it.
  private async figure(name: string): Promise<number | null> {
    const text = (await this.card(name).innerText()).replace(name, ' ');
    const match = /\d[\d.,]*/.exec(text);
    return match ? Number(match[0].replace(/[.,]/g, '')) : null;
  }

  /** The numbers the four cards show right now (null while a card shows none). */
  async figures(): Promise<StatFigures> {
    return {
      projects: await this.figure(STAT_CARDS.projects),
      available: await this.figure(STAT_CARDS.available),
      newLeads: await this.figure(STAT_CARDS.newLeads),
      recentLeads: await this.figure(STAT_CARDS.recentLeads),
    };
  }

  /** Waits until the cards show exactly the API's figures for a company. */
  async expectFigures(summary: DashboardSummary): Promise<void> {
    for (const name of Object.values(STAT_CARDS)) await expect(this.card(name)).toBeVisible();
    await expect
      .poll(() => this.figures(), { timeout: 15_000 })
      .toEqual({
        projects: summary.total_projects,
        available: summary.properties_available,
        newLeads: summary.new_leads_last_30_days,
        recentLeads: summary.recent_leads.length,
      });
  }
}
