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

/** The performance mark the console sets once it is ready (console-app's CONSOLE_READY_MARK). */
const READY_MARK = 'console:ready';

/**
 * Runs `callback` when the browser is next idle after the console is ready: at once to `whenIdle` once it is (or on a
 * page without the console), else on its `console-ready` event. Idle alone is not enough for what must stay off the
 * start-up path: a page rendered before the header's data arrived sees idle time while it waits for the network.
 */
export function whenReadyAndIdle(callback: () => void): void {
  const app = document.querySelector('console-app');
  if (!app || performance.getEntriesByName(READY_MARK).length > 0) whenIdle(callback);
  else app.addEventListener('console-ready', () => whenIdle(callback), { once: true });
}
