/** Fired when the user presses the header's navigation menu button; the owner of the menu opens or closes it. */
export class NavToggleEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-nav-toggle';

  /** Creates the event. */
  constructor() {
    super(NavToggleEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-nav-toggle': NavToggleEvent;
  }
}
