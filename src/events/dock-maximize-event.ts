/** Fired when the user presses Maximize in the bottom dock; the container state machine lets the dock fill the height. */
export class DockMaximizeEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-dock-maximize';

  /** Creates the event. */
  constructor() {
    super(DockMaximizeEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-dock-maximize': DockMaximizeEvent;
  }
}
