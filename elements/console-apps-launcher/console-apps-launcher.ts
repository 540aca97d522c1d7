import { ConsoleAppsLauncher } from './console-apps-launcher.component.ts';

export { ConsoleAppsLauncher };
export type { MenuVariant, SaasApp } from './interfaces.ts';

customElements.define('console-apps-launcher', ConsoleAppsLauncher);

declare global {
  interface HTMLElementTagNameMap {
    'console-apps-launcher': ConsoleAppsLauncher;
  }
}
