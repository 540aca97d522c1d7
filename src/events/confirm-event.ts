/** Fired when the user confirms a confirmation dialog (leaving a page with unsaved changes, say); the owner goes ahead. */
export class ConfirmEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-confirm';

  /** Creates the event. */
  constructor() {
    super(ConfirmEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-confirm': ConfirmEvent;
  }
}
