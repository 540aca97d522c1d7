import { describe, expect, it } from 'vitest';
import { formatDateText, isKnownTimeZone, timeZoneLabel } from './date-format.ts';
import { timeZoneOptions, utcOffsetText } from './time-zones.ts';

const JANUARY = new Date('2026-01-15T12:00:00Z');

describe('timeZoneOptions (spec 2 §9: UTC plus named zones sorted by offset)', () => {
  const zones = ['Europe/Berlin', 'Asia/Kolkata', 'America/New_York', 'Etc/UTC', 'Pacific/Kiritimati', 'Africa/Lagos'];

  it('puts UTC first, once, then the zones west to east, equal offsets by name', () => {
    const options = timeZoneOptions(zones, JANUARY);
    expect(options.map(option => option.id)).toEqual([
      'UTC',
      'America/New_York',
      'Africa/Lagos',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Pacific/Kiritimati',
    ]);
    expect(options[1]).toEqual({
      id: 'America/New_York',
      offsetMinutes: -300,
      offsetText: 'UTC-05:00',
      name: 'America/New York',
    });
  });

  it('takes offsets at the given moment (daylight saving time moves them)', () => {
    const july = timeZoneOptions(['America/New_York'], new Date('2026-07-15T12:00:00Z'));
    expect(july[1]?.offsetMinutes).toBe(-240);
  });

  it('leaves out zones the platform cannot resolve', () => {
    expect(timeZoneOptions(['Mars/Olympus_Mons', 'Asia/Tokyo'], JANUARY).map(option => option.id)).toEqual([
      'UTC',
      'Asia/Tokyo',
    ]);
  });

  it('sorts every zone this platform knows by offset', () => {
    const options = timeZoneOptions(Intl.supportedValuesOf('timeZone'), JANUARY);
    const offsets = options.slice(1).map(option => option.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((first, second) => first - second));
    expect(options.filter(option => option.id === 'UTC')).toHaveLength(1);
  });

  it.each([
    [0, 'UTC'],
    [330, 'UTC+05:30'],
    [-180, 'UTC-03:00'],
    [840, 'UTC+14:00'],
    [-570, 'UTC-09:30'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(utcOffsetText(minutes)).toBe(text);
  });
});

describe('formatDateText: every date the console shows, in the user’s time zone', () => {
  const moment = '2026-03-04T20:30:00Z';
  it.each([
    ['UTC', 'en-US', 'date', 'Mar 4, 2026'],
    ['Asia/Tokyo', 'en-US', 'date', 'Mar 5, 2026'],
    ['America/Los_Angeles', 'en-US', 'date-time', 'Mar 4, 2026, 12:30 PM'],
    ['Europe/Berlin', 'de-DE', 'date-time', '04.03.2026, 21:30'],
    ['Not/A_Zone', 'en-US', 'date', 'Mar 4, 2026'],
  ] as const)('in %s (%s, %s)', (zone, locale, style, text) => {
    expect(formatDateText(moment, locale, zone, style)).toBe(text);
  });

  it('keeps a calendar day the same day everywhere, and gives nothing for no moment', () => {
    expect(formatDateText('2026-03-04', 'en-US', 'Pacific/Pago_Pago')).toBe('Mar 4, 2026');
    expect(formatDateText(Date.parse(moment), 'en-US', 'UTC')).toBe('Mar 4, 2026');
    expect(formatDateText('not a date', 'en-US', 'UTC')).toBeNull();
    expect(formatDateText(undefined, 'en-US', 'UTC')).toBeNull();
    expect(formatDateText('', 'en-US', 'UTC')).toBeNull();
  });

  it('names the zone, and knows which zones exist', () => {
    expect(timeZoneLabel(Date.parse(moment), 'en-US', 'UTC')).toBe('UTC');
    expect(timeZoneLabel(Date.parse(moment), 'en-US', 'America/New_York')).toBe('EST');
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
