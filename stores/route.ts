import { atom } from 'nanostores';
import { createConsoleRouter } from '../src/router/router.ts';
import type { RouteMatch } from '../src/router/route-table.ts';
import { showMessage } from './messages.ts';
import { showPage } from './page-signal.ts';
import { $pluginPrefixes } from './plugins.ts';

/** The route the content area shows; null until the router starts. */
export const $route = atom<RouteMatch | null>(null);

/** The current URL's path and query, kept beside the match for plugin frames and tab links. */
export const $location = atom<{ pathname: string; search: string }>({ pathname: '/', search: '' });

let router: ReturnType<typeof createConsoleRouter> | null = null;

/** Starts routing: every navigation resolves against the route table and the plugin registry. */
export function startRouting(options: { saasScope: boolean }): void {
  router?.destroy();
  router = createConsoleRouter({
    onRoute: (match, url) => {
      // Leaving a page aborts the calls it started before anything renders the next one.
      showPage(match);
      $location.set({ pathname: url.pathname, search: url.search });
      $route.set(match);
    },
    resolveRegistry: () => ({ prefixes: $pluginPrefixes.get() }),
    options,
  });
  router.start();
}

/**
 * Navigates inside the console. A navigation that fails says so in a banner ('Error occurred when navigating to
 * {path}. Try refreshing the page.', spec 3 §8) instead of leaving the page as it was without a word.
 */
export function navigate(path: string, options: { replace?: boolean } = {}): boolean {
  try {
    if (!router) throw new Error('navigate() before startRouting()');
    router.navigate(path, options);
    return true;
  } catch (error) {
    console.error(`[router] Navigating to ${path} failed`, error);
    showMessage('navigation-failed', { path });
    return false;
  }
}

/** Stops routing: links and history go back to the browser until `startRouting` runs again. */
export function stopRouting(): void {
  router?.destroy();
  router = null;
}
