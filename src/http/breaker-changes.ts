import type { BreakerChange } from './circuit-breaker.ts';

// The one start-up piece of the circuit breakers: who listens to them. The breakers themselves load with the first
// failed call (src/http/api-client.ts), so a console whose calls all succeed never downloads them.

const listeners = new Set<(change: BreakerChange) => void>();

/** Listens to the client's breakers opening and closing (once each per outage); returns a function that stops. */
export function onServiceBreakerChange(listener: (change: BreakerChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that one of the client's breakers opened or closed. */
export function tellServiceBreakerChange(change: BreakerChange): void {
  for (const listener of [...listeners]) listener(change);
}
