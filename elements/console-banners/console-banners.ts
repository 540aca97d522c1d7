import { ConsoleBanners } from './console-banners.component.ts';

export { ConsoleBanners };

customElements.define('console-banners', ConsoleBanners);

declare global {
  interface HTMLElementTagNameMap {
    'console-banners': ConsoleBanners;
  }
}
