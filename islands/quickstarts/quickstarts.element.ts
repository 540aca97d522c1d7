import r2wc from '@r2wc/react-to-web-component';
import baseCss from '../shared/island-base.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import sidePanelCss from '../shared/side-panel.css?inline';
import css from './quickstarts.css?inline';
import { defineIsland } from '../shared/define-island.ts';
import { QuickStartsIsland } from './quickstarts-island.tsx';
import { QUICKSTARTS_TEXTS } from './quickstarts-loader.ts';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + sidePanelCss + buttonsCss + css);

/**
 * @summary The quick starts page as a custom element: the `QuickStartsIsland` React component in an open shadow root,
 * styled by an adopted stylesheet (the CSP forbids style elements).
 *
 * It has no properties or attributes: the route (`/resourcemanager/quickstarts`, `/resourcemanager/quickstarts/manage`)
 * and `?solution=` say what it shows, and it reads the route, region, locale, preference, plugin and quick-start
 * stores, so it shows the same state as the chrome however late it loads.
 *
 * @cssproperty [--console-color-text=#1f1f1f]
 * @cssproperty [--console-color-accent=#0b5fa5]
 * @cssproperty [--console-color-focus-ring]
 * @cssproperty [--console-space-5]
 */
export class ConsoleQuickStarts extends r2wc(QuickStartsIsland, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

// Defined once its texts (catalog area `quickstarts`) are in for the active locale.
void defineIsland('console-quickstarts', ConsoleQuickStarts, QUICKSTARTS_TEXTS);

declare global {
  interface HTMLElementTagNameMap {
    'console-quickstarts': ConsoleQuickStarts;
  }
}
