import { atom, computed } from 'nanostores';
import {
  activePluginOverrides,
  mergePluginOverrides,
  parsePluginOverrides,
  parseStoredPluginOverrides,
  PLUGIN_OVERRIDE_PARAM,
  serializePluginOverrides,
  type OverrideRejection,
  type OverrideRules,
  type PluginOverride,
} from '../src/domain/plugin-override.ts';
import { readSessionItem, removeSessionItem, SESSION_KEYS, writeSessionItem } from '../src/storage/browser-storage.ts';
import { $pluginRegistry } from './plugins.ts';
import { consoleConfig } from './service-context.ts';

// Format, allowed URLs and the security reasoning: src/domain/plugin-override.ts.

/** The overrides of this session as stored; null until read from sessionStorage (lazily, on first use). */
const $storedOverrides = atom<readonly PluginOverride[] | null>(null);

/** Entries of the last `?plugin-override=` that were refused. */
const $refusedEntries = atom<readonly OverrideRejection[]>([]);

/** The user's Alt+O choice; null until they make one, and the bar shows whenever there is something to show. */
const $barChoice = atom<boolean | null>(null);

/** Registry plugin names, or undefined while the registry is not loaded. */
const $knownPlugins = computed($pluginRegistry, registry =>
  registry ? new Set(registry.plugins.map(plugin => plugin.name)) : undefined
);

function rules(): OverrideRules {
  const knownPlugins = $knownPlugins.get();
  return { pluginOrigin: consoleConfig().pluginOrigin, ...(knownPlugins ? { knownPlugins } : {}) };
}

/** The overrides kept in sessionStorage, checked again as they are read. */
function readStoredOverrides(): PluginOverride[] {
  return parseStoredPluginOverrides(readSessionItem(SESSION_KEYS.pluginOverrides), {
    pluginOrigin: consoleConfig().pluginOrigin,
  });
}

/** The stored overrides, read from sessionStorage the first time. */
function storedOverrides(): readonly PluginOverride[] {
  const stored = $storedOverrides.get() ?? readStoredOverrides();
  $storedOverrides.set(stored);
  return stored;
}

function store(overrides: readonly PluginOverride[]): void {
  $storedOverrides.set(overrides);
  if (overrides.length === 0) removeSessionItem(SESSION_KEYS.pluginOverrides);
  else writeSessionItem(SESSION_KEYS.pluginOverrides, serializePluginOverrides(overrides));
}

/**
 * The plugins pointed at another URL for this session (spec 1 §2, spec 3 §2), in the order they were set. Once the
 * registry is loaded only registered plugins count; before, every stored override shows.
 */
export const $pluginOverrides = computed([$storedOverrides, $knownPlugins], (stored, knownPlugins) =>
  activePluginOverrides(stored ?? readStoredOverrides(), knownPlugins)
);

/**
 * Override entries that were not applied, with the reason: those refused from the last `?plugin-override=`, and
 * stored ones naming a plugin the registry (once loaded) does not have.
 */
export const $overrideRejections = computed(
  [$refusedEntries, $storedOverrides, $knownPlugins],
  (refused, stored, knownPlugins): readonly OverrideRejection[] => {
    if (!knownPlugins) return refused;
    const unknown = (stored ?? readStoredOverrides())
      .filter(override => !knownPlugins.has(override.plugin))
      .map((override): OverrideRejection => ({
        entry: `${override.plugin}:${override.url}`,
        reason: 'unknown-plugin',
      }));
    return [...refused, ...unknown];
  }
);

/**
 * Whether the override notice bar shows: after Alt+O, as the user chose; before that, whenever an override is
 * active or an entry was refused, so an override is never in effect unannounced.
 */
export const $overrideBarVisible = computed(
  [$barChoice, $pluginOverrides, $overrideRejections],
  (choice, overrides, rejections) => choice ?? (overrides.length > 0 || rejections.length > 0)
);

/** What `applyOverridesFromUrl` did. */
export interface AppliedOverrides {
  /** Overrides taken from the URL (now stored). */
  applied: PluginOverride[];
  /** Entries refused, with the reason. */
  rejections: OverrideRejection[];
}

/**
 * Reads `?plugin-override=` from the URL (call it at start-up with the page URL, after the registry is loaded when
 * possible so unknown names are refused at once), merges the accepted entries into the session's overrides, keeps
 * them in sessionStorage, shows the bar, and removes the parameter from the address without a navigation.
 */
export function applyOverridesFromUrl(url: URL): AppliedOverrides {
  const values = url.searchParams.getAll(PLUGIN_OVERRIDE_PARAM);
  if (values.length === 0) {
    storedOverrides();
    return { applied: [], rejections: [] };
  }
  const { overrides, rejections } = parsePluginOverrides(values, rules());
  for (const rejection of rejections) {
    console.warn(`[plugins] ${PLUGIN_OVERRIDE_PARAM} entry ignored (${rejection.reason}): ${rejection.entry}`);
  }
  store(mergePluginOverrides(storedOverrides(), overrides));
  $refusedEntries.set(rejections);
  // Whatever the user chose before, a new override (or a refused one) is shown.
  $barChoice.set(null);
  removeParamFromAddress();
  return { applied: overrides, rejections };
}

function removeParamFromAddress(): void {
  if (typeof window === 'undefined') return;
  const address = new URL(window.location.href);
  if (!address.searchParams.has(PLUGIN_OVERRIDE_PARAM)) return;
  address.searchParams.delete(PLUGIN_OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', address);
}

/** Clears every override of the session (the bar's Clear button); the bar stays as it is, now saying none is active. */
export function clearOverrides(): void {
  $barChoice.set($overrideBarVisible.get());
  store([]);
  $refusedEntries.set([]);
}

/** Shows or hides the override notice bar (Alt+O, spec 1 §2). */
export function toggleOverrideBar(): void {
  storedOverrides();
  $barChoice.set(!$overrideBarVisible.get());
}

/** Hides the override notice bar (its close button); Alt+O shows it again. */
export function hideOverrideBar(): void {
  $barChoice.set(false);
}

/** The URL template a plugin loads from instead of its registry entry's, or undefined when it is not overridden. */
export function overriddenPluginUrl(name: string): string | undefined {
  storedOverrides();
  return $pluginOverrides.get().find(override => override.plugin === name)?.url;
}

/** Forgets the in-memory state so the next use reads sessionStorage again (tests; a new session in the same tab). */
export function resetPluginOverrideState(): void {
  $storedOverrides.set(null);
  $refusedEntries.set([]);
  $barChoice.set(null);
}
