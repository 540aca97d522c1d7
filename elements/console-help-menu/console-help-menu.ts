import { ConsoleHelpMenu } from './console-help-menu.component.ts';

export { ConsoleHelpMenu };
export type { HelpMenuItem, HelpMenuItemId, MenuVariant } from './interfaces.ts';

customElements.define('console-help-menu', ConsoleHelpMenu);

declare global {
  interface HTMLElementTagNameMap {
    'console-help-menu': ConsoleHelpMenu;
  }
}
