import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_MS, MAX_RETRY_AFTER_MS, backoffMs, retryAfterMs } from './retry.ts';

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

describe('backoffMs (full jitter)', () => {
  it('waits from 0 up to the base times 2 to the retry, never more than the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (retry, base, random) => {
          const delay = backoffMs(retry, base, () => random);
          return delay >= 0 && delay < Math.min(MAX_BACKOFF_MS, base * 2 ** retry) + 1e-9;
        }
      )
    );
  });

  it('averages the old fixed waits from a 250 ms base (250 then 500 ms), and reaches the cap only far out', () => {
    expect([backoffMs(1, 250, () => 0.5), backoffMs(2, 250, () => 0.5)]).toEqual([250, 500]);
    expect(backoffMs(1, 250, () => 0)).toBe(0);
    expect(backoffMs(2, 250, () => 0.999_999)).toBeCloseTo(1000, 2);
    expect(backoffMs(10, 250, () => 0.999_999)).toBeCloseTo(MAX_BACKOFF_MS, 1);
  });

  it('draws different waits for different random values (consoles hit by one outage do not retry in step)', () => {
    const waits = new Set([0, 0.25, 0.5, 0.75].map(random => backoffMs(1, 250, () => random)));
    expect(waits.size).toBe(4);
  });
});
