import { ConsoleApp } from './console-app.component.ts';

export * from './console-app.component.ts';

customElements.define('console-app', ConsoleApp);

declare global {
  interface HTMLElementTagNameMap {
    'console-app': ConsoleApp;
  }
}
