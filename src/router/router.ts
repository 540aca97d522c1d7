import Navigo, { type Match } from 'navigo';
import { matchRoute, type PluginPrefixes, type RouteMatch, type RouteOptions } from './route-table.ts';

/** What the console router needs from the app: it stays free of stores and UI. */
export interface ConsoleRouterInit {
  /**
   * Called for every route that is not a redirect. Runs before the address bar shows a pushed URL (navigo updates
   * history after its handler), so read the path from `url`, not from `location`.
   */
  onRoute: (match: RouteMatch, url: URL) => void;
  /** Read on every resolution: the registry may arrive after the router started. */
  resolveRegistry: () => PluginPrefixes;
  options: RouteOptions;
}

/** Options of `ConsoleRouter.navigate`. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** The console's router. */
export interface ConsoleRouter {
  /** Resolves the current URL and starts following links and history. */
  start(): void;
  /** Goes to a console path (`/compute/instances?x=1`). */
  navigate(path: string, options?: NavigateOptions): void;
  /** Resolves the current URL again, e.g. once the plugin registry has loaded. */
  refresh(): void;
  /** Stops listening to links and history. */
  destroy(): void;
}

// Links to files (a download, an image) are left to the browser. The last part of an OCID is far longer than eight
// characters, so resource paths such as /compute/instances/ocid1.instance.oc1.iad.aaaa… still route.
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;

/** The same-origin console path a click should route, or null when the browser should handle the click itself. */
function routedPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  // composedPath() reaches into open shadow roots, where the Lit chrome and the islands render their links.
  const anchor = event.composedPath().find(node => node instanceof HTMLAnchorElement);
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute('href')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.relList.contains('external')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || FILE_EXTENSION.test(url.pathname)) return null;
  // A jump to an anchor on the same page stays with the browser.
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Builds the URL navigo matched; the address bar may still show the previous one. */
function matchedUrl(match: Match): URL {
  const query = match.queryString ? `?${match.queryString}` : '';
  const hash = match.hashString ? `#${match.hashString}` : '';
  return new URL(`/${match.url}${query}${hash}`, window.location.origin);
}

/** Creates the console router: navigo with one catch-all route that asks the route table what to show. */
export function createConsoleRouter({ onRoute, resolveRegistry, options }: ConsoleRouterInit): ConsoleRouter {
  let navigo: Navigo | null = null;

  const routeUrl = (url: URL): void => {
    const route = matchRoute(url, resolveRegistry(), options);
    if (route.kind !== 'redirect') {
      onRoute(route, url);
      return;
    }
    // Queued by navigo until the current navigation has written history, then replaces that entry.
    navigo?.navigate(route.to, { historyAPIMethod: 'replaceState' });
  };

  const handleRoute = (match?: Match): void => {
    if (match) routeUrl(matchedUrl(match));
  };

  const handleClick = (event: MouseEvent): void => {
    const path = routedPath(event);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };

  function navigate(path: string, { replace = false }: NavigateOptions = {}): void {
    if (!navigo) throw new Error('navigate() before start()');
    const { pathname, search, hash } = window.location;
    if (path === `${pathname}${search}${hash}` && !replace) return;
    navigo.navigate(path, { historyAPIMethod: replace ? 'replaceState' : 'pushState' });
  }

  return {
    start() {
      if (navigo) return;
      // Navigo binds its own listeners only to light-DOM links present when it looks; the document listener covers
      // every link, shadow roots included, so navigo's binding is switched off with a selector that matches nothing.
      navigo = new Navigo('/', { strategy: 'ONE', hash: false, noMatchWarning: true, linksSelector: ':not(*)' });
      navigo.on('*', handleRoute);
      document.addEventListener('click', handleClick);
      navigo.resolve();
    },
    navigate,
    refresh() {
      // navigo skips a URL it has already resolved, so the route table is asked directly.
      if (navigo) routeUrl(new URL(window.location.href));
    },
    destroy() {
      document.removeEventListener('click', handleClick);
      navigo?.destroy();
      navigo = null;
    },
  };
}
