import r2wc from '@r2wc/react-to-web-component';
import baseCss from '../shared/island-base.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import tabsCss from '../shared/island-tabs.css?inline';
import advancedCss from './advanced-query.css?inline';
import css from './search-page.css?inline';
import tableCss from './resource-table.css?inline';
import { defineIsland } from '../shared/define-island.ts';
import { SearchPageIsland } from './search-page-island.tsx';
import { SEARCH_PAGE_TEXTS } from './search-page-loader.ts';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + tabsCss + buttonsCss + css + tableCss + advancedCss);

/**
 * @summary The search page as a custom element: the `SearchPageIsland` React component in an open shadow root, styled
 * by an adopted stylesheet (the CSP forbids style elements).
 *
 * It has no properties or attributes: the URL (`/search?q=&category=`, `/search?sq=`, `/search?resource=`) says what
 * it shows, and it reads the search, navigation, compartment, plugin, locale and preference stores, so it shows the
 * same state as the chrome however late it loads.
 *
 * @cssproperty [--console-color-text=#1f1f1f]
 * @cssproperty [--console-color-accent=#0b5fa5]
 * @cssproperty [--console-color-focus-ring]
 * @cssproperty [--console-space-5]
 */
export class ConsoleSearchPage extends r2wc(SearchPageIsland, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

// Defined once its texts (catalog area `search-page`) are in for the active locale.
void defineIsland('console-search-page', ConsoleSearchPage, SEARCH_PAGE_TEXTS);

declare global {
  interface HTMLElementTagNameMap {
    'console-search-page': ConsoleSearchPage;
  }
}
