import type { APIRequestContext, Frame, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';

// The Home gallery as users meet it (spec 2 §2, §5): its tiles per tenancy, a tile's page in the flyout, the page's
// own Close and Escape, deep links, and a failing feed, all through the real local cloud and the production build.

const WIDE = { width: 1440, height: 900 };
const TRIAL_USER = { name: 'trial@example.com', password: 'Trial-Console-1' };
const CONTENT_PAGE = `${ORIGINS.cloudOrigin}/gallery/v1/pages/`;

test.use({ viewport: WIDE });

test.afterEach(async ({ request }) => {
  await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
});

/** The gallery section of Home. */
function gallery(page: Page): Locator {
  return page.getByRole('region', { name: 'Featured topics' });
}

/** The flyout (a modal dialog named by its title). */
function flyout(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** The frame of the flyout's page, once it has loaded. */
async function contentFrame(page: Page, id: string): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(() => {
      found = page.frames().find(frame => frame.url().startsWith(`${CONTENT_PAGE}${id}.html`));
      return found?.url();
    })
    .toBeTruthy();
  const frame = found as Frame;
  await frame.waitForLoadState();
  return frame;
}

/** The tiles' titles of the selected category. */
function tileTitles(page: Page): Locator {
  return gallery(page).getByRole('tabpanel').getByRole('heading', { level: 4 });
}

async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('the Home gallery', () => {
  test('a deep link opens the tile’s page in the flyout, and the page’s own Close closes it', async ({ page }) => {
    await signInTo(page, '/?tile=cloud-shell');
    const panel = flyout(page, 'Work from Cloud Shell');
    await expect(panel).toBeVisible();
    await expect(gallery(page).getByRole('tab', { name: 'Build and deploy' })).toHaveAttribute('aria-selected', 'true');
    const frame = await contentFrame(page, 'cloud-shell');
    // Framed, the page leaves its title to the flyout and starts at level 2.
    await expect(frame.getByRole('heading', { level: 2, name: 'How to get started' })).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(panel.locator('iframe')).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups'
    );
    await expectNoAxeViolations(page, 'Home with the gallery flyout open');

    await frame.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(url => url.pathname === '/' && !url.searchParams.has('tile'));
    // Focus goes back to the tile.
    await expect(gallery(page).getByRole('link', { name: 'Work from Cloud Shell' })).toBeFocused();
  });

  test('Escape in the embedded page closes the flyout; forged messages from elsewhere do not', async ({ page }) => {
    await signInTo(page, '/?tile=console-basics');
    const panel = flyout(page, 'Getting around the console');
    const frame = await contentFrame(page, 'console-basics');

    // The console itself, and another page of the same content origin in another frame, say close: ignored.
    await page.evaluate(() => window.postMessage({ type: 'close' }, '*'));
    await page.evaluate(src => {
      const other = document.createElement('iframe');
      other.src = src;
      other.title = 'Another content page';
      document.body.append(other);
    }, `${CONTENT_PAGE}invite-team.html`);
    const other = await contentFrame(page, 'invite-team');
    await other.evaluate(() => window.parent.postMessage({ type: 'close' }, '*'));
    await other.evaluate(() => window.parent.postMessage({ type: 'escape' }, '*'));
    // The open page itself, with a message that is neither: ignored too.
    await frame.evaluate(() => window.parent.postMessage({ type: 'navigate', path: '/NotFound' }, '*'));
    await page.waitForTimeout(300);
    await expect(panel).toBeVisible();
    expect(new URL(page.url()).searchParams.get('tile')).toBe('console-basics');

    await frame.locator('body').press('Escape');
    await expect(panel).toBeHidden();
    expect(new URL(page.url()).searchParams.has('tile')).toBe(false);
  });

  test('the URL follows the flyout: Back closes it, Forward and reload bring it back', async ({ page }) => {
    await signInTo(page);
    await gallery(page).getByRole('link', { name: 'Invite your team' }).click();
    const panel = flyout(page, 'Invite your team');
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/\/\?tile=invite-team$/);
    await page.goBack();
    await expect(panel).toBeHidden();
    await page.goForward();
    await expect(panel).toBeVisible();
    await page.reload();
    await expect(flyout(page, 'Invite your team')).toBeVisible();
    await panel.getByRole('button', { name: 'Close panel' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(url => !url.searchParams.has('tile'));
  });

  test('an unknown tile goes to /NotFound, and a click-action tile goes where its action says', async ({ page }) => {
    await signInTo(page, '/?tile=no-such-topic');
    await expect(page).toHaveURL(url => url.pathname === '/NotFound');
    await expect(page.getByText('There is no page at this URL.')).toBeVisible();

    await page.goto('/');
    await gallery(page).getByRole('tab', { name: 'Manage costs' }).click();
    await gallery(page).getByRole('link', { name: 'Analyze your costs' }).click();
    await expect(page).toHaveURL(url => url.pathname === '/account-management/cost-analysis');
  });

  test('categories are tabs the keyboard moves through, and Tab goes on to the tiles', async ({ page }) => {
    await signInTo(page);
    const firstTab = gallery(page).getByRole('tab', { name: 'Get started' });
    await expect(gallery(page).getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await firstTab.focus();
    await page.keyboard.press('ArrowDown');
    await expect(gallery(page).getByRole('tab', { name: 'Build and deploy' })).toBeFocused();
    await expect(gallery(page).getByRole('tab', { name: 'Build and deploy' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(gallery(page).getByRole('tab', { name: 'Manage costs' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(gallery(page).getByRole('link', { name: 'Analyze your costs' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(gallery(page).getByRole('link', { name: 'Set a budget and alerts' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(flyout(page, 'Set a budget and alerts')).toBeVisible();
  });

  test('each tenancy sees the tiles its rules allow', async ({ page, browser }) => {
    // Paying: no Always Free or upgrade topics; the landing zone (paid services); no Fusion Applications.
    await signInTo(page);
    await expect(gallery(page).getByRole('tab')).toHaveText([
      'Get started',
      'Build and deploy',
      'Data and AI',
      'Manage costs',
    ]);
    await expect(tileTitles(page)).toHaveText([
      'Find your way around the console',
      'Invite your team',
      'Deploy a secure landing zone',
    ]);
    await gallery(page).getByRole('tab', { name: 'Data and AI' }).click();
    await expect(tileTitles(page)).toHaveText([
      'Create an Autonomous Database',
      'Build with Generative AI',
      'Store files in Object Storage',
    ]);
    await expect(gallery(page).getByText('Always Free eligible')).toHaveCount(0);

    // A trial: the Always Free VM with its badge and the upgrade first, four tiles at most.
    const trialContext = await browser.newContext({ viewport: WIDE });
    const trial = await trialContext.newPage();
    try {
      await signInTo(trial, '/', TRIAL_USER);
      await expect(tileTitles(trial)).toHaveText([
        'Find your way around the console',
        'Launch an Always Free VM',
        'Upgrade to pay as you go',
        'Invite your team',
      ]);
      await expect(
        gallery(trial).getByTestId('home-gallery-tile-always-free-vm').getByText('Always Free eligible')
      ).toBeVisible();
      await gallery(trial).getByRole('tab', { name: 'Manage costs' }).click();
      await expect(tileTitles(trial)).toHaveText([
        'Make the most of your trial credits',
        'Analyze your costs',
        'Set a budget and alerts',
        'What Always Free includes',
      ]);
      // A tile the paying tenancy cannot see is no tile of its own: the deep link is a 404 there.
      await page.goto('/?tile=trial-credits');
      await expect(page).toHaveURL(url => url.pathname === '/NotFound');
    } finally {
      await trialContext.close();
    }
  });

  test('a failing gallery feed leaves the rest of Home working, and Try again brings it back', async ({
    page,
    request,
  }) => {
    await injectFault(request, {
      operation: 'GetGalleryTopics',
      status: 500,
      code: 'InternalServerError',
      message: 'The gallery is down.',
    });
    const consolePage = await signInTo(page);
    await expect(gallery(page).getByRole('alert')).toContainText('Featured topics could not be loaded');
    await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Create a VM instance/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('acme-corp');
    await expectNoAxeViolations(page, 'Home with the gallery in its error state');

    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    await gallery(page).getByRole('button', { name: 'Try again' }).click();
    await expect(gallery(page).getByRole('tab', { name: 'Get started' })).toBeVisible();
    // And Home's tabs switch as ever.
    await consolePage.tab('Dashboard').click();
    await expect(page).toHaveURL(url => url.pathname === '/dashboard');
  });
});
