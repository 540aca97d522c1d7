import { ConsoleMessageBar } from './console-message-bar.component.ts';

export { ConsoleMessageBar };

customElements.define('console-message-bar', ConsoleMessageBar);

declare global {
  interface HTMLElementTagNameMap {
    'console-message-bar': ConsoleMessageBar;
  }
}
