import r2wc from '@r2wc/react-to-web-component';
import baseCss from '../shared/island-base.css?inline';
import dialogCss from '../shared/dialog.css?inline';
import buttonsCss from '../shared/page-buttons.css?inline';
import { ConsoleDialogs } from './console-dialogs.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + buttonsCss + dialogCss);

/**
 * @summary The console's dialogs as a custom element: the `ConsoleDialogs` React host in an open shadow root, styled
 * by an adopted stylesheet (the CSP forbids style elements).
 *
 * It has no properties or attributes: it shows the first dialog of the console's dialog queue (stores/dialogs.ts,
 * `openDialog`), by kind, and the next one when that closes. The console renders it over every page
 * (elements/console-app/overlays.ts) from the first time a dialog is asked for; its texts load with it
 * (dialogs-loader.ts).
 *
 * @cssproperty [--dialog-width=40rem] - Width of a dialog.
 */
export class ConsoleDialogsElement extends r2wc(ConsoleDialogs, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

if (!customElements.get('console-dialogs')) customElements.define('console-dialogs', ConsoleDialogsElement);

declare global {
  interface HTMLElementTagNameMap {
    'console-dialogs': ConsoleDialogsElement;
  }
}
