import { SFO_PREFIX } from '../router/legacy-paths.ts';
import { isShellPath, longestPluginPrefix, normalizePath, stripSfo } from '../router/route-table.ts';
import { PLUGIN_ERROR_CODES } from './protocol.ts';

/**
 * Internal navigation requested by a plugin (spec 3 §2): only same-host paths, and only when they match a registered
 * plugin path prefix or start with /sfo/; a leading '#/' is stripped first. Anything else is refused with a
 * NavigationRefused error that says why.
 *
 * Shell pages (not shown: chosen). The spec's rule names plugin paths and /sfo/ only, but a real console lets a
 * plugin link the console's home pages (breadcrumbs start at Home, "Back to dashboard", quick-start links). So a
 * plugin may navigate to Home (/), /infrastructure, /dashboard (and its group and dashboard pages), /applications and
 * /resourcemanager/quickstarts (and /manage). It may not navigate to /tenancy-override (an operator's switch of the
 * tenancy the whole console acts in: only the shell's own menu leads there) nor to /contextual-help-tool (a tool
 * page behind a flag), nor to any other path the shell owns.
 */

/** Shell pages a plugin may navigate to; each covers the pages below it. */
export const PLUGIN_NAVIGABLE_SHELL_PATHS: readonly string[] = [
  '/',
  '/infrastructure',
  '/dashboard',
  '/applications',
  '/resourcemanager/quickstarts',
];

/** What a navigation request is checked against. */
export interface InternalNavigationScope {
  /** The console's host (`location.host`, with port). */
  host: string;
  /** Path prefixes of the route registry. */
  prefixes: readonly string[];
}

/** Why a navigation was refused. */
export type NavigationRefusal =
  /** Neither a path starting '/' (after stripping '#/') nor an absolute http(s) URL. */
  | 'not-a-path'
  /** Another host (or another scheme than http/https). */
  | 'other-host'
  /** A segment whose escapes decode to a separator or a dot segment, or do not decode. */
  | 'unsafe-path'
  /** A shell page plugins may not open (see the module comment). */
  | 'shell-page'
  /** No registered plugin prefix covers the path, and it does not start with /sfo/. */
  | 'not-registered';

/** The decision on one navigation request: the console path to go to, or why not. */
export type NavigationDecision =
  | { ok: true; path: string }
  | { ok: false; code: typeof PLUGIN_ERROR_CODES.navigationRefused; reason: NavigationRefusal; message: string };

const REASONS: Record<NavigationRefusal, string> = {
  'not-a-path': 'it is neither a console path starting with "/" (or "#/") nor an http(s) URL',
  'other-host': 'it leads to another host; plugins may navigate only inside the console',
  'unsafe-path': 'its path has encoded separators or dot segments',
  'shell-page': 'it is a console page plugins may not open',
  'not-registered': 'no registered plugin owns its path and it does not start with /sfo/',
};

const SHOWN_CHARS = 200;

function refuse(href: string, reason: NavigationRefusal): NavigationDecision {
  const shown = JSON.stringify(href.length > SHOWN_CHARS ? `${href.slice(0, SHOWN_CHARS)}…` : href);
  return {
    ok: false,
    code: PLUGIN_ERROR_CODES.navigationRefused,
    reason,
    message: `Navigation to ${shown} was refused: ${REASONS[reason]}.`,
  };
}

/** True when every segment decodes and none decodes to '.', '..' or something with a '/' or '\' in it. */
function hasSafeSegments(pathname: string): boolean {
  return pathname
    .split('/')
    .slice(1)
    .every(segment => {
      try {
        const decoded = decodeURIComponent(segment);
        return decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
      } catch {
        return false;
      }
    });
}

/** True when a plugin may open the shell page at `path` (already normalised). */
export function isNavigableShellPath(path: string): boolean {
  return PLUGIN_NAVIGABLE_SHELL_PATHS.some(page =>
    page === '/' ? path === '/' : path === page || path.startsWith(`${page}/`)
  );
}

/**
 * Decides a plugin's navigation request (spec 3 §2): `href` is a console path ('/compute/instances?x=1'), the same
 * with a leading '#/' ('#/compute/instances'), or an absolute http(s) URL of the console's own host. Resolves dot
 * segments as a browser would, then accepts /sfo/ paths, registered plugin paths and the shell pages of
 * `PLUGIN_NAVIGABLE_SHELL_PATHS`; the path keeps its query string and fragment.
 */
export function resolveInternalNavigation(href: string, scope: InternalNavigationScope): NavigationDecision {
  const candidate = href.startsWith('#/') ? href.slice(1) : href;
  const isPath = candidate.startsWith('/');
  if (!isPath && !/^https?:\/\//i.test(candidate)) return refuse(href, 'not-a-path');
  let url: URL;
  try {
    url = new URL(candidate, `http://${scope.host}`);
  } catch {
    return refuse(href, 'not-a-path');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== scope.host) {
    return refuse(href, 'other-host');
  }
  if (!hasSafeSegments(url.pathname)) return refuse(href, 'unsafe-path');
  const path = normalizePath(url.pathname);
  const target = `${path}${url.search}${url.hash}`;
  // A /sfo/ path is allowed as the spec says, but the shell page it leads to must still be one plugins may open.
  const page = url.pathname.startsWith(`${SFO_PREFIX}/`) ? stripSfo(path) : path;
  if (isShellPath(page)) return isNavigableShellPath(page) ? { ok: true, path: target } : refuse(href, 'shell-page');
  if (page !== path) return { ok: true, path: target };
  if (longestPluginPrefix(path, scope.prefixes) !== undefined) return { ok: true, path: target };
  return refuse(href, 'not-registered');
}
