/**
 * Fired when the user presses a side panel's primary action (Save, Create …); the owner does the work and closes the
 * panel when it succeeded (a failure shows in the panel, which stays open).
 */
export class PanelSubmitEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-panel-submit';

  /** Creates the event. */
  constructor() {
    super(PanelSubmitEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-panel-submit': PanelSubmitEvent;
  }
}
