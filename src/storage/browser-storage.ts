/** Keys the console keeps in sessionStorage (this tab only). */
export const SESSION_KEYS = {
  /** The active region, persisted with the URL's `?region=` (spec 3 §2). */
  region: 'console.region',
  /** The pending sign-in: its state value and the path to return to. */
  signIn: 'console.sign-in',
  /** The session key pair as JWKs, only while IndexedDB cannot hold the non-extractable key (docs/architecture.md). */
  sessionKey: 'console.session-key',
  /** The session token, only while IndexedDB cannot hold it. */
  sessionToken: 'console.session-token',
  /** Plugin overrides of `?plugin-override=` (spec 3 §2), for this tab's session only (src/domain/plugin-override.ts). */
  pluginOverrides: 'console.plugin-overrides',
  /** The theme previewed with `?theme-preview=` in this tab (stores/theme.ts). */
  themePreview: 'console.theme-preview',
  /** The home region was down and this tab used another, as JSON `{home, alternative}` (stores/dialog-triggers.ts). */
  homeRegionFallback: 'console.home-region-fallback',
  /** `canary=true` was in a launch URL of this tab (spec 2 §2; stores/cloud-shell-launch.ts): 'true'. */
  canary: 'console.canary',
  /** Prefix of the keys holding values a full localStorage refused, kept for this tab (`writeLocalItem`). */
  localOverflow: 'console.local-overflow:',
} as const;

/** Keys the console keeps in localStorage (all tabs, across sign-ins). */
export const LOCAL_KEYS = {
  /** Dismissal timestamps per banner key (spec 1 §4). */
  bannerDismissals: 'console.banner-dismissals',
  /** The last five searches (spec 1 §9). */
  recentSearches: 'console.recent-searches',
  /** When the unsupported-browser dialog was last shown, and whether never to show it again (spec 1 §4). */
  unsupportedBrowserShown: 'console.unsupported-browser-shown',
  unsupportedBrowserNeverShow: 'console.unsupported-browser-never-show',
  /** The production-tenancy warning was acknowledged (spec 1 §4). */
  productionWarningAcknowledged: 'console.production-warning-acknowledged',
  /** Language conflicts answered per user id, as JSON `{[userId]: ['de|en']}` (src/domain/dialog-triggers.ts). */
  languageConflictsAnswered: 'console.language-conflicts-answered',
  /** The selected compartment's id per tenancy id, as a JSON object (spec 3 §4, compartments). */
  selectedCompartment: 'console.selected-compartment',
  pinnedLinks: 'console.pinned-links', // navigation links per user id (stores/navigation.ts)
  recentLinks: 'console.recent-links', // navigation links per user id (stores/navigation.ts)
  /** Open or closed per collapsible homepage widget id, as a JSON object (spec 1 §4; src/storage/widget-state.ts). */
  widgetState: 'console.widget-state',
  /** The experiments' visitor state (spec 2 §9: store key maxy_visitor_state; stores/experiment-calls.ts). */
  experimentVisitorState: 'maxy_visitor_state',
  /** The block size the banners took at the last visit and whose it was (src/storage/banner-reserve.ts). */
  bannerReserve: 'console.banner-reserve',
  /**
   * Unsaved console settings per user id, as a JSON object (stores/console-settings.ts): what was typed in the panel
   * survives a sign-out and sign-in (issue 15), and is removed on save or cancel.
   */
  settingsDrafts: 'console.settings-drafts',
  /** Unsaved feedback per user id (stores/feedback.ts): survives a failed submission and a sign-out and sign-in. */
  feedbackDrafts: 'console.feedback-drafts',
  /** When each component last prompted for feedback, at most 5 each (spec 2 §9: stored as feedback-timestamps). */
  feedbackTimestamps: 'feedback-timestamps',
} as const;

/** A sessionStorage key. */
export type SessionStorageKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
/** A localStorage key. */
export type LocalStorageKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

type Area = 'sessionStorage' | 'localStorage';

/** The storage area, or null where it is missing or access throws (disabled storage, some private modes). */
function area(name: Area): Storage | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}

function read(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(name: Area, key: string, value: string): boolean {
  const storage = area(name);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    // Quota exceeded or storage disabled: the caller decides whether that matters.
    return false;
  }
}

function remove(name: Area, key: string): void {
  try {
    area(name)?.removeItem(key);
  } catch {
    // Nothing stored where nothing can be stored.
  }
}

/** Reads a sessionStorage value, or null when absent or unavailable. */
export function readSessionItem(key: SessionStorageKey): string | null {
  return read('sessionStorage', key);
}

/** Writes a sessionStorage value; false when the browser refused. */
export function writeSessionItem(key: SessionStorageKey, value: string): boolean {
  return write('sessionStorage', key, value);
}

/** Removes a sessionStorage value. */
export function removeSessionItem(key: SessionStorageKey): void {
  remove('sessionStorage', key);
}

/** Reads a localStorage value (or the value a full localStorage refused, kept for this tab), or null when absent. */
export function readLocalItem(key: LocalStorageKey): string | null {
  return read('sessionStorage', SESSION_KEYS.localOverflow + key) ?? read('localStorage', key);
}

/**
 * Writes a localStorage value. When localStorage refuses (full: QuotaExceededError) the value goes to this tab's
 * sessionStorage instead, which has a quota of its own, so what the user typed or chose survives a reload and a sign-in
 * in this tab; the next write of the key that localStorage takes moves it back. False only when both refused.
 */
export function writeLocalItem(key: LocalStorageKey, value: string): boolean {
  if (!write('localStorage', key, value)) return write('sessionStorage', SESSION_KEYS.localOverflow + key, value);
  remove('sessionStorage', SESSION_KEYS.localOverflow + key);
  return true;
}

/** Removes a localStorage value (and what this tab kept of it while localStorage was full). */
export function removeLocalItem(key: LocalStorageKey): void {
  remove('localStorage', key);
  remove('sessionStorage', SESSION_KEYS.localOverflow + key);
}

/** Reads and parses a JSON localStorage value; undefined when absent, unavailable or not JSON. */
export function readLocalJson(key: LocalStorageKey): unknown {
  const text = readLocalItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes a value as JSON to localStorage (or, when it is full, to this tab's sessionStorage); false when both refused. */
export function writeLocalJson(key: LocalStorageKey, value: unknown): boolean {
  return writeLocalItem(key, JSON.stringify(value));
}
