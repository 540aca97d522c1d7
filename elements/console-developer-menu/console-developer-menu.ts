import { ConsoleDeveloperMenu } from './console-developer-menu.component.ts';

export { ConsoleDeveloperMenu };
export type { DeveloperTools, DevTool, MenuVariant } from './interfaces.ts';

customElements.define('console-developer-menu', ConsoleDeveloperMenu);

declare global {
  interface HTMLElementTagNameMap {
    'console-developer-menu': ConsoleDeveloperMenu;
  }
}
