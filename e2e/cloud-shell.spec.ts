import type { FrameLocator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, withFeatureManifest } from './fixtures.ts';
import { ConsolePage, signInTo } from './pages/console-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';

// Issue 15 point 6: the launch query parameters (spec 2 §2) and the Cloud Shell tab (spec 2 §4), through the local
// cloud: the bottom dock opens as the URL asks, the address follows the dock, and the sample terminal lists the
// tenancy's buckets through the console's signed fetch.

const REPO = 'https://github.com/oracle/oci-quickstart';
const CLONE = `cs_repo_url=${encodeURIComponent(REPO)}&cs_branch=main&cs_readme_path=README.md`;

/** The bottom dock (a region named after the developer tools). */
function dock(page: Page) {
  return page.getByRole('region', { name: 'Developer tools' });
}

/** The Cloud Shell page in the dock's frame. */
function terminal(page: Page): FrameLocator {
  return page.frameLocator('console-plugin-frame.dock-frame[slot="cloud-shell"] iframe');
}

/** The address bar's query as an object (repeated names keep their last value). */
function query(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Types a command into the terminal from the keyboard and waits for its echo. */
async function runCommand(page: Page, command: string): Promise<void> {
  const frame = terminal(page);
  const input = frame.getByRole('textbox', { name: 'Command' });
  await expect(input).toBeEditable();
  await input.focus();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('log', { name: 'Cloud Shell output' })).toContainText(`$ ${command}`);
}

test.describe('Cloud Shell and the launch parameters', () => {
  test('a launch URL opens Cloud Shell maximized; the terminal echoes and lists the buckets; the URL follows the dock', async ({
    page,
  }) => {
    await page.goto('/?cloudshell=true&bdcstate=maximized&cssource=docs&username=demo%40example.com');
    const signIn = new SignInPage(page);
    await signIn.waitForIt();
    // username is the sign-in page's hint: only the password is left to type.
    await expect(page.getByLabel('User name')).toHaveValue('demo@example.com');
    await expect(page.getByLabel('Password')).toBeFocused();
    await signIn.signIn();
    await new ConsolePage(page).waitForReady();
    // Then it is gone from the address; the dock's parameters say what the dock shows.
    await expect.poll(() => query(page)).toEqual({ cloudshell: 'true', bdcstate: 'maximized', cssource: 'docs' });
    await expect(dock(page)).toBeVisible();
    await expect(dock(page).getByRole('tab', { name: 'Cloud Shell', selected: true })).toBeVisible();
    // Maximized: the second window button restores; the dock fills the space between header and footer.
    await expect(dock(page).getByRole('button', { name: 'Restore' })).toHaveCount(1);
    const viewport = page.viewportSize()?.height ?? 0;
    expect((await dock(page).boundingBox())?.height ?? 0).toBeGreaterThan(viewport / 2);

    const log = terminal(page).getByRole('log', { name: 'Cloud Shell output' });
    await expect(log).toContainText('Welcome to Cloud Shell, Demo User', { timeout: 10_000 });
    await expect(log).toContainText('Opened from docs.');
    // Started: the dock's panel is no longer busy (it was while the page had not answered).
    await expect(dock(page).getByRole('tabpanel', { name: 'Cloud Shell' })).toHaveAttribute('aria-busy', 'false');

    // Keyboard only: Tab goes from the dock's last window button into the page, to the output, then the prompt.
    await dock(page).getByRole('button', { name: 'Close developer tools' }).focus();
    await page.keyboard.press('Tab');
    await expect(log).toBeFocused();
    await page.keyboard.press('Tab');
    const input = terminal(page).getByRole('textbox', { name: 'Command' });
    await expect(input).toBeFocused();
    await page.keyboard.type('help');
    await page.keyboard.press('Enter');
    await expect(log).toContainText('$ help');
    await expect(log).toContainText('list the tenancy’s buckets in the active region');
    // Up recalls the last command, as a shell does.
    await page.keyboard.press('ArrowUp');
    await expect(input).toHaveValue('help');
    await input.fill('');
    await runCommand(page, 'echo hello from the keyboard');
    await expect(log.getByText('hello from the keyboard', { exact: true })).toBeVisible();
    await runCommand(page, 'buckets');
    // The demo tenancy's buckets in us-ashburn-1, from every compartment; other regions' and tenancies' are absent.
    await expect(log).toContainText('5 buckets in namespace acme-corp, region us-ashburn-1.');
    for (const bucket of ['app-logs', 'bucket-starter', 'db-backups', 'static-assets', 'terraform-state']) {
      await expect(log).toContainText(bucket);
    }
    await expect(log).not.toContainText('dr-replica-bucket');
    await expect(log).not.toContainText('globex-finance');
    await runCommand(page, 'rm -rf /');
    await expect(log).toContainText('rm: command not found.');
    await expectNoAxeViolations(page, 'Cloud Shell maximized');

    await dock(page).getByRole('button', { name: 'Minimize' }).click();
    await expect.poll(() => query(page).bdcstate).toBe('minimized');
    await dock(page).getByRole('button', { name: 'Restore' }).first().click();
    await expect.poll(() => query(page).bdcstate).toBe('default');

    // A navigation inside the console (the logo's link to /) keeps the dock open, and its parameters with it.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect.poll(() => query(page)).toEqual({ cloudshell: 'true', bdcstate: 'default', cssource: 'docs' });
    await expect(dock(page)).toBeVisible();

    await dock(page).getByRole('button', { name: 'Close developer tools' }).click();
    await expect(dock(page)).toBeHidden();
    await expect.poll(() => query(page)).toEqual({});
  });

  test('clone-and-launch parameters: dropped without the external-links flag, Cloud Shell maximized with it', async ({
    page,
  }) => {
    await signInTo(page, `/?${CLONE}&bdcstate=maximized&canary=true&codeeditor=true`);
    // Without the flag: the clone is dropped and Cloud Shell opens default, whatever bdcstate said.
    await expect
      .poll(() => query(page))
      .toEqual({ canary: 'true', cloudshell: 'true', codeeditor: 'true', bdcstate: 'default' });
    // The Code Editor tab opened beside it, with its own page (not the plugin error page).
    await dock(page).getByRole('tab', { name: 'Code Editor' }).click();
    const editor = page.frameLocator('console-plugin-frame.dock-frame[slot="code-editor"] iframe');
    await expect(editor.getByRole('heading', { level: 1, name: 'Code Editor' })).toBeVisible({ timeout: 10_000 });
    await dock(page).getByRole('tab', { name: 'Cloud Shell' }).click();
    await expect(dock(page).getByRole('button', { name: 'Maximize' })).toBeVisible();
    const log = terminal(page).getByRole('log', { name: 'Cloud Shell output' });
    await expect(log).toContainText('Welcome to Cloud Shell', { timeout: 10_000 });
    await expect(log).not.toContainText('Cloning');
    expect(await page.evaluate(() => sessionStorage.getItem('console.canary'))).toBe('true');

    // With the flag (a deployment's feature manifest): maximized, and the clone reaches Cloud Shell.
    await withFeatureManifest(page, { 'cloud-shell-external-links': true });
    await page.goto(`/?${CLONE}&cs_initscript_path=..%2F..%2Fetc%2Fpasswd`);
    await new ConsolePage(page).waitForReady();
    await expect.poll(() => query(page)).toEqual({ cloudshell: 'true', bdcstate: 'maximized' });
    await expect(dock(page).getByRole('button', { name: 'Restore' })).toHaveCount(1);
    await expect(log).toContainText(`Cloning ${REPO} into ~/oci-quickstart…`, { timeout: 10_000 });
    await expect(log).toContainText('Branch: main');
    await expect(log).toContainText('Read README.md to get started.');
    // The hostile init script path was dropped before it reached the terminal.
    await expect(log).not.toContainText('passwd');
    // exit closes Cloud Shell through the SDK: the dock goes, and its parameters with it.
    await terminal(page).getByRole('textbox', { name: 'Command' }).fill('exit');
    // Through the page's keyboard, key down only: the command runs on it and the frame goes away, so a key up would
    // be sent to a frame that no longer exists (Playwright then waits for it until the test times out).
    await page.keyboard.down('Enter');
    await expect(dock(page)).toBeHidden();
    await expect.poll(() => query(page)).toEqual({});
  });
});
