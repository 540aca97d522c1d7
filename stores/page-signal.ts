import type { RouteMatch } from '../src/router/route-table.ts';

/**
 * Which page a route shows, for cancelling its calls: Home's tabs are one page, the search page's views are one, a
 * plugin is one page whatever its own path (its internal navigation must not cancel its calls).
 */
export function pageOf(match: RouteMatch | null): string {
  if (match === null) return '';
  return match.kind === 'plugin' ? `plugin ${match.prefix}` : match.kind;
}

/** Why a page's calls were cancelled: an AbortError, which no one shows (src/http/errors.ts `isAbortError`). */
export const PAGE_LEFT_MESSAGE = 'The page was left.';

let controller = new AbortController();
let shown = '';

/** Aborted when the user leaves the page shown now: the calls a page starts carry it (`pageContext`). */
export function pageSignal(): AbortSignal {
  return controller.signal;
}

/**
 * Follows the route (stores/route.ts calls it on every navigation): when the page changes, the calls of the page
 * that was left are aborted, so their answers neither land in its stores nor hold connections the new page needs.
 */
export function showPage(match: RouteMatch | null): void {
  const page = pageOf(match);
  if (page === shown) return;
  shown = page;
  controller.abort(new DOMException(PAGE_LEFT_MESSAGE, 'AbortError'));
  controller = new AbortController();
}
