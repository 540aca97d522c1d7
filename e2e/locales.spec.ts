import { CATALOG_AREAS } from '../lingui.config.ts';
import { SUPPORTED_LOCALES } from '../src/domain/locale.ts';
import { readCatalog } from '../test/translations.ts';
import { expect, test } from './fixtures.ts';
import { ConsolePage, signInTo } from './pages/console-page.ts';

// Issue 19 point 5: the locale rules end to end. The query picks Japanese over the user's profile language (the
// language conflict dialog asks, in Japanese); chrome, Home and a plugin page (its own locale file) speak Japanese;
// the language menu switches to Polish without a reload, and a count reads with Polish's plural forms. A user no
// other journey signs in as: the language menu saves the choice as the user's preference, and the journey puts
// English back at its end. Then, on Home, every one of spec 3 §9's 30 locales from the language menu in one go, still
// without a reload: Home's heading in that locale's catalog (read from its home.po) and the page's `lang`.

const USER = { name: 'idd.user@domain-corp.example', password: 'Domain-Console-1' };

/** A message of a locale's catalogs, with `{name}` placeholders filled. */
function message(locale: string, id: string, values: Record<string, string> = {}): string {
  for (const area of CATALOG_AREAS) {
    const text = readCatalog(locale, area).get(id);
    if (text !== undefined) return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  }
  throw new Error(`no message ${id} in ${locale}`);
}

/** Polish's form of "N results" (navigation.menu.resultCount) by the CLDR category of N. */
const POLISH_RESULTS: Record<string, string> = { one: 'wynik', few: 'wyniki', many: 'wyników', other: 'wyniku' };

test.describe('locales', () => {
  test('Japanese from the query in chrome, Home and a plugin page, then Polish from the language menu without a reload', async ({
    page,
  }) => {
    test.slow();
    await signInTo(page, '/?locale=ja', USER);
    const root = page.locator('html');
    await expect(root).toHaveAttribute('lang', 'ja');

    // The user's saved preference is French (domain-corp's users speak French): the conflict dialog asks in Japanese; Escape leaves Japanese without an answer.
    const conflict = page.getByRole('dialog', { name: message('ja', 'dialogs.languageConflict.title') });
    await expect(conflict).toBeVisible({ timeout: 10_000 });
    await expect(
      conflict.getByRole('button', { name: message('ja', 'dialogs.languageConflict.keep', { language: '日本語' }) })
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(conflict).toBeHidden();

    // Chrome and Home in Japanese.
    await expect(page.getByRole('button', { name: message('ja', 'navigation.menu.label') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: message('ja', 'home.title') })).toBeAttached();
    await expect(page.locator('console-locale-menu button[aria-haspopup="menu"]')).toHaveAccessibleName(
      message('ja', 'menus.locale.label', { language: '日本語' })
    );

    // A plugin page: told `ja` through its context, it reads its Japanese locale file.
    await page.goto('/compute/instances?locale=ja');
    await new ConsolePage(page).waitForReady();
    // The query asks for Japanese again, so the dialog asks again (Escape answered nothing).
    await expect(conflict).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(conflict).toBeHidden();
    const plugin = page.frameLocator('console-plugin-frame.plugin-frame iframe');
    await expect(plugin.locator('html')).toHaveAttribute('lang', 'ja', { timeout: 10_000 });
    await expect(plugin.getByRole('heading', { level: 1 })).toHaveText('インスタンス', { timeout: 10_000 });

    // Polish from the language menu: no reload (the marker survives), chrome, plugin and lang follow.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('console-locale-menu button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitemradio', { name: 'Polski' }).click();
    await expect(root).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('button', { name: message('pl', 'navigation.menu.label') })).toBeVisible();
    await expect(plugin.getByRole('heading', { level: 1 })).toHaveText('Instancje', { timeout: 10_000 });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // A Polish plural: the navigation menu's filter says how many services match, in the form CLDR gives the count.
    await page.getByRole('button', { name: message('pl', 'navigation.menu.label') }).click();
    const filter = page.getByRole('searchbox', { name: message('pl', 'navigation.menu.filterLabel') });
    const status = page.locator('console-nav-menu p[role="status"]');
    for (const query of ['a', 'co', 'ins']) {
      await filter.fill(query);
      await expect(status).toHaveText(/^\d+ \S+$|^Brak wyników$/);
      const text = (await status.textContent()) ?? '';
      const count = Number.parseInt(text, 10);
      if (Number.isNaN(count)) continue;
      expect(text).toBe(`${count} ${POLISH_RESULTS[new Intl.PluralRules('pl').select(count)]}`);
    }
    // Escape clears the filter, then closes the menu.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // Home through the logo (the app's router, no reload), then each supported locale from the language menu.
    await page.locator('console-header a[part="logo"]').click();
    await expect(page).toHaveURL(/\/$/);
    const languageMenu = page.locator('console-locale-menu button[aria-haspopup="menu"]');
    for (const locale of SUPPORTED_LOCALES) {
      await languageMenu.click();
      await page.getByRole('menuitemradio', { name: locale.endonym, exact: true }).click();
      await expect(root).toHaveAttribute('lang', locale.localeTag);
      const title = readCatalog(locale.languageTag, 'home').get('home.title');
      expect(title, `home.title in locales/${locale.languageTag}/home.po`).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeAttached();
    }
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // English again, as the user found it.
    await languageMenu.click();
    await page.getByRole('menuitemradio', { name: 'English', exact: true }).click();
    await expect(root).toHaveAttribute('lang', 'en');
  });
});
