/** Fired when the user presses Close in the bottom dock; the state machine hides it, closes both tabs and unloads the plugins. */
export class DockCloseEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-dock-close';

  /** Creates the event. */
  constructor() {
    super(DockCloseEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-dock-close': DockCloseEvent;
  }
}
