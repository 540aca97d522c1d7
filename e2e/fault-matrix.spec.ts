import { expect, expectNoAxeViolations, ORIGINS, test } from './fixtures.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { FAULT_KINDS, faultRequest, type FaultKind } from '../test/fault-matrix/faults.ts';

// The start-up-fatal part of the fault matrix (issue 20 point 1; the rest runs in vitest,
// test/fault-matrix/fault-matrix.test.ts): without a cached answer, every fault of the capabilities call ends on an
// error screen, never on a blank page, a spinner or an uncaught error. One tenancy with one region, so the screen is
// the critical one rather than its region-unavailable variant. The timeout has a journey of its own
// (e2e/resilience.spec.ts) on the Playwright clock.

const TRIAL_USER = { name: 'trial@example.com', password: 'Trial-Console-1' };

/** The error screen's heading per fault (src/domain/console-failure.ts); the 401s last, as they count down to sign-in. */
const SCREENS: [FaultKind, string][] = [
  ...FAULT_KINDS.filter(fault => fault !== 'timeout' && !fault.startsWith('401')).map((fault): [FaultKind, string] => [
    fault,
    'Something went wrong',
  ]),
  ['401 clock skew', 'Clock out of sync'],
  ['401', 'Sign-in required'],
];

test('every fault of the capabilities call at start-up ends on an error screen, not a blank page', async ({
  page,
  request,
}) => {
  test.slow();
  const uncaught: string[] = [];
  page.on('pageerror', error => uncaught.push(error.message));
  const inject = async (fault: FaultKind) => {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
    const response = await request.post(`${ORIGINS.cloudOrigin}/_emulator/faults`, {
      data: faultRequest(fault, { service: 'identity', operation: 'GetCapabilities' }),
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  try {
    // Before the first load after sign-in, and failing every load after it: nothing is ever cached.
    const [first, ...rest] = SCREENS;
    if (!first) throw new Error('no faults');
    await inject(first[0]);
    await page.goto('/');
    const signInPage = new SignInPage(page);
    await signInPage.waitForIt();
    await signInPage.signIn(TRIAL_USER.name, TRIAL_USER.password);
    await page.waitForURL(url => url.origin === ORIGINS.consoleOrigin && !url.pathname.startsWith('/auth/'));
    await expect(page.getByRole('heading', { name: first[1] }), first[0]).toBeVisible();
    await expectNoAxeViolations(page, `the error screen of ${first[0]}`);

    for (const [fault, heading] of rest) {
      await inject(fault);
      await page.reload();
      await expect(page.getByRole('heading', { name: heading }), fault).toBeVisible();
    }
    expect(uncaught).toEqual([]);
  } finally {
    await request.delete(`${ORIGINS.cloudOrigin}/_emulator/faults`);
  }
});
