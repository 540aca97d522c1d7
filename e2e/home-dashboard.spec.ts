import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';

// Home's Dashboard and Applications tabs through the real local cloud (issue 14 point 6): dashboards kept in the
// personalization service, resource counts from resource search, the SaaS tenancy's environments from applisting, and
// a failing widget call that leaves the other widgets alone.

const SAAS_USER = { name: 'saas.admin@example.com', password: 'Saas-Console-1' };
const WIDE = { width: 1440, height: 900 };

async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

/** A widget: a region named by its heading. */
const widget = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

/** The widgets' headings, in reading order. */
const widgetTitles = (page: Page) => page.locator('.dash-widget-toggle');

test.describe('the Dashboard tab', () => {
  test.use({ viewport: WIDE });

  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    // The dashboards are kept in the local cloud: the next journey starts from the seed again.
    await request.post(`${ORIGINS.cloudOrigin}/_emulator/reset`);
  });

  test('adds a widget, reorders it with the keyboard, and keeps the dashboard across a reload', async ({ page }) => {
    await signInTo(page, '/dashboard');
    await expect(page.getByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'My dashboard' })).toBeVisible();
    await expect(widgetTitles(page)).toHaveText(['Resources', 'Announcements', 'Service health', 'Recently visited']);

    // Remove a widget, then add it back: it comes at the end.
    await page.getByRole('button', { name: 'Remove Announcements' }).click();
    await expect(widgetTitles(page)).toHaveText(['Resources', 'Service health', 'Recently visited']);
    await page.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('button', { name: 'Add Announcements' }).click();
    await expect(widgetTitles(page)).toHaveText(['Resources', 'Service health', 'Recently visited', 'Announcements']);
    await expect(page.getByRole('button', { name: 'Announcements', exact: true })).toBeFocused();

    // Reorder with the keyboard only: focus stays on the button, a live region says where the widget went.
    await page.keyboard.press('Tab');
    const up = page.getByRole('button', { name: 'Move Announcements up' });
    await expect(up).toBeFocused();
    for (const position of [3, 2, 1]) {
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('dashboard-announcer')).toHaveText(
        new RegExp(`^Announcements moved to position ${position} of 4\\.`)
      );
      await expect(up).toBeFocused();
    }
    await expect(widgetTitles(page)).toHaveText(['Announcements', 'Resources', 'Service health', 'Recently visited']);
    await expect(up).toHaveAttribute('aria-disabled', 'true');

    // Collapse one: its state is kept per widget.
    await page.getByRole('button', { name: 'Service health', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Service health', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false'
    );
    await expectNoAxeViolations(page, 'the Dashboard tab');

    await page.reload();
    await expect(widgetTitles(page)).toHaveText(['Announcements', 'Resources', 'Service health', 'Recently visited']);
    await expect(page.getByRole('button', { name: 'Service health', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false'
    );
  });

  test('creates a dashboard of its own and keeps it, with its address', async ({ page }) => {
    await signInTo(page, '/dashboard');
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    await page.getByLabel('Dashboard name').fill('Operations');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/group\/personal\/dashboards\/dashboard-2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Operations' })).toBeFocused();
    await expect(page.getByText('This dashboard has no widgets')).toBeVisible();
    await page.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('button', { name: 'Add Service health' }).click();
    await expect(widgetTitles(page)).toHaveText(['Service health']);

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Operations' })).toBeVisible();
    await expect(widgetTitles(page)).toHaveText(['Service health']);
    const nav = page.getByRole('navigation', { name: 'Dashboards' });
    await expect(nav.getByRole('link')).toHaveText([/^My dashboard\s*Default$/, 'Operations']);
    await expect(nav.getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
  });

  test('counts resources by type from the local cloud’s resource search', async ({ page }) => {
    const search = page.waitForResponse(
      response => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/resources')
    );
    await signInTo(page, '/dashboard');
    const answer = (await (await search).json()) as { items: { resourceType: string }[] };
    const instances = answer.items.filter(item => item.resourceType === 'Instance').length;
    expect(instances).toBeGreaterThan(0);
    const resources = widget(page, 'Resources');
    await expect(resources.getByText(`${answer.items.length} resources in US East (Ashburn)`)).toBeVisible();
    const row = resources.getByRole('row', { name: /^Instances/ });
    await expect(row.getByRole('cell')).toHaveText(String(instances));
    await row.getByRole('link', { name: 'Instances' }).click();
    await expect(page).toHaveURL(/\/search\?sq=query\+Instance\+resources$/);
  });

  test('shows a failing widget’s error while the other widgets stay', async ({ page, request }) => {
    await injectFault(request, {
      operation: 'SearchResources',
      status: 500,
      code: 'InternalServerError',
      message: 'The service is down.',
    });
    await signInTo(page, '/dashboard');
    const resources = widget(page, 'Resources');
    await expect(resources.getByRole('alert')).toHaveText("Resource counts couldn't be loaded.");
    await expect(widget(page, 'Announcements').getByText(/active announcements?$/)).toBeVisible();
    await expect(widget(page, 'Service health').getByRole('link', { name: /View status page/ })).toBeVisible();
    await expectNoAxeViolations(page, 'a dashboard with a failing widget');

    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    await resources.getByRole('button', { name: 'Try again' }).click();
    await expect(resources.getByRole('row', { name: /^Instances/ })).toBeVisible();
  });
});

test.describe('the Applications tab', () => {
  test.use({ viewport: WIDE });

  test('shows the SaaS tenancy’s environments with their states, each opening its console', async ({
    page,
    context,
  }) => {
    // The environments' consoles are SaaS pods the local cloud names under .example: answer them here.
    await context.route('https://*.oraclecloud.example/**', route =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>SaaS console</title><h1>SaaS console</h1>' })
    );
    await signInTo(page, '/', SAAS_USER);
    await expect(page.getByRole('tab', { name: 'Applications', selected: true })).toBeVisible();
    const environments = page.getByRole('table', { name: 'Service environments of your applications' });
    await expect(environments.getByRole('row')).toHaveCount(4);
    await expect(page.getByTestId('app-environment-erp-prod')).toContainText('Active');
    await expect(page.getByTestId('app-environment-hcm-prod')).toContainText('Active');
    const failed = page.getByTestId('app-environment-hcm-test');
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText('Refresh from production failed: the target pod ran out of storage.');
    const subscriptions = page.getByRole('table', { name: 'Subscriptions of your applications' });
    await expect(subscriptions.getByRole('rowheader')).toHaveCount(2);
    await expect(subscriptions).toContainText('Human Capital Management');
    await expect(subscriptions).toContainText('Enterprise Resource Planning');
    await expectNoAxeViolations(page, 'the Applications tab');

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^erp-prod/ }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/erp-prod\.fa\.us-ashburn-1\.oraclecloud\.example\//);
    await popup.close();
    await expect(page).toHaveURL(/\/$/);
  });

  test('is not there for the demo user, whose /applications shows Infrastructure', async ({ page }) => {
    await signInTo(page, '/applications');
    // Home's own tabs (the Featured topics gallery has tabs of its own).
    await expect(page.getByRole('tablist', { name: 'Home', exact: true }).getByRole('tab')).toHaveText([
      'Infrastructure',
      'Dashboard',
    ]);
    await expect(page.getByRole('tab', { name: 'Infrastructure', selected: true })).toBeVisible();
  });
});
