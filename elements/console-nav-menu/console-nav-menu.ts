import { ConsoleNavMenu } from './console-nav-menu.component.ts';

export { ConsoleNavMenu };
export type { NavMenuEntry, NavMenuGroup, NavMenuModel, NavMenuNotice } from './interfaces.ts';

customElements.define('console-nav-menu', ConsoleNavMenu);

declare global {
  interface HTMLElementTagNameMap {
    'console-nav-menu': ConsoleNavMenu;
  }
}
