import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';

// The banners under the header (spec 1 §2, §4) as a user meets them, each on a fixed clock. The clock is installed
// once the console is ready (it fakes performance marks, which the ready check reads) and the page reloaded on it.
// The fixed times stay within the session token's hour, and the local cloud's clock follows the page's where they
// would be more than the 5-minute signature skew apart.

const ALWAYS_FREE_USER = { name: 'free@example.com', password: 'Free-Console-1' };

/** The banner regions under the header; each is labelled by its message, severity first. */
function banners(page: Page): Locator {
  return page.getByRole('region', { name: /^(Critical|Error|Warning|Information|Success): / });
}

function announcementBanners(page: Page): Locator {
  return banners(page).filter({ has: page.getByRole('link', { name: 'View announcement' }) });
}

/** The accessible label of the focused element, looked up through the shadow roots it sits in. */
function deepFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let focused = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    return focused?.getAttribute('aria-label') ?? null;
  });
}

/** Moves the page's and the local cloud's clocks to a time (the cloud by its clock-skew condition) and reloads. */
async function travelTo(page: Page, request: APIRequestContext, time: number): Promise<void> {
  const seconds = Math.round((time - Date.now()) / 1000);
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/conditions`, {
    data: { condition: 'clock-skew', on: true, seconds },
  });
  expect(response.status(), await response.text()).toBe(200);
  await reloadAt(page, time);
}

/** Fixes the page's clock at a time and reloads on it. */
async function reloadAt(page: Page, time: number): Promise<void> {
  await page.clock.setFixedTime(time);
  await page.reload();
}

test.describe('banners', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/conditions`);
  });

  test('at most three announcement banners; a dismissed one stays away after a reload and the fourth takes its place', async ({
    page,
  }) => {
    await signInTo(page);
    await reloadAt(page, Date.now());

    // The demo tenancy has four banner announcements, all urgent: the three newest show.
    await expect(announcementBanners(page)).toHaveCount(3);
    const networking = banners(page).filter({ hasText: 'Networking: elevated packet loss' });
    await expect(networking).toHaveCount(1);
    await expect(banners(page).filter({ hasText: 'update Vault key references' })).toHaveCount(0);
    await expect(networking).toContainText('Production event');
    await expectNoAxeViolations(page, 'the console with its banners');

    await networking.getByRole('button', { name: 'Dismiss' }).click();
    await expect(networking).toHaveCount(0);
    await expect(announcementBanners(page)).toHaveCount(3);
    await expect(banners(page).filter({ hasText: 'update Vault key references' })).toHaveCount(1);
    // Focus went to the next banner's close button, not back to the document.
    expect(await deepFocus(page)).toBe('Dismiss');

    await page.reload();
    await expect(announcementBanners(page)).toHaveCount(3);
    await expect(banners(page).filter({ hasText: 'Networking: elevated packet loss' })).toHaveCount(0);
  });

  test('a service outage in the active region shows a banner; dismissed, it stays away for the day', async ({
    page,
  }) => {
    await signInTo(page, '/?region=us-phoenix-1');
    await reloadAt(page, Date.now());

    const outage = banners(page).filter({ hasText: 'Service outage in US West (Phoenix): Compute.' });
    await expect(outage).toHaveCount(1);
    await expect(outage).toHaveAccessibleName(/^Error: Service outage in US West \(Phoenix\): Compute\./);
    // Informational and normal reports make no banner; Phoenix has only the outage.
    await expect(banners(page).filter({ hasText: /Service (outage|disruption)/ })).toHaveCount(1);
    await expectNoAxeViolations(page, 'the console with a service outage banner');

    await outage.getByRole('button', { name: 'Dismiss' }).click();
    await expect(outage).toHaveCount(0);
    const report = page.waitForResponse(response => response.url().endsWith('/status/api/v2/components.json'));
    await page.reload();
    await report;
    await expect(announcementBanners(page)).toHaveCount(3);
    await expect(banners(page).filter({ hasText: 'Service outage' })).toHaveCount(0);
  });

  test('the Always Free user sees the region-subscription wording of the upgrade banner on /regions', async ({
    page,
  }) => {
    await signInTo(page, '/regions', ALWAYS_FREE_USER);
    await reloadAt(page, Date.now());

    const upgrade = banners(page).filter({
      hasText: 'Subscribing to more regions is available to paid accounts only.',
    });
    await expect(upgrade).toHaveCount(1);
    await expect(upgrade.getByRole('link', { name: 'Upgrade to a paid account' })).toHaveAttribute(
      'href',
      '/account-management/payment-method'
    );
    await expect(banners(page).filter({ hasText: 'Service limit increases' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the regions page with the free-tier banner');

    // Not on pages outside the list.
    await page.goto('/');
    await expect(announcementBanners(page)).toHaveCount(3);
    await expect(upgrade).toHaveCount(0);
  });

  test('the generic banner of the realm feed shows inside its window and not before it', async ({ page, request }) => {
    const response = await request.get(`${ORIGINS.cloudOrigin}/console-banners/v1/banners.json`);
    expect(response.ok()).toBe(true);
    const feed = (await response.json()) as { generic: { id: string; startTime: string; endTime: string }[] };
    const maintenance = feed.generic.find(entry => entry.id === 'console-maintenance');
    if (!maintenance) throw new Error('the feed has no console-maintenance banner');
    const start = Date.parse(maintenance.startTime);
    const generic = banners(page).filter({ hasText: 'Console maintenance this weekend' });

    await signInTo(page);
    // The window opened an hour before the cloud started: the cloud's clock goes back with the page's, or every
    // signed call would fail the 5-minute clock-skew check.
    await travelTo(page, request, start - 60_000);
    // The survey comes with the same feed and runs already: the feed is in, without the generic banner.
    await expect(banners(page).filter({ hasText: 'Help us improve the console' })).toHaveCount(1);
    await expect(announcementBanners(page)).toHaveCount(3);
    await expect(generic).toHaveCount(0);

    await travelTo(page, request, start + 60_000);
    await expect(generic).toHaveCount(1);
    // Its markdown is rendered through the sanitiser; its link opens a new tab.
    await expect(generic.locator('strong')).toHaveText('slowly');
    const link = generic.getByRole('link', { name: 'Maintenance schedule (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(page, 'the console with the generic banner');
  });
});
