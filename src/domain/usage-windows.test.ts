import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USAGE_WINDOW_MAX_DAYS, usageGranularity, usageWindows } from './usage-windows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date('2024-01-01T00:00:00.000Z');
const after = (days: number) => new Date(start.getTime() + days * DAY_MS);

describe('usage windows', () => {
  it('keeps a range of at most 31 days as one window', () => {
    expect(usageWindows(start, after(31))).toEqual([{ start, end: after(31) }]);
    expect(usageWindows(start, after(0.5))).toEqual([{ start, end: after(0.5) }]);
  });

  it('splits a longer range into consecutive windows of 31 days, the last one shorter', () => {
    const windows = usageWindows(start, after(90));

    expect(windows).toEqual([
      { start, end: after(31) },
      { start: after(31), end: after(62) },
      { start: after(62), end: after(90) },
    ]);
    for (const window of windows) {
      expect(window.end.getTime() - window.start.getTime()).toBeLessThanOrEqual(USAGE_WINDOW_MAX_DAYS * DAY_MS);
    }
  });

  it('splits a range just over 31 days into two windows', () => {
    const end = new Date(after(31).getTime() + 1);
    expect(usageWindows(start, end)).toEqual([
      { start, end: after(31) },
      { start: after(31), end },
    ]);
  });

  it('has no windows for an empty, reversed or invalid range', () => {
    expect(usageWindows(start, start)).toEqual([]);
    expect(usageWindows(after(2), start)).toEqual([]);
    expect(usageWindows(new Date('not a date'), start)).toEqual([]);
  });
});

describe('usage granularity', () => {
  it('is hourly for a range of at most one day', () => {
    expect(usageGranularity(start, after(1))).toBe('HOURLY');
    expect(usageGranularity(start, new Date(start.getTime() + 60 * 60 * 1000))).toBe('HOURLY');
  });

  it('is daily for a range longer than one day', () => {
    expect(usageGranularity(start, new Date(after(1).getTime() + 1))).toBe('DAILY');
    expect(usageGranularity(start, after(90))).toBe('DAILY');
  });
});

describe('usage window properties', () => {
  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
  const length = fc.integer({ min: 1, max: 400 * DAY_MS });

  it('covers the range in order without gaps or overlaps, each window at most 31 days', () => {
    fc.assert(
      fc.property(instant, length, (from, span) => {
        const windows = usageWindows(new Date(from), new Date(from + span));
        const first = windows[0];
        const last = windows[windows.length - 1];
        if (!first || !last || first.start.getTime() !== from || last.end.getTime() !== from + span) return false;
        return windows.every((window, index) => {
          const size = window.end.getTime() - window.start.getTime();
          const previous = windows[index - 1];
          return (
            size > 0 &&
            size <= USAGE_WINDOW_MAX_DAYS * DAY_MS &&
            (previous === undefined || previous.end.getTime() === window.start.getTime())
          );
        });
      })
    );
  });

  it('asks hourly exactly when the range is at most one day', () => {
    fc.assert(
      fc.property(instant, length, (from, span) => {
        const granularity = usageGranularity(new Date(from), new Date(from + span));
        return granularity === (span <= DAY_MS ? 'HOURLY' : 'DAILY');
      })
    );
  });
});
