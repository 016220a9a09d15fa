import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** 'Agenda' at `/constructor/agenda`: the company's visits in a week, day or list calendar. */
export class AgendaPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/constructor/agenda');
    await expect(this.page.getByRole('heading', { name: 'Agenda', exact: true })).toBeVisible();
    await expect(this.page.locator('.fc')).toBeVisible();
  }

  /** A visit in the calendar, found by its lead's name; the calendar moves forward a week at most twice. */
  async visit(leadName: string): Promise<Locator> {
    const event = this.page.locator('.fc-event, .fc-list-event').filter({ hasText: leadName }).first();
    // The week on screen loads its visits after the calendar draws it: wait for them before turning the page.
    for (let week = 0; week < 2; week++) {
      const shown = await expect(event)
        .toBeVisible({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
      await this.page.locator('.fc-next-button').click();
    }
    await expect(event).toBeVisible();
    return event;
  }
}
