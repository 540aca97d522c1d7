import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';

// The header's search flyout through the real local cloud (issue 13): resource search, documentation search and
// Marketplace search answer for real; faults come from the local cloud's fault API.

const LABEL = 'Search resources, services, documentation, and Marketplace';
/** The label in German: the Globex user works in German. */
const LABEL_DE = 'Ressourcen, Services, Dokumentation und Marketplace durchsuchen';
const WIDE = { width: 1600, height: 900 };

async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

/** Focuses the header's box (the built-in one until the island takes over) and waits for the flyout's combobox. */
async function openSearch(page: Page, label = LABEL) {
  await page.getByRole('searchbox', { name: label }).focus();
  const box = page.getByRole('combobox', { name: label });
  await expect(box).toBeFocused();
  return box;
}

const section = (page: Page, key: string) => page.getByTestId(`search-section-${key}`);

test.describe('the header search flyout', () => {
  test.use({ viewport: WIDE });

  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
  });

  test('answers services at once and resources, documentation and Marketplace after, then opens a resource page', async ({
    page,
  }) => {
    await signInTo(page);
    const resourceSearches: string[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/resources')) {
        resourceSearches.push(String((request.postDataJSON() as { text?: string }).text));
      }
    });
    const box = await openSearch(page);
    await expect(page.getByText('Type to search resources, services, documentation, and Marketplace.')).toBeVisible();
    await box.pressSequentially('instance');
    await expect(section(page, 'services').getByRole('option', { name: 'Instances' }).first()).toBeVisible();
    await expect(section(page, 'resources').getByRole('option').first()).toBeVisible();
    await expect(section(page, 'documentation').getByRole('option').first()).toBeVisible();
    await expect(section(page, 'marketplace')).toBeVisible();
    // One resource search for the whole burst of keystrokes: the last text.
    expect(resourceSearches).toEqual(['instance']);
    await expectNoAxeViolations(page, 'the open search flyout');

    await box.fill('web-server');
    const first = section(page, 'resources').getByRole('option').first();
    await expect(first).toContainText('web-server-1');
    await expect(first).toContainText('Instance');
    await expect(first).toContainText('production');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /search-option-resources-0/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/compute\/instances\/ocid1\.instance\./);

    // The search is remembered: an empty box shows it, newest first, and Delete removes it.
    const again = page.getByRole('combobox', { name: LABEL });
    await again.focus();
    await again.fill('');
    const recent = section(page, 'recent').getByRole('option');
    await expect(recent).toHaveText(['web-server']);
    await again.press('ArrowDown');
    await again.press('Delete');
    await expect(section(page, 'recent')).toBeHidden();
  });

  test('asks for more characters below 3 and refuses documentation and Marketplace terms over 128', async ({
    page,
  }) => {
    await signInTo(page);
    const box = await openSearch(page);
    await box.pressSequentially('vc');
    for (const key of ['resources', 'documentation', 'marketplace']) {
      await expect(section(page, key)).toContainText('Enter more characters...');
    }
    await box.fill('v'.repeat(129));
    await expect(section(page, 'documentation')).toContainText('Too many characters: enter at most 128.');
    await expect(section(page, 'marketplace')).toContainText('Too many characters: enter at most 128.');
    await expect(section(page, 'resources')).toContainText('No results found');
  });

  test('says which column failed and keeps the others', async ({ page, request }) => {
    await signInTo(page);
    await injectFault(request, { operation: 'SearchResources', status: 500, code: 'InternalError', message: 'x' });
    const box = await openSearch(page);
    await box.pressSequentially('web-server');
    await expect(section(page, 'resources')).toContainText('Error finding resources');
    await expect(section(page, 'documentation').getByRole('option').first()).toBeVisible();
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    await injectFault(request, { operation: 'SearchDocumentation', status: 500, code: 'InternalError', message: 'x' });
    await box.fill('web-server-1');
    await expect(section(page, 'documentation')).toContainText('Error finding documents');
    await expect(section(page, 'resources').getByRole('option').first()).toBeVisible();
  });

  test('searches only the signed-in tenancy', async ({ page }) => {
    await signInTo(page, '/', { name: 'ops@globex.example', password: 'Globex-Console-1' });
    const box = await openSearch(page, LABEL_DE);
    await box.pressSequentially('web-server');
    await expect(section(page, 'resources').getByRole('option')).toHaveText([/web-server-1/]);
    await box.fill('globex');
    await expect(section(page, 'resources').getByRole('option', { name: /globex-secret-instance/ })).toBeVisible();
  });

  test('never shows another tenancy’s resources to the demo user', async ({ page }) => {
    await signInTo(page);
    const box = await openSearch(page);
    await box.pressSequentially('globex');
    await expect(section(page, 'resources')).toContainText('No results found');
  });

  test('Enter without an option opens the results page, and Escape closes the flyout keeping the text', async ({
    page,
  }) => {
    await signInTo(page);
    const box = await openSearch(page);
    await box.pressSequentially('vcn');
    await expect(page.getByTestId('search-flyout')).toBeVisible();
    await box.press('Escape');
    await expect(page.getByTestId('search-flyout')).toBeHidden();
    await expect(box).toHaveValue('vcn');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=vcn$/);
  });
});

test('the narrow header’s search button expands the box with its flyout, and Escape twice collapses it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInTo(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: LABEL });
  await expect(box).toBeFocused();
  await box.pressSequentially('db');
  await expect(section(page, 'resources')).toContainText('Enter more characters...');
  await box.press('Escape');
  await expect(page.getByTestId('search-flyout')).toBeHidden();
  await expect(box).toBeVisible();
  await box.press('Escape');
  await expect(box).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});
