// Pure rules of the console settings panel (spec 1 §2, §5, §6, §9): the session timeout's presets, limits and custom
// input, and the panel's draft. Time zones: time-zones.ts and date-format.ts; personas: personas.ts.
// No I/O and no stores: the facts come in as plain values.

import { isPersonaId, OTHER_PERSONA_MAX_LENGTH, samePersona, type PersonaChoice } from './personas.ts';

// ---------------------------------------------------------------------------------------------------------------------
// Session timeout
// ---------------------------------------------------------------------------------------------------------------------

/**
 * The dropdown's fixed minute presets (spec 1 §5, §9: "from configuration, values not shown"). Chosen: a quarter of an
 * hour up to a working day, the steps administrators usually pick; those outside the configured limits are left out.
 */
export const SESSION_TIMEOUT_PRESETS: readonly number[] = [15, 30, 60, 120, 240, 480];

/** What the custom input holds when the user first picks Custom (spec 1 §9: default custom input 45 minutes). */
export const DEFAULT_CUSTOM_TIMEOUT_MINUTES = 45;

/** The whole-minute range a custom session timeout must lie in, both ends included. */
export interface SessionTimeoutLimits {
  lower: number;
  upper: number;
}

/**
 * The limits in whole minutes from the configured ones: a lower limit is rounded up and an upper one down, so every
 * minute offered is inside what was configured; at least 1 minute; an upper limit below the lower one is raised to it.
 */
export function sessionTimeoutLimits(lowerMinutes: number, upperMinutes: number): SessionTimeoutLimits {
  const lower = Math.max(1, Number.isFinite(lowerMinutes) ? Math.ceil(lowerMinutes) : 1);
  const upper = Number.isFinite(upperMinutes) ? Math.floor(upperMinutes) : lower;
  return { lower, upper: Math.max(lower, upper) };
}

/** The presets inside the limits, ascending. */
export function sessionTimeoutPresets(limits: SessionTimeoutLimits): number[] {
  return SESSION_TIMEOUT_PRESETS.filter(minutes => minutes >= limits.lower && minutes <= limits.upper);
}

/** The dropdown's choice: one of the presets (its minutes) or Custom. */
export type SessionTimeoutChoice = number | 'custom';

/**
 * The custom input as a whole number of minutes inside the limits (spec 1 §5: "a whole-minute number, step 1"), or
 * null when it is not one: empty, a fraction, an exponent, a sign, anything but digits, or outside the range.
 */
export function parseCustomTimeout(text: string, limits: SessionTimeoutLimits): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= limits.lower && minutes <= limits.upper ? minutes : null;
}

/** The minutes the dropdown and custom input stand for, or null when Custom holds no valid number. */
export function chosenTimeout(
  choice: SessionTimeoutChoice,
  customText: string,
  limits: SessionTimeoutLimits
): number | null {
  return choice === 'custom' ? parseCustomTimeout(customText, limits) : choice;
}

/** How the dropdown shows a stored value: its preset when it is one, else Custom holding it. */
export function timeoutChoiceFor(
  minutes: number,
  limits: SessionTimeoutLimits
): { timeoutChoice: SessionTimeoutChoice; customText: string } {
  if (sessionTimeoutPresets(limits).includes(minutes)) {
    return { timeoutChoice: minutes, customText: String(DEFAULT_CUSTOM_TIMEOUT_MINUTES) };
  }
  return { timeoutChoice: 'custom', customText: String(minutes) };
}

/**
 * Whether the session timeout can be changed, and if not, why (spec 1 §5, §6): the realm turned the setting off; the
 * preferences are still loading; they could not be loaded (the current value is unknown); the user is working in
 * another tenancy by override (read-only: the setting is that tenancy's); the user may not manage tenancy preferences.
 */
export type SessionTimeoutAccess =
  'allowed' | 'loading' | 'unavailable' | 'no-permission' | 'read-only' | 'realm-disabled';

/** The facts `sessionTimeoutAccess` reads. */
export interface SessionTimeoutAccessFacts {
  realmDisabled: boolean;
  /** Where the preferences load stands (stores/preferences.ts). */
  preferences: 'idle' | 'loading' | 'success' | 'failure' | 'timed-out';
  /** Signed in to another tenancy by override. */
  readOnly: boolean;
  canManageTenancyPreferences: boolean;
}

/** The session timeout's access: the realm first (it hides the setting), then loading, read-only and permission. */
export function sessionTimeoutAccess(facts: SessionTimeoutAccessFacts): SessionTimeoutAccess {
  if (facts.realmDisabled) return 'realm-disabled';
  if (facts.preferences === 'idle' || facts.preferences === 'loading') return 'loading';
  if (facts.preferences !== 'success') return 'unavailable';
  if (facts.readOnly) return 'read-only';
  return facts.canManageTenancyPreferences ? 'allowed' : 'no-permission';
}

// ---------------------------------------------------------------------------------------------------------------------
// The draft
// ---------------------------------------------------------------------------------------------------------------------

/** What the panel's form holds. */
export interface SettingsForm {
  timeZone: string;
  timeoutChoice: SessionTimeoutChoice;
  /** The custom input's text as typed (it may not be a valid number yet). */
  customText: string;
  persona: PersonaChoice;
}

/**
 * The user's unsaved changes: only the fields they touched, laid over the saved values. Kept apart from the saved
 * values so that preferences arriving while the panel is open fill in whatever the user has not changed.
 */
export type SettingsDraft = Partial<SettingsForm>;

/** The form: the saved values with the draft's changes over them. */
export function settingsForm(saved: SettingsForm, draft: SettingsDraft): SettingsForm {
  return { ...saved, ...draft };
}

/** Which of the independently saved settings a form changes against the saved values. */
export interface SettingsChanges {
  timeZone: boolean;
  timeout: boolean;
  persona: boolean;
}

/** What the form changes; the timeout by the minutes it stands for (an invalid custom input counts as a change). */
export function settingsChanges(
  saved: SettingsForm,
  form: SettingsForm,
  limits: SessionTimeoutLimits
): SettingsChanges {
  const savedMinutes = chosenTimeout(saved.timeoutChoice, saved.customText, limits);
  return {
    timeZone: form.timeZone !== saved.timeZone,
    timeout: chosenTimeout(form.timeoutChoice, form.customText, limits) !== savedMinutes,
    persona: !samePersona(form.persona, saved.persona),
  };
}

function isTimeoutChoice(value: unknown): value is SessionTimeoutChoice {
  return value === 'custom' || (typeof value === 'number' && Number.isInteger(value) && value > 0);
}

/**
 * A draft read back from storage: each field kept only when it is well formed (storage can be edited by anyone with
 * the browser), so one bad field never costs the others. Null when nothing usable is left.
 */
export function parseSettingsDraft(value: unknown): SettingsDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const draft: SettingsDraft = {};
  if (typeof stored['timeZone'] === 'string' && stored['timeZone'].length <= 64) draft.timeZone = stored['timeZone'];
  if (isTimeoutChoice(stored['timeoutChoice'])) draft.timeoutChoice = stored['timeoutChoice'];
  if (typeof stored['customText'] === 'string') draft.customText = stored['customText'].slice(0, 16);
  const persona = stored['persona'];
  if (typeof persona === 'object' && persona !== null) {
    const { id, otherText } = persona as Record<string, unknown>;
    if ((id === null || (typeof id === 'string' && isPersonaId(id))) && typeof otherText === 'string') {
      draft.persona = { id, otherText: otherText.slice(0, OTHER_PERSONA_MAX_LENGTH) };
    }
  }
  return Object.keys(draft).length > 0 ? draft : null;
}
