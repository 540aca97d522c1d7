import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { ConsolePage, signInTo } from './pages/console-page.ts';

// The search page through the real local cloud (issue 13 points 4 and 5): the results of a text in tabs, paged with
// opc-next-page, following the URL through reload, back and forward; a failing resource search beside working
// services; advanced search with a query the service refuses, then one it answers. Faults come from its fault API.

async function injectFault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

/** The island's parts, found by role and name. */
function searchPage(page: Page) {
  const panel = page.getByRole('tabpanel');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    tab: (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) }),
    panel,
    rows: page.getByRole('table').locator('tbody tr'),
    loadMore: page.getByRole('button', { name: 'Load more' }),
    editor: page.getByRole('textbox', { name: 'Query' }),
    run: page.getByRole('button', { name: 'Run query' }),
  };
}

async function expectSelected(tab: Locator): Promise<void> {
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test.describe('the search page', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
  });

  test('pages the resources, and reload, back and forward keep the query and the tab', async ({ page }) => {
    // Every compartment of the demo tenancy matches its type: far more than one page.
    await signInTo(page, '/search?q=compartment&category=resources');
    const search = searchPage(page);
    await expect(search.heading).toHaveText('Search results for “compartment”');
    await expect(page).toHaveTitle('compartment – Search results | Cloud Console');
    await expect(search.rows).toHaveCount(25);
    await expect(search.tab('Resources')).toHaveText('Resources (25+)');
    await search.loadMore.click();
    await expect(search.rows).toHaveCount(50);
    await expect(search.tab('Resources')).toHaveText('Resources (50+)');
    await expect(search.rows.first().getByRole('link')).toHaveAttribute('href', /^\/(identity|search)/);
    await expectNoAxeViolations(page, 'the search results');

    await search.tab('Services').click();
    await expect(page).toHaveURL(/\/search\?q=compartment&category=services$/);
    await expect(search.panel.getByRole('link', { name: 'Compartments' })).toBeVisible();

    await page.reload();
    await new ConsolePage(page).waitForReady();
    await expectSelected(search.tab('Services'));
    await expect(search.heading).toHaveText('Search results for “compartment”');
    await expect(page.getByRole('searchbox', { name: 'Search resources, services and documentation' })).toHaveValue(
      'compartment'
    );

    // The keyboard moves between the tabs, and the URL follows.
    await search.tab('Services').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/category=documentation$/);
    await expect(search.panel.getByRole('link').first()).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Home');
    await expect(page).toHaveURL(/category=resources$/);
    await expect(search.rows).toHaveCount(25);

    await page.goBack();
    await expectSelected(search.tab('Documentation'));
    await page.goBack();
    await expectSelected(search.tab('Services'));
    await page.goForward();
    await expectSelected(search.tab('Documentation'));
    await expect(page).toHaveURL(/\/search\?q=compartment&category=documentation$/);
  });

  test('a failing resource search says so while the services still show, and Try again recovers', async ({
    page,
    request,
  }) => {
    await signInTo(page);
    await injectFault(request, {
      operation: 'SearchResources',
      status: 500,
      code: 'InternalServerError',
      message: 'The service is down.',
    });
    await page.goto('/search?q=instance');
    await new ConsolePage(page).waitForReady();
    const search = searchPage(page);
    await expect(page.getByRole('alert')).toContainText('Error finding resources', { timeout: 10_000 });
    await expect(search.tab('Services')).toHaveText(/Services \(\d+\)/);
    await search.tab('Services').click();
    await expect(search.panel.getByRole('link', { name: 'Instances', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the services beside a failed resource search');

    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    await search.tab('Resources').click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(search.rows.first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('/a/query lands on advanced search; a refused query is explained where it goes wrong, a fixed one answers', async ({
    page,
  }) => {
    await signInTo(page, '/a/query');
    await expect(page).toHaveURL(/\/search$/);
    const search = searchPage(page);
    await expect(search.heading).toHaveText('Advanced search');
    await expect(page).toHaveTitle('Advanced search | Cloud Console');

    const refused = "query instance resources where lifecycleState 'RUNNING'";
    await search.editor.fill(refused);
    await search.run.click();
    await expect(page).toHaveURL(/\/search\?sq=/);
    await expect(search.editor).toHaveAttribute('aria-invalid', 'true', { timeout: 10_000 });
    const column = refused.indexOf("'RUNNING'") + 1;
    const explanation = page.getByText(`The query is not valid at line 1, column ${column}:`);
    await expect(explanation).toBeVisible();
    await expect(search.editor).toHaveAccessibleDescription(new RegExp(`column ${column}`));
    await expect(search.editor).toHaveValue(refused);
    await expectNoAxeViolations(page, 'advanced search with a refused query');

    await search.editor.fill("query instance resources where lifecycleState = 'RUNNING'");
    await search.editor.press('Control+Enter');
    await expect(search.editor).toHaveAttribute('aria-invalid', 'false');
    await expect(search.rows.first()).toBeVisible();
    await expect(page.getByRole('table')).not.toContainText('batch-worker-1');
    await expect(page.getByRole('table')).toContainText('web-server-1');
    await expect(page.getByRole('table')).toContainText('Running');

    // A sample replaces the query; back restores the fixed one.
    await page.getByRole('button', { name: /^All virtual cloud networks/ }).click();
    await expect(search.editor).toHaveValue('query vcn resources');
    await expect(page.getByRole('table')).toContainText('prod-vcn');
    await page.goBack();
    await expect(search.editor).toHaveValue("query instance resources where lifecycleState = 'RUNNING'");
  });
});
