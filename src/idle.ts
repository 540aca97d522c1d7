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

/** The performance mark the console sets once its first page is on screen (elements/console-app; DESIGN.md). */
export const CONSOLE_READY_MARK = 'console:ready';
/** The event `console-app` dispatches (bubbling, composed) as it sets that mark. */
export const CONSOLE_READY_EVENT = 'console-ready';

/**
 * The longest `whenReadyAndIdle` waits for the console's ready: a console that never gets there (its header's data
 * failing) still gets what it deferred.
 */
export const READY_WAIT_MS = 10_000;

/**
 * Runs `callback` in the first idle time after the console is ready: at once-then-idle when it already is, or when the
 * page has no console (an element used on a page of its own), and at the latest `waitAtMostMs` from now. Idle time
 * alone is not enough before ready: the browser is idle while the console waits for the header's data, and what
 * loaded then would compete with the first page.
 */
export function whenReadyAndIdle(callback: () => void, waitAtMostMs = READY_WAIT_MS): void {
  const ready =
    performance.getEntriesByName(CONSOLE_READY_MARK, 'mark').length > 0 ||
    document.querySelector('console-app') === null;
  if (ready) {
    whenIdle(callback);
    return;
  }
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    document.removeEventListener(CONSOLE_READY_EVENT, start);
    whenIdle(callback);
  };
  const timer = setTimeout(start, waitAtMostMs);
  document.addEventListener(CONSOLE_READY_EVENT, start, { once: true });
}
