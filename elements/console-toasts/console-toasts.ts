// The list renders console-toast: defining the list defines its items.
import '../console-toast/console-toast.ts';
import { ConsoleToasts } from './console-toasts.component.ts';

export { ConsoleToasts };
export type { ToastItem } from './interfaces.ts';

// The standalone definition: the list comes through `toasts`. The console defines the same class fed by its toast
// store instead (console-toasts.connected.ts).
customElements.define('console-toasts', ConsoleToasts);

declare global {
  interface HTMLElementTagNameMap {
    'console-toasts': ConsoleToasts;
  }
}
