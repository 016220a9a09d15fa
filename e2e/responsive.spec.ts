import type { Page, TestInfo } from '@playwright/test';
import { ProjectFormPage } from './models/projects';
import { apiCall, companyProjects } from './models/project-api';
import { companiesOf, passwordGrantToken } from './support/api';
import { accessibilityViolations, firstAnalysisOf, screenOf } from './support/axe';
import { expect, test } from './support/fixtures';
import { ACCOUNTS, demoIds, PUBLIC_PATHS, routesFor, type DemoIds } from './support/routes';

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

// English the app must never show, and raw status codes that must reach the screen as their Spanish labels.
const ENGLISH =
  /\b(Loading|Submit|Cancel|Save|Delete|Edit|Search|Not found|Close|Sign in|Log ?out|Settings|undefined|NaN|Invalid Date|DRAFT|ACTIVE|COMPLETED|CANCELLED|AVAILABLE|RESERVED|SOLD|RENTED)\b/g;

/** Who walks the public pages signed out. */
const VISITOR = 'visitante';

// Screens that show each role something else are analysed once per role: the company page shows OWNER and ADMIN
// the privacy policy's editor and the other roles its text in a scrolling box.
const PER_ROLE = [/^\/company\/:id @/];

/** What one axe analysis covers: a screen at a width, per role where roles see different things. */
const analysisKey = (screen: string, who: string) =>
  who === VISITOR || PER_ROLE.some((pattern) => pattern.test(screen)) ? `${screen} ${who}` : screen;

/** Moves the single-page app to a path without reloading it, as a link click would. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('status').filter({ hasText: /Cargando|Verificando/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  // The last responses paint (an image, a late count) before the page is measured.
  await page.waitForLoadState('networkidle');
}

/** What a page shows wrong at the current width: page overflow, English text, header text cut or off-screen. */
async function layoutProblems(page: Page) {
  // Measured with the fonts this Chromium really draws with (Debian's: DejaVu Sans, wider than most), once loaded.
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((english) => {
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const words = [...new Set(document.body.innerText.match(new RegExp(english, 'g')) ?? [])];
    const clipped: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('header *, h1'))) {
      const text = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()
      );
      if (!text || el.offsetParent === null) continue;
      const box = el.getBoundingClientRect();
      const offScreen = box.right > width + 1 || box.left < -1;
      // Inline boxes have no client width of their own; a block's text wider than its box is cut.
      const cut = getComputedStyle(el).display !== 'inline' && el.scrollWidth > el.clientWidth + 1;
      if (offScreen || cut) clipped.push(el.textContent?.trim() ?? '');
    }
    return { overflow: Math.max(0, overflow), english: words, clipped };
  }, ENGLISH.source);
}

/**
 * Visits every path at both widths, attaching a screenshot of each, and lists what went wrong: layout, text,
 * console errors and serious or critical accessibility violations. `who` names the signed-in role, or nobody.
 */
async function walkRoutes(page: Page, who: string, paths: readonly string[], testInfo: TestInfo) {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  const failures: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      await page.setViewportSize(WIDTHS[0]);
      consoleErrors.length = 0;
      await visit(page, path);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        // The layout answers the resize (media queries, the mobile menu) before it is measured.
        await page.waitForTimeout(100);
        const found = await layoutProblems(page);
        const where = `${who} ${path} @${size.width}`;
        if (found.overflow > 0) failures.push(`${where}: la página desborda ${found.overflow} px`);
        if (found.english.length) failures.push(`${where}: texto en inglés ${found.english.join(', ')}`);
        if (found.clipped.length) failures.push(`${where}: texto cortado ${found.clipped.join(' | ')}`);
        // Each screen once per run at each width (a role that sees it later is not analysed again), with colour
        // contrast at the first width only. A visitor's public page differs from the signed-in one (the header).
        const screen = screenOf(page);
        if (screen && firstAnalysisOf(analysisKey(screen, who))) {
          const contrast = size.width === WIDTHS[0].width;
          for (const violation of await accessibilityViolations(page, { contrast })) {
            failures.push(`${where}: axe ${violation}`);
          }
        }
        await testInfo.attach(`${where}.jpg`, {
          body: await page.screenshot({ type: 'jpeg', quality: 40, fullPage: true }),
          contentType: 'image/jpeg',
        });
      }
      if (consoleErrors.length) failures.push(`${who} ${path}: consola ${consoleErrors.join(' | ')}`);
    });
  }
  return failures;
}

test.describe('every screen at 1366 and 390 px', () => {
  let ids: DemoIds;
  test.beforeAll(async () => {
    ids = await demoIds();
  });

  for (const role of ['OWNER', 'MEMBER', 'VIEWER', 'ADMIN'] as const) {
    test(`${role}: no overflow, no English, no cut header text, no console errors, no axe violation`, async ({
      page,
      signIn,
    }, testInfo) => {
      test.setTimeout(300_000);
      await signIn(ACCOUNTS[role]);
      // Spec §2: below 1024 px the menu covers the page instead of squeezing it.
      await page.setViewportSize(WIDTHS[1]);
      const main = page.getByRole('main');
      const before = (await main.boundingBox())?.width ?? 0;
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(page.getByRole('complementary', { name: 'Navegación del portal' })).toBeVisible();
      expect((await main.boundingBox())?.width).toBe(before);
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Dashboard' }).click();

      expect(await walkRoutes(page, role, routesFor(role, ids), testInfo)).toEqual([]);
    });
  }

  test('signed out: the public pages, as a visitor first sees them', async ({ page, landing }, testInfo) => {
    test.setTimeout(120_000);
    await landing.goto();
    await landing.expectSignedOut();
    expect(await walkRoutes(page, VISITOR, PUBLIC_PATHS, testInfo)).toEqual([]);
  });
});

test('numbers typed with the mouse are stored as typed, never joined to a copied value', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const token = await passwordGrantToken(ACCOUNTS.OWNER);
  const [company] = await companiesOf(token);
  if (!company) throw new Error('the demo owner has no company');
  const name = `Mirador ${Date.now()}`;
  await signIn(ACCOUNTS.OWNER);
  await page.goto('/projects/new');
  const form = new ProjectFormPage(page);
  await form.field('Nombre del proyecto').fill(name);
  await form.field('Ubicación').fill('Envigado');
  await form.field('Dirección').fill('Calle 1 # 2-3');

  // Click, then type: what a person does. Each copied value must be replaced, not appended to.
  const typed: [string, string][] = [
    ['Total de unidades', '24'],
    ['Unidades disponibles', '20'],
    ['Precio mínimo', '300000000'],
    ['Precio máximo', '500000000'],
    ['Latitud', '6.1717'],
    ['Longitud', '-75.5873'],
    ['Área mínima (m²)', '48.5'],
    ['Área máxima (m²)', '120'],
    ['Avance de obra (%)', '35'],
    ['Inversión', '9000000000'],
    ['ROI esperado (%)', '12.5'],
    ['Ingresos', '1500000000'],
  ];
  for (const [label, text] of typed) {
    await form.field(label).click();
    await page.keyboard.type(text);
    await expect(form.field(label)).toHaveValue(text);
  }
  // The distance of a nearby place too.
  await form.field('Distancia (km)').click();
  await page.keyboard.type('0.8');
  await form.field('Nombre del lugar').click();
  await form.field('Distancia (km)').click();
  await page.keyboard.type('1.2');
  await expect(form.field('Distancia (km)')).toHaveValue('1.2');

  await form.submit('Crear Proyecto');
  await expect(page).toHaveURL((url) => url.pathname === '/projects', { timeout: 15_000 });
  const created = (await companyProjects(token, company.id)).find((p) => p.name === name);
  if (!created) throw new Error(`${name} was not stored`);
  const stored = await apiCall<Record<string, unknown>>('GET', `/projects/${created.id}`, token);
  expect(stored.body).toMatchObject({
    total_units: 24,
    available_units: 20,
    price_range_min: 300000000,
    price_range_max: 500000000,
    latitude: 6.1717,
    longitude: -75.5873,
    area_min: 48.5,
    area_max: 120,
    progress: 35,
    investment_amount: 9000000000,
    roi_expected: 12.5,
    revenue: 1500000000,
  });
});
