import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_USER, expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';

// The error catalogue as a user meets it (spec 1 §8, spec 3 §8): each journey breaks one thing in the local cloud
// through its fault API and checks the screen and where it leads. Time runs on the Playwright clock where a journey
// waits for it (the 10-second countdown, the capabilities timeout).

const TRIAL_USER = { name: 'trial@example.com', password: 'Trial-Console-1' };

async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

/** Submits the sign-in form and lets start-up run, without waiting for the console to be ready. */
async function submitSignIn(page: Page, user = DEMO_USER): Promise<void> {
  await page.goto('/');
  const signInPage = new SignInPage(page);
  await signInPage.waitForIt();
  await signInPage.signIn(user.name, user.password);
  await page.waitForURL(url => url.origin === ORIGINS.consoleOrigin && !url.pathname.startsWith('/auth/'));
}

test.describe('the error catalogue on screen', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
  });

  test('an expired session says so, counts down 10 seconds and goes to the sign-in page', async ({ page, request }) => {
    await signInTo(page);
    await injectFault(request, {
      operation: 'GetCapabilities',
      status: 401,
      code: 'NotAuthenticated',
      message: 'The session token has expired.',
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Session expired' })).toBeVisible();
    await expect(page.getByText('Your session timed out. To continue working, sign in again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page, 'the session-expired screen');

    // Now on the Playwright clock (installed here: it fakes performance marks and timers from the next load on).
    await page.clock.install();
    await page.reload();
    await expect(page.getByText('Redirecting in 10 seconds')).toBeVisible();
    await page.clock.fastForward(5_000);
    await expect(page.getByText('Redirecting in 5 seconds')).toBeVisible();
    // Still on the console: the countdown has not ended.
    expect(new URL(page.url()).origin).toBe(ORIGINS.consoleOrigin);
    await page.clock.runFor(5_000);
    await new SignInPage(page).waitForIt();
    expect(new URL(page.url()).origin).toBe(ORIGINS.cloudOrigin);
  });

  test('a capabilities call that never answers ends on the timeout screen, not a spinner', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    // Before the first load after sign-in: nothing is cached yet, so the timeout cannot be papered over.
    await injectFault(request, { operation: 'GetCapabilities', hang: true });
    const capabilitiesAsked = page.waitForRequest(request => request.url().includes('/capabilities'));
    await submitSignIn(page);
    await capabilitiesAsked;
    const timeoutMessage = page.getByText('A timeout was reached while waiting for the service.');
    // Three attempts of 10 seconds each (spec 3 §7: up to 2 retries), with short pauses between them.
    for (let attempt = 0; attempt < 6 && !(await timeoutMessage.isVisible()); attempt++) {
      await page.clock.fastForward(11_000);
      await page.waitForTimeout(300);
    }
    await expect(page.getByRole('heading', { name: 'Service timeout' })).toBeVisible();
    await expect(timeoutMessage).toBeVisible();
    await expectNoAxeViolations(page, 'the timeout screen');
  });

  test('a critical failure in a tenancy with one region says something went wrong', async ({ page, request }) => {
    // Before the first load after sign-in: with capabilities cached, a failing region would be answered from the cache.
    await injectFault(request, { operation: 'GetCapabilities', status: 500, code: 'InternalServerError', message: '' });
    await submitSignIn(page, TRIAL_USER);

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Something went wrong. Try again later.')).toBeVisible();
    // One region only: no region-unavailable variant and no other region to offer.
    await expect(page.getByRole('link', { name: /^Continue in/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the critical-failure screen');
  });

  test('a region the tenancy does not subscribe to leads to the home region', async ({ page }) => {
    const console = await signInTo(page, '/?region=uk-london-1');

    await console.expectRegion('US East (Ashburn)');
    await expect(page).toHaveURL(
      url => !url.searchParams.has('region') || url.searchParams.get('region') !== 'uk-london-1'
    );
    await expect(console.tab('Infrastructure')).toBeVisible();
  });
});

test.describe('a browser that blocks IndexedDB', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      const blocked = {
        open() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
        deleteDatabase() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
        databases: () => Promise.reject(new DOMException('Blocked.', 'SecurityError')),
        cmp: () => 0,
      };
      Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => blocked });
    });
  });

  test('still signs in, shows the console, says once that data stays in memory, and survives a reload', async ({
    page,
  }) => {
    const console = await signInTo(page);

    await expect(console.tab('Infrastructure')).toBeVisible();
    const notice = page.getByText(/keeps it in memory for this page/);
    await expect(notice).toHaveCount(1);
    await expectNoAxeViolations(page, 'the console without IndexedDB');

    await page.getByRole('button', { name: 'Close message' }).click();
    await expect(notice).toHaveCount(0);

    // The session lives in this tab: a reload stays signed in.
    await page.reload();
    await console.waitForReady();
    await expect(console.userButton).toBeVisible();
  });
});

test.describe('a slow capabilities call', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
  });

  test('does not hold up the header’s user and tenancy: they are asked for meanwhile', async ({ page, request }) => {
    const console = await signInTo(page);
    await injectFault(request, { operation: 'GetCapabilities', latencyMs: 1500, times: 1 });
    const seen: string[] = [];
    page.on('request', asked => {
      const path = new URL(asked.url()).pathname;
      if (path.includes('/users/')) seen.push('user asked');
    });
    page.on('response', answered => {
      if (answered.url().includes('/capabilities')) seen.push('capabilities answered');
    });
    await page.reload();
    await console.waitForReady();
    expect(seen.slice(0, 2)).toEqual(['user asked', 'capabilities answered']);
    await expect(console.userButton).toBeVisible();
  });
});
