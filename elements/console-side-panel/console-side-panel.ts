import { ConsoleSidePanel } from './console-side-panel.component.ts';

export { ConsoleSidePanel };
export type { SidePanelSize } from './interfaces.ts';

customElements.define('console-side-panel', ConsoleSidePanel);

declare global {
  interface HTMLElementTagNameMap {
    'console-side-panel': ConsoleSidePanel;
  }
}
