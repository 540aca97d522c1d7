import { atom } from 'nanostores';
import { DEFAULT_LOCALE } from '../src/domain/locale.ts';
import { isApiError, isTimeoutError, API_TIMEOUT } from '../src/http/errors.ts';
import {
  getPreferences,
  probeTenancyPreferences,
  setTenancyPreference,
  setUserPreference,
  type GuidedJourneyPersona,
  type PreferencesResponse,
  type TenancyPreferenceName,
  type TenancyPreferenceValues,
  type TimeZonePreference,
  type UserPersona,
  type UserPreferenceName,
  type UserPreferenceValues,
} from '../src/services/personalization.ts';
import { serviceContext, type ServiceContextOptions } from './service-context.ts';
import { $session } from './session.ts';
import { $sessionTimeoutMinutes } from './session-timeout.ts';

// canManageTenancyPreferences, two readings made one (spec 3 §4 "Success marks canManageTenancyPreferences true";
// §5 "a write attempt decides whether the user can manage tenancy preferences; on failure the user cannot"):
// a successful load sets it true, then the probe (a write of a console-owned tenancy preference right after the
// load) and every later tenancy preference write set it to the outcome of that write: true on success, false on
// any failure. A failed or timed-out load leaves it false. The service's own field of that name is not read. The
// console settings panel's session timeout save is the exception (stores/console-settings.ts): only a 404 there means
// no permission (spec 1 §6), since a 500 says nothing about it and the user must be able to try again.

/** How long the preferences may take before the console goes on with the defaults (spec 3 §9: 3000 ms). */
export const PREFERENCES_TIMEOUT_MS = 3000;

/** The time zone when none is known (spec 3 §9: default UTC). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The user's preferences (spec 3 §3 Preferences). */
export interface Preferences {
  /** A locale tag; the default locale until the user chose one. */
  language: string;
  /** True while the user has not chosen a language (the language is then the identity user's, or the default). */
  isDefaultLanguage: boolean;
  shouldContactForUsablity: boolean | null;
  userPersona: UserPersona | null;
  /** Minutes (the service speaks seconds); the user's, else the tenancy's, else null (no limit set). */
  sessionInactivityLimitTime: number | null;
  timeZone: TimeZonePreference;
  SETrialTermsAccepted: boolean;
  guidedJourneyPersona: GuidedJourneyPersona | null;
}

/** What the tenancy itself has set (spec 3 §6: session inactivity limit and trial terms). */
export interface TenancyPreferences {
  sessionInactivityLimitTime: number | null;
  SETrialTermsAccepted: boolean;
}

/** Where the preferences stand (spec 3 §4: loading, then success, failure or timed out). */
export type PreferencesStatus = 'idle' | 'loading' | 'success' | 'failure' | 'timed-out';

/** Preferences state. */
export interface PreferencesState {
  status: PreferencesStatus;
  /** True from the load's start until it succeeds, fails or times out (spec 3 §4: each ends loading). */
  loading: boolean;
  /** The user's preferences; the defaults until a load succeeds and after one fails or times out. */
  preferences: Preferences;
  tenancy: TenancyPreferences;
  /**
   * Whether the user may manage tenancy preferences. A successful load marks it true (spec 3 §4); then every write
   * attempt to a tenancy preference decides it, the start-up probe first (spec 3 §5): success true, failure false.
   */
  canManageTenancyPreferences: boolean;
  /** The error code of the failed load (an OCI code, API_TIMEOUT …), else null. */
  error: string | null;
}

/** The preferences the console uses until it knows the user's (spec 3 §9: time zone UTC, locale en). */
export const DEFAULT_PREFERENCES: Preferences = {
  language: DEFAULT_LOCALE,
  isDefaultLanguage: true,
  shouldContactForUsablity: null,
  userPersona: null,
  sessionInactivityLimitTime: null,
  timeZone: { preferredTimeZone: DEFAULT_TIME_ZONE, activeTimeZone: DEFAULT_TIME_ZONE },
  SETrialTermsAccepted: false,
  guidedJourneyPersona: null,
};

const NO_TENANCY_PREFERENCES: TenancyPreferences = { sessionInactivityLimitTime: null, SETrialTermsAccepted: false };

/** The state before any load. */
export const INITIAL_PREFERENCES_STATE: PreferencesState = {
  status: 'idle',
  loading: false,
  preferences: DEFAULT_PREFERENCES,
  tenancy: NO_TENANCY_PREFERENCES,
  canManageTenancyPreferences: false,
  error: null,
};

/** The user's preferences and whether they may manage the tenancy's. */
export const $preferences = atom<PreferencesState>(INITIAL_PREFERENCES_STATE);

/** Options of `loadPreferences`. */
export interface LoadPreferencesOptions {
  /** The whole load's deadline, retries included; default PREFERENCES_TIMEOUT_MS (tests shorten it). */
  timeoutMs?: number;
  /** Runs the tenancy preference probe after a successful load (spec 3 §5); default true. */
  probe?: boolean;
}

const DEADLINE = Symbol('preferences deadline');

/** Whole minutes of a session inactivity limit the service gives in seconds (spec 1 §5: "seconds divided by 60"). */
export function limitMinutes(seconds: unknown): number | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(1, Math.round(seconds / 60)) : null;
}

function fromResponse(response: PreferencesResponse): Pick<PreferencesState, 'preferences' | 'tenancy'> {
  const tenancy = response.tenancyPreferences;
  const limit = tenancy['sessionInactivityLimitTime'];
  const terms = tenancy['SETrialTermsAccepted'];
  return {
    preferences: {
      language: response.language,
      isDefaultLanguage: response.isDefaultLanguage,
      shouldContactForUsablity: response.shouldContactForUsablity,
      userPersona: response.userPersona,
      sessionInactivityLimitTime: limitMinutes(response.sessionInactivityLimitTime),
      timeZone: response.timeZone ?? DEFAULT_PREFERENCES.timeZone,
      SETrialTermsAccepted: response.SETrialTermsAccepted,
      guidedJourneyPersona: response.guidedJourneyPersona,
    },
    tenancy: {
      sessionInactivityLimitTime: limitMinutes(limit),
      SETrialTermsAccepted: terms === true || terms === 'true',
    },
  };
}

function timedOut(error: unknown): boolean {
  return error === DEADLINE || isTimeoutError(error);
}

// Not shown: chosen to ask the identity domain's home region, where the user's data lives, so a stale or
// unsubscribed active region never costs the user their preferences.
/** Where preference calls go, with the signed-in user's claims; undefined when signed out. */
export function preferencesContext(options: ServiceContextOptions = {}) {
  const claims = $session.get().claims;
  return claims ? { claims, context: serviceContext(claims.domain_home_region, options) } : undefined;
}

/**
 * Loads the user's preferences (spec 3 §4). Within the deadline (3000 ms, spec 3 §9) it ends in success, else in
 * failure or timed out with the defaults (time zone UTC, language en). After a success the tenancy preference probe
 * runs (spec 3 §5).
 */
export async function loadPreferences(options: LoadPreferencesOptions = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? PREFERENCES_TIMEOUT_MS;
  const controller = new AbortController();
  const target = preferencesContext({ timeoutMs, signal: controller.signal });
  if (!target) return;
  $preferences.set({ ...$preferences.get(), status: 'loading', loading: true, error: null });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort(DEADLINE);
      reject(DEADLINE);
    }, timeoutMs);
  });
  try {
    const response = await Promise.race([getPreferences(target.context), deadline]);
    // The idle clock follows the setting the console shows (issue 15): the user's, else the tenancy's, else none. The
    // settings panel's save sets it too (stores/console-settings.ts).
    $sessionTimeoutMinutes.set(limitMinutes(response.sessionInactivityLimitTime));
    $preferences.set({
      status: 'success',
      loading: false,
      ...fromResponse(response),
      // spec 3 §4: "Success marks canManageTenancyPreferences true"; the probe below may take it back.
      canManageTenancyPreferences: true,
      error: null,
    });
  } catch (error) {
    const status = timedOut(error) ? 'timed-out' : 'failure';
    $preferences.set({
      status,
      loading: false,
      preferences: DEFAULT_PREFERENCES,
      tenancy: NO_TENANCY_PREFERENCES,
      // Not shown: chosen. Without preferences nothing shows that the user may manage the tenancy's.
      canManageTenancyPreferences: false,
      error: status === 'timed-out' ? API_TIMEOUT : isApiError(error) ? error.code : 'UNKNOWN',
    });
    return;
  } finally {
    clearTimeout(timer);
  }
  if (options.probe ?? true) await probeTenancyPreferenceAccess();
}

/**
 * The tenancy-level preference probe (spec 3 §5): a write attempt decides whether the user can manage tenancy
 * preferences; on failure the user cannot. Resolves with the answer.
 */
export async function probeTenancyPreferenceAccess(): Promise<boolean> {
  const target = preferencesContext();
  if (!target) return false;
  try {
    await probeTenancyPreferences(target.context, target.claims.tenant);
    $preferences.set({ ...$preferences.get(), canManageTenancyPreferences: true });
    return true;
  } catch (error) {
    console.debug('[preferences] The tenancy preference probe failed; tenancy preferences are not manageable.', error);
    $preferences.set({ ...$preferences.get(), canManageTenancyPreferences: false });
    return false;
  }
}

/**
 * Saves one of the user's preferences. The console uses the new value at once and keeps it for this page even if
 * the save fails: spec 3 §8, "Preference and profile 'Failed to save' errors are only debug-logged". Resolves true
 * when it was saved.
 */
export async function saveUserPreference<K extends UserPreferenceName>(
  name: K,
  value: UserPreferenceValues[K]
): Promise<boolean> {
  const target = preferencesContext();
  if (!target) return false;
  const current = $preferences.get();
  $preferences.set({
    ...current,
    preferences: {
      ...current.preferences,
      [name]: value,
      ...(name === 'language' ? { isDefaultLanguage: false } : {}),
    },
  });
  try {
    await setUserPreference(target.context, target.claims.sub, name, value);
    return true;
  } catch (error) {
    console.debug(`[preferences] Failed to save the user preference ${name}`, error);
    return false;
  }
}

/**
 * Saves one of the tenancy's preferences. The attempt decides canManageTenancyPreferences (spec 3 §5): success
 * true, failure false. A failure is only debug-logged (spec 3 §8). Resolves true when it was saved.
 */
export async function saveTenancyPreference<K extends TenancyPreferenceName>(
  name: K,
  value: TenancyPreferenceValues[K]
): Promise<boolean> {
  const target = preferencesContext();
  if (!target) return false;
  try {
    await setTenancyPreference(target.context, target.claims.tenant, name, value);
    const current = $preferences.get();
    const tenancy =
      name === 'sessionInactivityLimitTime'
        ? { ...current.tenancy, sessionInactivityLimitTime: limitMinutes(value) }
        : { ...current.tenancy, SETrialTermsAccepted: true };
    $preferences.set({ ...current, tenancy, canManageTenancyPreferences: true });
    return true;
  } catch (error) {
    console.debug(`[preferences] Failed to save the tenancy preference ${name}`, error);
    $preferences.set({ ...$preferences.get(), canManageTenancyPreferences: false });
    return false;
  }
}

/** Saves the user's language (a supported locale tag). */
export function setLanguagePreference(localeTag: string): Promise<boolean> {
  return saveUserPreference('language', localeTag);
}

/** Saves the user's personas and persona prompt state. */
export function setPersonaPreference(persona: UserPersona): Promise<boolean> {
  return saveUserPreference('userPersona', persona);
}

/** Saves the user's time zone (an IANA name such as Europe/Berlin, or UTC) as preferred and active. */
export function setTimeZonePreference(timeZone: string): Promise<boolean> {
  return saveUserPreference('timeZone', { preferredTimeZone: timeZone, activeTimeZone: timeZone });
}

/** Saves whether the user may be contacted about usability studies. */
export function setContactForUsabilityPreference(contact: boolean): Promise<boolean> {
  return saveUserPreference('shouldContactForUsablity', contact);
}

/** Saves the guided journey state (dialogs shown, checklist, tour statuses). */
export function setGuidedJourneyPreference(journey: GuidedJourneyPersona): Promise<boolean> {
  return saveUserPreference('guidedJourneyPersona', journey);
}

/** Records that the user accepted the SE trial terms (spec 3 §9: one of the parallel writes on agreement). */
export function setTrialTermsAcceptedPreference(): Promise<boolean> {
  return saveUserPreference('SETrialTermsAccepted', true);
}

/** Saves the tenancy's session inactivity limit, given in minutes, as the seconds the service keeps. */
export function setSessionInactivityLimit(minutes: number): Promise<boolean> {
  return saveTenancyPreference('sessionInactivityLimitTime', minutes * 60);
}

/** Records the SE trial terms as accepted for the tenancy: the boolean value 'true' (spec 3 §7). */
export function acceptTenancyTrialTerms(): Promise<boolean> {
  return saveTenancyPreference('SETrialTermsAccepted', 'true');
}
