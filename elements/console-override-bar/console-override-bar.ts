import { ConsoleOverrideBar } from './console-override-bar.component.ts';

export { ConsoleOverrideBar };

customElements.define('console-override-bar', ConsoleOverrideBar);

declare global {
  interface HTMLElementTagNameMap {
    'console-override-bar': ConsoleOverrideBar;
  }
}
