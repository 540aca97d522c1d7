/** Fired when the user presses Clear in the plugin override bar; the owner clears every override of the session. */
export class OverrideClearEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-override-clear';

  /** Creates the event. */
  constructor() {
    super(OverrideClearEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-override-clear': OverrideClearEvent;
  }
}
