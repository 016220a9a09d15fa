import { startApi, stopApi } from './support/control';
import { STAT_CARDS } from './models/dashboard';
import { expect, fullNameOf, test } from './support/fixtures';

const OWNER = 'owner@inbest.test';

// The shell checks the API's health every 30 s, so noticing a stopped API can take that long.
const HEALTH_CHECK_WAIT_MS = 40_000;

test.describe('offline mode', () => {
  test.setTimeout(120_000);

  test.afterEach(async () => {
    // Later journeys need the API whatever happened here.
    await startApi();
  });

  test('a stopped API shows the offline banner; retrying after it is back clears it', async ({
    signIn,
    shell,
    dashboard,
  }) => {
    await signIn(OWNER);
    // Stopping the API before the profile has loaded shows the offline page instead of the banner.
    await expect(dashboard.greeting(fullNameOf(OWNER))).toBeVisible();
    await expect(dashboard.card(STAT_CARDS.projects)).toBeVisible();
    await expect(shell.offlineBanner).toBeHidden();

    await stopApi();
    await expect(shell.offlineBanner).toBeVisible({ timeout: HEALTH_CHECK_WAIT_MS });

    await startApi();
    await shell.retryButton.click();
    await expect(shell.offlineBanner).toBeHidden({ timeout: 15_000 });
  });
});
