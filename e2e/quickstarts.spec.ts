import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { ConsolePage, signInTo } from './pages/console-page.ts';

// Quick starts through the real local cloud (issue 14 point 4; spec 2 §2 "Quick starts"): six tiles, ?solution=
// opening a solution's details in the side panel and surviving reload, Launch landing on the stack create page with
// the solution preselected, an unknown id named beside the list, and the manage view listing the stacks the demo
// tenancy launched from quick starts (resource search), empty for the trial tenancy and failing on its own.

const TRIAL_USER = { name: 'trial@example.com', password: 'Trial-Console-1' };

/** The page's parts, found by role and name. */
function quickStarts(page: Page) {
  const panel = page.getByRole('dialog');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    tiles: page.getByRole('region', { name: 'Featured quick starts' }).getByRole('listitem'),
    tile: (name: string) => page.getByRole('link', { name, exact: true }),
    panel,
    launch: panel.getByRole('link', { name: 'Launch' }),
    close: panel.getByRole('button', { name: 'Close panel' }),
    alert: page.getByRole('alert'),
    rows: page.getByRole('table').locator('tbody tr'),
  };
}

async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('quick starts', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
  });

  test('shows six tiles, opens one in the side panel, and the URL, reload and back follow it', async ({ page }) => {
    await signInTo(page, '/resourcemanager/quickstarts');
    const qs = quickStarts(page);
    await expect(qs.heading).toHaveText('Quick starts');
    await expect(page).toHaveTitle('Quick starts | Cloud Console');
    await expect(qs.tiles).toHaveCount(6);
    await expect(qs.panel).toBeHidden();
    await expectNoAxeViolations(page, 'the quick starts list');

    // The keyboard reaches a tile and opens it.
    await qs.tile('MuShop').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resourcemanager\/quickstarts\?solution=mushop$/);
    await expect(qs.panel).toBeVisible();
    await expect(qs.panel.getByRole('heading', { name: 'MuShop' })).toBeVisible();
    await expect(page).toHaveTitle('MuShop – Quick starts | Cloud Console');
    await expectNoAxeViolations(page, 'a quick start’s details');

    await page.reload();
    await new ConsolePage(page).waitForReady();
    await expect(qs.panel.getByRole('heading', { name: 'MuShop' })).toBeVisible();
    await expect(qs.panel).toContainText('What it deploys');

    await qs.close.click();
    await expect(page).toHaveURL(/\/resourcemanager\/quickstarts$/);
    await expect(qs.panel).toBeHidden();
    await expect(qs.tile('MuShop')).toBeFocused();
    await page.goBack();
    await expect(qs.panel.getByRole('heading', { name: 'MuShop' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(qs.panel).toBeHidden();
    await expect(page).toHaveURL(/\/resourcemanager\/quickstarts$/);
  });

  test('?solution=wordpress opens its details, and Launch lands on the stack create page', async ({ page }) => {
    await signInTo(page, '/resourcemanager/quickstarts?solution=wordpress');
    const qs = quickStarts(page);
    await expect(qs.panel.getByRole('heading', { name: 'WordPress' })).toBeVisible();
    await expect(qs.panel).toContainText('Installs WordPress with Apache and PHP');
    await expect(qs.panel).toContainText('5–10 minutes');
    await expect(qs.panel.getByRole('listitem')).toHaveText([
      'Virtual cloud network with subnets',
      'Compute instance',
      'MySQL database system',
    ]);
    await qs.launch.click();
    await expect(page).toHaveURL(/\/resourcemanager\/stacks\/create\?preSelectedSolutionId=wordpress$/);
    await expect(page.locator('console-plugin-frame')).toHaveCount(1);
    await expect(page.getByText('There is no page at this URL.')).toBeHidden();
  });

  test('a solution without a tile opens from its link too', async ({ page }) => {
    await signInTo(page, '/resourcemanager/quickstarts?solution=landing-zone-sandbox');
    const qs = quickStarts(page);
    await expect(qs.panel.getByRole('heading', { name: 'Landing zone sandbox' })).toBeVisible();
    await expect(qs.launch).toHaveAttribute(
      'href',
      '/resourcemanager/stacks/create?preSelectedSolutionId=landing-zone-sandbox'
    );
  });

  test('?solution=nope names the id beside the list', async ({ page }) => {
    await signInTo(page, '/resourcemanager/quickstarts?solution=nope');
    const qs = quickStarts(page);
    await expect(qs.alert).toContainText('There is no quick start “nope”.');
    await expect(qs.tiles).toHaveCount(6);
    await expect(qs.panel).toBeHidden();
    await expect(page).toHaveTitle('Quick starts | Cloud Console');
    await expectNoAxeViolations(page, 'an unknown quick start');
  });

  test('the manage route lists the quick starts the tenancy launched, each linking on', async ({ page }) => {
    await signInTo(page, '/resourcemanager/quickstarts/manage');
    const qs = quickStarts(page);
    await expect(qs.heading).toHaveText('Manage quick starts');
    await expect(page).toHaveTitle('Manage quick starts | Cloud Console');
    await expect(qs.rows).toHaveCount(3);
    await expect(qs.rows.locator('th')).toHaveText(['wordpress-blog', 'mushop-demo', 'apex-sales-tracker']);
    await expect(qs.rows.nth(2)).toContainText('Failed');
    await expect(page.getByRole('heading', { name: 'Launched quick starts (3)' })).toBeVisible();
    await expectNoAxeViolations(page, 'the launched quick starts');

    // Its solution opens its details; the breadcrumb leads back to the list.
    await qs.rows.nth(1).getByRole('link', { name: 'MuShop', exact: true }).click();
    await expect(page).toHaveURL(/\/resourcemanager\/quickstarts\?solution=mushop$/);
    await expect(qs.panel.getByRole('heading', { name: 'MuShop' })).toBeVisible();
    await page.goBack();
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Quick starts' }).click();
    await expect(page).toHaveURL(/\/resourcemanager\/quickstarts$/);
    await expect(qs.tiles).toHaveCount(6);
  });

  test('the manage view is empty for a tenancy that launched none, and fails on its own', async ({ page, request }) => {
    await signInTo(page, '/resourcemanager/quickstarts/manage', TRIAL_USER);
    const qs = quickStarts(page);
    await expect(page.getByRole('heading', { name: 'No quick starts launched' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse quick starts' })).toHaveAttribute(
      'href',
      '/resourcemanager/quickstarts'
    );

    await injectFault(request, { operation: 'SearchResources', status: 500, code: 'InternalServerError' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(qs.alert).toContainText('Launched quick starts could not be loaded', { timeout: 15_000 });
    // The rest of the console stays: no banner, no error screen.
    await expect(new ConsolePage(page).regionButton).toBeVisible();
    await expect(qs.heading).toHaveText('Manage quick starts');
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    await qs.alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'No quick starts launched' })).toBeVisible({ timeout: 15_000 });
  });
});
