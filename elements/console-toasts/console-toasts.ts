// The list renders console-toast: defining the list defines its items.
import '../console-toast/console-toast.ts';
import { ConsoleToasts } from './console-toasts.component.ts';

export { ConsoleToasts };

customElements.define('console-toasts', ConsoleToasts);

declare global {
  interface HTMLElementTagNameMap {
    'console-toasts': ConsoleToasts;
  }
}
