import '../console-status-page/console-status-page.ts';
import { ConsolePluginError } from './console-plugin-error.component.ts';

export { ConsolePluginError };
export { SUPPORT_HREF } from './console-plugin-error.component.ts';

customElements.define('console-plugin-error', ConsolePluginError);

declare global {
  interface HTMLElementTagNameMap {
    'console-plugin-error': ConsolePluginError;
  }
}
