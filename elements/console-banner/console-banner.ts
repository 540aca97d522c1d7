import { ConsoleBanner } from './console-banner.component.ts';

export { ConsoleBanner };

customElements.define('console-banner', ConsoleBanner);

declare global {
  interface HTMLElementTagNameMap {
    'console-banner': ConsoleBanner;
  }
}
