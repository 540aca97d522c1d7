import { ConsolePluginFrame } from './console-plugin-frame.component.ts';

export { ConsolePluginFrame };

customElements.define('console-plugin-frame', ConsolePluginFrame);

declare global {
  interface HTMLElementTagNameMap {
    'console-plugin-frame': ConsolePluginFrame;
  }
}
