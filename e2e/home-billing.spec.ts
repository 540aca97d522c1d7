import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { signInTo } from './pages/console-page.ts';

// The billing panel of Home's right rail (issue 16 point 2, spec 2 §2) through the real local cloud: the demo tenancy's
// pay-as-you-go month and its running commitments paged, the internal tenancy's funded allocation, no panel for a
// trial, and the subscriptions' info failing by fault injection while the rest of the rail stays.

const STAFF_USER = { name: 'staff@oracle.com', password: 'Internal-Console-1' };
const TRIAL_USER = { name: 'trial@example.com', password: 'Trial-Console-1' };

const rail = (page: Page): Locator => page.getByRole('complementary', { name: 'At a glance' });
const billing = (page: Page): Locator => rail(page).getByRole('region', { name: 'Billing and usage', exact: true });

/** Waits until no panel of the rail is loading any more. */
async function railSettled(page: Page): Promise<void> {
  await expect(rail(page)).toBeVisible();
  await expect(rail(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('the billing panel', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.afterEach(async ({ request }) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
  });

  test('shows the demo tenancy’s pay-as-you-go month and pages through its three running commitments', async ({
    page,
  }) => {
    await signInTo(page);
    await railSettled(page);
    const headings = rail(page).locator('.rail-panel-heading');
    await expect(headings.nth(0)).toHaveText('OCI status');
    await expect(headings.nth(1)).toHaveText('Billing and usage');

    const panel = billing(page);
    const payg = panel.getByRole('region', { name: 'Pay as you go' });
    await expect(payg).toContainText(/^Pay as you go\$\d{1,3}(,\d{3})*\.\d{2}Month to date$/);

    // Three running commitments (the ended fourth is left out), one card at a time.
    const card = panel.getByTestId('billing-card');
    await expect(card.getByRole('heading')).toHaveText('Commitment 1 of 3');
    await expect(card).toContainText('$41,250.40used of $60,000.00');
    await expect(card).toContainText('$18,749.60 remaining (69% used)');
    await expect(card).toContainText(/\d+ of 365 days used/);
    const meter = card.getByRole('meter', { name: 'Commitment 1 of 3 usage' });
    await expect(meter).toHaveAttribute('aria-valuenow', '69');
    await expect(meter).toHaveAttribute('data-band', 'high');
    expect((await meter.boundingBox())?.width).toBe(252);

    const pager = panel.getByRole('group', { name: 'Usage summaries' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(card.getByRole('heading')).toHaveText('Commitment 2 of 3');
    await expect(card.getByRole('meter')).toHaveAttribute('data-band', 'low');
    await pager.getByRole('button', { name: 'Next' }).press('Enter');
    await expect(card.getByRole('heading')).toHaveText('Commitment 3 of 3');
    await expect(card).toContainText('$9,120.00used of $12,000.00');
    await expect(pager.getByRole('button', { name: 'Next' })).toBeFocused();
    await expect(pager).toContainText('3 of 3');

    const links = panel.getByRole('list', { name: 'Account management' }).getByRole('link');
    await expect(links).toHaveText(['Payment method', 'Cost analysis', 'Recommendations', 'Subscriptions']);
    await expectNoAxeViolations(page, 'Home with the billing panel');
    await links.filter({ hasText: 'Cost analysis' }).click();
    await expect(page).toHaveURL('/account-management/cost-analysis');
  });

  test('shows the internal tenancy’s funded allocation', async ({ page }) => {
    await signInTo(page, '/', STAFF_USER);
    await railSettled(page);
    const card = billing(page).getByTestId('billing-card');
    await expect(card.getByRole('heading')).toHaveText('Funded allocation');
    await expect(card).toContainText(/\d+ of 365 days used/);
    await expect(card.getByRole('meter', { name: 'Funded allocation usage' })).toHaveAttribute('data-band', 'low');
    await expect(billing(page).getByRole('group', { name: 'Usage summaries' })).toHaveCount(0);
  });

  test('is not there for a trial account, and asks nothing of the billing services for it', async ({ page }) => {
    const billingCalls: string[] = [];
    page.on('request', request => {
      if (/\/usage-cost\/|\/aggregatedComputedUsages/.test(request.url())) billingCalls.push(request.url());
    });
    await signInTo(page, '/', TRIAL_USER);
    await railSettled(page);
    await expect(rail(page).locator('.rail-panel-heading').first()).toHaveText('OCI status');
    await expect(billing(page)).toHaveCount(0);
    expect(billingCalls).toEqual([]);
  });

  test('says when the subscriptions’ info fails, the rest of the rail stays, and Try again loads it', async ({
    page,
    request,
  }) => {
    const fault = await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, {
      data: {
        operation: 'GetMultipleSubscriptionInfo',
        status: 500,
        code: 'InternalServerError',
        message: 'Billing is down.',
      },
    });
    expect(fault.status()).toBe(201);
    await signInTo(page);
    await railSettled(page);

    const panel = billing(page);
    await expect(panel.getByRole('status')).toHaveText('Billing and usage could not be loaded.Try again');
    await expect(rail(page).getByRole('region', { name: 'OCI status', exact: true }).getByRole('listitem')).toHaveCount(
      3
    );
    await expectNoAxeViolations(page, 'Home with the billing panel’s error');

    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByTestId('billing-card').getByRole('heading')).toHaveText('Commitment 1 of 3');
    await expect(panel.getByRole('status')).toHaveCount(0);
  });
});
