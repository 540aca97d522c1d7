/**
 * What component tests import as `@open-wc/testing` (web-test-runner.config.mjs resolves the package here): the
 * package itself, but `waitUntil` gives up after 5 s rather than 1 s. Tests run two files at a time on two cores, and
 * a render that takes a little over a second then is slow, not wrong; a condition that holds still returns at once.
 */
import { waitUntil as packageWaitUntil } from '@open-wc/testing';

export * from '@open-wc/testing';

/** The longest a `waitUntil` waits unless the test names its own timeout. */
export const WAIT_UNTIL_TIMEOUT_MS = 5_000;

export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {}
): Promise<void> {
  return packageWaitUntil(predicate, message, { timeout: WAIT_UNTIL_TIMEOUT_MS, ...options });
}
