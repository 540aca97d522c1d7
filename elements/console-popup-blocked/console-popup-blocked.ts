import { ConsolePopupBlocked } from './console-popup-blocked.component.ts';

export { ConsolePopupBlocked };

customElements.define('console-popup-blocked', ConsolePopupBlocked);

declare global {
  interface HTMLElementTagNameMap {
    'console-popup-blocked': ConsolePopupBlocked;
  }
}
