import { ConsoleRegionMenu } from './console-region-menu.component.ts';

export { ConsoleRegionMenu };
export type { RegionOption } from './interfaces.ts';

customElements.define('console-region-menu', ConsoleRegionMenu);

declare global {
  interface HTMLElementTagNameMap {
    'console-region-menu': ConsoleRegionMenu;
  }
}
