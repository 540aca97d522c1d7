/** The longest `whenIdle` waits: a page that keeps the browser busy (animations, a plugin at work) still gets its turn. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` when the browser is next idle, and at the latest after IDLE_TIMEOUT_MS (after a short delay where
 * idle callbacks do not exist): the console starts what is not on the start-up path this way once it is ready, so it
 * never competes with the first page, and never waits for ever behind a busy one.
 */
export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 200);
}
