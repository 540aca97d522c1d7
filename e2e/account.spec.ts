import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test, withFeatureManifest } from './fixtures.ts';
import { ConsolePage, signInTo } from './pages/console-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';

// Where the account stands (issue 16 points 3–5, spec 2 §2, §4, §5, §9; spec 1 §2, §4) through the real local cloud:
// the SE trial's terms (Cancel signs out; the general terms reviewed and the box ticked before Accept; the agreement
// written to the commercial profile while both preference writes fail, so one success is enough, checked on the wire
// and after a reload), the missing-country screen signing out after its countdown, the account info polled while the
// limits are not provisioned (on the Playwright clock), and the account banners of the trial scenario tenancies.

const SE_TRIAL_USER = { name: 'se.trial@example.com', password: 'SeTrial-Console-1' };
const SE_NO_COUNTRY_USER = { name: 'se.nocountry@example.com', password: 'SeNoCountry-Console-1' };
const LEGACY_USER = { name: 'oracleidentitycloudservice/legacy.user@legacy.example', password: 'Legacy-Console-1' };

// The SE trial user's customer is German, so the console speaks German to them (the local cloud's users speak their
// customer's language): the terms are checked in German.
const terms = (page: Page) => page.getByRole('dialog', { name: 'Testbedingungen' });

async function fault(page: Page, rule: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, { data: rule });
  expect(response.ok()).toBe(true);
}

async function condition(page: Page, change: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(`${ORIGINS.cloudOrigin}/_emulator/conditions`, { data: change });
  expect(response.ok()).toBe(true);
}

test.describe('account', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/conditions`);
    await request.post(`${ORIGINS.cloudOrigin}/_emulator/reset`);
  });

  test('the SE trial: Cancel signs out; Accept needs the general terms and the box, and records the agreement on the profile', async ({
    page,
  }) => {
    // Two sign-ins and a reload.
    test.slow();
    await signInTo(page, '/', SE_TRIAL_USER);
    await expect(terms(page)).toBeVisible();
    await expect(terms(page).getByRole('row')).toHaveText([
      'LandDeutschland',
      'VertragsgesellschaftOracle EMEA Limited (Ireland)',
      /^VertragVertrag der Oracle EMEA Limited \(Ireland\)/,
      /^Guthaben500,00\s\$$/,
      'Laufzeit der Testversion60 Tage',
    ]);
    await expectNoAxeViolations(page, 'the SE trial terms');

    // Cancel signs out; signing in again shows the terms again.
    await terms(page).getByRole('button', { name: 'Abbrechen und abmelden' }).click();
    const signIn = new SignInPage(page);
    await signIn.waitForIt();
    await signIn.signIn(SE_TRIAL_USER.name, SE_TRIAL_USER.password);
    await new ConsolePage(page).waitForReady();
    await expect(terms(page)).toBeVisible();

    // Accept does nothing until the general terms are reviewed and the box is ticked; the must-review message says so.
    const accept = terms(page).getByRole('button', { name: 'Akzeptieren' });
    const writes: Request[] = [];
    page.on('request', request => {
      if (request.method() !== 'GET' && /SETrialTermsAccepted|\/profiles$|\/profileProperties$/.test(request.url())) {
        writes.push(request);
      }
    });
    await expect(accept).toHaveAttribute('aria-disabled', 'true');
    await expect(terms(page).getByTestId('se-trial-must-review')).toHaveText(
      'Sie müssen die allgemeinen Bedingungen ansehen und bestätigen, dass Sie sie gelesen haben, bevor Sie akzeptieren können.'
    );
    await terms(page)
      .getByLabel('Ich habe die Testbedingungen und die allgemeinen Bedingungen gelesen und akzeptiere sie.')
      .check();
    // Still focusable while it may not be pressed (aria-disabled): Enter on it records nothing.
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(terms(page)).toBeVisible();
    expect(writes).toEqual([]);

    const review = terms(page).getByRole('button', { name: 'Allgemeine Bedingungen für alle Länder ansehen' });
    await review.click();
    const general = page.getByRole('dialog', { name: 'Allgemeine Bedingungen' });
    await expect(general).toBeVisible();
    await expect(general.getByRole('heading', { level: 3 })).toContainText([
      'Oracle America, Inc.',
      'Oracle Danmark ApS',
    ]);
    expect(await general.getByRole('listitem').count()).toBeGreaterThanOrEqual(195);
    await expectNoAxeViolations(page, 'the general terms page');
    await page.keyboard.press('Escape');
    await expect(general).toBeHidden();
    await expect(review).toBeFocused();
    await expect(accept).not.toHaveAttribute('aria-disabled');

    // Both preference writes fail: the profile alone records the agreement, and one success is enough.
    await fault(page, { operation: 'SetTenancyPreference', status: 500, code: 'InternalServerError' });
    await fault(page, { operation: 'SetUserPreference', status: 500, code: 'InternalServerError' });
    const profileWrite = page.waitForRequest(
      request =>
        request.method() === 'POST' && request.url().includes('/commercial/') && request.url().endsWith('/profiles')
    );
    await accept.click();
    const body = (await profileWrite).postDataJSON() as {
      properties: { name: string; value: string; modes: string[] }[];
      relatedEntity: { purchaseEntitlement: { id: string } };
    };
    expect(body.properties.map(property => [property.name, property.modes])).toEqual([
      ['accepted-by', ['CUSTOMER_READ']],
      ['accepted-on', ['CUSTOMER_READ']],
    ]);
    expect(body.properties[0]?.value).toBe(SE_TRIAL_USER.name);
    expect(Date.now() - Date.parse(body.properties[1]?.value ?? '')).toBeLessThan(60_000);
    expect(body.relatedEntity.purchaseEntitlement.id).toMatch(/^ocid1\.purchaseentitlement\./);
    await expect(terms(page)).toBeHidden();
    // The tenancy's and the user's preference were tried (and retried), the profile written once.
    const paths = writes.map(request => `${request.method()} ${new URL(request.url()).pathname}`);
    expect(paths.filter(path => path.startsWith('POST'))).toHaveLength(1);
    expect(paths.some(path => /^PUT .*\/tenancies\/[^/]+\/preferences\/SETrialTermsAccepted$/.test(path))).toBe(true);
    expect(paths.some(path => /^PUT .*\/users\/[^/]+\/preferences\/SETrialTermsAccepted$/.test(path))).toBe(true);
    await page.request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);

    // The profile holds the agreement now: a new page asks nothing.
    // Listened for before the reload: the check may answer before the console says it is ready.
    const profileChecked = page.waitForResponse(response => response.url().includes('/profiles?'));
    await page.reload();
    await new ConsolePage(page).waitForReady();
    await expect(page.getByRole('main')).toBeVisible();
    await profileChecked;
    await expect(terms(page)).toHaveCount(0);
  });

  test('an SE trial without a country, with the missing-country feature on and no promotion, is signed out after the countdown', async ({
    page,
  }) => {
    await withFeatureManifest(page, { 'se-trial-missing-country': true });
    // The entitlement answers without its promotion (the scenario's has one).
    await page.route(/\/purchaseEntitlements\?/, async route => {
      const response = await route.fetch();
      const entitlements = (await response.json()) as Record<string, unknown>[];
      await route.fulfill({
        response,
        json: entitlements.map(({ promotion: _promotion, ...entitlement }) => entitlement),
      });
    });
    await signInTo(page, '/', SE_NO_COUNTRY_USER);
    const screen = page.getByRole('dialog', { name: "Your trial can't start yet" });
    await expect(screen).toBeVisible();
    // Checked before the clock is installed: the installed clock runs in real time, and an axe pass takes real seconds.
    await expectNoAxeViolations(page, 'the missing-country screen');
    // The countdown on the Playwright clock (it fakes performance marks, so it is installed once signed in).
    await page.clock.install();
    await page.reload();
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('timer')).toHaveText("You'll be signed out in 10 seconds.");
    await page.clock.fastForward(3000);
    await expect(screen.getByRole('timer')).toHaveText("You'll be signed out in 7 seconds.");
    const logout = page.waitForRequest(request => request.url().includes('/logout'));
    await page.clock.fastForward(7500);
    await logout;
    await new SignInPage(page).waitForIt();
  });

  test('while the limits are not provisioned the account info is polled, doubling from 2 s, and the banner follows without a reload', async ({
    page,
  }) => {
    await condition(page, { condition: 'limits-not-provisioned', on: true, tenancy: 'legacy-idcs' });
    // Answered polls: the next one is scheduled once an answer is in.
    let polls = 0;
    page.on('response', response => {
      if (response.url().includes('/capabilities?')) polls += 1;
    });
    await signInTo(page, '/', LEGACY_USER);
    const pending = page.getByText('Your account is being provisioned.', { exact: false });
    await expect(pending).toBeVisible();
    // The polls on the Playwright clock (it fakes performance marks, so it is installed once signed in), paused once
    // the page is up so that only fast-forwarding moves it.
    await page.clock.install();
    await page.reload();
    await expect(pending).toBeVisible();
    // A quarter of a second ahead of the page's time: the clock runs on between reading it and pausing it, and
    // pausing at a time already gone fails ("Cannot fast-forward to the past"), as it did on a busy machine.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
    const atStart = polls;
    const answered = async (count: number) => {
      await expect.poll(() => polls).toBe(atStart + count);
      // The answer's handler schedules the next poll.
      await page.waitForTimeout(200);
    };

    // 2 s, then 4 s later: two polls, the banner still says the account is being provisioned.
    await page.clock.fastForward(2000);
    await answered(1);
    await page.clock.fastForward(3900);
    await page.waitForTimeout(300);
    expect(polls).toBe(atStart + 1);
    await page.clock.fastForward(100);
    await answered(2);
    await expect(pending).toBeVisible();

    // Provisioned now: the next poll (8 s later) sees it and the banner goes, without a reload; the polling stops.
    await condition(page, { condition: 'limits-not-provisioned', on: false, tenancy: 'legacy-idcs' });
    await page.clock.fastForward(8000);
    await answered(3);
    await expect(pending).toBeHidden();
    await page.clock.fastForward(600_000);
    await page.waitForTimeout(300);
    expect(polls).toBe(atStart + 3);
  });

  test('the trial scenario tenancies show their account banner, with the upgrade leading to the payment method', async ({
    page,
    browser,
  }) => {
    // Three sign-ins in one journey, each in a browser context of its own.
    test.slow();
    const cases = [
      {
        user: { name: 'trial@example.com', password: 'Trial-Console-1' },
        text: "You're using a free trial. Upgrade to a paid account to keep using every service when the trial ends.",
      },
      {
        user: { name: 'grace@example.com', password: 'Grace-Console-1' },
        // German customers get German (the local cloud's users speak their customer's language).
        text: 'Ihre kostenlose Testversion ist abgelaufen. Führen Sie jetzt ein Upgrade durch, damit Ihre Ressourcen nicht zurückgefordert werden.',
      },
      {
        user: { name: 'expired@example.com', password: 'Expired-Console-1' },
        text: /^(Your free trial has ended\. You can keep using Always Free resources; upgrade to use every service\.|Ihre kostenlose Testversion ist abgelaufen\. Always Free-Ressourcen können Sie weiter nutzen; für alle Dienste ist ein Upgrade nötig\.)$/,
      },
    ];
    for (const [index, { user, text }] of cases.entries()) {
      const context = index === 0 ? null : await browser.newContext({ baseURL: ORIGINS.consoleOrigin });
      const tab = context ? await context.newPage() : page;
      await signInTo(tab, '/', user);
      await expect(tab.getByText(text)).toBeVisible();
      // A trial's rail has no billing panel (spec 2 §2).
      await expect(tab.getByRole('region', { name: 'Billing and usage', exact: true })).toHaveCount(0);
      if (index === 0) await expectNoAxeViolations(tab, 'Home with the trial banner');
      if (index === cases.length - 1) {
        await tab
          .getByRole('link', { name: /^(Upgrade your account|Konto upgraden)$/ })
          .first()
          .click();
        await expect(tab).toHaveURL(/\/account-management\/payment-method$/);
      }
      await context?.close();
    }
  });
});
