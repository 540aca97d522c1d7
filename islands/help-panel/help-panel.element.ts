import r2wc from '@r2wc/react-to-web-component';
import baseCss from '../shared/island-base.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import sidePanelCss from '../shared/side-panel.css?inline';
import css from './help-panel.css?inline';
import { HelpPanelIsland } from './help-panel-island.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + sidePanelCss + buttonsCss + css);

/**
 * @summary The contextual help panel as a custom element: the `HelpPanelIsland` React component in an open shadow root,
 * styled by an adopted stylesheet (the CSP forbids style elements).
 *
 * It has no properties or attributes: it opens while `$helpPanelOpen` (stores/help-panel.ts) is true, which the help
 * menu's "Help for this page" and plugins (SDK `openHelpPanel`) set, and reads its topics through `$contextualHelp`.
 * The console renders it over every page from its first opening on (elements/console-app/overlays.ts); its texts load
 * with it (help-panel-loader.ts).
 *
 * @cssproperty [--side-panel-width=30rem] - Width of the panel.
 */
export class ConsoleHelpPanel extends r2wc(HelpPanelIsland, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

if (!customElements.get('console-help-panel')) customElements.define('console-help-panel', ConsoleHelpPanel);

declare global {
  interface HTMLElementTagNameMap {
    'console-help-panel': ConsoleHelpPanel;
  }
}
