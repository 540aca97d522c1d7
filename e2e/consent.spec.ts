import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USER, expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';
// The consent and analytics scripts' page globals (window.__cloudConsent, window.__cloudAnalytics).
import type {} from '../src/analytics/consent.ts';

// Cookie consent and analytics through the production build and the local cloud (issue 17 point 5; spec 3 §1, §7;
// spec 2 §6, §8, §9): the consent script from its configured URL under the CSP (no CSP violation may occur: the
// fixture fails the journey on any), its banner where the visitor must opt in, the analytics tag only with consent and
// never when the URL disables analytics, and the events the tag sends as the local cloud received them.

interface ReceivedEvent {
  name: string;
  data: Record<string, unknown>;
}

async function consentRequired(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/conditions`, {
    data: { condition: 'consent-required', on },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function receivedEvents(request: APIRequestContext): Promise<ReceivedEvent[]> {
  const response = await request.get(`${ORIGINS.cloudOrigin}/analytics/events`);
  return ((await response.json()) as { items: ReceivedEvent[] }).items;
}

/** Every script URL the page requested from the local cloud. */
function cloudScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', request => {
    if (request.resourceType() === 'script' && request.url().startsWith(ORIGINS.cloudOrigin)) urls.push(request.url());
  });
  return urls;
}

test.describe('cookie consent and analytics', () => {
  test.afterEach(async ({ request }) => {
    await consentRequired(request, false);
    await request.delete(`${ORIGINS.cloudOrigin}/analytics/events`);
  });

  test('refused, analytics stays off; given, the tag loads and receives page views; the URL can turn it off', async ({
    page,
    request,
  }) => {
    await consentRequired(request, true);
    await request.delete(`${ORIGINS.cloudOrigin}/analytics/events`);
    const scripts = cloudScripts(page);
    await signInTo(page, '/', DEMO_USER);

    // The consent script came with the language, and its banner asks.
    const banner = page.getByRole('region', { name: 'Cookie preferences' });
    await expect(banner).toBeVisible();
    expect(scripts).toEqual([`${ORIGINS.cloudOrigin}/consent/consent.js?lang=en`]);
    await expectNoAxeViolations(page, 'Home with the consent banner');
    await page.screenshot({ path: '/tmp/scratch/tour/consent-banner.png' });

    // Refused: no tag, nothing sent, also after a reload (the answer is kept).
    await banner.getByRole('button', { name: 'Refuse optional cookies' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForFunction(() => window.__cloudConsent?.loaded === true);
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.__cloudConsent?.decision())).toBe('denied');
    expect(scripts.some(url => url.includes('/analytics/'))).toBe(false);

    // Asked again and given: the tag loads and the page views arrive at the collector.
    await page.evaluate(() => localStorage.removeItem('cloud-consent.decision'));
    await page.reload();
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => scripts.filter(url => url.endsWith('/analytics/analytics.js')).length).toBe(1);
    await expect.poll(async () => (await receivedEvents(request)).map(event => event.name)).toContain('page-view');
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect
      .poll(async () => (await receivedEvents(request)).some(event => String(event.data['path']).includes('dashboard')))
      .toBe(true);

    // With consent kept, a URL that disables analytics still wins: no tag, nothing sent.
    await request.delete(`${ORIGINS.cloudOrigin}/analytics/events`);
    const before = scripts.length;
    await page.goto('/?telemetry=false');
    await page.waitForFunction(() => window.__cloudConsent?.loaded === true);
    expect(await page.evaluate(() => window.__cloudConsent?.decision())).toBe('granted');
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    expect(scripts.slice(before).some(url => url.includes('/analytics/'))).toBe(false);
    expect(await page.evaluate(() => window.__cloudAnalytics)).toBeUndefined();
    expect(await receivedEvents(request)).toEqual([]);
  });
});
