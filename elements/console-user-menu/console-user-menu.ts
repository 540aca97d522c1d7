import { ConsoleUserMenu } from './console-user-menu.component.ts';

export { ConsoleUserMenu };
export type { ConsoleUser, MenuVariant, UserMenuItem, UserMenuItemId, UserMenuModel } from './interfaces.ts';

customElements.define('console-user-menu', ConsoleUserMenu);

declare global {
  interface HTMLElementTagNameMap {
    'console-user-menu': ConsoleUserMenu;
  }
}
