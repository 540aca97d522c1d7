import { ConsoleSideDock } from './console-side-dock.component.ts';

export { ConsoleSideDock };

customElements.define('console-side-dock', ConsoleSideDock);

declare global {
  interface HTMLElementTagNameMap {
    'console-side-dock': ConsoleSideDock;
  }
}
