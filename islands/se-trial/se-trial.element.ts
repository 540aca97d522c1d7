import r2wc from '@r2wc/react-to-web-component';
import baseCss from '../shared/island-base.css?inline';
import dialogCss from '../shared/dialog.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import css from './se-trial.css?inline';
import { SeTrialIsland } from './se-trial-island.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + dialogCss + buttonsCss + css);

/**
 * @summary The Solutions-Engineer trial terms as a custom element: the `SeTrialIsland` React component in an open
 * shadow root, styled by an adopted stylesheet (the CSP forbids style elements).
 *
 * It has no properties or attributes: it shows what `$seTrial` (stores/se-trial.ts) says — the loading modal, the terms
 * with the general terms page, or the missing-country screen. The console renders it over every page once
 * `$seTrialWanted` turns true (elements/console-app/overlays.ts); its texts load with it (se-trial-loader.ts).
 */
export class ConsoleSeTrial extends r2wc(SeTrialIsland, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

if (!customElements.get('console-se-trial')) customElements.define('console-se-trial', ConsoleSeTrial);

declare global {
  interface HTMLElementTagNameMap {
    'console-se-trial': ConsoleSeTrial;
  }
}
