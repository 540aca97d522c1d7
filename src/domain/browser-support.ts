// Browser and device support (spec 1 §3 "Browser details", §4 "Unsupported browser dialog", §5, §9). Pure: the
// user agent and the stored dates come in, the decision goes out.

/** Browsers the rules know; anything else is 'other' (and unsupported). */
export type BrowserName = 'chrome' | 'safari' | 'firefox' | 'edge' | 'ie' | 'other';

/** A minimum version: major and minor. */
export interface MinimumVersion {
  major: number;
  minor: number;
}

/** Spec 1 §9 "Supported browsers: Chrome 80+ (recommended), Safari 12.1+, Firefox 62+, Edge 104+". */
export const SUPPORTED_BROWSERS: Readonly<Partial<Record<BrowserName, MinimumVersion>>> = {
  chrome: { major: 80, minor: 0 },
  safari: { major: 12, minor: 1 },
  firefox: { major: 62, minor: 0 },
  edge: { major: 104, minor: 0 },
};

/**
 * Spec 1 §9 "Plugin feature check: Chrome 80, Firefox 74 or Safari 13.1, not IE": what plugin pages need. Edge is
 * Chromium from version 79 on, so it passes with Chrome's engine (chosen: Edge 80).
 */
export const PLUGIN_FEATURE_MINIMUMS: Readonly<Partial<Record<BrowserName, MinimumVersion>>> = {
  chrome: { major: 80, minor: 0 },
  firefox: { major: 74, minor: 0 },
  safari: { major: 13, minor: 1 },
  edge: { major: 80, minor: 0 },
};

/** Spec 3 §9 `unsupported-browsers-snooze-days`; spec 1 §9 "Snooze default 7 days". */
export const DEFAULT_SNOOZE_DAYS = 7;

/** The browser details of spec 1 §3, plus why a supported-looking browser still fails. */
export interface BrowserDetails {
  name: BrowserName;
  majorVersion: number;
  minorVersion: number;
  /** In spec 1 §9's browser table and passing the plugin feature check. */
  isSupportedBrowser: boolean;
  /** Not a phone or tablet (spec 1 §4: mobile is unsupported). */
  isSupportedDevice: boolean;
  /** In the browser table but failing the plugin feature check (e.g. Firefox 70). */
  failsPluginFeatureCheck: boolean;
}

/** What the device says beside its user agent. */
export interface DeviceHints {
  /** `navigator.maxTouchPoints`: iPadOS Safari reports a desktop Mac user agent, but a touch screen. */
  maxTouchPoints?: number;
  /** `navigator.userAgentData.mobile`, where the browser has it. */
  mobile?: boolean;
}

const PATTERNS: readonly { name: BrowserName; pattern: RegExp }[] = [
  // Order matters: Edge and Opera carry "Chrome/" too, Chrome carries "Safari/".
  { name: 'ie', pattern: /(?:MSIE |Trident\/.*rv:)(\d+)(?:\.(\d+))?/ },
  { name: 'edge', pattern: /Edg(?:e|A|iOS)?\/(\d+)(?:\.(\d+))?/ },
  { name: 'other', pattern: /(?:OPR|Opera|SamsungBrowser|UCBrowser|YaBrowser)\/(\d+)(?:\.(\d+))?/ },
  { name: 'firefox', pattern: /(?:Firefox|FxiOS)\/(\d+)(?:\.(\d+))?/ },
  { name: 'chrome', pattern: /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)(?:\.(\d+))?/ },
  { name: 'safari', pattern: /Version\/(\d+)(?:\.(\d+))?.*Safari\// },
];

// Phones and tablets (chosen: a tablet is a mobile device too; the console's pages are built for a desktop window).
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

function atLeast(version: MinimumVersion, minimum: MinimumVersion | undefined): boolean {
  if (!minimum) return false;
  return version.major > minimum.major || (version.major === minimum.major && version.minor >= minimum.minor);
}

/** Whether the user agent and hints describe a phone or tablet. */
export function isMobileDevice(userAgent: string, hints: DeviceHints = {}): boolean {
  if (hints.mobile === true || MOBILE.test(userAgent)) return true;
  // iPadOS asks for desktop pages with a Mac user agent; a Mac has no touch screen.
  return /Macintosh/.test(userAgent) && (hints.maxTouchPoints ?? 0) > 1;
}

/** Reads the browser details of a user agent (spec 1 §3). An unknown browser is 'other', version 0.0. */
export function browserDetails(userAgent: string, hints: DeviceHints = {}): BrowserDetails {
  let name: BrowserName = 'other';
  let version: MinimumVersion = { major: 0, minor: 0 };
  for (const candidate of PATTERNS) {
    const match = candidate.pattern.exec(userAgent);
    if (!match) continue;
    name = candidate.name;
    version = { major: Number(match[1]), minor: Number(match[2] ?? 0) };
    break;
  }
  const inTable = atLeast(version, SUPPORTED_BROWSERS[name]);
  const pluginFeatures = atLeast(version, PLUGIN_FEATURE_MINIMUMS[name]);
  return {
    name,
    majorVersion: version.major,
    minorVersion: version.minor,
    isSupportedBrowser: inTable && pluginFeatures,
    isSupportedDevice: !isMobileDevice(userAgent, hints),
    failsPluginFeatureCheck: inTable && !pluginFeatures,
  };
}

/** What the unsupported-browser dialog has stored. */
export interface UnsupportedBrowserMemory {
  /** When the dialog last showed (its display date), or null. */
  lastShown: Date | null;
  /** The user ticked "Don't show this again". */
  neverShow: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the unsupported-browser dialog opens (spec 1 §4, §5): the browser or device is unsupported, never-show-again
 * is not set, and it never showed or the days since it last showed exceed the snooze. A display date in the future
 * (a clock set back) counts as just shown.
 */
export function shouldShowUnsupportedBrowser(
  details: Pick<BrowserDetails, 'isSupportedBrowser' | 'isSupportedDevice'>,
  memory: UnsupportedBrowserMemory,
  now: Date,
  snoozeDays: number = DEFAULT_SNOOZE_DAYS
): boolean {
  if (details.isSupportedBrowser && details.isSupportedDevice) return false;
  if (memory.neverShow) return false;
  if (!memory.lastShown || Number.isNaN(memory.lastShown.getTime())) return true;
  return (now.getTime() - memory.lastShown.getTime()) / DAY_MS > snoozeDays;
}

/** Why the dialog shows: the device first (a phone's browser may be fine, the page is not), then the browser. */
export function unsupportedReason(
  details: Pick<BrowserDetails, 'isSupportedDevice' | 'failsPluginFeatureCheck'>
): 'device' | 'features' | 'browser' {
  if (!details.isSupportedDevice) return 'device';
  return details.failsPluginFeatureCheck ? 'features' : 'browser';
}
