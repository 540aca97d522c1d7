import { atom, computed } from 'nanostores';
import { CONSOLE_CONFIG } from '../src/config.ts';
import {
  chosenTimeout,
  parseCustomTimeout,
  parseSettingsDraft,
  sessionTimeoutAccess,
  sessionTimeoutLimits,
  sessionTimeoutPresets,
  settingsChanges,
  settingsForm,
  timeoutChoiceFor,
  type SessionTimeoutAccess,
  type SessionTimeoutLimits,
  type SettingsChanges,
  type SettingsDraft,
  type SettingsForm,
} from '../src/domain/console-settings.ts';
import { isCompletePersona, personaFromPreference, personaPreference } from '../src/domain/personas.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { isApiError } from '../src/http/errors.ts';
import { LOCAL_KEYS, readLocalJson, writeLocalJson } from '../src/storage/browser-storage.ts';
import { $locale } from './locale.ts';
import { setTenancyPreference } from '../src/services/personalization.ts';
import {
  $preferences,
  loadPreferences,
  preferencesContext,
  setPersonaPreference,
  setTimeZonePreference,
} from './preferences.ts';
import { $sessionTimeoutMinutes } from './session-timeout.ts';
import { $session } from './session.ts';
import { closeSettingsPanel } from './settings-panel.ts';
import { $timeZone } from './time-zone.ts';
import { showSessionTimeoutSaved } from './toasts.ts';

// The console settings panel's state (spec 1 §2, §4, §5, §6, §8; issue 15 point 4). The saved values come from the
// preferences store; the user's unsaved changes (the draft) lie over them and are kept in localStorage per user, so
// what was typed survives a sign-out and sign-in (issue 15 point 3) and is only dropped by Save or Cancel. Time zone,
// persona and session timeout are three separate writes (spec 1 §4: "Persona and time zone save independently"): time
// zone and persona failures are only logged (spec 1 §8), a session timeout failure is shown in the panel, and a 404 on
// it means the user may not manage tenancy preferences (spec 1 §6).

/** The saving state of the panel. */
export interface SettingsSaveState {
  saving: boolean;
  /** The session timeout's save failure as the service said it (message and request id), else null. */
  timeoutError: { message: string; requestId: string | null } | null;
}

/** Everything the panel renders. */
export interface ConsoleSettingsView {
  /** The values the form shows: saved ones with the user's changes over them. */
  form: SettingsForm;
  /** What the form changes against what is saved. */
  changes: SettingsChanges;
  /** The session timeout's whole-minute limits and the presets inside them. */
  limits: SessionTimeoutLimits;
  presets: readonly number[];
  /** Whether the session timeout can be changed, and why not. */
  timeoutAccess: SessionTimeoutAccess;
  /** True while Custom is chosen and holds no whole number inside the limits (the error shows, Save is disabled). */
  customInvalid: boolean;
  /** True while "other" is chosen without words (Save is disabled until some are typed). */
  personaIncomplete: boolean;
  /** True while the preferences are loading: the form is not filled yet. */
  loading: boolean;
  /** Whether Save may be pressed. */
  canSave: boolean;
  /** True when the form shows changes kept from an earlier visit (a restored draft). */
  restored: boolean;
  save: SettingsSaveState;
}

const NO_SAVE: SettingsSaveState = { saving: false, timeoutError: null };

/** The user's unsaved changes. */
export const $settingsDraft = atom<SettingsDraft>({});

/** Whether the draft was read back from storage when the panel opened (and not touched since). */
const $restored = atom(false);

/** The state of the last save. */
export const $settingsSave = atom<SettingsSaveState>(NO_SAVE);

/** The session timeout's limits from configuration (spec 1 §5). */
export function configuredTimeoutLimits(): SessionTimeoutLimits {
  return sessionTimeoutLimits(featureFlag('session-timeout-lower-limit'), featureFlag('session-timeout-limit'));
}

/** The saved values as the form shows them. */
export const $savedSettings = computed([$preferences, $timeZone, $locale], (state, timeZone, locale) => {
  const limits = configuredTimeoutLimits();
  const minutes =
    state.tenancy.sessionInactivityLimitTime ??
    state.preferences.sessionInactivityLimitTime ??
    featureFlag('session-timeout-default');
  return {
    timeZone,
    ...timeoutChoiceFor(minutes, limits),
    persona: personaFromPreference(state.preferences.userPersona, locale),
  } satisfies SettingsForm;
});

/** The panel's whole view. */
export const $consoleSettings = computed(
  [$savedSettings, $settingsDraft, $preferences, $session, $settingsSave, $restored],
  (saved, draft, preferences, session, save, restored): ConsoleSettingsView => {
    const limits = configuredTimeoutLimits();
    const form = settingsForm(saved, draft);
    const changes = settingsChanges(saved, form, limits);
    const timeoutAccess = sessionTimeoutAccess({
      realmDisabled: CONSOLE_CONFIG.realmFeatures?.sessionTimeoutSettingDisabled === true,
      preferences: preferences.status,
      readOnly: Boolean(session.claims?.tenant_override_from),
      canManageTenancyPreferences: preferences.canManageTenancyPreferences,
    });
    const customInvalid = form.timeoutChoice === 'custom' && parseCustomTimeout(form.customText, limits) === null;
    const personaIncomplete = form.persona.id === 'other' && !isCompletePersona(form.persona);
    const loading = preferences.status === 'idle' || preferences.status === 'loading';
    // Save is disabled while loading or saving, while the custom input is invalid, for a timeout change the user may
    // not make (without permission, read-only, realm), for "other" without words, and when nothing changed: so
    // without permission it stays disabled unless the user's own time zone or persona changed (chosen: those are
    // the user's, not the tenancy's, and the spec lets them save independently).
    const timeoutBlocked = changes.timeout && (timeoutAccess !== 'allowed' || customInvalid);
    const personaBlocked = changes.persona && personaIncomplete;
    const anyChange = changes.timeZone || changes.timeout || changes.persona;
    const canSave = !loading && !save.saving && anyChange && !timeoutBlocked && !personaBlocked && !customInvalid;
    return {
      form,
      changes,
      limits,
      presets: sessionTimeoutPresets(limits),
      timeoutAccess,
      customInvalid,
      personaIncomplete,
      loading,
      canSave,
      restored,
      save,
    };
  }
);

// --- the stored draft (localStorage, one entry per user id) ---------------------------------------------------------

function storedDrafts(): Record<string, unknown> {
  const stored = readLocalJson(LOCAL_KEYS.settingsDrafts);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {};
}

function currentUserId(): string | null {
  return $session.get().claims?.sub ?? null;
}

function storeDraft(draft: SettingsDraft): void {
  const userId = currentUserId();
  if (!userId) return;
  const others = Object.entries(storedDrafts()).filter(([id]) => id !== userId);
  const drafts = Object.fromEntries(Object.keys(draft).length === 0 ? others : [...others, [userId, draft]]);
  writeLocalJson(LOCAL_KEYS.settingsDrafts, drafts);
}

/** The signed-in user's stored draft, or null. */
export function readStoredDraft(): SettingsDraft | null {
  const userId = currentUserId();
  return userId ? parseSettingsDraft(storedDrafts()[userId]) : null;
}

// --- actions ----------------------------------------------------------------------------------------------------------

/**
 * Prepares the panel as it opens: the user's stored draft comes back (issue 15: unsaved values survive a sign-out and
 * sign-in), an earlier save's error is cleared, and preferences that are not in (a failed or timed-out start-up load)
 * are asked for again, since the form shows them.
 */
export function openConsoleSettings(): void {
  const stored = readStoredDraft();
  $settingsDraft.set(stored ?? {});
  $restored.set(stored !== null);
  $settingsSave.set(NO_SAVE);
  const status = $preferences.get().status;
  if (status === 'failure' || status === 'timed-out' || status === 'idle') void loadPreferences();
}

/** Records a change the user made in the form; it is stored at once, so it survives the session ending. */
export function changeSettings(change: SettingsDraft): void {
  const draft = { ...$settingsDraft.get(), ...change };
  $settingsDraft.set(draft);
  $restored.set(false);
  storeDraft(draft);
  // A new value is a new attempt: the old failure no longer describes it.
  if ('timeoutChoice' in change || 'customText' in change)
    $settingsSave.set({ ...$settingsSave.get(), timeoutError: null });
}

function forgetDraft(): void {
  $settingsDraft.set({});
  $restored.set(false);
  storeDraft({});
}

/** Cancel: the changes are dropped (here and in storage) and the panel closes. */
export function cancelConsoleSettings(): void {
  forgetDraft();
  $settingsSave.set(NO_SAVE);
  closeSettingsPanel();
}

/** Closing with the close button or Escape keeps the draft: the user may come back to it (chosen; Cancel drops it). */
export function dismissConsoleSettings(): void {
  closeSettingsPanel();
}

/**
 * Writes the tenancy's session inactivity limit (spec 1 §7: "Set tenancy preference with session inactivity"), here
 * rather than in the preferences store so the start-up path does not carry it. Success marks the user as able to manage
 * tenancy preferences and hands the value to the idle clock (`$sessionTimeoutMinutes`); a 404 marks them unable (spec 1
 * §6: "a 404 on saving also marks it absent"); any other failure says nothing about permission.
 */
async function writeSessionTimeout(minutes: number): Promise<void> {
  const target = preferencesContext();
  if (!target) throw new Error('Not signed in: the session timeout cannot be saved');
  try {
    // The service keeps seconds (spec 1 §7: "Set tenancy preference with session inactivity seconds").
    await setTenancyPreference(target.context, target.claims.tenant, 'sessionInactivityLimitTime', minutes * 60);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      $preferences.set({ ...$preferences.get(), canManageTenancyPreferences: false });
    }
    throw error;
  }
  // A tenancy-level setting (spec 3 §6); the console writes no user-level one, so the saved value is the value.
  const current = $preferences.get();
  $preferences.set({
    ...current,
    tenancy: { ...current.tenancy, sessionInactivityLimitTime: minutes },
    preferences: { ...current.preferences, sessionInactivityLimitTime: minutes },
    canManageTenancyPreferences: true,
  });
  $sessionTimeoutMinutes.set(minutes);
}

async function saveTimeout(minutes: number): Promise<SettingsSaveState['timeoutError'] | 'no-permission' | null> {
  try {
    await writeSessionTimeout(minutes);
    showSessionTimeoutSaved();
    return null;
  } catch (error) {
    // spec 1 §6, §8: a 404 means no permission (marked above, so the notice shows).
    if (isApiError(error) && error.status === 404) return 'no-permission';
    console.warn('[console settings] The session timeout could not be saved', error);
    return isApiError(error)
      ? { message: error.message, requestId: error.requestId ?? null }
      : { message: error instanceof Error ? error.message : String(error), requestId: null };
  }
}

/**
 * Save: each changed setting is written on its own, at the same time (spec 1 §4). Time zone and persona are applied
 * at once and their failures only logged (by the preferences store, spec 1 §8); the session timeout shows the toast
 * 'Session timeout value has been saved.' or its failure in the panel. When everything is saved the draft is dropped
 * and the panel closes; when the timeout failed, the panel stays open with what the user typed.
 */
export async function saveConsoleSettings(): Promise<void> {
  const view = $consoleSettings.get();
  if (!view.canSave) return;
  const { form, changes, limits } = view;
  $settingsSave.set({ saving: true, timeoutError: null });
  const minutes = chosenTimeout(form.timeoutChoice, form.customText, limits);
  const previousPersona = $preferences.get().preferences.userPersona;
  const [timeout] = await Promise.all([
    changes.timeout && minutes !== null ? saveTimeout(minutes) : Promise.resolve(null),
    changes.timeZone ? setTimeZonePreference(form.timeZone) : Promise.resolve(true),
    changes.persona ? setPersonaPreference(personaPreference(previousPersona, form.persona, $locale.get())) : true,
  ]);
  if (timeout === null) {
    forgetDraft();
    $settingsSave.set(NO_SAVE);
    closeSettingsPanel();
    return;
  }
  // Time zone and persona are saved (or logged); only the timeout is left to the user.
  const kept: SettingsDraft = {};
  const draft = $settingsDraft.get();
  if (draft.timeoutChoice !== undefined) kept.timeoutChoice = draft.timeoutChoice;
  if (draft.customText !== undefined) kept.customText = draft.customText;
  $settingsDraft.set(kept);
  storeDraft(kept);
  $settingsSave.set({ saving: false, timeoutError: timeout === 'no-permission' ? null : timeout });
}
