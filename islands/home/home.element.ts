import r2wc from '@r2wc/react-to-web-component';
import { defineIsland } from '../shared/define-island.ts';
import { HOME_TEXTS } from './home-texts.ts';
import baseCss from '../shared/island-base.css?inline';
import tabsCss from '../shared/island-tabs.css?inline';
import css from './home.css?inline';
import quickActionsCss from './quick-actions.css?inline';
import explorePlaceholderCss from './explore/explore-placeholder.css?inline';
import dashboardPlaceholderCss from './dashboard/placeholder.css?inline';
import galleryPlaceholderCss from './gallery/gallery-placeholder.css?inline';
import { HomeIsland } from './home-island.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(
  baseCss + tabsCss + css + quickActionsCss + explorePlaceholderCss + dashboardPlaceholderCss + galleryPlaceholderCss
);

/**
 * @summary The Home page as a custom element: the `HomeIsland` React component in an open shadow root, styled by an
 * adopted stylesheet (the CSP forbids style elements).
 *
 * It has no properties or attributes: it reads the console's stores (route, tenancy, regions, active region,
 * capabilities, locale) and re-renders when they change, so it shows the same state as the chrome however late it
 * loads.
 *
 * @cssproperty [--console-color-text=#1f1f1f]
 * @cssproperty [--console-color-accent=#0b5fa5]
 * @cssproperty [--console-color-focus=#0b5fa5]
 * @cssproperty [--console-space-m=1rem]
 */
export class ConsoleHome extends r2wc(HomeIsland, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

// Defined once its texts (catalog area `home`) are in for the active locale.
void defineIsland('console-home', ConsoleHome, HOME_TEXTS);

declare global {
  interface HTMLElementTagNameMap {
    'console-home': ConsoleHome;
  }
}
