import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { ConsolePage, signInTo } from './pages/console-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';

// The console's dialogs (spec 1 §2 "Dialogs", §4) as a user meets them: each journey makes the local cloud or the
// browser call for one dialog, answers it, and checks that the answer holds after a reload.

const OPERATOR = { name: 'operator@oracle.com', password: 'Operator-Console-1', override: 'ops-production' };
const FEDERATED_USER = { name: 'fed.user@federated.example', password: 'Federated-Console-1' };
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function setCondition(request: APIRequestContext, condition: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/conditions`, { data: condition });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Reloads and waits until the dialog triggers have had their turn: they run with the page data once the console is
 * ready and idle and then set a performance mark (stores/dialog-triggers.ts) naming the dialogs they queued, so a
 * dialog not queued by then is not coming, and one queued shows once its island has loaded (waited for here).
 */
async function reloadAndSettle(page: Page): Promise<void> {
  await page.reload();
  await new ConsolePage(page).waitForReady();
  const queued = await page.waitForFunction(() => {
    const [mark] = performance.getEntriesByName('console:dialog-triggers') as PerformanceMark[];
    return mark ? (mark.detail as { queued: string[] }).queued : undefined;
  });
  if (((await queued.jsonValue()) ?? []).length > 0) await expect(page.getByRole('dialog').first()).toBeVisible();
}

/**
 * The same under the Playwright clock, which fakes performance marks: readiness shows as `ready` (e.g. the header's
 * region), and the triggers get a moment after it.
 */
async function reloadAndSettleOnClock(page: Page, ready: () => Promise<void>): Promise<void> {
  await page.reload();
  await ready();
  await page.waitForTimeout(1_500);
}

function dialogNamed(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

test.describe('dialogs', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/conditions`);
  });

  test('home region down: the console works in another region until the home region is back', async ({
    page,
    request,
  }) => {
    const console = await signInTo(page);
    await console.expectRegion('US East (Ashburn)');
    await page.clock.install();
    await setCondition(request, { condition: 'home-region-down', on: true });
    await page.reload();

    const down = dialogNamed(page, 'Home region unavailable');
    await expect(down).toBeVisible();
    await expect(down).toContainText(
      'Your home region, US East (Ashburn), is currently unavailable. Until you sign out, the Console uses Germany Central (Frankfurt).'
    );
    await console.expectRegion('Germany Central (Frankfurt)');
    const carryOn = down.getByRole('button', { name: 'Continue in Germany Central (Frankfurt)' });
    await expect(carryOn).toBeFocused();
    await expectNoAxeViolations(page, 'the home-region-down dialog');
    await page.keyboard.press('Escape');
    await expect(down).toBeHidden();
    await console.expectRegion('Germany Central (Frankfurt)');

    // Said once in this tab; the alternative region stays across a reload.
    await reloadAndSettleOnClock(page, () => console.expectRegion('Germany Central (Frankfurt)'));
    await expect(down).toBeHidden();

    // The alternative is the first other subscribed region as the identity service lists them.
    // Back up: the next poll (every 30 s) finds it, and the dialog offers the way back.
    await setCondition(request, { condition: 'home-region-down', on: false });
    await page.clock.fastForward(31_000);
    const up = dialogNamed(page, 'Home region available again');
    await expect(up).toBeVisible();
    await expect(up).toContainText("You're working in Germany Central (Frankfurt)");
    await expect(up.getByRole('button', { name: 'Stay in Germany Central (Frankfurt)' })).toBeFocused();
    await expectNoAxeViolations(page, 'the home-region-up dialog');
    await up.getByRole('button', { name: 'Switch to home region' }).click();
    await expect(up).toBeHidden();
    await console.expectRegion('US East (Ashburn)');
    await expect(console.regionButton).toBeVisible();
  });

  test('production tenancy warning: needs an answer, and the answer holds across reloads', async ({ page }) => {
    await page.goto('/');
    const signIn = new SignInPage(page);
    await signIn.waitForIt();
    await page.getByText('Sign in to another tenancy (operators)').click();
    await page.getByLabel('Tenancy override').fill(OPERATOR.override);
    await signIn.signIn(OPERATOR.name, OPERATOR.password);
    await new ConsolePage(page).waitForReady();

    const warning = dialogNamed(page, "You're in a production tenancy");
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(
      "You've signed in to ops-production through a tenancy override. It is a production tenancy"
    );
    await expect(warning.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the production tenancy warning');
    await page.keyboard.press('Escape');
    await expect(warning).toBeVisible();
    const acknowledge = warning.getByRole('button', { name: 'I understand' });
    await expect(acknowledge).toBeFocused();
    await acknowledge.click();
    await expect(warning).toBeHidden();

    await reloadAndSettle(page);
    await expect(warning).toBeHidden();
  });

  test('language conflict: keeping the language saves it; switching changes the console’s language', async ({
    browser,
  }) => {
    // The browser asks for German; the demo user's console is English (their identity language).
    const keep = await germanBrowser(browser);
    await signInTo(keep);
    const conflict = dialogNamed(keep, 'Choose your language');
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText("The Console is shown in English, but your browser's language is Deutsch.");
    await expect(conflict.getByRole('button', { name: 'Keep English' })).toBeFocused();
    await expectNoAxeViolations(keep, 'the language conflict dialog');
    const identityUpdate = keep.waitForRequest(
      request => request.method() === 'PATCH' && /\/admin\/v1\/Me$/.test(new URL(request.url()).pathname)
    );
    const preferenceSaved = keep.waitForResponse(
      response =>
        response.request().method() === 'PUT' && response.url().endsWith('/preferences/language') && response.ok()
    );
    await conflict.getByRole('button', { name: 'Keep English' }).click();
    await expect(conflict).toBeHidden();
    expect((await identityUpdate).postDataJSON()).toMatchObject({
      Operations: [
        { op: 'replace', path: 'preferredLanguage', value: 'en' },
        { op: 'replace', path: 'locale', value: 'en' },
      ],
    });
    await preferenceSaved;
    await reloadAndSettle(keep);
    await expect(conflict).toBeHidden();
    await expect(keep.getByRole('button', { name: /^User menu/ })).toBeVisible();
    await keep.context().close();

    const change = await germanBrowser(browser);
    await signInTo(change, '/', FEDERATED_USER);
    await expect(dialogNamed(change, 'Choose your language')).toBeVisible();
    await dialogNamed(change, 'Choose your language').getByRole('button', { name: 'Switch to Deutsch' }).click();
    // The console speaks German at once, and still after a reload, with no question asked again.
    await expect(change.locator('html')).toHaveAttribute('lang', 'de');
    await expect(change.getByRole('button', { name: /^Benutzermenü/ })).toBeVisible();
    await reloadAndSettle(change);
    await expect(change.locator('html')).toHaveAttribute('lang', 'de');
    await expect(change.getByRole('dialog', { name: /Sprache/ })).toHaveCount(0);
    await change.context().close();
  });

  test('unsupported device: a phone is told once, again after the 7-day snooze, never after never-show-again', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: ORIGINS.consoleOrigin,
      userAgent: ANDROID_PHONE,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await signInTo(page);
    const notice = dialogNamed(page, 'Unsupported device');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("The Console isn't supported on mobile devices.");
    await expect(notice.getByRole('listitem')).toHaveText([
      'Chrome 80 or later (recommended)',
      'Safari 12.1 or later',
      'Firefox 62 or later',
      'Edge 104 or later',
    ]);
    await expectNoAxeViolations(page, 'the unsupported device dialog');
    // The display date is stored when it shows.
    const shown = await page.evaluate(() => localStorage.getItem('console.unsupported-browser-shown'));
    expect(Date.now() - Date.parse(shown ?? '')).toBeLessThan(60_000);
    await notice.getByRole('button', { name: 'Continue' }).click();
    await expect(notice).toBeHidden();

    await reloadAndSettle(page);
    await expect(notice).toBeHidden();

    // Eight days later (the stored date moved back: the session token would not survive a week on the clock).
    await page.evaluate(() => {
      const eightDays = 8 * 24 * 60 * 60 * 1000;
      localStorage.setItem('console.unsupported-browser-shown', new Date(Date.now() - eightDays).toISOString());
    });
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('checkbox', { name: "Don't show this again" }).check();
    await notice.getByRole('button', { name: 'Continue' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('console.unsupported-browser-never-show'))).toBe('true');

    await page.evaluate(() => localStorage.setItem('console.unsupported-browser-shown', '2020-01-01T00:00:00.000Z'));
    await reloadAndSettle(page);
    await expect(notice).toBeHidden();
    await context.close();
  });
});

/** A page in a browser that asks for German first. */
async function germanBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: ORIGINS.consoleOrigin,
    locale: 'de-DE',
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}
