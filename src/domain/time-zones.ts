// The console settings' time zone list (spec 2 §9: "UTC plus named zones sorted by offset"), with date-fns-tz. Only
// the settings panel's chunk imports it.

import { getTimezoneOffset } from 'date-fns-tz';
import { UTC_ZONE } from './date-format.ts';

/** A time zone as the list shows it. */
export interface TimeZoneOption {
  /** The IANA name stored in the preference, e.g. `America/New_York`. */
  id: string;
  /** Minutes ahead of UTC at the given moment (negative west of Greenwich). */
  offsetMinutes: number;
  /** The offset as the list writes it: `UTC`, `UTC+05:30`, `UTC-03:00`. */
  offsetText: string;
  /** The name for reading: `America/New York` (underscores as spaces). */
  name: string;
}

/** `UTC+05:30` for 330 minutes, `UTC-03:00` for -180, `UTC` for 0. */
export function utcOffsetText(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${minutes}`;
}

// Aliases of UTC itself: the list has one UTC, first.
const UTC_ALIASES = new Set(['UTC', 'Etc/UTC', 'Etc/UCT', 'Etc/Universal', 'Etc/Zulu', 'UCT', 'Universal', 'Zulu']);

/**
 * The time zone list (spec 2 §9): UTC first, then the named zones sorted by their offset from UTC at `at` (west to
 * east), equal offsets by name. Offsets are taken at a moment, since daylight saving time moves them; the list is
 * built when the panel opens. A zone this platform cannot resolve is left out.
 */
export function timeZoneOptions(zones: readonly string[], at: Date): TimeZoneOption[] {
  const seen = new Set<string>();
  const named: TimeZoneOption[] = [];
  for (const id of zones) {
    if (UTC_ALIASES.has(id) || seen.has(id)) continue;
    seen.add(id);
    const offsetMs = getTimezoneOffset(id, at);
    if (Number.isNaN(offsetMs)) continue;
    const offsetMinutes = Math.round(offsetMs / 60_000);
    named.push({ id, offsetMinutes, offsetText: utcOffsetText(offsetMinutes), name: id.replaceAll('_', ' ') });
  }
  named.sort((first, second) => first.offsetMinutes - second.offsetMinutes || first.id.localeCompare(second.id));
  return [{ id: UTC_ZONE, offsetMinutes: 0, offsetText: 'UTC', name: 'UTC' }, ...named];
}
