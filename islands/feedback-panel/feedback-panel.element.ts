import r2wc from '@r2wc/react-to-web-component';
import baseCss from '../shared/island-base.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import sidePanelCss from '../shared/side-panel.css?inline';
import css from './feedback-panel.css?inline';
import { FeedbackPanelIsland } from './feedback-panel-island.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + sidePanelCss + buttonsCss + css);

/**
 * @summary The feedback side panel as a custom element: the `FeedbackPanelIsland` React component in an open shadow
 * root, styled by an adopted stylesheet (the CSP forbids style elements).
 *
 * It has no properties or attributes: it opens while `$feedbackPanelOpen` (stores/feedback-panel.ts) is true, which the
 * help menu's Feedback and feedback prompts (`openFeedbackPanel({ prompt })`) set, and reads its form through
 * `$feedback`. The console renders it over every page from its first opening on (elements/console-app/overlays.ts);
 * its texts load with it (feedback-panel-loader.ts).
 *
 * @cssproperty [--side-panel-width=30rem] - Width of the panel.
 */
export class ConsoleFeedbackPanel extends r2wc(FeedbackPanelIsland, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

if (!customElements.get('console-feedback-panel'))
  customElements.define('console-feedback-panel', ConsoleFeedbackPanel);

declare global {
  interface HTMLElementTagNameMap {
    'console-feedback-panel': ConsoleFeedbackPanel;
  }
}
