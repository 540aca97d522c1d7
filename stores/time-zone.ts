import { computed } from 'nanostores';
import { isKnownTimeZone, UTC_ZONE } from '../src/domain/date-format.ts';
import { $preferences } from './preferences.ts';

/**
 * The time zone every date of the console is shown in (spec 1 §2 console settings, spec 3 §9: default UTC): the user's
 * active time zone preference, UTC until the preferences are in, after they fail, or when the stored zone is one this
 * browser does not know. Saving a time zone in the settings panel updates the preferences at once, so dates follow.
 */
export const $timeZone = computed($preferences, state => {
  const zone = state.preferences.timeZone.activeTimeZone || state.preferences.timeZone.preferredTimeZone;
  return isKnownTimeZone(zone) ? zone : UTC_ZONE;
});
