import { html, type TemplateResult } from 'lit';
import type { keyed } from 'lit/directives/keyed.js';
import type { RouteMatch } from '../../src/router/route-table.ts';
import type { IslandLoader } from './islands.ts';
import type { LazyPluginContainers } from './lazy-plugin-containers.ts';

/** The island element of each route an island renders: the first route has rendered once it is defined. */
export const ISLAND_PAGES: Partial<Record<RouteMatch['kind'], string>> = {
  home: 'console-home',
  search: 'console-search-page',
  quickstarts: 'console-quickstarts',
};

/**
 * The page of a route: an island page (its chunk is asked for as it renders; each island reads the route and its
 * stores itself), a plugin page, or a status page.
 */
export function routeContent(
  route: RouteMatch,
  loadIsland: IslandLoader | null,
  plugins: LazyPluginContainers
): TemplateResult | ReturnType<typeof keyed> {
  switch (route.kind) {
    case 'home':
      void loadIsland?.('home');
      return html`<console-home></console-home>`;
    case 'search':
      // The island reads what to show from the URL, and the search stores itself.
      void loadIsland?.('searchPage');
      return html`<console-search-page></console-search-page>`;
    case 'quickstarts':
      // The island reads the view from the route, the open solution from the URL, and its stores itself.
      void loadIsland?.('quickstarts');
      return html`<console-quickstarts></console-quickstarts>`;
    case 'plugin':
      return plugins.renderPage(route.prefix);
    case 'moved':
      return html`<console-status-page kind="moved" .movedTo=${route.to ?? ''}></console-status-page>`;
    case 'redirect':
      // The router replaces the URL and resolves again; nothing to show in between.
      return html`<console-loading></console-loading>`;
    // Shell pages of later issues (the BOAT tenancy override, the help tool): until they exist they answer as
    // unknown pages rather than pretending.
    case 'tenancy-override':
    case 'contextual-help-tool':
    case 'not-found':
      return html`<console-status-page kind="not-found"></console-status-page>`;
  }
}
