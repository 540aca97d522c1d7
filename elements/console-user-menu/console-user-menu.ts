import { ConsoleUserMenu } from './console-user-menu.component.ts';

export { ConsoleUserMenu };
export type { ConsoleUser } from './interfaces.ts';

customElements.define('console-user-menu', ConsoleUserMenu);

declare global {
  interface HTMLElementTagNameMap {
    'console-user-menu': ConsoleUserMenu;
  }
}
