import { ConsoleLocaleMenu } from './console-locale-menu.component.ts';

export { ConsoleLocaleMenu };
export type { LocaleOption, MenuVariant } from './interfaces.ts';

customElements.define('console-locale-menu', ConsoleLocaleMenu);

declare global {
  interface HTMLElementTagNameMap {
    'console-locale-menu': ConsoleLocaleMenu;
  }
}
