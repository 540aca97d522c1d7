/**
 * Resolves after `ms`; with a signal, rejects with its reason as soon as it aborts (and at once if it already has).
 * The one timer-based wait of the console: retries between attempts, the tour's and consent's polling.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as unknown);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason as unknown);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}
