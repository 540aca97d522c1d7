import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serveCatalog } from './catalog-server.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The elements catalog (npm run build:catalog → dist-catalog/, docs/elements.md): served as static files under the
// console's strict CSP (the fixtures fail on any violation), no console and no local cloud. One page load: every
// element of the shipped manifest has its section and API table, the examples answer the page's events, and axe
// passes in each of the three themes, the last one right to left.

const MANIFEST = join(import.meta.dirname, '..', 'dist-elements', 'custom-elements.json');

/** The tags the package's manifest declares, as a consumer reads them. */
function manifestTags(): string[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    modules: { declarations?: { tagName?: string }[] }[];
  };
  return manifest.modules.flatMap(module => module.declarations ?? []).flatMap(entry => entry.tagName ?? []);
}

let server: Server;
let origin: string;

test.beforeAll(async () => {
  ({ server, origin } = await serveCatalog());
});

test.afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

test('the catalog: every element with examples and its API, events answered, three themes, right to left', async ({
  page,
}) => {
  // Three axe passes over twenty elements' shadow roots (and a framed document): about 5 s each on two busy cores.
  test.setTimeout(90_000);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Console elements' })).toBeVisible();
  const tags = manifestTags();
  expect(tags.length).toBeGreaterThan(15);
  const nav = page.getByRole('navigation', { name: 'Elements' });
  await Promise.all(
    tags.map(async tag => {
      await expect(nav.getByRole('link', { name: tag, exact: true })).toHaveAttribute('href', `#${tag}`);
      const section = page.getByRole('region', { name: `<${tag}>`, exact: true });
      await expect(section.getByRole('heading', { level: 3, name: 'Examples' })).toBeVisible();
      await expect(section.locator('article.example').first()).toBeVisible();
      await expect(section.getByRole('table').first()).toBeVisible();
    })
  );
  const header = page.getByRole('region', { name: '<console-header>', exact: true });
  await expect(header.getByRole('table').first()).toContainText('activeRegion');
  await expectNoAxeViolations(page, 'catalog, Redwood');

  // The page plays the consumer: the header reports the region, the page sets it, the log shows what the event carried.
  const example = header.getByRole('article', { name: 'Regions, user and every menu' });
  await example.getByRole('button', { name: 'Region: US East (Ashburn)' }).click();
  await example.getByRole('menuitemradio', { name: /Germany Central \(Frankfurt\)/ }).click();
  await expect(example.getByRole('status')).toContainText('console-region-select region="eu-frankfurt-1"');
  await expect(example.getByRole('button', { name: 'Region: Germany Central (Frankfurt)' })).toBeVisible();

  // A modal side panel opens from its stage, and Escape gives focus back to the button that opened it.
  const panels = page.getByRole('region', { name: '<console-side-panel>', exact: true });
  const opener = panels.getByRole('button', { name: 'Open console-side-panel' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Edit bucket' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(panels.getByRole('status').first()).toContainText('console-request-close');

  // Themes: the page and every example follow the token set on the root.
  const bar = page.locator('console-header').first();
  const background = () => bar.evaluate(element => getComputedStyle(element).backgroundColor);
  const redwood = await background();
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Rainbow' });
  await expect.poll(background).not.toBe(redwood);
  await expect(page).toHaveURL(/theme=rainbow/);
  await expectNoAxeViolations(page, 'catalog, Rainbow');

  // HG, right to left: the header's navigation button moves to the other side; the shell's framed document follows.
  const rainbow = await background();
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'HG' });
  await expect.poll(background).not.toBe(rainbow);
  const navButton = bar.locator('[part="nav-button"]');
  const leftBefore = (await navButton.boundingBox())?.x ?? 0;
  await page.getByRole('radio', { name: 'RTL' }).check();
  // The examples turn; the catalog's own English texts stay left to right.
  const stage = page.locator('.stage').first();
  await expect(stage).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(async () => (await navButton.boundingBox())?.x ?? 0).toBeGreaterThan(leftBefore + 400);
  const shell = page.frameLocator('iframe[title="console-shell example"]');
  await expect(shell.locator('html')).toHaveAttribute('data-console-theme', 'hg');
  await expect(shell.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, 'catalog, HG, right to left');

  // Language: the elements load their catalog and the examples say which language they are in; Arabic turns the
  // direction with it.
  await page.getByRole('radio', { name: 'LTR' }).check();
  await expect(stage).toHaveAttribute('dir', 'ltr');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(stage).toHaveAttribute('lang', 'ar');
  await expect(stage).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(bar.getByRole('button', { name: 'المنطقة: Germany Central (Frankfurt)' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'RTL' })).toBeChecked();
});
