import { ConsoleConfirmDialog } from './console-confirm-dialog.component.ts';

export { ConsoleConfirmDialog };
export type { ConfirmDialogKind } from './interfaces.ts';

customElements.define('console-confirm-dialog', ConsoleConfirmDialog);

declare global {
  interface HTMLElementTagNameMap {
    'console-confirm-dialog': ConsoleConfirmDialog;
  }
}
