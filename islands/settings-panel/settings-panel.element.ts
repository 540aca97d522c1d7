import r2wc from '@r2wc/react-to-web-component';
import baseCss from '../shared/island-base.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import personaCss from '../shared/persona-selector.css?inline';
import sidePanelCss from '../shared/side-panel.css?inline';
import css from './settings-panel.css?inline';
import { SettingsPanelIsland } from './settings-panel-island.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + sidePanelCss + buttonsCss + personaCss + css);

/**
 * @summary The console settings side panel as a custom element: the `SettingsPanelIsland` React component in an open
 * shadow root, styled by an adopted stylesheet (the CSP forbids style elements).
 *
 * It has no properties or attributes: it opens while `$settingsPanelOpen` (stores/settings-panel.ts) is true, which the
 * user menu's Console settings sets, and reads the preferences through `$consoleSettings`. The console renders it over
 * every page from its first opening on (elements/console-app/overlays.ts); its texts load with it
 * (settings-panel-loader.ts).
 *
 * @cssproperty [--side-panel-width=30rem] - Width of the panel.
 */
export class ConsoleSettingsPanel extends r2wc(SettingsPanelIsland, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

if (!customElements.get('console-settings-panel'))
  customElements.define('console-settings-panel', ConsoleSettingsPanel);

declare global {
  interface HTMLElementTagNameMap {
    'console-settings-panel': ConsoleSettingsPanel;
  }
}
