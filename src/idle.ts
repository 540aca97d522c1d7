/**
 * Runs `callback` when the browser is next idle (after a short delay where idle callbacks do not exist): the console
 * starts what is not on the start-up path this way once it is ready, so it never competes with the first page.
 */
export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
  else setTimeout(callback, 200);
}
