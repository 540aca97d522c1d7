import r2wc from '@r2wc/react-to-web-component';
import sidePanelCss from '../../shared/side-panel.css?inline';
import css from './gallery.css?inline';
import { GalleryIsland } from './gallery-island.tsx';

// Its own shadow root and sheet: the gallery's styles travel in its deferred chunk, and Home's sheets stay as they
// are. A custom element rather than a portal into a shadow root: importing react-dom's createPortal here made the
// bundler regroup Home's start-up chunks (+0.7 KB). island-base.css is not imported either (a module shared with
// Home's chunk does the same); gallery.css carries the two rules of it the gallery needs.
const sheet = new CSSStyleSheet();
sheet.replaceSync(sidePanelCss + css);

/**
 * @summary The Home gallery (`GalleryIsland`) in an open shadow root, styled by an adopted stylesheet. Home's `gallery`
 * slot renders it once its chunk has loaded; it reads the console's stores and has no properties or attributes. Its
 * host keeps the gallery's room (`--gallery-block-size`) from the moment it exists, before React has rendered.
 */
export class ConsoleHomeGallery extends r2wc(GalleryIsland, { shadow: 'open' }) {
  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }
}

if (!customElements.get('console-home-gallery')) customElements.define('console-home-gallery', ConsoleHomeGallery);

declare global {
  interface HTMLElementTagNameMap {
    'console-home-gallery': ConsoleHomeGallery;
  }
}
