import r2wc from '@r2wc/react-to-web-component';
import baseCss from '../shared/island-base.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import css from './checklist.css?inline';
import { ChecklistIsland } from './checklist-island.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + buttonsCss + css);

/**
 * @summary The getting-started checklist as a custom element: the `ChecklistIsland` React component in an open shadow
 * root, styled by an adopted stylesheet (the CSP forbids style elements).
 *
 * It has no properties or attributes: it renders while `$checklistVisible` (stores/guided-journey.ts) is true and keeps
 * its state in the guided journey preference. The console renders it over every page from the first time the
 * checklist is wanted (elements/console-app/overlays.ts); its texts load with it (checklist-loader.ts).
 */
export class ConsoleChecklist extends r2wc(ChecklistIsland, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

if (!customElements.get('console-checklist')) customElements.define('console-checklist', ConsoleChecklist);

declare global {
  interface HTMLElementTagNameMap {
    'console-checklist': ConsoleChecklist;
  }
}
