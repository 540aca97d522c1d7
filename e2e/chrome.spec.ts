import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, type AxeScope } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';

const THEMES = ['redwood', 'rainbow', 'hg'] as const;

/** Every menu button of the header, wherever it sits (menus render in shadow roots; Playwright's CSS pierces them). */
function headerMenuButtons(page: Page) {
  return page.getByRole('banner').locator('button[aria-haspopup="menu"]');
}

/** The header and everything in it, menus included: what opening a menu changes. */
const HEADER: AxeScope = { fromShadowDom: ['console-app', 'console-header'] };

/**
 * Runs axe on the whole page, then opens each visible header menu in turn and runs axe on the header with it open;
 * Escape closes it and focus returns to its button. Returns how many were opened.
 */
async function checkEveryMenu(page: Page, label: string): Promise<number> {
  await expectNoAxeViolations(page, `${label}, menus closed`);
  const buttons = headerMenuButtons(page);
  const count = await buttons.count();
  let opened = 0;
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    if (!(await button.isVisible())) continue;
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, `${label}, ${name} open`, HEADER);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    opened += 1;
  }
  return opened;
}

test.describe('console chrome', () => {
  for (const theme of THEMES) {
    test(`every header menu is accessible when open, ${theme} theme`, async ({ page }) => {
      // A full-page axe pass and five of the header (every menu open) are the test's own work: the default 30 s leaves
      // no margin on a loaded 2-core machine.
      test.slow();
      await page.setViewportSize({ width: 1400, height: 900 });
      await signInTo(page, `/?theme-preview=${theme}`);
      await expect(page.locator('html')).toHaveAttribute('data-console-theme', theme);
      // Region, developer tools, help, language and user menus are all on the bar at 1400 px for the demo user.
      expect(await checkEveryMenu(page, `${theme} ltr`)).toBeGreaterThanOrEqual(5);
      // Right to left: e2e/arabic.spec.ts opens every header menu in Arabic with axe. A theme changes colours only, so
      // the same menus mirrored in each theme would repeat that pass with the same contrast.
    });
  }
});
