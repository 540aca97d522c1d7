import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { ConsolePage, signInTo } from './pages/console-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';

test.describe('a signed-in day in the console', () => {
  test('sign in, see Home, switch tab, switch region, follow a legacy link, hit the 404, sign out', async ({
    page,
  }) => {
    await page.goto('/');
    const signInPage = new SignInPage(page);
    await signInPage.waitForIt();
    await expect(page.getByText('demo@example.com')).toBeVisible();
    await expectNoAxeViolations(page, 'the sign-in page');
    await signInPage.signIn();

    const console = new ConsolePage(page);
    await console.waitForReady();
    await expect(page).toHaveURL(`${ORIGINS.consoleOrigin}/`);
    await expect(console.tab('Infrastructure')).toHaveAttribute('aria-selected', 'true');
    await expect(console.userButton).toContainText('Demo User');
    await console.expectRegion('US East (Ashburn)');
    await expectNoAxeViolations(page, 'Home');

    await console.tab('Dashboard').click();
    await expect(page).toHaveURL(`${ORIGINS.consoleOrigin}/dashboard`);
    await expect(console.tab('Dashboard')).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, 'the Dashboard tab');

    await console.tab('Infrastructure').click();
    await expect(page).toHaveURL(`${ORIGINS.consoleOrigin}/`);

    await console.regionButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, 'the open region menu');
    await page.keyboard.press('Escape');
    await console.selectRegion('Germany Central (Frankfurt)');
    await console.expectRegion('Germany Central (Frankfurt)');
    await expect(page).toHaveURL(/[?&]region=eu-frankfurt-1/);

    await page.goto('/a/compute/instances');
    await expect(page).toHaveURL(/\/compute\/instances/);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Instances' })).toBeVisible();
    await expectNoAxeViolations(page, 'the Compute plugin');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'There is no page at this URL.' })).toBeVisible();
    await expectNoAxeViolations(page, 'the 404 page');

    await console.signOut();
    await signInPage.waitForIt();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a region chosen in the URL survives a reload and the session stays signed in', async ({ page }) => {
    const console = await signInTo(page, '/?region=us-phoenix-1');
    await console.expectRegion('US West (Phoenix)');
    await page.reload();
    await console.waitForReady();
    await console.expectRegion('US West (Phoenix)');
  });

  test('an unknown legacy path shows the Moved page', async ({ page }) => {
    await signInTo(page, '/a/some/retired/page');
    await expect(page.getByRole('heading', { name: "The page you're trying to reach has moved" })).toBeVisible();
    await expectNoAxeViolations(page, 'the Moved page');
  });

  test('the console speaks German when the locale says so', async ({ page }) => {
    const console = await signInTo(page, '/?locale=de');
    await expect(console.tab('Infrastruktur')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('start-up failures', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
  });

  test('a clock-skew answer to the capabilities call shows the clock-skew screen', async ({ page, request }) => {
    await signInTo(page);
    await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, {
      data: {
        operation: 'GetCapabilities',
        status: 401,
        code: 'NotAuthenticated',
        message: 'The request was rejected: clock skew between client and server exceeds 5 minutes',
      },
    });
    await page.reload();
    await expect(page.getByText('Your computer clock must be synchronized with the server clock.')).toBeVisible();
    await expectNoAxeViolations(page, 'the clock-skew screen');
  });

  test('a failing capabilities call in one of several regions offers the others', async ({ page, request }) => {
    // Before the first load: once capabilities are cached, a failing region is answered from the cache instead.
    await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, {
      data: { operation: 'GetCapabilities', status: 500, code: 'InternalServerError', message: 'Internal error' },
    });
    await page.goto('/');
    const signInPage = new SignInPage(page);
    await signInPage.waitForIt();
    await signInPage.signIn();
    await expect(page.getByRole('heading', { name: 'Region unavailable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue in US West (Phoenix)' })).toBeVisible();
    await expectNoAxeViolations(page, 'the region-unavailable screen');
  });
});
