/*
 * Plugin overrides (spec 1 §2 "Plugin override notice bar, toggled with Alt+o"; spec 3 §2 lists the
 * `plugin-override` query parameter; spec 1 §3 Plugin.isOverridden). Not shown in the spec: the parameter's format
 * and which URLs it may name. Chosen:
 *
 *   ?plugin-override=<plugin>:<url>[,<plugin>:<url>…]     (the parameter may also repeat)
 *   e.g. ?plugin-override=compute:http://localhost:3000/compute
 *
 * - <plugin> is a registry plugin name; the first ':' ends it. A comma inside a URL must be written %2C.
 * - <url> replaces the registry entry's URL template for that plugin: it may use the same `{environment}`,
 *   `{region}` and `{locale}` placeholders, and the shell still appends the console path.
 * - An entry for a plugin that already has an override replaces it; at most MAX_PLUGIN_OVERRIDES are kept.
 *
 * Security. An override makes the shell frame a page of the developer's choosing where a console page belongs, and
 * that page then gets the plugin's Context (tenancy, user name and e-mail) and may have the shell make signed calls
 * within the plugin's allowed endpoints. A crafted link (`…?plugin-override=compute:https://evil.example/`) must
 * therefore never be able to put an attacker's page into a victim's console. So:
 * - only loopback URLs (localhost, 127.0.0.1: a plugin team's dev server on their own machine, which a remote
 *   attacker does not control) and pages on the console's own plugin origin (another build of a plugin) are
 *   accepted; every other origin is refused, whatever the scheme; URLs with user info are refused;
 * - the override lives in sessionStorage only (this tab, until it closes or the user clears it), never in
 *   localStorage or a preference, so it cannot stick to an account;
 * - while one is active the notice bar shows which plugin loads from where, and one click clears them all;
 * - the parameter is removed from the address once read, so a copied URL does not pass the override on silently.
 */

/** The query parameter that sets overrides (spec 3 §2). */
export const PLUGIN_OVERRIDE_PARAM = 'plugin-override';

/** Most overrides kept at once: far more than any plugin team needs, few enough that the bar stays readable. */
export const MAX_PLUGIN_OVERRIDES = 20;

/** Longest override URL accepted (the protocol's navigate path limit). */
export const MAX_OVERRIDE_URL_LENGTH = 2048;

/**
 * Hosts an override URL may always name: the developer's own machine. Not `[::1]`: a CSP host-source cannot name an
 * IPv6 literal, so the shell could never frame it.
 */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/** CSP `frame-src` sources the shell must allow for overrides to load (loopback, any port, http and https). */
export const OVERRIDE_FRAME_SOURCES: readonly string[] = LOOPBACK_HOSTS.flatMap(host => [
  `http://${host}:*`,
  `https://${host}:*`,
]);

const PLUGIN_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** One plugin pointed at another URL for this session. */
export interface PluginOverride {
  /** The registry plugin name, e.g. `compute`. */
  plugin: string;
  /** The URL (template) the plugin loads from instead of its registry entry's, as given. */
  url: string;
}

/** Why an override entry was not applied. */
export type OverrideRejectionReason =
  /** Not `<plugin>:<url>`, or the plugin name has characters no plugin name has. */
  | 'malformed'
  /** The registry has no plugin of that name. */
  | 'unknown-plugin'
  /** Not an absolute http(s) URL, too long, or with user info. */
  | 'invalid-url'
  /** Neither loopback nor the console's plugin origin. */
  | 'origin-not-allowed'
  /** More than MAX_PLUGIN_OVERRIDES entries. */
  | 'too-many';

/** An entry that was not applied, and why. */
export interface OverrideRejection {
  /** The entry as given (trimmed, cut to 200 characters so a long one cannot flood the bar). */
  entry: string;
  reason: OverrideRejectionReason;
}

/** What the shell knows when it checks overrides. */
export interface OverrideRules {
  /** The origin plugin pages come from (CONSOLE_CONFIG.pluginOrigin). */
  pluginOrigin: string;
  /** Registry plugin names; when absent (registry not loaded yet) any well-formed name passes. */
  knownPlugins?: ReadonlySet<string>;
}

/** Overrides read from the parameter, and the entries refused. */
export interface ParsedOverrides {
  overrides: PluginOverride[];
  rejections: OverrideRejection[];
}

/** The origin of a URL, or null when it does not parse. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** True when the URL may be framed as an override: loopback or the plugin origin (see the header comment). */
export function isAllowedOverrideUrl(url: URL, pluginOrigin: string): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return LOOPBACK_HOSTS.includes(url.hostname) || url.origin === originOf(pluginOrigin);
}

/** Checks an override URL; returns the reason it is refused, or null when it is acceptable. */
export function overrideUrlProblem(text: string, pluginOrigin: string): OverrideRejectionReason | null {
  if (text.length === 0 || text.length > MAX_OVERRIDE_URL_LENGTH) return 'invalid-url';
  let url: URL;
  try {
    // No base: a relative URL is a mistake, not a path on the console.
    url = new URL(text);
  } catch {
    return 'invalid-url';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid-url';
  if (url.username || url.password) return 'invalid-url';
  // Placeholders belong in the path or query: a host checked here must be the host the frame loads.
  if (/[{}]/.test(url.host)) return 'invalid-url';
  return isAllowedOverrideUrl(url, pluginOrigin) ? null : 'origin-not-allowed';
}

/** Splits one entry `<plugin>:<url>` at its first colon; null when there is no colon or the name is not a name. */
function splitEntry(entry: string): PluginOverride | null {
  const colon = entry.indexOf(':');
  if (colon <= 0) return null;
  const plugin = entry.slice(0, colon).trim();
  const url = entry.slice(colon + 1).trim();
  if (!PLUGIN_NAME.test(plugin) || url.length === 0) return null;
  return { plugin, url };
}

/** The entries of the parameter's values: comma-separated, blanks skipped. */
function entriesOf(values: readonly string[]): string[] {
  return values
    .flatMap(value => value.split(','))
    .map(entry => entry.trim())
    .filter(entry => entry.length > 0);
}

/** Checks one override; the reason it is refused, or null. */
function overrideProblem(override: PluginOverride, rules: OverrideRules): OverrideRejectionReason | null {
  const urlProblem = overrideUrlProblem(override.url, rules.pluginOrigin);
  if (urlProblem) return urlProblem;
  if (rules.knownPlugins && !rules.knownPlugins.has(override.plugin)) return 'unknown-plugin';
  return null;
}

/**
 * Reads the values of the `plugin-override` parameter (all of them, as `URLSearchParams.getAll` gives them) into
 * overrides and rejections. A later entry for the same plugin replaces an earlier one.
 */
export function parsePluginOverrides(values: readonly string[], rules: OverrideRules): ParsedOverrides {
  const rejections: OverrideRejection[] = [];
  const accepted = new Map<string, PluginOverride>();
  for (const entry of entriesOf(values)) {
    const reject = (reason: OverrideRejectionReason): void => {
      rejections.push({ entry: entry.slice(0, 200), reason });
    };
    const override = splitEntry(entry);
    if (!override) {
      reject('malformed');
      continue;
    }
    const problem = overrideProblem(override, rules);
    if (problem) {
      reject(problem);
      continue;
    }
    if (!accepted.has(override.plugin) && accepted.size >= MAX_PLUGIN_OVERRIDES) {
      reject('too-many');
      continue;
    }
    accepted.delete(override.plugin);
    accepted.set(override.plugin, override);
  }
  return { overrides: [...accepted.values()], rejections };
}

/**
 * Adds new overrides to the current ones: a plugin named again gets its new URL (and moves to the end), and the
 * oldest are dropped beyond MAX_PLUGIN_OVERRIDES.
 */
export function mergePluginOverrides(
  current: readonly PluginOverride[],
  incoming: readonly PluginOverride[]
): PluginOverride[] {
  const names = new Set(incoming.map(override => override.plugin));
  const merged = [...current.filter(override => !names.has(override.plugin)), ...incoming];
  return merged.slice(Math.max(0, merged.length - MAX_PLUGIN_OVERRIDES));
}

/** The overrides as stored in sessionStorage. */
export function serializePluginOverrides(overrides: readonly PluginOverride[]): string {
  return JSON.stringify(overrides.map(({ plugin, url }) => ({ plugin, url })));
}

/**
 * Reads stored overrides back, checking each again as if it came from the URL (storage is not trusted more than the
 * address bar: another script of the origin, or an older console, may have written it). Anything unreadable is [].
 */
export function parseStoredPluginOverrides(text: string | null, rules: OverrideRules): PluginOverride[] {
  if (text === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const candidates = data.flatMap((item: unknown): PluginOverride[] => {
    if (typeof item !== 'object' || item === null) return [];
    const plugin: unknown = Reflect.get(item, 'plugin');
    const url: unknown = Reflect.get(item, 'url');
    if (typeof plugin !== 'string' || typeof url !== 'string' || !PLUGIN_NAME.test(plugin)) return [];
    return [{ plugin, url }];
  });
  return mergePluginOverrides(
    [],
    candidates.filter(override => overrideProblem(override, rules) === null)
  );
}

/** Which overrides apply with the registry known: those naming a registered plugin (all of them while unknown). */
export function activePluginOverrides(
  overrides: readonly PluginOverride[],
  knownPlugins: ReadonlySet<string> | undefined
): PluginOverride[] {
  return knownPlugins ? overrides.filter(override => knownPlugins.has(override.plugin)) : [...overrides];
}

/** The keys of a keyboard event the override-bar shortcut looks at. */
export interface ShortcutKeys {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * Alt+O, the shortcut that shows and hides the override bar (spec 1 §2). Matched by the physical key (`code`), since
 * on macOS Option+O types 'ø' and `key` is not 'o'; `key` is checked too for layouts where KeyO is another letter.
 */
export function isOverrideBarShortcut(keys: ShortcutKeys): boolean {
  if (!keys.altKey || keys.ctrlKey || keys.metaKey || keys.shiftKey) return false;
  return keys.code === 'KeyO' || keys.key.toLowerCase() === 'o';
}
