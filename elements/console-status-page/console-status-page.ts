import { ConsoleStatusPage } from './console-status-page.component.ts';

export { ConsoleStatusPage };
export type { StatusLink, StatusPageKind } from './interfaces.ts';

customElements.define('console-status-page', ConsoleStatusPage);

declare global {
  interface HTMLElementTagNameMap {
    'console-status-page': ConsoleStatusPage;
  }
}
