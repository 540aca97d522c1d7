import { tellServiceBreakerChange } from './breaker-changes.ts';
import { ApiError, CIRCUIT_OPEN } from './errors.ts';

/**
 * Consecutive failed calls to one service (in one region) within BREAKER_WINDOW_MS that open its breaker (not in the
 * spec: chosen). A failed call is one that ended, after its retries, in a 5xx, a timeout or no answer; a 4xx answer
 * (429 included) is the service answering, so it counts as a success.
 */
export const BREAKER_THRESHOLD = 5;

/** The window the consecutive failures must fall in (chosen): failures further apart start the count again. */
export const BREAKER_WINDOW_MS = 60_000;

/** How long an open breaker fails calls at once before it lets one trial call through (chosen). */
export const BREAKER_COOL_DOWN_MS = 15_000;

/** A service endpoint as the client knows it: the host `{service}.{region}.{domain}` is one breaker. */
export interface BreakerTarget {
  service: string;
  /** Undefined for a call to a public document, whose host is the service. */
  region: string | undefined;
}

/** A breaker that opened (the service stopped answering) or closed again (it answered a trial call). */
export interface BreakerChange extends BreakerTarget {
  state: 'open' | 'closed';
}

type BreakerState =
  { kind: 'closed'; failures: number; since: number } | { kind: 'open'; until: number } | { kind: 'half-open' };

/** Options of a set of breakers (tests pass their own clock). */
export interface BreakerOptions {
  threshold: number;
  windowMs: number;
  coolDownMs: number;
  now: () => number;
}

/** One circuit breaker per service and region (see `createServiceBreakers`). */
export interface ServiceBreakers {
  /** Whether a call may go out now; false means fail it at once. The one call let through a half-open breaker is its trial. */
  admit(target: BreakerTarget): boolean;
  /** The service answered (any status below 500). */
  succeeded(target: BreakerTarget): void;
  /** The call ended in a 5xx, a timeout or no answer. */
  failed(target: BreakerTarget): void;
  /** The call was cancelled: neither outcome, but a half-open breaker's trial slot is free again. */
  released(target: BreakerTarget): void;
  /** Listens to breakers opening and closing; returns a function that stops listening. */
  onChange(listener: (change: BreakerChange) => void): () => void;
  /** Closes every breaker without a word (tests). */
  reset(): void;
}

/**
 * One circuit breaker per service and region. Closed, calls go out; after `threshold` consecutive failures within
 * `windowMs` it opens and calls fail at once for `coolDownMs`; then it half-opens and lets exactly one trial call
 * through: its success closes the breaker, its failure opens it for another cool-down. Opening and closing are said
 * once each (one console line and one change to the listeners), never per call. (Closures rather than a class with
 * private fields: this rides on every start-up path, and closure names minify.)
 */
export function createServiceBreakers(options: Partial<BreakerOptions> = {}): ServiceBreakers {
  const { threshold, windowMs, coolDownMs, now } = {
    threshold: BREAKER_THRESHOLD,
    windowMs: BREAKER_WINDOW_MS,
    coolDownMs: BREAKER_COOL_DOWN_MS,
    now: () => Date.now(),
    ...options,
  };
  const states = new Map<string, BreakerState>();
  const listeners = new Set<(change: BreakerChange) => void>();
  const keyOf = ({ service, region }: BreakerTarget) => `${service} ${region ?? ''}`;
  const tell = (target: BreakerTarget, state: BreakerChange['state']) => {
    const name = target.region === undefined ? target.service : `${target.service} in ${target.region}`;
    if (state === 'open') console.warn(`[api] ${name} is not answering: calls to it fail at once for ${coolDownMs} ms`);
    else console.info(`[api] ${name} answers again`);
    for (const listener of [...listeners]) listener({ service: target.service, region: target.region, state });
  };
  return {
    admit(target) {
      const state = states.get(keyOf(target));
      if (!state || state.kind === 'closed') return true;
      if (state.kind === 'half-open' || now() < state.until) return false;
      states.set(keyOf(target), { kind: 'half-open' });
      return true;
    },
    succeeded(target) {
      const key = keyOf(target);
      const state = states.get(key);
      states.delete(key);
      if (state && state.kind !== 'closed') tell(target, 'closed');
    },
    failed(target) {
      const key = keyOf(target);
      const state = states.get(key);
      const time = now();
      if (state?.kind === 'open') return;
      if (state?.kind === 'half-open') {
        states.set(key, { kind: 'open', until: time + coolDownMs });
        return;
      }
      const counting = state && time - state.since <= windowMs;
      const failures = counting ? state.failures + 1 : 1;
      if (failures < threshold) {
        states.set(key, { kind: 'closed', failures, since: counting ? state.since : time });
        return;
      }
      states.set(key, { kind: 'open', until: time + coolDownMs });
      tell(target, 'open');
    },
    released(target) {
      if (states.get(keyOf(target))?.kind === 'half-open') states.set(keyOf(target), { kind: 'open', until: now() });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      states.clear();
    },
  };
}

/** The breakers of every call the client makes; their changes go to `onServiceBreakerChange`'s listeners. */
export const serviceBreakers = createServiceBreakers();
serviceBreakers.onChange(tellServiceBreakerChange);

/** The error of a call failed at once, unsent, because its service's breaker is open: status 0, code CircuitOpen. */
export function circuitOpenError(target: BreakerTarget, operation: string, requestId: string): ApiError {
  return new ApiError({
    status: 0,
    code: CIRCUIT_OPEN,
    message: `${target.service} is not answering: the call was not sent while its circuit breaker is open.`,
    requestId,
    operation,
  });
}
