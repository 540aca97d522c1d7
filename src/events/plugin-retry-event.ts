/** Fired when the user presses Retry on the plugin error page; the plugin host loads the plugin again. */
export class PluginRetryEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-plugin-retry';

  /** Creates the event. */
  constructor() {
    super(PluginRetryEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-plugin-retry': PluginRetryEvent;
  }
}
