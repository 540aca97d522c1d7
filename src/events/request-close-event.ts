/** Fired when the user asks to close something the element cannot close itself (a message bar); cancelable. */
export class RequestCloseEvent extends Event {
  /** The event's type. */
  static readonly type = 'console-request-close';

  /** Creates the event. */
  constructor() {
    super(RequestCloseEvent.type, { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'console-request-close': RequestCloseEvent;
  }
}
