import { ConsoleShell } from './console-shell.component.ts';

export { ConsoleShell };

customElements.define('console-shell', ConsoleShell);

declare global {
  interface HTMLElementTagNameMap {
    'console-shell': ConsoleShell;
  }
}
