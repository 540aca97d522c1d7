import { ConsoleLoading } from './console-loading.component.ts';

export { ConsoleLoading };

customElements.define('console-loading', ConsoleLoading);

declare global {
  interface HTMLElementTagNameMap {
    'console-loading': ConsoleLoading;
  }
}
