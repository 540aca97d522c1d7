// The navigation menu's rules (spec 3 §2 Navigation menu, §3 Navigation item and Pinned or recent link item, §4
// pinning and recents, §5 navigation item filters, §6 console scopes, §9 nav menu defaults; spec 1 §5 pin limit).
// Pure: no I/O, no stores. The store feeds it the registry and the account facts; elements render its view.
import { isShellPath, longestPluginPrefix, normalizePath } from '../router/route-table.ts';
import type { PaasServiceGroup } from './service-entitlements.ts';
import { NAVIGATION_LIMITS } from './navigation-limits.ts';
import { sortRecentLinks, type NavigationLink } from './navigation-links.ts';

/** What an item is (spec 3 §2: links, parents with children, headers, plugin items and formatted links). */
export type NavigationItemType = 'link' | 'parent' | 'header' | 'plugin' | 'formatted-link';

/**
 * A navigation item of the registry (spec 3 §3: text, path, key, parentKey, children, relatedServices, helpItems,
 * searchTags, openInNewTab, muted, scopes, saasServiceTypes, dynamic, isCategoryGroup, errorInfo,
 * disablePluginNavigation). The spec names the filters of §5 and the heatwave rule of §2 but not the fields they read;
 * chosen: pluginName, featureAllowlist, experiment, disabledForNonDomainTenancies, disabledInGovernmentRegions and
 * databaseType.
 */
export interface NavigationItem {
  key: string;
  type: NavigationItemType;
  text: string;
  path?: string | undefined;
  parentKey?: string | undefined;
  children?: NavigationItem[] | undefined;
  /** Keys of related items. */
  relatedServices?: string[] | undefined;
  helpItems?: NavigationHelpItem[] | undefined;
  searchTags?: string[] | undefined;
  openInNewTab?: boolean | undefined;
  muted?: boolean | undefined;
  scopes?: string[] | undefined;
  saasServiceTypes?: string[] | undefined;
  dynamic?: boolean | undefined;
  isCategoryGroup?: boolean | undefined;
  errorInfo?: NavigationErrorInfo | undefined;
  disablePluginNavigation?: boolean | undefined;
  pluginName?: string | undefined;
  featureAllowlist?: string[] | undefined;
  experiment?: { campaign: string; variant: string } | undefined;
  disabledForNonDomainTenancies?: boolean | undefined;
  disabledInGovernmentRegions?: boolean | undefined;
  databaseType?: string | undefined;
}

/** A documentation link of an item; opens in a new tab. */
export interface NavigationHelpItem {
  text: string;
  url: string;
}

/** Why a section shows a message instead of items; `code` is a store error code the element maps to a message. */
export interface NavigationErrorInfo {
  code: string;
}

/** The registry document the menu is built from. */
export interface NavigationRegistry {
  /** Keys of the featured group's items, in order. */
  featured: readonly string[];
  items: readonly NavigationItem[];
}

export { NAVIGATION_LIMITS };

/** The static groups (spec 3 §2). */
export const STATIC_GROUPS = {
  home: 'GROUP_HOME',
  recent: 'STATIC__RECENT',
  pinned: 'STATIC__PINNED',
  featured: 'STATIC__FEATURED',
} as const;

/** A static group's key. */
export type StaticGroupKey = (typeof STATIC_GROUPS)[keyof typeof STATIC_GROUPS];

/** Keys of the recent and pinned lists (spec 3 §2, spec 1 §9). */
export const RECENT_KEY = 'recent';
/** Key of the pinned list. */
export const PINNED_KEY = 'pinned';

/** Default pinned items: instances and virtual cloud networks (spec 3 §9). */
export const DEFAULT_PINNED_KEYS: readonly string[] = ['compute-instances', 'networking-vcns'];

/** The top-level applications console link (spec 3 §2). */
export const APPLICATIONS_CONSOLE_KEY = 'applications-console';
/** The SaaS applications category (spec 3 §2). */
export const SAAS_APPLICATIONS_KEY = 'saas-applications';
/** The dynamic "other services" PaaS section (spec 3 §2). */
export const OTHER_SERVICES_KEY = 'other-services';
/** Account-management items lose their payment-method child (spec 3 §2). */
export const ACCOUNT_MANAGEMENT_KEY = 'account-management';
/** The key ending of a payment-method child. */
export const PAYMENT_METHOD_KEY_SUFFIX = 'payment-method';

/** Console scopes (spec 3 §6). Not shown: their values; chosen as kebab-case names. */
export const CONSOLE_SCOPES = {
  accountAdmin: 'account-admin',
  securityAdmin: 'security-admin',
  dataScientist: 'data-scientist',
  cloudArchitect: 'cloud-architect',
  dataPlatform: 'data-platform',
} as const;

/** A console scope. */
export type ConsoleScope = (typeof CONSOLE_SCOPES)[keyof typeof CONSOLE_SCOPES];

/** The scope when the persona gives none (spec 3 §6: data platform). */
export const DEFAULT_CONSOLE_SCOPE: ConsoleScope = CONSOLE_SCOPES.dataPlatform;

/**
 * Persona → scope (spec 3 §6 names account admin, security admin, data scientist and cloud architect "for example";
 * persona options are in spec 1 §3). Not shown: the mapping and the persona ids; chosen as below. A persona without a
 * scope (developers, hobbyist, other) leaves the default.
 */
export const PERSONA_SCOPES: Readonly<Record<string, ConsoleScope>> = {
  'account-administrator': CONSOLE_SCOPES.accountAdmin,
  'application-administrator': CONSOLE_SCOPES.accountAdmin,
  'security-administrator': CONSOLE_SCOPES.securityAdmin,
  'ai-ml-data-scientist': CONSOLE_SCOPES.dataScientist,
  'academic-researcher': CONSOLE_SCOPES.dataScientist,
  'cloud-architect': CONSOLE_SCOPES.cloudArchitect,
  'infrastructure-operations': CONSOLE_SCOPES.cloudArchitect,
  'devops-engineer': CONSOLE_SCOPES.cloudArchitect,
  'database-engineer': CONSOLE_SCOPES.dataPlatform,
};

/** The HeatWave program when the tenancy has none (spec 2 §3: default or mysqldsaws). */
export const DEFAULT_DATABASE_TYPE = 'default';

/** Catalog ids of the shell's own entries and the static groups' titles (the element translates them). */
export const NAVIGATION_TEXT_IDS = {
  home: 'navigation.menu.homeLink',
  dashboards: 'navigation.menu.dashboardsLink',
  [STATIC_GROUPS.home]: 'navigation.group.home',
  [STATIC_GROUPS.pinned]: 'navigation.group.pinned',
  [STATIC_GROUPS.recent]: 'navigation.group.recent',
  [STATIC_GROUPS.featured]: 'navigation.group.featured',
} as const;

/** The persona preference as the personalization service keeps it: chosen personas keyed by language. */
export interface PersonaPreference {
  [language: string]: readonly string[] | boolean | string | undefined;
}

/**
 * The console scopes of a persona preference (spec 3 §6). It reads the personas of the active language, else the
 * English ones; default data platform when none maps to a scope.
 */
export function consoleScopes(persona: PersonaPreference | null | undefined, language: string): ConsoleScope[] {
  const chosen = persona?.[language] ?? persona?.[language.split(/[-_]/)[0] ?? ''] ?? persona?.['en'];
  const personas = Array.isArray(chosen) ? (chosen as readonly string[]) : [];
  const scopes = new Set<ConsoleScope>();
  for (const name of personas) {
    const scope = PERSONA_SCOPES[name.trim().toLowerCase()];
    if (scope) scopes.add(scope);
  }
  return scopes.size > 0 ? [...scopes] : [DEFAULT_CONSOLE_SCOPE];
}

const GOVERNMENT_REGIONS: ReadonlySet<string> = new Set(['us-langley-1', 'us-luke-1']);

/**
 * True for a government region (spec 3 §5). Not shown: which regions; chosen: the US Department of Defense regions
 * (us-langley-1, us-luke-1) and every `*-gov-*` region (US and UK government realms).
 */
export function isGovernmentRegion(region: string): boolean {
  const name = region.trim().toLowerCase();
  return GOVERNMENT_REGIONS.has(name) || /-gov-/.test(name);
}

/** What the filters and the view read besides the registry. */
export interface NavigationContext {
  /** The tenancy uses identity domains (spec 3 §5). */
  isDomainTenancy: boolean;
  /** The active region is a government region (spec 3 §5). */
  isGovernmentRegion: boolean;
  /** Whether a feature flag of an allowlist is on. */
  isFeatureEnabled: (name: string) => boolean;
  /** The visitor's experiment variant per campaign. */
  experiments: Readonly<Record<string, string>>;
  /** Console scopes from the persona (spec 3 §6). */
  scopes: readonly string[];
  /** A software-as-a-service customer (purchase entitlements or the account's SaaS subscription). */
  saasCustomer: boolean;
  /** The tenancy's SaaS service types (purchase entitlement types: HCM, ERP …). */
  saasServiceTypes: readonly string[];
  /** The tenancy's HeatWave program, `default` or `mysqldsaws`. */
  databaseType: string;
  /** Registered plugin prefixes; internal paths must be under one (or a shell page, or /sfo/). Empty: not checked. */
  pluginPrefixes: readonly string[];
  /** Values of formatted links' placeholders (`{region}`, `{tenancyName}` …). */
  linkValues: Readonly<Record<string, string>>;
}

/** Fills `{name}` placeholders; null when one has no value (the link is then not valid). */
export function formatLinkPath(template: string, values: Readonly<Record<string, string>>): string | null {
  let missing = false;
  const formatted = template.replace(/\{([A-Za-z][\w]*)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing ? null : formatted;
}

/** True for an absolute http(s) URL. */
function isExternalUrl(path: string): boolean {
  if (!/^https?:\/\//i.test(path)) return false;
  try {
    return Boolean(new URL(path).host);
  } catch {
    return false;
  }
}

/**
 * The path an item leads to, or null when it has none that is valid (spec 3 §5 "valid path"): an http(s) URL, or an
 * internal path (a leading '#/' stripped, spec 3 §2) that is a shell page, starts with /sfo/ or lies under a registered
 * plugin prefix. Formatted links are filled first.
 */
export function resolveItemPath(
  item: Pick<NavigationItem, 'path' | 'type'>,
  context: NavigationContext
): string | null {
  const raw = item.path?.trim();
  if (!raw) return null;
  const path = item.type === 'formatted-link' ? formatLinkPath(raw, context.linkValues) : raw;
  if (path === null) return null;
  if (isExternalUrl(path)) return path;
  const internal = path.startsWith('#/') ? path.slice(1) : path;
  if (!internal.startsWith('/') || internal.startsWith('//') || /\s/.test(internal)) return null;
  const pathname = normalizePath(internal.split(/[?#]/)[0] ?? '/');
  if (pathname.split('/').includes('..')) return null;
  if (context.pluginPrefixes.length === 0 || isShellPath(pathname) || pathname.startsWith('/sfo/')) return internal;
  return longestPluginPrefix(pathname, context.pluginPrefixes) === undefined ? null : internal;
}

/**
 * The filters of spec 3 §5 for one item, all of which must pass: not disabled for non-domain tenancies or government
 * regions; feature allowlists enabled; experiment campaign and variant match; non-empty label; valid path or
 * children. `children` are the item's children after filtering. A dynamic section that reports an error passes
 * without children, so the error can be shown.
 */
export function passesItemFilters(
  item: NavigationItem,
  context: NavigationContext,
  children: readonly NavigationItem[] = item.children ?? []
): boolean {
  if (item.disabledForNonDomainTenancies && !context.isDomainTenancy) return false;
  if (item.disabledInGovernmentRegions && context.isGovernmentRegion) return false;
  if (!(item.featureAllowlist ?? []).every(name => context.isFeatureEnabled(name))) return false;
  if (item.experiment && context.experiments[item.experiment.campaign] !== item.experiment.variant) return false;
  if (item.text.trim() === '') return false;
  if (item.type === 'header') return children.length > 0 || (item.dynamic === true && item.errorInfo !== undefined);
  return (
    resolveItemPath(item, context) !== null ||
    children.length > 0 ||
    (item.dynamic === true && item.errorInfo !== undefined)
  );
}

function intersects(wanted: readonly string[] | undefined, have: readonly string[]): boolean {
  if (!wanted || wanted.length === 0) return true;
  const set = new Set(have.map(value => value.toUpperCase()));
  return wanted.some(value => set.has(value.toUpperCase()));
}

/** True for an item the shell removes for this account before the §5 filters (spec 3 §2, §6). */
function removedForAccount(item: NavigationItem, context: NavigationContext, parent?: NavigationItem): boolean {
  if ((item.key === APPLICATIONS_CONSOLE_KEY || item.key === SAAS_APPLICATIONS_KEY) && !context.saasCustomer) {
    return true;
  }
  if (parent?.key.startsWith(ACCOUNT_MANAGEMENT_KEY) && item.key.endsWith(PAYMENT_METHOD_KEY_SUFFIX)) return true;
  if (item.databaseType !== undefined && item.databaseType !== context.databaseType) return true;
  if (item.scopes && item.scopes.length > 0 && !intersects(item.scopes, context.scopes)) return true;
  if (item.saasServiceTypes && item.saasServiceTypes.length > 0) {
    if (!context.saasCustomer || !intersects(item.saasServiceTypes, context.saasServiceTypes)) return true;
  }
  return false;
}

/**
 * The items the menu shows, children filtered first (spec 3 §2, §5, §6): the account rules (applications console link
 * and SaaS applications category only for SaaS customers, the payment-method child of account management, heatwave
 * items by database type, console scopes, SaaS service types), then the filters of §5. The applications console link
 * always opens in a new tab.
 */
export function filterNavigationItems(
  items: readonly NavigationItem[],
  context: NavigationContext,
  parent?: NavigationItem
): NavigationItem[] {
  const kept: NavigationItem[] = [];
  for (const item of items) {
    if (removedForAccount(item, context, parent)) continue;
    const children = item.children ? filterNavigationItems(item.children, context, item) : undefined;
    if (!passesItemFilters(item, context, children ?? [])) continue;
    const next: NavigationItem = { ...item, ...(children ? { children } : {}) };
    if (parent && next.parentKey === undefined) next.parentKey = parent.key;
    if (item.key === APPLICATIONS_CONSOLE_KEY) next.openInNewTab = true;
    kept.push(next);
  }
  return kept;
}

/** Every item of a tree, depth first, parents before their children. */
export function flattenNavigationItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap(item => [item, ...flattenNavigationItems(item.children ?? [])]);
}

/** Where the "other services" section stands: the service entitlements state (stores/service-entitlements.ts). */
export interface PaasSection {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  groups: readonly PaasServiceGroup[];
  /** The store's error code, shown by the element as a message. */
  error: string | null;
}

function slug(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'group'
  );
}

/**
 * The "other services" section filled from the service entitlements (spec 3 §2): one header per group name, each
 * service a link to its admin console URL in a new tab; services without a group sit directly in the section. While
 * the entitlements load the section has no children; a failure becomes its errorInfo. Not requested (idle): null, the
 * section is left out.
 */
export function fillOtherServices(item: NavigationItem, paas: PaasSection): NavigationItem | null {
  if (paas.status === 'idle') return null;
  if (paas.status === 'failed') return { ...item, children: [], errorInfo: { code: paas.error ?? 'navigation-error' } };
  if (paas.status === 'loading') return { ...item, children: [], errorInfo: { code: 'loading' } };
  const children: NavigationItem[] = [];
  for (const group of paas.groups) {
    const services: NavigationItem[] = group.services.map(service => ({
      key: `paas-${slug(service.id)}`,
      type: 'link',
      text: service.displayName,
      path: service.url,
      openInNewTab: true,
      searchTags: service.shortDisplayName === service.displayName ? ['PaaS'] : [service.shortDisplayName, 'PaaS'],
    }));
    if (group.name === null) children.push(...services);
    else
      children.push({
        key: `paas-group-${slug(group.id ?? group.name)}`,
        type: 'header',
        text: group.name,
        children: services,
      });
  }
  return { ...item, children, errorInfo: undefined };
}

/**
 * The item a visited path belongs to: the item whose internal path is the longest one the path is at or below (query
 * and hash ignored, /sfo stripped). External links never match.
 */
export function itemForPath(items: readonly NavigationItem[], path: string): NavigationItem | undefined {
  const stripped = path.startsWith('#/') ? path.slice(1) : path;
  let pathname = normalizePath(stripped.split(/[?#]/)[0] ?? '/');
  if (pathname === '/sfo' || pathname.startsWith('/sfo/')) pathname = pathname.slice(4) || '/';
  let best: { item: NavigationItem; length: number } | undefined;
  for (const item of flattenNavigationItems(items)) {
    if (!item.path || !item.path.startsWith('/') || item.type === 'header') continue;
    const own = normalizePath(item.path.split(/[?#]/)[0] ?? '/');
    if (own === '/') continue;
    if ((pathname === own || pathname.startsWith(`${own}/`)) && (!best || own.length > best.length)) {
      best = { item, length: own.length };
    }
  }
  return best?.item;
}

/** One row of the menu as the element shows it. */
export interface NavigationMenuEntry {
  key: string;
  /** The label; empty for the shell's own entries, which carry `textId`. */
  text: string;
  /** A catalog id the element translates instead of `text`. */
  textId?: string | undefined;
  /** `link` rows lead somewhere; `header` rows head their children. */
  kind: 'link' | 'header';
  /** Where a link leads (formatted, '#/' stripped); absent for headers. */
  path?: string | undefined;
  parentKey: string | null;
  openInNewTab: boolean;
  /** Leads to another site (an absolute URL). */
  external: boolean;
  muted: boolean;
  /** Can be pinned (registry links; not the shell's own entries). */
  pinnable: boolean;
  pinned: boolean;
  searchTags: string[];
  disablePluginNavigation: boolean;
  children: NavigationMenuEntry[];
}

/** One group of the menu: a static group or a category. */
export interface NavigationMenuGroup {
  key: string;
  kind: 'static' | 'category';
  /** The category's label; empty for static groups, which carry `textId`. */
  text: string;
  textId?: string | undefined;
  entries: NavigationMenuEntry[];
  relatedServices: NavigationMenuEntry[];
  helpItems: NavigationHelpItem[];
  /** The group's items are still loading (the "other services" section). */
  loading: boolean;
  /** Why the group shows a message instead of entries. */
  errorInfo: NavigationErrorInfo | null;
}

/** The whole menu. */
export interface NavigationMenuView {
  groups: NavigationMenuGroup[];
  /** How many items are pinned, and how many may be (spec 1 §5). */
  pinnedCount: number;
  maxPinned: number;
}

/** What the view is built from. */
export interface NavigationMenuInput {
  registry: NavigationRegistry;
  context: NavigationContext;
  paas: PaasSection;
  pinned: readonly NavigationLink[];
  recent: readonly NavigationLink[];
}

function toEntry(
  item: NavigationItem,
  context: NavigationContext,
  pinnedKeys: ReadonlySet<string>
): NavigationMenuEntry {
  const path = item.type === 'header' ? null : resolveItemPath(item, context);
  const external = path !== null && isExternalUrl(path);
  return {
    key: item.key,
    text: item.text,
    kind: path === null ? 'header' : 'link',
    ...(path === null ? {} : { path }),
    parentKey: item.parentKey ?? null,
    openInNewTab: path !== null && (item.openInNewTab === true || external),
    external,
    muted: item.muted === true,
    pinnable: path !== null,
    pinned: pinnedKeys.has(item.key),
    searchTags: [...(item.searchTags ?? [])],
    disablePluginNavigation: item.disablePluginNavigation === true,
    children: (item.children ?? []).map(child => toEntry(child, context, pinnedKeys)),
  };
}

function shellEntry(key: string, textId: string, path: string): NavigationMenuEntry {
  return {
    key,
    text: '',
    textId,
    kind: 'link',
    path,
    parentKey: null,
    openInNewTab: false,
    external: false,
    muted: false,
    pinnable: false,
    pinned: false,
    searchTags: [],
    disablePluginNavigation: false,
    children: [],
  };
}

function staticGroup(key: StaticGroupKey, entries: NavigationMenuEntry[]): NavigationMenuGroup {
  return {
    key,
    kind: 'static',
    text: '',
    textId: NAVIGATION_TEXT_IDS[key],
    entries,
    relatedServices: [],
    helpItems: [],
    loading: false,
    errorInfo: null,
  };
}

/**
 * The menu (spec 3 §2): the static groups GROUP_HOME (Home, Dashboards), STATIC__PINNED, STATIC__RECENT (newest
 * first, 12) and STATIC__FEATURED (the applications console link first for SaaS customers), then one group per
 * category with its related services and help items. Pinned and recent entries whose item is filtered out are left
 * out. Not shown: the order of the static groups; chosen: home, pinned, recent, featured.
 */
export function buildNavigationMenu(input: NavigationMenuInput): NavigationMenuView {
  const { context } = input;
  const prepared = input.registry.items.flatMap(item => {
    if (!item.dynamic || item.key !== OTHER_SERVICES_KEY) return [item];
    const filled = fillOtherServices(item, input.paas);
    return filled ? [filled] : [];
  });
  const items = filterNavigationItems(prepared, context);
  const pinnedKeys = new Set(input.pinned.map(link => link.itemKey));
  const byKey = new Map<string, NavigationItem>();
  for (const item of flattenNavigationItems(items)) byKey.set(item.key, item);
  const linkEntry = (key: string): NavigationMenuEntry[] => {
    const item = byKey.get(key);
    if (!item || item.type === 'header') return [];
    const entry = toEntry({ ...item, children: [] }, context, pinnedKeys);
    return entry.kind === 'link' ? [entry] : [];
  };

  const featuredKeys = [
    ...(byKey.has(APPLICATIONS_CONSOLE_KEY) ? [APPLICATIONS_CONSOLE_KEY] : []),
    ...input.registry.featured.filter(key => key !== APPLICATIONS_CONSOLE_KEY),
  ];
  const groups: NavigationMenuGroup[] = [
    staticGroup(STATIC_GROUPS.home, [
      shellEntry('home', NAVIGATION_TEXT_IDS.home, '/'),
      shellEntry('dashboards', NAVIGATION_TEXT_IDS.dashboards, '/dashboard'),
    ]),
    staticGroup(
      STATIC_GROUPS.pinned,
      input.pinned.slice(0, NAVIGATION_LIMITS.pinned).flatMap(link => linkEntry(link.itemKey))
    ),
    staticGroup(
      STATIC_GROUPS.recent,
      sortRecentLinks(input.recent)
        .slice(0, NAVIGATION_LIMITS.recent)
        .flatMap(link => linkEntry(link.itemKey))
    ),
    staticGroup(STATIC_GROUPS.featured, featuredKeys.flatMap(linkEntry)),
  ];

  for (const item of items) {
    if (!item.isCategoryGroup) continue;
    const loading = item.errorInfo?.code === 'loading';
    groups.push({
      key: item.key,
      kind: 'category',
      text: item.text,
      entries: (item.children ?? []).map(child => toEntry(child, context, pinnedKeys)),
      relatedServices: (item.relatedServices ?? []).flatMap(linkEntry),
      helpItems: (item.helpItems ?? []).filter(help => isExternalUrl(help.url)).map(help => ({ ...help })),
      loading,
      errorInfo: loading ? null : (item.errorInfo ?? null),
    });
  }
  return { groups, pinnedCount: input.pinned.length, maxPinned: NAVIGATION_LIMITS.pinned };
}

/** The home page's share of the menu (spec 3 §9): six featured and six recent entries. */
export function homeNavigationLinks(view: NavigationMenuView): {
  featured: NavigationMenuEntry[];
  recent: NavigationMenuEntry[];
} {
  const group = (key: string) => view.groups.find(candidate => candidate.key === key)?.entries ?? [];
  return {
    featured: group(STATIC_GROUPS.featured).slice(0, NAVIGATION_LIMITS.homeFeatured),
    recent: group(STATIC_GROUPS.recent).slice(0, NAVIGATION_LIMITS.homeRecent),
  };
}

function folded(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** True when every word of the query is in the entry's label or one of its search tags (case and accents ignored). */
export function matchesNavigationFilter(
  entry: Pick<NavigationMenuEntry, 'text' | 'searchTags'>,
  query: string
): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [entry.text, ...entry.searchTags].map(folded);
  return words.every(word => haystack.some(value => value.includes(word)));
}

/**
 * The filter's results: the category links (at any depth) matching the query, each once, in menu order, at most
 * `limit` (60, spec 3 §9). Static groups repeat category items and are not searched.
 */
export function filterNavigationEntries(
  groups: readonly NavigationMenuGroup[],
  query: string,
  limit: number = NAVIGATION_LIMITS.limit
): NavigationMenuEntry[] {
  const results: NavigationMenuEntry[] = [];
  const seen = new Set<string>();
  const visit = (entries: readonly NavigationMenuEntry[]): void => {
    for (const entry of entries) {
      if (results.length >= limit) return;
      if (entry.kind === 'link' && !seen.has(entry.key) && matchesNavigationFilter(entry, query)) {
        seen.add(entry.key);
        results.push({ ...entry, children: [] });
      }
      visit(entry.children);
    }
  };
  for (const group of groups) if (group.kind === 'category') visit(group.entries);
  return results;
}

/** One entry of the navigation tree a plugin receives in its context: label, path and the entries below it. */
export interface NavigationTreeNode {
  label: string;
  path: string;
  children: { label: string; path: string }[];
}

/**
 * The navigation tree of the plugin context (spec 1 §3): the menu's categories with their internal links (no headers,
 * no external links), for breadcrumbs and related links in a plugin. A category's path is its first link's.
 */
export function navigationTree(view: NavigationMenuView): NavigationTreeNode[] {
  const nodes: NavigationTreeNode[] = [];
  for (const group of view.groups) {
    if (group.kind !== 'category') continue;
    const flatten = (entries: readonly NavigationMenuEntry[]): NavigationMenuEntry[] =>
      entries.flatMap(entry => [entry, ...flatten(entry.children)]);
    const children = flatten(group.entries)
      .filter(entry => entry.kind === 'link' && entry.path !== undefined && !entry.external)
      .map(entry => ({ label: entry.text, path: entry.path ?? '' }));
    const first = children[0];
    if (!first) continue;
    nodes.push({ label: group.text, path: first.path, children });
  }
  return nodes;
}
