import { ConsoleToast } from './console-toast.component.ts';

export { ConsoleToast };
export type { ToastSeverity } from './interfaces.ts';

customElements.define('console-toast', ConsoleToast);

declare global {
  interface HTMLElementTagNameMap {
    'console-toast': ConsoleToast;
  }
}
