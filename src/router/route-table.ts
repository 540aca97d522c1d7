import { fallbackHomeTab, type HomeTab } from '../domain/home-tabs.ts';
import {
  FLAGGED_REDIRECT_RULES,
  LEGACY_PATH_MAPPINGS,
  LEGACY_PREFIX,
  SFO_PREFIX,
  type RedirectRule,
} from './legacy-paths.ts';

export type { HomeTab } from '../domain/home-tabs.ts';

/** The part of a URL the route table reads; a `URL` or `Location` fits. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/** The plugin path prefixes of the route registry (spec 3 §2). */
export interface PluginPrefixes {
  prefixes: readonly string[];
}

/** Switches that change which routes exist. */
export interface RouteOptions {
  /** SaaS scope: the Applications tab exists and is Home's default (spec 1 §4). */
  saasScope: boolean;
  /** /contextual-help-tool is shown only if enabled (spec 1 §2). */
  contextualHelpTool?: boolean;
  /** Feature flags of `FLAGGED_REDIRECT_RULES` that are on. */
  redirectFlags?: readonly string[];
}

/** Where a dashboard path points. */
export interface DashboardLocation {
  groupId?: string;
  dashboardId?: string;
}

/** What a URL shows. `redirect.to` and `moved.to` keep the query string and hash of the request. */
export type RouteMatch =
  | { kind: 'home'; tab: HomeTab; dashboard?: DashboardLocation }
  | { kind: 'tenancy-override' }
  | { kind: 'contextual-help-tool' }
  | { kind: 'quickstarts'; view: 'list' | 'manage' }
  | { kind: 'search' }
  | { kind: 'redirect'; to: string }
  | { kind: 'moved'; to?: string }
  | { kind: 'plugin'; prefix: string; path: string }
  | { kind: 'not-found' };

/**
 * Where the spec's "create-instance modal" lives: the Compute plugin's create page, the same deep link the compute
 * quick action uses (spec 2 §2). The shell has no modal of its own for it.
 */
export const CREATE_INSTANCE_PATH = '/compute/instances/create';

/** The legacy create-instance path (spec 1 §2). */
const LEGACY_CREATE_INSTANCE_PATH = '/create/compute/instance';

/** Infrastructure tab for SaaS scope, where / shows Applications (see `homeTabPath`). */
export const INFRASTRUCTURE_PATH = '/infrastructure';
const APPLICATIONS_PATH = '/applications';
const DASHBOARD_PATH = '/dashboard';
const TENANCY_OVERRIDE_PATH = '/tenancy-override';
const CONTEXTUAL_HELP_TOOL_PATH = '/contextual-help-tool';
const QUICKSTARTS_PATH = '/resourcemanager/quickstarts';
/** Search results and advanced search (spec 1 §2); what they show comes from the query string. */
export const SEARCH_PATH = '/search';

/** Paths at or below these belong to the shell and are never plugin pages (spec 1 §2). */
export const SHELL_PREFIXES: readonly string[] = [
  DASHBOARD_PATH,
  APPLICATIONS_PATH,
  INFRASTRUCTURE_PATH,
  TENANCY_OVERRIDE_PATH,
  CONTEXTUAL_HELP_TOOL_PATH,
  QUICKSTARTS_PATH,
  SEARCH_PATH,
];

/** Message ids of the pages the route table can lead to without a plugin (spec 1 §8). */
export const ROUTE_MESSAGE_IDS = {
  notFound: 'router.notFound.message',
  moved: 'router.moved.message',
} as const;

/**
 * Collapses repeated slashes and drops a trailing one, so `/compute//instances/` reads as `/compute/instances`. A
 * backslash counts as a slash, as URL parsing in the browser makes it: a path handed over unparsed cannot turn into
 * `/\host` (another host to a browser) in a redirect (found by fuzzing, issue 20).
 */
export function normalizePath(pathname: string): string {
  const collapsed = `/${pathname}`.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/** True when `path` is `prefix` or a path below it (`/compute/x` is below `/compute`; `/computer` is not). */
function isAtOrBelow(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Removes the legacy /sfo prefix (spec 1 §2); other paths come back unchanged. */
export function stripSfo(pathname: string): string {
  if (pathname !== SFO_PREFIX && !pathname.startsWith(`${SFO_PREFIX}/`)) return pathname;
  return pathname.slice(SFO_PREFIX.length) || '/';
}

/** True when a path belongs to the shell rather than to any plugin. */
export function isShellPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === '/' || SHELL_PREFIXES.some(prefix => isAtOrBelow(path, prefix));
}

/**
 * The longest registered prefix that `path` is at or below. A registered `/` is skipped: the root is Home, and a
 * catch-all plugin would turn every unknown path into a plugin page instead of the 404 page.
 */
export function longestPluginPrefix(pathname: string, prefixes: readonly string[]): string | undefined {
  const path = normalizePath(pathname);
  let best: string | undefined;
  for (const raw of prefixes) {
    const prefix = normalizePath(raw);
    if (prefix === '/' || !isAtOrBelow(path, prefix)) continue;
    if (best === undefined || prefix.length > best.length) best = prefix;
  }
  return best;
}

/** Home tab a path opens when it does not name one: spec 1 §4's default-tab rule. */
export function defaultHomeTab(pathname: string, saasScope: boolean): HomeTab {
  const path = normalizePath(pathname);
  if (path === INFRASTRUCTURE_PATH) return 'infrastructure';
  if (isAtOrBelow(path, DASHBOARD_PATH)) return 'dashboard';
  // Applications exists only for SaaS scope; others land on Infrastructure.
  if (path === APPLICATIONS_PATH && saasScope) return 'applications';
  return fallbackHomeTab(saasScope);
}

/**
 * The path a Home tab sets (spec 1 §4): Dashboard /dashboard, Applications /applications, Infrastructure /. For SaaS
 * scope / opens Applications, so Infrastructure needs a path of its own: /infrastructure (the spec's "infra path").
 */
export function homeTabPath(tab: HomeTab, saasScope = false): string {
  if (tab === 'dashboard') return DASHBOARD_PATH;
  if (tab === 'applications') return APPLICATIONS_PATH;
  return saasScope ? INFRASTRUCTURE_PATH : '/';
}

/** The target of the first rule that covers `path`, if any; `matchRoute` passes only the rules whose flag is on. */
export function redirectRuleTarget(path: string, rules: readonly RedirectRule[]): string | undefined {
  for (const rule of rules) {
    if (rule.whitelists.some(allowed => isAtOrBelow(path, allowed))) continue;
    if (path === rule.from) return rule.to;
    if (!rule.exact && isAtOrBelow(path, rule.from)) {
      return rule.supportRedirect ? `${rule.to}${path.slice(rule.from.length)}` : rule.to;
    }
  }
  return undefined;
}

/** Decodes one path segment; undefined for malformed escapes. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Dashboard tab paths of spec 1 §2; anything else below /dashboard is not a page. */
function matchDashboard(path: string): RouteMatch {
  const [, group, rawGroupId, dashboards, rawDashboardId, ...rest] = path.slice(1).split('/');
  if (group === undefined) return { kind: 'home', tab: 'dashboard', dashboard: {} };
  const groupId = rawGroupId === undefined ? undefined : decodeSegment(rawGroupId);
  if (group !== 'group' || groupId === undefined || rest.length > 0) return { kind: 'not-found' };
  if (dashboards === undefined) return { kind: 'home', tab: 'dashboard', dashboard: { groupId } };
  if (dashboards !== 'dashboards') return { kind: 'not-found' };
  if (rawDashboardId === undefined) return { kind: 'home', tab: 'dashboard', dashboard: { groupId } };
  const dashboardId = decodeSegment(rawDashboardId);
  if (dashboardId === undefined) return { kind: 'not-found' };
  return { kind: 'home', tab: 'dashboard', dashboard: { groupId, dashboardId } };
}

/** Shell pages (spec 1 §2), or undefined when the path is not the shell's. */
function matchShellPage(path: string, tail: string, options: RouteOptions): RouteMatch | undefined {
  if (path === '/') return { kind: 'home', tab: fallbackHomeTab(options.saasScope) };
  if (path === INFRASTRUCTURE_PATH) return { kind: 'home', tab: 'infrastructure' };
  // Without SaaS scope there is no Applications tab, so its path falls back to Home's only entry point.
  if (path === APPLICATIONS_PATH) {
    return options.saasScope ? { kind: 'home', tab: 'applications' } : { kind: 'redirect', to: `/${tail}` };
  }
  if (isAtOrBelow(path, DASHBOARD_PATH)) return matchDashboard(path);
  if (path === TENANCY_OVERRIDE_PATH) return { kind: 'tenancy-override' };
  if (path === CONTEXTUAL_HELP_TOOL_PATH && options.contextualHelpTool) return { kind: 'contextual-help-tool' };
  if (path === QUICKSTARTS_PATH) return { kind: 'quickstarts', view: 'list' };
  if (path === `${QUICKSTARTS_PATH}/manage`) return { kind: 'quickstarts', view: 'manage' };
  if (path === SEARCH_PATH) return { kind: 'search' };
  if (SHELL_PREFIXES.some(prefix => isAtOrBelow(path, prefix))) return { kind: 'not-found' };
  return undefined;
}

/** Legacy /a/... paths (spec 1 §2): exact mappings redirect, paths below a mapping move there, the rest just moved. */
function matchLegacy(path: string, tail: string): RouteMatch {
  if (path === LEGACY_PREFIX) return { kind: 'redirect', to: `/${tail}` };
  const exact = LEGACY_PATH_MAPPINGS.find(mapping => mapping.from === path);
  if (exact) return { kind: 'redirect', to: `${exact.to}${tail}` };
  const below = LEGACY_PATH_MAPPINGS.filter(mapping => isAtOrBelow(path, mapping.from)).sort(
    (left, right) => right.from.length - left.from.length
  )[0];
  if (below) return { kind: 'moved', to: `${below.to}${path.slice(below.from.length)}${tail}` };
  return { kind: 'moved' };
}

/** Decides what a URL shows: shell page, redirect, moved page, plugin page or the 404 page (spec 1 §2). */
export function matchRoute(location: RouteLocation, registry: PluginPrefixes, options: RouteOptions): RouteMatch {
  const path = normalizePath(location.pathname);
  const tail = `${location.search}${location.hash ?? ''}`;

  if (isAtOrBelow(path, SFO_PREFIX)) {
    // Resolve what the stripped path redirects to right away, so the browser sees one redirect, not a chain.
    const stripped = stripSfo(path);
    const inner = matchRoute({ pathname: stripped, search: location.search, hash: location.hash }, registry, options);
    return { kind: 'redirect', to: inner.kind === 'redirect' ? inner.to : `${stripped}${tail}` };
  }
  if (isAtOrBelow(path, LEGACY_PREFIX)) return matchLegacy(path, tail);
  if (path === LEGACY_CREATE_INSTANCE_PATH) return { kind: 'redirect', to: `${CREATE_INSTANCE_PATH}${tail}` };

  const flags = options.redirectFlags ?? [];
  const flagged = redirectRuleTarget(
    path,
    FLAGGED_REDIRECT_RULES.filter(rule => flags.includes(rule.flag))
  );
  if (flagged !== undefined) return { kind: 'redirect', to: `${flagged}${tail}` };

  const shellPage = matchShellPage(path, tail, options);
  if (shellPage) return shellPage;

  const prefix = longestPluginPrefix(path, registry.prefixes);
  return prefix === undefined ? { kind: 'not-found' } : { kind: 'plugin', prefix, path };
}

/** What internal navigation needs to know to accept a path. */
export interface InternalNavigationScope {
  /** The console's host (`location.host`, with port). */
  host: string;
  prefixes: readonly string[];
}

/**
 * The path an internal navigation request may go to, or null (spec 3 §2): same host only, and only a registered
 * plugin path or one starting /sfo/. A leading '#/' is stripped first.
 */
export function toInternalPath(href: string, scope: InternalNavigationScope): string | null {
  const candidate = href.startsWith('#/') ? href.slice(1) : href;
  let url: URL;
  try {
    url = new URL(candidate, `http://${scope.host}`);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== scope.host) return null;
  const allowed =
    url.pathname.startsWith(`${SFO_PREFIX}/`) || longestPluginPrefix(url.pathname, scope.prefixes) !== undefined;
  return allowed ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** True when internal navigation may go to `href` (spec 3 §2). */
export function isAllowedInternalPath(href: string, scope: InternalNavigationScope): boolean {
  return toInternalPath(href, scope) !== null;
}
