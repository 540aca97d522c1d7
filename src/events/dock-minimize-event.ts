/** Fired when the user presses Minimize in the bottom dock; the container state machine sets the minimised height. */
export class DockMinimizeEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-dock-minimize';

  /** Creates the event. */
  constructor() {
    super(DockMinimizeEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-dock-minimize': DockMinimizeEvent;
  }
}
