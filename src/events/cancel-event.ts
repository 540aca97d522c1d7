/** Fired when the user rejects a confirmation dialog (Cancel, Escape); the owner stays where it is. */
export class CancelEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-cancel';

  /** Creates the event. */
  constructor() {
    super(CancelEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-cancel': CancelEvent;
  }
}
