import * as v from 'valibot';
import {
  browserDetails,
  shouldShowUnsupportedBrowser,
  unsupportedReason,
  type DeviceHints,
} from '../src/domain/browser-support.ts';
import {
  alternativeRegion,
  languageConflict,
  languagePairKey,
  needsGuidedToursMoved,
  needsProductionWarning,
} from '../src/domain/dialog-triggers.ts';
import { featureFlag } from '../src/feature-flags.ts';
import { patchMeLanguage } from '../src/services/idcs-me-language.ts';
import {
  LOCAL_KEYS,
  SESSION_KEYS,
  readLocalItem,
  readLocalJson,
  readSessionItem,
  removeSessionItem,
  writeLocalItem,
  writeLocalJson,
  writeSessionItem,
} from '../src/storage/browser-storage.ts';
import { $tenancy, $user } from './account.ts';
import { $activeRegion, selectRegion } from './active-region.ts';
import { $dialogQueue, closeDialog, openDialog } from './dialogs.ts';
import { $localeTag, pickLocale } from './locale.ts';
import { $preferences, saveUserPreference, setLanguagePreference } from './preferences.ts';
import { $regions, onRegionUp } from './regions.ts';
import { serviceContext } from './service-context.ts';
import { $session } from './session.ts';

// The triggers of the console's dialogs (spec 1 §2 "Dialogs", §4) and what their answers do. Started once the console
// is ready (src/page-data.ts), never on the start-up path: the start-up data they read (user, tenancy, preferences,
// locale) is in by then, and the regions store keeps telling them about the home region. Each decision is a pure rule
// of src/domain/ (dialog-triggers.ts, browser-support.ts).

const STRING_LIST = v.array(v.string());
const LISTS_BY_USER = v.record(v.string(), STRING_LIST);
const FALLBACK = v.object({ home: v.string(), alternative: v.string() });

/** What the console knows of the browser it runs in; tests pass their own. */
export interface BrowserFacts {
  userAgent: string;
  hints: DeviceHints;
  /** The browser's first language. */
  language: string | null;
}

function currentBrowser(): BrowserFacts {
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return {
    userAgent: navigator.userAgent,
    hints: { maxTouchPoints: navigator.maxTouchPoints, ...(data?.mobile === undefined ? {} : { mobile: data.mobile }) },
    language: navigator.languages[0] ?? navigator.language ?? null,
  };
}

function readList(key: typeof LOCAL_KEYS.productionWarningAcknowledged): string[] {
  const parsed = v.safeParse(STRING_LIST, readLocalJson(key));
  return parsed.success ? parsed.output : [];
}

function answeredLanguageConflicts(): Record<string, string[]> {
  const parsed = v.safeParse(LISTS_BY_USER, readLocalJson(LOCAL_KEYS.languageConflictsAnswered));
  return parsed.success ? parsed.output : {};
}

function readFallback(): v.InferOutput<typeof FALLBACK> | null {
  const text = readSessionItem(SESSION_KEYS.homeRegionFallback);
  if (!text) return null;
  try {
    const parsed = v.safeParse(FALLBACK, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Unsupported browser or device (spec 1 §4, §9)

/** Opens the unsupported-browser dialog when the rule says so, and stores its display date. */
export function checkBrowserSupport(browser: BrowserFacts = currentBrowser(), now: Date = new Date()): boolean {
  const details = browserDetails(browser.userAgent, browser.hints);
  const shown = readLocalItem(LOCAL_KEYS.unsupportedBrowserShown);
  const memory = {
    lastShown: shown ? new Date(shown) : null,
    neverShow: readLocalItem(LOCAL_KEYS.unsupportedBrowserNeverShow) === 'true',
  };
  if (!shouldShowUnsupportedBrowser(details, memory, now, featureFlag('unsupported-browsers-snooze-days'))) {
    return false;
  }
  writeLocalItem(LOCAL_KEYS.unsupportedBrowserShown, now.toISOString());
  openDialog({
    kind: 'unsupported-browser',
    reason: unsupportedReason(details),
    browser: details.name,
    version: details.majorVersion,
  });
  return true;
}

/** Continue (or Escape): the dialog closes; a ticked "Don't show this again" is stored. */
export function continueWithUnsupportedBrowser(neverShowAgain: boolean): void {
  if (neverShowAgain) writeLocalItem(LOCAL_KEYS.unsupportedBrowserNeverShow, 'true');
  closeDialog('unsupported-browser');
}

// ---------------------------------------------------------------------------------------------------------------
// Production tenancy warning (spec 1 §4)

/** Opens the production tenancy warning for an override into a production tenancy not acknowledged yet. */
export function checkProductionTenancy(): boolean {
  const tenancy = $tenancy.get().value;
  if (!featureFlag('production-tenancy-warning') || !tenancy) return false;
  if (!needsProductionWarning(tenancy, readList(LOCAL_KEYS.productionWarningAcknowledged))) return false;
  openDialog({ kind: 'production-tenancy', tenancyId: tenancy.ocid, tenancyName: tenancy.name });
  return true;
}

/** Acknowledged: stored for the tenancy (every tab, every later sign-in), and the dialog closes. */
export function acknowledgeProductionTenancy(tenancyId: string): void {
  const acknowledged = readList(LOCAL_KEYS.productionWarningAcknowledged);
  if (!acknowledged.includes(tenancyId)) {
    writeLocalJson(LOCAL_KEYS.productionWarningAcknowledged, [...acknowledged, tenancyId]);
  }
  closeDialog('production-tenancy');
}

// ---------------------------------------------------------------------------------------------------------------
// Language conflict (spec 1 §4)

/** Opens the language conflict dialog when the preference, identity or browser language differs from the active. */
export function checkLanguageConflict(browserLanguage: string | null = currentBrowser().language): boolean {
  const user = $user.get().value;
  const claims = $session.get().claims;
  const { status, preferences } = $preferences.get();
  if (!user || !claims) return false;
  const conflict = languageConflict(
    {
      active: $localeTag.get(),
      // Only a language the user chose: a failed load or the service's echo of the identity language is none.
      preference: status === 'success' && !preferences.isDefaultLanguage ? preferences.language : null,
      identity: user.idcsUserLocale ?? claims.user_locale ?? claims.user_lang ?? null,
      browser: browserLanguage,
      answered: answeredLanguageConflicts()[user.ocid] ?? [],
      localeSupport: featureFlag('locale-support'),
    },
    { arabic: featureFlag('arabic-locale') }
  );
  if (!conflict) return false;
  openDialog({ kind: 'language-conflict', ...conflict });
  return true;
}

function rememberLanguageAnswer(current: string, other: string): void {
  const user = $user.get().value;
  if (!user) return;
  const answered = answeredLanguageConflicts();
  const key = languagePairKey(current, other);
  const mine = answered[user.ocid] ?? [];
  if (!mine.includes(key))
    writeLocalJson(LOCAL_KEYS.languageConflictsAnswered, { ...answered, [user.ocid]: [...mine, key] });
}

/**
 * Keeps the active language (spec 1 §4): stores it as the preference if it differs, and updates the identity
 * service's locale (identity-domain and identity-service users, whose profile has one). Failures are logged: the
 * console already shows the language the user chose.
 */
export async function keepLanguage(current: string, other: string): Promise<void> {
  rememberLanguageAnswer(current, other);
  closeDialog('language-conflict');
  const { preferences } = $preferences.get();
  const saves: Promise<unknown>[] = [];
  if (preferences.isDefaultLanguage || preferences.language !== current) saves.push(setLanguagePreference(current));
  const user = $user.get().value;
  const claims = $session.get().claims;
  if (user && claims && (user.isDomainUser || user.isIdcsUser)) {
    const context = serviceContext(claims.domain_home_region || $activeRegion.get());
    saves.push(
      patchMeLanguage(context, current).catch((error: unknown) => {
        console.warn('[dialogs] The identity service locale could not be updated', error);
      })
    );
  }
  await Promise.all(saves);
}

/** Switches to the other language (spec 1 §4), as the language menu does: activated, stored and saved. */
export async function switchLanguage(current: string, other: string): Promise<void> {
  rememberLanguageAnswer(current, other);
  closeDialog('language-conflict');
  try {
    const locale = await pickLocale(other);
    await setLanguagePreference(locale.localeTag);
  } catch (error) {
    console.warn('[dialogs] The language could not be switched', error);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Home region down and back up (spec 1 §4, spec 3 §4)

/**
 * The home region is down: the console moves to the alternative region (spec 1 §4, used until sign-out) and says so,
 * once per tab session; a tab that already said so leaves the region to the user's choice.
 */
export function checkHomeRegion(): boolean {
  const state = $regions.get();
  const home = state.homeRegionName;
  if (!state.isHomeRegionDown || !home) return false;
  if (readFallback()?.home === home) return false;
  const alternative = alternativeRegion($activeRegion.get(), home, state.items);
  // A tenancy with the home region alone has nowhere else to go: the console stays and the calls fail as they will.
  if (!alternative) return false;
  writeSessionItem(SESSION_KEYS.homeRegionFallback, JSON.stringify({ home, alternative }));
  selectRegion(alternative);
  openDialog({ kind: 'home-region-down', homeRegion: home, alternativeRegion: alternative });
  return true;
}

/** The home region is up again: the fallback ends and the dialog offers the way back. */
function handleHomeRegionUp(home: string): void {
  removeSessionItem(SESSION_KEYS.homeRegionFallback);
  closeDialog('home-region-down');
  openDialog({ kind: 'home-region-up', homeRegion: home });
}

/** The dialogs' button: back to the home region. */
export function switchToHomeRegion(kind: 'home-region-down' | 'home-region-up', home: string): void {
  selectRegion(home);
  closeDialog(kind);
}

/** Sign-out ends the fallback (spec 1 §4 "until sign-out and sign-in"): the next sign-in starts from its own region. */
function endFallback(): void {
  const fallback = readFallback();
  if (!fallback) return;
  removeSessionItem(SESSION_KEYS.homeRegionFallback);
  if (readSessionItem(SESSION_KEYS.region) === fallback.alternative) removeSessionItem(SESSION_KEYS.region);
}

// ---------------------------------------------------------------------------------------------------------------
// Guided tours moved

/** Opens the guided-tours-moved notice for a user whose guided journey still shows the checklist. */
export function checkGuidedToursMoved(): boolean {
  const { status, preferences } = $preferences.get();
  if (status !== 'success') return false;
  if (!needsGuidedToursMoved(preferences.guidedJourneyPersona, featureFlag('guided-tours-moved-dialog'))) return false;
  openDialog({ kind: 'guided-tours-moved' });
  return true;
}

/** Guided tours moved, answered: the checklist preference goes off, so the notice shows once. */
export async function acknowledgeGuidedToursMoved(): Promise<boolean> {
  const journey = $preferences.get().preferences.guidedJourneyPersona;
  if (!journey) return false;
  // saveUserPreference itself, not its setGuidedJourneyPreference wrapper: an export of the start-up chunk's
  // preferences module that only this (later) chunk used would travel in the start-up chunk.
  return saveUserPreference('guidedJourneyPersona', { ...journey, showChecklist: false });
}

// ---------------------------------------------------------------------------------------------------------------

let stop: (() => void) | null = null;

/** The performance mark set once the start-up checks of the dialog triggers have run; its detail names the queue. */
export const DIALOG_TRIGGERS_MARK = 'console:dialog-triggers';

/**
 * Starts the dialog triggers (once): the checks of what start-up loaded run now, in the order the dialogs should
 * show (what needs an answer first: production, then language, browser, home region, tours); the home region's
 * state is followed from here on. Returns a function that stops following.
 */
export function startDialogTriggers(): () => void {
  if (stop) return stop;
  checkProductionTenancy();
  checkLanguageConflict();
  checkBrowserSupport();
  checkGuidedToursMoved();
  // Every dialog that start-up's data calls for has been asked for by now: a dialog not queued is not coming (until
  // the home region's state changes). Journeys wait for this mark rather than for a while.
  if (typeof performance !== 'undefined') {
    performance.mark(DIALOG_TRIGGERS_MARK, { detail: { queued: $dialogQueue.get().map(request => request.kind) } });
  }
  const unsubscribers = [
    $regions.subscribe(() => void checkHomeRegion()),
    onRegionUp(handleHomeRegionUp),
    $session.subscribe(session => {
      if (session.status === 'signing-out') endFallback();
    }),
  ];
  stop = () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    stop = null;
  };
  return stop;
}
