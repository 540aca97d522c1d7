import '../console-region-menu/console-region-menu.ts';
import '../console-user-menu/console-user-menu.ts';
import { ConsoleHeader } from './console-header.component.ts';

export { ConsoleHeader };

customElements.define('console-header', ConsoleHeader);

declare global {
  interface HTMLElementTagNameMap {
    'console-header': ConsoleHeader;
  }
}
