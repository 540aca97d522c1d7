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
  | { kind: 'closed'; failures: number; since: number }
  | { kind: 'open'; until: number; target: BreakerTarget }
  | { kind: 'half-open'; target: BreakerTarget };

/** Options of a set of breakers (tests pass their own clock). */
export interface BreakerOptions {
  threshold: number;
  windowMs: number;
  coolDownMs: number;
  now: () => number;
}

/**
 * One circuit breaker per service and region. Closed, calls go out; after `threshold` consecutive failures within
 * `windowMs` it opens and calls fail at once for `coolDownMs`; then it half-opens and lets exactly one trial call
 * through: its success closes the breaker, its failure opens it for another cool-down. Opening and closing are said
 * once each (one console line and one change to the listeners), never per call.
 */
export class ServiceBreakers {
  readonly #states = new Map<string, BreakerState>();
  readonly #listeners = new Set<(change: BreakerChange) => void>();
  readonly #options: BreakerOptions;

  constructor(options: Partial<BreakerOptions> = {}) {
    this.#options = {
      threshold: BREAKER_THRESHOLD,
      windowMs: BREAKER_WINDOW_MS,
      coolDownMs: BREAKER_COOL_DOWN_MS,
      now: () => Date.now(),
      ...options,
    };
  }

  /** Whether a call may go out now; false means fail it at once. The one call let through a half-open breaker is its trial. */
  admit(target: BreakerTarget): boolean {
    const key = keyOf(target);
    const state = this.#states.get(key);
    if (!state || state.kind === 'closed') return true;
    if (state.kind === 'half-open' || this.#options.now() < state.until) return false;
    this.#states.set(key, { kind: 'half-open', target });
    return true;
  }

  /** The service answered (any status below 500). */
  succeeded(target: BreakerTarget): void {
    const key = keyOf(target);
    const state = this.#states.get(key);
    this.#states.delete(key);
    if (state && state.kind !== 'closed') {
      console.info(`[api] ${describe(target)} answers again.`);
      this.#tell({ ...target, state: 'closed' });
    }
  }

  /** The call ended in a 5xx, a timeout or no answer. */
  failed(target: BreakerTarget): void {
    const key = keyOf(target);
    const state = this.#states.get(key);
    const now = this.#options.now();
    if (state?.kind === 'open') return;
    if (state?.kind === 'half-open') {
      this.#states.set(key, { kind: 'open', until: now + this.#options.coolDownMs, target });
      return;
    }
    const counting = state && now - state.since <= this.#options.windowMs;
    const failures = counting ? state.failures + 1 : 1;
    if (failures < this.#options.threshold) {
      this.#states.set(key, { kind: 'closed', failures, since: counting ? state.since : now });
      return;
    }
    this.#states.set(key, { kind: 'open', until: now + this.#options.coolDownMs, target });
    console.warn(
      `[api] ${describe(target)} is not answering: ${failures} calls failed in a row. Calls to it fail at once for ` +
        `${this.#options.coolDownMs / 1000} s, then one trial call goes out.`
    );
    this.#tell({ ...target, state: 'open' });
  }

  /** The call was cancelled: neither outcome, but a half-open breaker's trial slot is free again. */
  released(target: BreakerTarget): void {
    const key = keyOf(target);
    if (this.#states.get(key)?.kind === 'half-open') {
      this.#states.set(key, { kind: 'open', until: this.#options.now(), target });
    }
  }

  /** Listens to breakers opening and closing; returns a function that stops listening. */
  onChange(listener: (change: BreakerChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Closes every breaker without a word (tests; a new session). */
  reset(): void {
    this.#states.clear();
  }

  #tell(change: BreakerChange): void {
    for (const listener of [...this.#listeners]) listener(change);
  }
}

function keyOf(target: BreakerTarget): string {
  return `${target.service}\n${target.region ?? ''}`;
}

function describe(target: BreakerTarget): string {
  return target.region === undefined ? target.service : `${target.service} in ${target.region}`;
}

/** The breakers of every call the client makes. */
export const serviceBreakers = new ServiceBreakers();
