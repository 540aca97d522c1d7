import type { ConfiguredMiddleware, WretchResponse } from 'wretch';
import { sleep } from '../sleep.ts';

/**
 * The longest `retry-after` the client waits before a retry (not in the spec: chosen). A console call has a user
 * waiting on it: a service asking for more than 10 s is retried after 10 s (the retry count stays at most 2, spec 3
 * §7), so the user sees the outcome within half a minute instead of a spinner for as long as the service likes.
 */
export const MAX_RETRY_AFTER_MS = 10_000;

/** The longest jittered back-off between two attempts (chosen; with 2 retries it is never reached from 250 ms). */
export const MAX_BACKOFF_MS = 4_000;

/** Statuses whose `retry-after` header sets the wait before the retry (RFC 9110 §10.2.3). */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

/**
 * The wait a `retry-after` value asks for, in ms from `now`: delay-seconds or an HTTP-date (RFC 9110 §5.6.7, which
 * always ends in GMT), capped at MAX_RETRY_AFTER_MS; a date in the past is 0; a missing or unreadable value is
 * undefined (the back-off applies).
 */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim() ?? '';
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : text.endsWith(' GMT') ? Date.parse(text) - now : NaN;
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * The back-off before retry number `retry` (1, 2 …) under full jitter (AWS Architecture Blog, "Exponential Backoff
 * and Jitter"): a random wait from 0 up to `baseMs` × 2^retry, at most MAX_BACKOFF_MS. Spreads the retries of many
 * consoles hit by one outage instead of having them come back in step; from the 250 ms base the waits average 250 and
 * 500 ms, as the fixed 250 and 500 ms waits did before, so a start-up call that is retried costs no more on average.
 */
export function backoffMs(retry: number, baseMs: number, random: () => number): number {
  return random() * Math.min(MAX_BACKOFF_MS, baseMs * 2 ** retry);
}

/** Where the retries get their randomness and wait: injectable, so tests see exact delays without sleeping. */
export interface RetryTiming {
  /** A number in [0, 1). */
  random: () => number;
  /** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
  sleep: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  now: () => number;
}

const REAL_TIMING: RetryTiming = { random: Math.random, sleep, now: () => Date.now() };
let timing = REAL_TIMING;

/** Replaces the retries' random source, sleep and clock (tests); no argument puts the real ones back. */
export function setRetryTiming(replacement: Partial<RetryTiming> = {}): void {
  timing = { ...REAL_TIMING, ...replacement };
}

/** What the retry middleware needs from a call. */
export interface RetryOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** The smallest back-off, and where the jitter starts. */
  baseDelayMs: number;
  /** Leaving the page (or the caller) cancels the wait between attempts at once. */
  signal: AbortSignal | undefined;
  /** Whether an attempt's outcome is worth another attempt. */
  shouldRetry: (response: Response | undefined, error: unknown) => boolean;
}

/**
 * Retries an attempt up to `retries` times: after `retry-after` when a 429 or 503 names one, otherwise after a
 * full-jitter back-off. Resolves with the last response (the caller turns a failing one into its error) or
 * rejects with the last error. In place of wretch's retry middleware, whose delay cannot see the response.
 */
export function retrying(options: RetryOptions): ConfiguredMiddleware {
  return next => async (url, init) => {
    for (let retry = 1; ; retry += 1) {
      let response: WretchResponse | undefined;
      let error: unknown;
      try {
        response = await next(url, init);
      } catch (caught) {
        error = caught;
      }
      if (retry > options.retries || !options.shouldRetry(response, error)) {
        if (response) return response;
        throw error;
      }
      const asked =
        response && RETRY_AFTER_STATUSES.has(response.status)
          ? retryAfterMs(response.headers.get('retry-after'), timing.now())
          : undefined;
      await timing.sleep(asked ?? backoffMs(retry, options.baseDelayMs, timing.random), options.signal);
    }
  };
}
