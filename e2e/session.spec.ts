import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { ConsolePage } from './pages/console-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';

// The session as a user lives it (issue 15 points 1 to 3): the warning a minute before the session ends, Continue
// working renewing the token for real (the next signed call carries the new one), failover across regions, the
// cannot-extend state and the session-expired screen, the idle timeout, and two tabs agreeing. Time runs on the
// Playwright clock; the local cloud's clock follows it through its clock-skew condition, so tokens and signatures
// age as they would.

const MINUTE = 60_000;
const SEARCH_LABEL = 'Search resources, services, documentation, and Marketplace';

async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

/** Moves the page's clock (every page of its context) and the local cloud's on by `ms`. */
async function travel(page: Page, request: APIRequestContext, ms: number): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  const seconds = Math.round((pageNow + ms - Date.now()) / 1000);
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/conditions`, {
    data: { condition: 'clock-skew', on: true, seconds },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.clock.fastForward(ms);
}

/**
 * Waits until the tab keeps its session: the keeper starts with the page data, after ready, and tells the other tabs
 * of its session first. (Performance marks cannot say it: the Playwright clock fakes them.)
 */
async function waitForSessionKeeper(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __sessionKept?: boolean }).__sessionKept === true, undefined, {
    timeout: 15_000,
  });
}

/** Signs in on the Playwright clock (installed before the first load) and waits for the session keeper. */
async function signInOnClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  const signInPage = new SignInPage(page);
  await signInPage.waitForIt();
  await signInPage.signIn();
  await waitForSessionKeeper(page);
}

/** The session token a signed request carries (`keyId="ST$<token>"`), or null for an unsigned one. */
function tokenOf(request: Request): string | null {
  return /keyId="ST\$([^"]+)"/.exec(request.headers()['authorization'] ?? '')?.[1] ?? null;
}

/** A signed request as it left: where to, with which token, when (real time). */
interface SignedCall {
  url: string;
  token: string;
  at: number;
}

/** The signed requests of a page, as they leave. */
function recordSignedCalls(page: Page): SignedCall[] {
  const calls: SignedCall[] = [];
  page.on('request', request => {
    const token = tokenOf(request);
    if (token) calls.push({ url: request.url(), token, at: Date.now() });
  });
  return calls;
}

const isRefresh = (url: string) => new URL(url).pathname.endsWith('/v1/authentication/refresh');
const refreshRegion = (url: string) => new URL(url).pathname.split('/')[2];
/** Resource search (`POST /query/<region>/<version>/resources`), which typing in the header's search box makes. */
const isResourceSearch = (url: string) => /^\/query\/[^/]+\/[^/]+\/resources$/.test(new URL(url).pathname);

/** Clicks into the header's search box (the user's activity) and types: resource search makes a signed call. */
async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: SEARCH_LABEL }).click();
  const box = page.getByRole('combobox', { name: SEARCH_LABEL });
  await expect(box).toBeFocused();
  await box.fill(text);
}

function sessionDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Your session is about to expire' });
}

test.describe('the session', () => {
  // Wide enough for the header's search box (a narrow header has a Search button instead).
  test.use({ viewport: { width: 1600, height: 900 } });

  test.beforeEach(async ({ context }) => {
    // Hears this tab's keeper announce its session on the channel the tabs share.
    await context.addInitScript(() => {
      const channel = new BroadcastChannel('console.session');
      channel.onmessage = event => {
        const data = event.data as { type?: string; cause?: string } | null;
        if (data?.type === 'session' && data.cause === 'signed-in') {
          (window as { __sessionKept?: boolean }).__sessionKept = true;
        }
      };
    });
  });

  test.afterEach(async ({ request }) => {
    // Both are sent whatever becomes of the other: a clock skew left behind would fail every later journey.
    await Promise.all([
      request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`),
      request.delete(`${ORIGINS.cloudOrigin}/_emulator/conditions`),
    ]);
  });

  test('warns a minute before the token expires; Continue working renews it in the next region when the first fails, and the next call carries the new token', async ({
    page,
    request,
  }) => {
    await signInOnClock(page);
    const calls = recordSignedCalls(page);
    await injectFault(request, {
      operation: 'RefreshToken',
      region: 'us-ashburn-1',
      status: 503,
      code: 'ServiceUnavailable',
      message: 'The auth service of us-ashburn-1 is down.',
    });

    await travel(page, request, 59 * MINUTE);
    const dialog = sessionDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/For your security, your session ends in \d+ seconds?\./);
    await expect(dialog.getByRole('button', { name: 'Continue working' })).toBeFocused();
    await expectNoAxeViolations(page, 'the session-expiring dialog');
    // A live countdown.
    const before = await dialog.textContent();
    await page.clock.runFor(3_000);
    await expect(dialog).not.toHaveText(before ?? '');

    const refreshed = page.waitForResponse(response => isRefresh(response.url()) && response.status() === 200);
    await dialog.getByRole('button', { name: 'Continue working' }).click();
    const newToken = ((await (await refreshed).json()) as { token: string }).token;
    await expect(dialog).toBeHidden();

    // The refresh went to the active region, answered 503, then to the next subscribed region, which renewed.
    const refreshes = calls.filter(call => isRefresh(call.url));
    expect(refreshes.map(call => refreshRegion(call.url))).toEqual(['us-ashburn-1', 'eu-frankfurt-1']);
    const oldToken = refreshes[0]?.token;
    expect(refreshes.every(call => call.token === oldToken)).toBe(true);

    // The next signed call of the page carries the new token.
    const searched = calls.length;
    await searchFor(page, 'web-server');
    await expect.poll(() => calls.slice(searched).find(call => !isRefresh(call.url))?.token).toBe(newToken);
    expect(newToken).not.toBe(oldToken);
  });

  test('when the token cannot be renewed anywhere the dialog says so; Close, then the session-expired screen', async ({
    page,
    request,
  }) => {
    await signInOnClock(page);
    const calls = recordSignedCalls(page);
    await injectFault(request, { operation: 'RefreshToken', status: 503, code: 'ServiceUnavailable', message: '' });

    await travel(page, request, 59 * MINUTE);
    const dialog = sessionDialog(page);
    await dialog.getByRole('button', { name: 'Continue working' }).click();
    await expect(dialog).toContainText('Your session cannot be extended.');
    // Every subscribed region was asked once, the active one first, then the others as the subscriptions list them.
    expect(calls.filter(call => isRefresh(call.url)).map(call => refreshRegion(call.url))).toEqual([
      'us-ashburn-1',
      'eu-frankfurt-1',
      'us-phoenix-1',
    ]);
    await expect(dialog.getByRole('button', { name: 'Continue working' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Sign out now' })).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
    await expect(close).toBeFocused();
    await expectNoAxeViolations(page, 'the cannot-extend dialog');

    await close.click();
    await expect(dialog).toBeHidden();
    await page.clock.runFor(MINUTE);
    await expect(page.getByRole('heading', { name: 'Session expired' })).toBeVisible();
    await expect(page.getByText('Your session timed out. To continue working, sign in again.')).toBeVisible();
  });

  test('a call after activity renews the token 2 s later; an idle user is warned, then signed out', async ({
    page,
    request,
  }) => {
    await signInOnClock(page);
    const calls = recordSignedCalls(page);

    // Half an hour in, the user clicks into search and types: activity, then signed calls that need a renewed token.
    await travel(page, request, 31 * MINUTE);
    const renewed = page.waitForResponse(response => isRefresh(response.url()) && response.status() === 200);
    const clickedAt = Date.now();
    await searchFor(page, 'web');
    await renewed;
    const firstCall = calls.find(call => call.at >= clickedAt && !isRefresh(call.url));
    const refresh = calls.find(call => isRefresh(call.url));
    expect(firstCall).toBeDefined();
    expect((refresh?.at ?? 0) - (firstCall?.at ?? 0)).toBeGreaterThanOrEqual(1_500);
    expect(calls.filter(call => isRefresh(call.url))).toHaveLength(1);

    // Then nothing for the tenancy's session timeout (60 minutes): the idle warning first, then the sign-out.
    await travel(page, request, 59 * MINUTE);
    const dialog = sessionDialog(page);
    await expect(dialog).toContainText("You haven't been active for a while.");
    const loggedOut = page.waitForResponse(response => new URL(response.url()).pathname.endsWith('/v1/logout'));
    await page.clock.runFor(MINUTE);
    expect((await loggedOut).status()).toBe(204);
    await expect(page.getByRole('heading', { name: 'Session expired' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('two tabs: a renewal in one is used by the other, signing out in one signs out both, and either can sign in again', async ({
    page,
    context,
    request,
  }) => {
    await signInOnClock(page);
    const second = await context.newPage();
    await second.goto('/');
    await waitForSessionKeeper(second);
    const firstCalls = recordSignedCalls(page);
    const secondCalls = recordSignedCalls(second);

    // The token is shared, so both tabs warn; Continue working in one renews it for both.
    await travel(page, request, 59 * MINUTE);
    await expect(sessionDialog(page)).toBeVisible();
    await expect(sessionDialog(second)).toBeVisible();
    const refreshed = page.waitForResponse(response => isRefresh(response.url()) && response.status() === 200);
    await sessionDialog(page).getByRole('button', { name: 'Continue working' }).click();
    const newToken = ((await (await refreshed).json()) as { token: string }).token;
    await expect(sessionDialog(page)).toBeHidden();
    await expect(sessionDialog(second)).toBeHidden();
    // One refresh between them: the other tab adopted the renewed token instead of renewing it again.
    expect([...firstCalls, ...secondCalls].filter(call => isRefresh(call.url))).toHaveLength(1);

    await second.bringToFront();
    const searched = secondCalls.length;
    await searchFor(second, 'web-server');
    // The search's own call: a call the tab began before it adopted the renewal (a widget loading in idle time, which
    // the clock's travel released) may still go out, or be retried, with the old token.
    await expect.poll(() => secondCalls.slice(searched).find(call => isResourceSearch(call.url))?.token).toBe(newToken);

    // Signing out in the second tab takes the first one to the sign-in page too.
    await new ConsolePage(second).signOut();
    await new SignInPage(second).waitForIt();
    await new SignInPage(page).waitForIt();
    expect(new URL(page.url()).origin).toBe(ORIGINS.cloudOrigin);

    // Both tabs started a sign-in at once; each keeps its own key until its callback, so either can sign in.
    for (const tab of [page, second]) {
      await new SignInPage(tab).signIn();
      await waitForSessionKeeper(tab);
      await expect(new ConsolePage(tab).userButton).toBeVisible();
    }
  });
});
