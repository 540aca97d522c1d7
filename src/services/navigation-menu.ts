import * as v from 'valibot';
import { CONSOLE_CONFIG, type ConsoleConfig } from '../config.ts';
import type { NavigationItem } from '../domain/navigation-menu.ts';
import { fetchJson } from '../http/api-client.ts';
import { pluginManifestBase } from './plugin-registry.ts';

/** What an item is (spec 3 §2: links, parents with children, headers, plugin items and formatted links). */
export const NAVIGATION_ITEM_TYPES = ['link', 'parent', 'header', 'plugin', 'formatted-link'] as const;

const TEXT_LIST = v.array(v.string());

/** A navigation item's own fields; `children` is added recursively below. */
const ITEM_FIELDS = {
  key: v.pipe(v.string(), v.minLength(1)),
  type: v.optional(v.picklist(NAVIGATION_ITEM_TYPES), 'link'),
  /** Empty labels are allowed here: the menu filters drop them (spec 3 §5), a bad item never fails the whole menu. */
  text: v.optional(v.string(), ''),
  path: v.optional(v.string()),
  parentKey: v.optional(v.string()),
  relatedServices: v.optional(TEXT_LIST),
  helpItems: v.optional(v.array(v.object({ text: v.string(), url: v.pipe(v.string(), v.url()) }))),
  searchTags: v.optional(TEXT_LIST),
  openInNewTab: v.optional(v.boolean()),
  muted: v.optional(v.boolean()),
  scopes: v.optional(TEXT_LIST),
  saasServiceTypes: v.optional(TEXT_LIST),
  dynamic: v.optional(v.boolean()),
  isCategoryGroup: v.optional(v.boolean()),
  errorInfo: v.optional(v.object({ code: v.string() })),
  disablePluginNavigation: v.optional(v.boolean()),
  pluginName: v.optional(v.string()),
  featureAllowlist: v.optional(TEXT_LIST),
  experiment: v.optional(v.object({ campaign: v.string(), variant: v.string() })),
  disabledForNonDomainTenancies: v.optional(v.boolean()),
  disabledInGovernmentRegions: v.optional(v.boolean()),
  databaseType: v.optional(v.string()),
};

/** One navigation item, children included. */
export const NAVIGATION_ITEM_SCHEMA: v.GenericSchema<unknown, NavigationItem> = v.object({
  ...ITEM_FIELDS,
  children: v.optional(v.array(v.lazy(() => NAVIGATION_ITEM_SCHEMA))),
});

/** `navigation-menu.json`: the menu registry in one language. */
export const NAVIGATION_MENU_SCHEMA = v.object({
  version: v.string(),
  locale: v.string(),
  /** Keys of the featured group's items, in order. */
  featured: v.optional(TEXT_LIST, () => []),
  items: v.array(NAVIGATION_ITEM_SCHEMA),
});

/** The menu registry document. */
export type NavigationMenuData = v.InferOutput<typeof NAVIGATION_MENU_SCHEMA>;

/** The menu registry and where it came from. */
export interface NavigationMenuRegistry extends NavigationMenuData {
  /** `remote` from the cloud, `fallback` from the copy bundled with the console. */
  source: 'remote' | 'fallback';
}

/** Options of the menu fetch. */
export interface FetchNavigationMenuOptions {
  /** The language of the texts; the registry answers English for one it does not have. */
  locale?: string;
  /** Per-attempt timeout; the fallback is there so the shell need not wait long. */
  timeoutMs?: number;
  retries?: number;
  signal?: AbortSignal;
}

/**
 * Fetches the navigation menu registry (unsigned) from the plugins path and validates it. When the fetch fails or the
 * answer is malformed, the copy bundled with the console stands in.
 */
export async function fetchNavigationMenu(
  config: Pick<ConsoleConfig, 'cloudOrigin' | 'consoleVersion'> = CONSOLE_CONFIG,
  options: FetchNavigationMenuOptions = {}
): Promise<NavigationMenuRegistry> {
  const locale = options.locale ?? 'en';
  const url = `${pluginManifestBase(config)}/navigation-menu.json?locale=${encodeURIComponent(locale)}`;
  try {
    const menu = await fetchJson(url, {
      timeoutMs: options.timeoutMs ?? 5_000,
      retries: options.retries ?? 1,
      ...(options.signal ? { signal: options.signal } : {}),
      operation: 'GetNavigationMenu',
      schema: NAVIGATION_MENU_SCHEMA,
    });
    return { ...menu, source: 'remote' };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn('[navigation] using the bundled navigation menu:', error instanceof Error ? error.message : error);
    return fallbackNavigationMenu(locale);
  }
}

/** The bundled copy in the language asked for (its base language; English when it has none), loaded only when needed. */
export async function fallbackNavigationMenu(locale = 'en'): Promise<NavigationMenuRegistry> {
  const { default: fallback } = await import('./navigation-menu-fallback.json');
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  const document = language === 'de' ? fallback.de : fallback.en;
  return { ...v.parse(NAVIGATION_MENU_SCHEMA, document), source: 'fallback' };
}
