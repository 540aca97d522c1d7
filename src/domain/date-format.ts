// The one place the console turns a moment into text for the user (issue 15: the console settings' time zone changes
// every date the console shows). Every date and time shown goes through these functions with the user's locale and
// `$timeZone` (stores/time-zone.ts). Small, no imports: Home's start-up path reads it.

/** The time zone of a user who has not chosen one (spec 3 §9: default UTC). */
export const UTC_ZONE = 'UTC';

/** True for a zone this platform knows (an IANA name such as `Europe/Berlin`, or `UTC`). */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How much of the moment to show: the date, or date and time. */
export type DateTextStyle = 'date' | 'date-time';

function formatter(localeTag: string, timeZone: string, style: DateTextStyle): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions =
    style === 'date' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(localeTag, { ...options, timeZone });
  } catch {
    // A zone (or locale) this browser does not know: UTC, never an error on the page.
    return new Intl.DateTimeFormat(localeTag, { ...options, timeZone: UTC_ZONE });
  }
}

/**
 * A moment (ISO text or epoch milliseconds) as the user reads it: their locale, their time zone, a medium date
 * ("Mar 4, 2025", "04.03.2025"), with the short time for `date-time`. A plain calendar day (`YYYY-MM-DD`) is that day
 * wherever the user is. Null for a missing or invalid moment.
 */
export function formatDateText(
  value: string | number | null | undefined,
  localeTag: string,
  timeZone: string,
  style: DateTextStyle = 'date'
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(day) ? null : formatter(localeTag, UTC_ZONE, 'date').format(day);
  }
  const time = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time)) return null;
  return formatter(localeTag, timeZone, style).format(time);
}

/** The zone's short name at a moment as the locale writes it ("CET", "GMT+1"); `UTC` for UTC. */
export function timeZoneLabel(time: number, localeTag: string, timeZone: string): string {
  if (timeZone === UTC_ZONE || timeZone === 'Etc/UTC') return UTC_ZONE;
  try {
    const parts = new Intl.DateTimeFormat(localeTag, { timeZone, timeZoneName: 'short' }).formatToParts(time);
    return parts.find(part => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return UTC_ZONE;
  }
}
