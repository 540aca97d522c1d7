import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, MAX_RETRY_AFTER_MS, nextBackoffMs, retryAfterMs } from './retry.ts';

const NOW = Date.parse('2026-11-26T08:00:00Z');

describe('retryAfterMs', () => {
  it.each([
    ['delay-seconds', '3', 3000],
    ['zero seconds', '0', 0],
    ['spaces around the seconds', ' 2 ', 2000],
    ['more seconds than the cap', '120', MAX_RETRY_AFTER_MS],
    ['an HTTP-date 4 s ahead', 'Thu, 26 Nov 2026 08:00:04 GMT', 4000],
    ['an HTTP-date in the past', 'Thu, 26 Nov 2026 07:59:00 GMT', 0],
    ['an HTTP-date an hour ahead', 'Thu, 26 Nov 2026 09:00:00 GMT', MAX_RETRY_AFTER_MS],
  ])('reads %s', (_case, header, expected) => {
    expect(retryAfterMs(header, NOW)).toBe(expected);
  });

  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['negative seconds', '-5'],
    ['fractional seconds', '1.5'],
    ['a date that is not an HTTP-date', '2026-11-26T08:00:04Z'],
    ['words', 'soon'],
    ['an impossible HTTP-date', 'Thu, 99 Nov 2026 08:00:04 GMT'],
  ])('ignores %s, so the back-off applies', (_case, header) => {
    expect(retryAfterMs(header, NOW)).toBeUndefined();
  });

  it('never asks for a negative wait or more than the cap, whatever the seconds', () => {
    fc.assert(
      fc.property(fc.nat(), seconds => {
        const ms = retryAfterMs(String(seconds), NOW);
        return ms !== undefined && ms >= 0 && ms <= MAX_RETRY_AFTER_MS;
      })
    );
  });
});

describe('nextBackoffMs (decorrelated jitter)', () => {
  it('waits between the base and three times the previous wait, at most the cap, and never less than the base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (base, previousExtra, random) => {
          const previous = base + previousExtra;
          const delay = nextBackoffMs(previous, base, () => random);
          const upper = Math.max(base, Math.min(Math.max(MAX_BACKOFF_MS, base), previous * 3));
          return delay >= base && delay <= upper;
        }
      )
    );
  });

  it('spreads the first retry over 250 to 750 ms from a 250 ms base, and a run of retries stays under the cap', () => {
    expect(nextBackoffMs(250, 250, () => 0)).toBe(250);
    expect(nextBackoffMs(250, 250, () => 0.5)).toBe(500);
    expect(nextBackoffMs(250, 250, () => 0.999_999)).toBeCloseTo(750, 2);
    let delay = 250;
    for (let retry = 0; retry < 10; retry += 1) delay = nextBackoffMs(delay, 250, () => 0.999_999);
    expect(delay).toBeLessThanOrEqual(MAX_BACKOFF_MS);
    expect(delay).toBeGreaterThan(MAX_BACKOFF_MS - 1);
  });

  it('draws different waits for different random values (consoles hit by one outage do not retry in step)', () => {
    const waits = new Set([0, 0.25, 0.5, 0.75].map(random => nextBackoffMs(250, 250, () => random)));
    expect(waits.size).toBe(4);
  });
});
