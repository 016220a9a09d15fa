import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E } from './env';

// WCAG 2.2 AA and everything below it; axe's best practices are advice, not the bar a journey fails on.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical WCAG 2.2 AA violations axe-core finds on what the page shows now, one line each:
 * `rule (impact): help — selectors of the first nodes`. An empty list is a pass. `contrast: false` leaves out
 * colour contrast, axe's slowest rule, where another analysis of the same screen checks it (colours do not change
 * with the width or the journey).
 */
export async function accessibilityViolations(page: Page, { contrast = true } = {}): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  const { violations } = await (contrast ? axe : axe.disableRules(['color-contrast'])).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
      const more = v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : '';
      return `${v.id} (${v.impact}): ${v.help} — ${nodes.join(', ')}${more}`;
    });
}

// A screen is the app's path with its ids taken out, at one width. Analysed once per run, by whichever journey
// reaches it first, so the check costs one analysis per screen instead of one per visit.
const analysed = new Set<string>();

/** The screen the page shows (`/projects/:id/edit @390`), or null outside the app (the identity provider). */
export function screenOf(page: Page): string | null {
  const url = new URL(page.url());
  if (url.origin !== new URL(E2E.webUrl).origin) return null;
  return `${url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id')} @${page.viewportSize()?.width ?? 0}`;
}

/** Whether no journey has analysed this screen yet; from now on it counts as analysed. */
export function firstAnalysisOf(screen: string): boolean {
  if (analysed.has(screen)) return false;
  analysed.add(screen);
  return true;
}
