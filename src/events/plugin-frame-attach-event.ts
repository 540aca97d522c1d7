/**
 * Fired by `console-plugin-frame` when it has put a plugin page's iframe in the document (and again for a new page):
 * the plugin host registers the frame's window, so the page's handshake is accepted from that window only.
 */
export class PluginFrameAttachEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-plugin-frame-attach';

  /** The plugin's registry name. */
  readonly pluginName: string;
  /** The iframe holding the plugin page. */
  readonly frame: HTMLIFrameElement;
  /** The origin the page was loaded from: the only origin its messages may come from. */
  readonly origin: string;

  /** Creates the event. */
  constructor(pluginName: string, frame: HTMLIFrameElement, origin: string) {
    super(PluginFrameAttachEvent.type, { bubbles: true, composed: true });
    this.pluginName = pluginName;
    this.frame = frame;
    this.origin = origin;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-plugin-frame-attach': PluginFrameAttachEvent;
  }
}
