import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test, withFeatureManifest } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';

// Issue 14 points 2 and 3 on Home as the scenario tenancies see it: the quick actions and the Start exploring widget
// differ by account (paid, trial, Always Free) and flags as spec 2 §2 says, and every shown quick action lands on a
// page that exists, its query (`open=`, `preSelectedSolutionId=`, `sq=`) handed to that page.

const TRIAL_USER = { name: 'trial@example.com', password: 'Trial-Console-1' };
const FREE_USER = { name: 'free@example.com', password: 'Free-Console-1' };

const FIRST_SIX = [
  'Create a VM instance',
  'Create a transactional database',
  'Create a data warehouse database',
  'Set up a network with a wizard',
  'Create a Resource Manager stack',
  'Store data in an Object Storage bucket',
];

function quickActions(page: Page): Locator {
  return page.getByRole('region', { name: 'Quick actions' }).getByRole('link');
}

function explore(page: Page): Locator {
  return page.getByRole('region', { name: 'Start exploring' });
}

/** Each tile's title and whether it carries the Always Free badge. */
async function tiles(page: Page): Promise<[string, boolean][]> {
  const links = quickActions(page);
  await expect(links.first()).toBeVisible();
  const rows: [string, boolean][] = [];
  for (const link of await links.all()) {
    rows.push([
      (await link.locator('.tile-title').textContent()) ?? '',
      (await link.locator('.always-free-badge').count()) > 0,
    ]);
  }
  return rows;
}

/**
 * Follows every quick action from Home: each lands where its link says (never the 404 page), on the plugin page the
 * registry serves it from with the full link, query included, or on a shell page (advanced search).
 */
async function expectEveryActionLands(page: Page): Promise<void> {
  const hrefs = await quickActions(page).evaluateAll(links => links.map(link => link.getAttribute('href') ?? ''));
  for (const [index, href] of hrefs.entries()) {
    await quickActions(page).nth(index).click();
    await expect(page).toHaveURL(url => sameLink(url, href));
    await expect(page.getByText('There is no page at this URL.')).toHaveCount(0);
    if (href.startsWith('/search')) {
      await expect(page.getByRole('main')).toBeVisible();
    } else {
      const frame = page.frameLocator('console-plugin-frame.plugin-frame iframe');
      await expect(frame.getByRole('heading', { level: 1 }), href).toBeVisible({ timeout: 10_000 });
      // The generic sample page shows the path its context carries (the samples with a page of their own do not).
      if (!/^\/(compute|networking\/vcns|object-storage)[/?]/.test(href)) {
        await expect(frame.locator('.facts'), href).toContainText(href, { timeout: 10_000 });
      }
    }
    await page.goBack();
    await expect(quickActions(page).first()).toBeVisible();
  }
}

/** Whether a URL is the console link `href`: the same path and the same query parameters (however encoded). */
function sameLink(url: URL, href: string): boolean {
  const expected = new URL(href, url.origin);
  const params = (of: URL) => JSON.stringify([...of.searchParams].sort());
  return url.pathname === expected.pathname && params(url) === params(expected);
}

test.describe('Home quick actions and Start exploring', () => {
  test('the paid demo user: six tiles without badges, every one landing; Start exploring without guided tours', async ({
    page,
  }) => {
    await signInTo(page);
    expect(await tiles(page)).toEqual(FIRST_SIX.map(title => [title, false]));
    await expect(quickActions(page).nth(1)).toHaveAttribute('href', '/db/adb/atp?open=create-database');
    await expect(quickActions(page).nth(4)).toHaveAttribute(
      'href',
      '/resourcemanager/stacks/create?preSelectedSolutionId=mushop'
    );

    const widget = explore(page);
    await expect(widget.getByRole('tab')).toHaveText([
      'Getting started',
      'Deploying websites and apps',
      'Exploring developer tools',
      'Managing bills',
    ]);
    await expect(widget.getByRole('tab', { selected: true })).toHaveText('Getting started');
    await expect(widget.getByRole('link', { name: /Build with Always Free resources/ })).toBeVisible();
    await expect(widget.locator('.always-free-badge')).toHaveCount(0);
    await expectNoAxeViolations(page, 'Home with quick actions and Start exploring');

    await expectEveryActionLands(page);
  });

  test('the trial user: Always Free badges on the eligible tiles and entries', async ({ page }) => {
    await signInTo(page, '/', TRIAL_USER);
    expect(await tiles(page)).toEqual([
      ['Create a VM instance', true],
      ['Create a transactional database', true],
      ['Create a data warehouse database', true],
      ['Set up a network with a wizard', false],
      ['Create a Resource Manager stack', false],
      ['Store data in an Object Storage bucket', true],
    ]);
    await expect(quickActions(page).first()).toContainText('Always Free eligible');
    const widget = explore(page);
    const freeEntry = widget.getByRole('listitem').filter({ hasText: 'Build with Always Free resources' });
    await expect(freeEntry.locator('.always-free-badge')).toHaveText('Always Free eligible');
    // A 12-day-old account: no guided tours.
    await expect(widget.getByRole('tab', { name: 'Guided tours' })).toHaveCount(0);
  });

  test('the Always Free user with quick-actions-v2: nine tiles, badges, the load balancer overview, every one landing', async ({
    page,
  }) => {
    await withFeatureManifest(page, { 'quick-actions-v2': true, 'quick-actions-db-create-page': true });
    await signInTo(page, '/', FREE_USER);
    expect(await tiles(page)).toEqual([
      ['Create a VM instance', true],
      ['Create a transactional database', true],
      ['Create a data warehouse database', true],
      ['Set up a network with a wizard', false],
      ['Create a Resource Manager stack', false],
      ['Store data in an Object Storage bucket', true],
      ['Create a load balancer', true],
      ['Create a VM with developer tools', false],
      ['View all resources', false],
    ]);
    await expect(quickActions(page).nth(1)).toHaveAttribute('href', '/db/atp/create');
    await expect(quickActions(page).nth(6)).toHaveAttribute('href', '/networking/load-balancers');
    await expect(quickActions(page).nth(8)).toHaveAttribute('href', '/search?sq=query%20all%20resources');
    await expectEveryActionLands(page);
  });

  test('an entry opens its content page in a new window; the keyboard reaches every category', async ({
    page,
    context,
  }) => {
    await signInTo(page);
    const widget = explore(page);
    await widget.getByRole('tab', { name: 'Getting started' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(widget.getByRole('tab', { selected: true })).toHaveText('Exploring developer tools');
    await expect(widget.getByRole('tab', { selected: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(widget.getByRole('tab', { selected: true })).toHaveText('Managing bills');
    await page.keyboard.press('Tab');
    const entry = widget.getByRole('link', { name: /Understand your bill/ });
    await expect(entry).toBeFocused();
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${ORIGINS.cloudOrigin}/help/explore/understand-bill.html`);
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Understand your bill');
    // The console stays where it was.
    await expect(page).toHaveURL(`${ORIGINS.consoleOrigin}/`);
  });

  test('a failing feed shows its error in the widget only, and Try again recovers', async ({ page, request }) => {
    // The store retries once: two failures make the first load fail.
    await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, {
      data: { operation: 'GetStartExploringFeed', status: 500, code: 'InternalServerError', message: 'Down', times: 2 },
    });
    try {
      await signInTo(page);
      const widget = explore(page);
      await expect(widget.getByRole('alert')).toHaveText(/could not be loaded/, { timeout: 10_000 });
      await expect(quickActions(page)).toHaveCount(6);
      await widget.getByRole('button', { name: 'Try again' }).click();
      await expect(widget.getByRole('tab', { selected: true })).toHaveText('Getting started');
    } finally {
      await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    }
  });
});
