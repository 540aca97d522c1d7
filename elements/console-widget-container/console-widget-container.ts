import { ConsoleWidgetContainer } from './console-widget-container.component.ts';

export { ConsoleWidgetContainer };

customElements.define('console-widget-container', ConsoleWidgetContainer);

declare global {
  interface HTMLElementTagNameMap {
    'console-widget-container': ConsoleWidgetContainer;
  }
}
