import { test as base, expect } from '@playwright/test';
import { DEMO_USERS } from '../../server/demo/demo-users';
import { DashboardPage } from '../models/dashboard';
import { LandingPage } from '../models/landing';
import { PortalShell } from '../models/portal-shell';
import { accessibilityViolations, firstAnalysisOf, screenOf } from './axe';

type Pages = {
  landing: LandingPage;
  shell: PortalShell;
  dashboard: DashboardPage;
  /** Signs in from the landing page through the identity provider and waits for the dashboard. */
  signIn: (email: string) => Promise<void>;
  /** Fails the journey when the browser refused anything by the pages' Content-Security-Policy. */
  contentSecurityPolicy: void;
  /**
   * Fails the journey on a serious or critical WCAG 2.2 AA violation (axe-core) on each screen it leaves by
   * `page.goto` and on the screen it ends on.
   */
  accessibility: void;
};

/** The demo account's display name, as the identity provider puts it in the token. */
export const fullNameOf = (email: string): string => {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`unknown demo account ${email}`);
  return user.name;
};

/** Playwright's test with the page objects every journey uses. */
export const test = base.extend<Pages>({
  landing: async ({ page }, use) => use(new LandingPage(page)),
  shell: async ({ page }, use) => use(new PortalShell(page)),
  dashboard: async ({ page }, use) => use(new DashboardPage(page)),
  signIn: async ({ page, landing }, use) => {
    await use(async (email) => {
      await landing.goto();
      const login = await landing.startSignIn();
      await login.signIn(email);
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    });
  },
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await use();
      expect(refused).toEqual([]);
    },
    { auto: true },
  ],
  accessibility: [
    async ({ page }, use, testInfo) => {
      // Colour contrast, axe's slowest rule, is left to the responsive pass, which analyses every screen with it.
      const analyse = async (screen: string) =>
        expect(await accessibilityViolations(page, { contrast: false }), `axe: ${screen}`).toEqual([]);
      // Before leaving a screen by an address, the journey is done with it: a quiet moment to analyse it.
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const screen = screenOf(page);
        if (screen && firstAnalysisOf(screen)) await analyse(screen);
        return goto(...args);
      };
      await use();
      // The screen a journey ends on is always analysed: it shows what the journey did (a dialog, a notice, a
      // changed list). A failed journey already says what went wrong; a closed page has nothing left.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      const screen = screenOf(page);
      if (screen) {
        firstAnalysisOf(screen);
        await analyse(screen);
      }
    },
    { auto: true },
  ],
});

export { expect };
