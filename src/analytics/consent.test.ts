import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TAG_WAIT } from '../domain/consent.ts';
import { waitFor } from './consent.ts';

// The wait the console puts on the two scripts (spec 2 §8, §9): polls until the script answers, at the interval given,
// and gives up after the last poll.

afterEach(() => {
  vi.useRealTimers();
});

describe('waitFor', () => {
  it('answers as soon as the value is there, polling at the interval', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const value = waitFor(() => (++calls >= 4 ? 'loaded' : undefined), ANALYTICS_TAG_WAIT);
    await vi.advanceTimersByTimeAsync(300);
    await expect(value).resolves.toBe('loaded');
    expect(calls).toBe(4);
  });

  it('gives up after 10 s of polls every 100 ms for the analytics tag', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let settled = false;
    const value = waitFor(() => {
      calls += 1;
      return undefined;
    }, ANALYTICS_TAG_WAIT).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9_900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await expect(value).resolves.toBeUndefined();
    expect(calls).toBe(101);
  });
});
