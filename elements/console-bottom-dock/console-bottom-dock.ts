import { ConsoleBottomDock } from './console-bottom-dock.component.ts';

export { ConsoleBottomDock };
export type { DockContainerState, DockTab, KnownDockTab } from './interfaces.ts';

customElements.define('console-bottom-dock', ConsoleBottomDock);

declare global {
  interface HTMLElementTagNameMap {
    'console-bottom-dock': ConsoleBottomDock;
  }
}
