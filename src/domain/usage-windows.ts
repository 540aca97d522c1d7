// Usage ranges as the usage store call takes them (spec 2 §7 "POST usage (getUsage)", §9 "Usage window max 31 days").

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest range one usage call may ask for, in days (spec 2 §9). */
export const USAGE_WINDOW_MAX_DAYS = 31;

/** Granularities of the usage store call: hourly for a range of at most one day, else daily (spec 2 §7). */
export type UsageGranularity = 'HOURLY' | 'DAILY';

/** One window of a usage range: start inclusive, end exclusive. */
export interface UsageWindow {
  start: Date;
  end: Date;
}

function isValidRange(start: Date, end: Date): boolean {
  return !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime()) && start.getTime() < end.getTime();
}

/** HOURLY when the range is at most one day long, else DAILY (spec 2 §7). */
export function usageGranularity(start: Date, end: Date): UsageGranularity {
  return end.getTime() - start.getTime() <= DAY_MS ? 'HOURLY' : 'DAILY';
}

/**
 * Splits a usage range into consecutive windows of at most 31 days, in order, each starting where the one before
 * ends; the last one ends at `end`. An empty or invalid range (end not after start, an invalid date) has no windows.
 */
export function usageWindows(start: Date, end: Date, maxDays: number = USAGE_WINDOW_MAX_DAYS): UsageWindow[] {
  if (!isValidRange(start, end)) return [];
  const span = Math.max(1, Math.floor(maxDays)) * DAY_MS;
  const windows: UsageWindow[] = [];
  for (let from = start.getTime(); from < end.getTime(); from += span) {
    windows.push({ start: new Date(from), end: new Date(Math.min(from + span, end.getTime())) });
  }
  return windows;
}
