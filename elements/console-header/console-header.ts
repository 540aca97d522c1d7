import '../console-region-menu/console-region-menu.ts';
import '../console-user-menu/console-user-menu.ts';
import '../console-help-menu/console-help-menu.ts';
import '../console-locale-menu/console-locale-menu.ts';
import '../console-live-chat/console-live-chat.ts';
import '../console-developer-menu/console-developer-menu.ts';
import '../console-apps-launcher/console-apps-launcher.ts';
import { ConsoleHeader } from './console-header.component.ts';

export { ConsoleHeader };

customElements.define('console-header', ConsoleHeader);

declare global {
  interface HTMLElementTagNameMap {
    'console-header': ConsoleHeader;
  }
}
