// The list renders console-banner: defining the list defines its items.
import '../console-banner/console-banner.ts';
import { ConsoleBanners } from './console-banners.component.ts';

export { ConsoleBanners };
export type { BannerItem } from './interfaces.ts';

// The standalone definition: the list comes through `banners`. The console defines the same class fed by its banner
// store instead (console-banners.connected.ts).
customElements.define('console-banners', ConsoleBanners);

declare global {
  interface HTMLElementTagNameMap {
    'console-banners': ConsoleBanners;
  }
}
